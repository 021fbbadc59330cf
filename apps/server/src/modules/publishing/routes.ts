import type { FastifyInstance } from 'fastify';
import { moderationRoutes } from './routes/moderation';
import { publishRoutes } from './routes/publish';

/** Publishing with moderation; calls listed in docs/api.md, "Publishing" (decision 011). */
export default async function publishingRoutes(app: FastifyInstance): Promise<void> {
  publishRoutes(app);
  moderationRoutes(app);
}
