import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../../http/envelope';
import { perWriter } from '../../../http/limits';
import { requireActiveUser, requireUser } from '../../../http/session';
import { uploadContext } from '../../uploads/index';
import { artSetBody, startWithArtBody } from '../schemas';
import { getArtSet, startWithArt } from '../service/art-sets';

/** /start-with-art/{bookType} and /start-comic: freeze the chosen art into an art set. */
export function startRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/Artwork/StartWithArt',
    { schema: { body: startWithArtBody }, config: perWriter(30) },
    async (request) => {
      const user = await requireActiveUser(request);
      return ok(await startWithArt(await uploadContext(app), user, request.body));
    },
  );

  r.post(
    '/api/Artwork/GetArtSet',
    { schema: { body: artSetBody }, config: perWriter(240) },
    async (request) => {
      const user = await requireUser(request);
      return ok(await getArtSet(await uploadContext(app), user, request.body.ArtSetId));
    },
  );
}
