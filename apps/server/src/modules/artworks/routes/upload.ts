import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../../http/envelope';
import { perWriter } from '../../../http/limits';
import { requireActiveUser } from '../../../http/session';
import {
  acceptUploads,
  parseFields,
  readUploadForm,
  uploadContext,
  uploadSource,
} from '../../uploads/index';
import { artworkIdBody, newArtworkFields, newComicAssetFields } from '../schemas';
import { removeArtwork, uploadArtwork } from '../service/artworks';

/** Artists' uploads: gallery artwork, comic assets, and deleting either. */
export async function uploadArtworkRoutes(app: FastifyInstance): Promise<void> {
  await app.register(async (scope) => {
    await acceptUploads(scope);

    /** Multipart (file + fields) or form/JSON with the UploadKey of a direct upload. */
    scope.post('/api/Upload/Artwork', { config: perWriter(30) }, async (request) => {
      const user = await requireActiveUser(request);
      const form = await readUploadForm(request);
      const fields = parseFields(newArtworkFields, form.fields);
      const artwork = await uploadArtwork(await uploadContext(app), user, {
        library: 'gallery',
        comicKind: null,
        fields,
        source: uploadSource(form),
      });
      return ok({ Artwork: artwork });
    });

    scope.post('/api/YourStuff/AddComicArtwork', { config: perWriter(30) }, async (request) => {
      const user = await requireActiveUser(request);
      const form = await readUploadForm(request);
      const fields = parseFields(newComicAssetFields, form.fields);
      const artwork = await uploadArtwork(await uploadContext(app), user, {
        library: 'comic',
        comicKind: fields.Kind,
        fields,
        source: uploadSource(form),
      });
      return ok({ Artwork: artwork });
    });
  });

  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      '/api/Upload/DeleteArtwork',
      { schema: { body: artworkIdBody }, config: perWriter(60) },
      async (request) => {
        const user = await requireActiveUser(request);
        await removeArtwork(await uploadContext(app), user, request.body.ArtworkId);
        return ok({ ArtworkId: request.body.ArtworkId, Deleted: true });
      },
    );
}
