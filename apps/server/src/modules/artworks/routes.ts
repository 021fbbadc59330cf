import type { FastifyInstance } from 'fastify';
import { adminArtworkRoutes } from './routes/admin';
import { browseRoutes } from './routes/browse';
import { myArtworkRoutes } from './routes/mine';
import { startRoutes } from './routes/start';
import { uploadArtworkRoutes } from './routes/upload';

/** Artwork and artists (issue "Artwork and artists"); calls listed in docs/api.md, "Artwork". */
export default async function artworkRoutes(app: FastifyInstance): Promise<void> {
  await uploadArtworkRoutes(app);
  myArtworkRoutes(app);
  browseRoutes(app);
  adminArtworkRoutes(app);
  startRoutes(app);
}
