import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../../http/envelope';
import { perWriter } from '../../../http/limits';
import { requireStaff } from '../../../http/session';
import { uploadContext } from '../../uploads/index';
import { featureArtistBody, pendingBody, reviewBody } from '../schemas';
import { setArtistFeatured } from '../service/artists';
import { pendingArtwork, reviewArtwork } from '../service/review';

/** Staff screens under /admin: the pending-artwork queue, approve/reject, featured artists. */
export function adminArtworkRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/Admin/Artwork/Pending',
    { schema: { body: pendingBody }, config: perWriter(240) },
    async (request) => {
      const staff = await requireStaff(request, 'moderator');
      return ok(await pendingArtwork(await uploadContext(app), staff, request.body));
    },
  );

  r.post(
    '/api/Admin/Artwork/Review',
    { schema: { body: reviewBody }, config: perWriter(120) },
    async (request) => {
      const staff = await requireStaff(request, 'moderator');
      return ok({ Artwork: await reviewArtwork(await uploadContext(app), staff, request.body) });
    },
  );

  r.post(
    '/api/Admin/Artwork/FeatureArtist',
    { schema: { body: featureArtistBody }, config: perWriter(240) },
    async (request) => {
      await requireStaff(request, 'admin');
      return ok(
        await setArtistFeatured(await uploadContext(app), request.body.Slug, request.body.Featured),
      );
    },
  );
}
