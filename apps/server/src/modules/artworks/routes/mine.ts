import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../../http/envelope';
import { perMinute, perWriter } from '../../../http/limits';
import { optionalUser, requireActiveUser, requireUser } from '../../../http/session';
import { uploadContext } from '../../uploads/index';
import { artistErrors } from '../errors';
import { canUploadArtwork } from '../policy';
import {
  artistProfileBody,
  artworkIdBody,
  cursor,
  myUploadsBody,
  pageSize,
  updateArtworkBody,
} from '../schemas';
import { artistPage, ensureArtistProfile, updateArtistProfile } from '../service/artists';
import { editArtwork, getArtwork, myUploads } from '../service/artworks';

/** An artist's own work: /yourstuff-uploads, /yourstuff-edit-artwork, /yourstuff-comic-artwork. */
export function myArtworkRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/Artwork/MyUploads',
    { schema: { body: myUploadsBody }, config: perWriter(240) },
    async (request) => {
      const user = await requireUser(request);
      return ok(await myUploads(await uploadContext(app), user, request.body));
    },
  );

  r.post(
    '/api/YourStuff/MyComicArtwork',
    {
      schema: {
        body: z.object({
          Kind: myUploadsBody.shape.Kind,
          Status: myUploadsBody.shape.Status,
          Cursor: cursor,
          Limit: pageSize,
        }),
      },
      config: perWriter(240),
    },
    async (request) => {
      const user = await requireUser(request);
      return ok(
        await myUploads(await uploadContext(app), user, { ...request.body, Library: 'comic' }),
      );
    },
  );

  r.post(
    '/api/Artwork/GetArtwork',
    { schema: { body: artworkIdBody }, config: perMinute(240) },
    async (request) => {
      const viewer = await optionalUser(request);
      return ok({
        Artwork: await getArtwork(await uploadContext(app), viewer, request.body.ArtworkId),
      });
    },
  );

  r.post(
    '/api/YourStuff/GetComicArtworkDetail',
    { schema: { body: artworkIdBody }, config: perWriter(240) },
    async (request) => {
      const user = await requireUser(request);
      return ok({
        Artwork: await getArtwork(await uploadContext(app), user, request.body.ArtworkId),
      });
    },
  );

  r.post(
    '/api/Artwork/UpdateArtwork',
    { schema: { body: updateArtworkBody }, config: perWriter(60) },
    async (request) => {
      const user = await requireActiveUser(request);
      const { ArtworkId, ...fields } = request.body;
      return ok({ Artwork: await editArtwork(await uploadContext(app), user, ArtworkId, fields) });
    },
  );

  /** The artist's own page settings (name, bio, attribution). */
  r.post('/api/Artwork/MyArtistProfile', { config: perWriter(120) }, async (request) => {
    const user = await requireUser(request);
    if (!canUploadArtwork(user)) throw artistErrors.artistOnly();
    const ctx = await uploadContext(app);
    const profile = await ensureArtistProfile(ctx, user);
    return ok({ Artist: await artistPage(ctx, profile.slug) });
  });

  r.post(
    '/api/Artwork/UpdateArtistProfile',
    { schema: { body: artistProfileBody }, config: perWriter(30) },
    async (request) => {
      const user = await requireActiveUser(request);
      if (!canUploadArtwork(user)) throw artistErrors.artistOnly();
      return ok({
        Artist: await updateArtistProfile(await uploadContext(app), user, request.body),
      });
    },
  );
}
