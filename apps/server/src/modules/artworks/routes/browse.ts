import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../../http/envelope';
import { errors } from '../../../http/errors';
import { perMinute, perWriter } from '../../../http/limits';
import { optionalUser, requireUser } from '../../../http/session';
import { uploadContext } from '../../uploads/index';
import { findArtworkByOpenId } from '../queries/artworks';
import {
  artistBody,
  artistsBody,
  artworkBooksBody,
  artworkIdBody,
  browseBody,
  checkArtworksBody,
  favoritesBody,
  tagsBody,
} from '../schemas';
import { artistList, artistPage } from '../service/artists';
import {
  artworkTags,
  assertArtistExists,
  booksFromArtwork,
  browseArtwork,
  checkArtworks,
  tagLanguageFor,
} from '../service/browse';
import { addFavorite, favoriteArtworks, removeFavorite } from '../service/favorites';

/** Readers: /artwork, /comic-artwork, /artists, /artist/{slug}, /artwork-book, favourites. */
export function browseRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  /**
   * SPEC §7 silent path (no expiry dialog, anyone may ask): how many books were written with a
   * public artwork (`Count`, the books module keeps it). Unknown or not public: 404.
   */
  r.post(
    '/api/Writes/ArtworkCount',
    { schema: { body: artworkIdBody }, config: perMinute(240) },
    async (request) => {
      const row = await findArtworkByOpenId(app.db, request.body.ArtworkId);
      if (row?.status !== 'approved' || row.deleted_at !== null) throw errors.notFound();
      return ok({ ArtworkId: row.open_id, Count: row.use_count });
    },
  );

  r.post(
    '/api/Artwork/Browse',
    { schema: { body: browseBody }, config: perMinute(240) },
    async (request, reply) => {
      const ctx = await uploadContext(app);
      if (request.body.Artist) await assertArtistExists(ctx, request.body.Artist);
      return ok(await browseArtwork(ctx, await optionalUser(request, reply), request.body));
    },
  );

  r.post(
    '/api/Artwork/Tags',
    { schema: { body: tagsBody }, config: perMinute(240) },
    async (request) => {
      const { Language, Library, BookType, Limit } = request.body;
      const tags = await artworkTags(await uploadContext(app), {
        language: Language ?? tagLanguageFor(request.language),
        library: Library,
        bookType: BookType,
        limit: Limit,
      });
      return ok({ Tags: tags });
    },
  );

  r.post(
    '/api/Artwork/Artists',
    { schema: { body: artistsBody }, config: perMinute(240) },
    async (request) => {
      const artists = await artistList(await uploadContext(app), {
        library: request.body.Library,
        featuredOnly: request.body.Featured ?? false,
        limit: request.body.Limit,
      });
      return ok({ Artists: artists });
    },
  );

  r.post(
    '/api/Artwork/Artist',
    { schema: { body: artistBody }, config: perMinute(240) },
    async (request) => {
      return ok({ Artist: await artistPage(await uploadContext(app), request.body.Slug) });
    },
  );

  r.post(
    '/api/Artwork/ArtworkBooks',
    { schema: { body: artworkBooksBody }, config: perMinute(240) },
    async (request, reply) => {
      const viewer = await optionalUser(request, reply);
      return ok(
        await booksFromArtwork(
          await uploadContext(app),
          viewer,
          request.body.ArtworkId,
          request.body.BookType,
        ),
      );
    },
  );

  r.post(
    '/api/v2_1/YourStuff/CheckArtworks',
    { schema: { body: checkArtworksBody }, config: perWriter(240) },
    async (request) => {
      await requireUser(request);
      return ok(await checkArtworks(await uploadContext(app), request.body.ArtworkIds));
    },
  );

  r.post(
    '/api/YourStuff/GetFavoritesArtworks',
    { schema: { body: favoritesBody }, config: perWriter(240) },
    async (request) => {
      const user = await requireUser(request);
      return ok(await favoriteArtworks(await uploadContext(app), user, request.body));
    },
  );

  r.post(
    '/api/YourStuff/AddFavoriteArtwork',
    { schema: { body: artworkIdBody }, config: perWriter(120) },
    async (request) => {
      const user = await requireUser(request);
      return ok(await addFavorite(await uploadContext(app), user, request.body.ArtworkId));
    },
  );

  r.post(
    '/api/YourStuff/RemoveFavoriteArtwork',
    { schema: { body: artworkIdBody }, config: perWriter(120) },
    async (request) => {
      const user = await requireUser(request);
      return ok(await removeFavorite(await uploadContext(app), user, request.body.ArtworkId));
    },
  );
}
