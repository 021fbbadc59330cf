/**
 * The front door of the artworks module. Artworks: galleries, artists, art sets and the art a book
 * uses.
 * Other modules and the composition root (app.ts, modules/index.ts) import only this file;
 * the import rule (apps/server/test/quality/module-doors.test.ts) fails on anything else.
 *
 * - `register`: the module's routes (and its registrations), called by buildApp.
 * - `seeder`: its part of the demo, run by db/seed in the order of modules/index.ts.
 * - Extension points (other modules register into these): `artistProfileHooks`, `booksWithArt`.
 * - Everything else exported here is the service API other modules may call.
 */

export { artistErrors } from './errors';
export {
  artistProfileHooks,
  type BooksWithArtLister,
  type BookWithArt,
  booksWithArt,
} from './extensions';
export { type ArtworkView, presentArtistSummary } from './present';
export { findProfileBySlug, findProfileByUserId } from './queries/artists';
export { countPendingArtworks } from './queries/artworks';
export { default as register } from './routes';
export { artSeeder as seeder, warmSeedArtCache } from './seed';
export {
  artistsWithArtFor,
  artSetForBook,
  artworksForBook,
  type BookArtSet,
  countBookUse,
  freezeArtSet,
  galleryPicturesByTitle,
  usableComicArtworkIds,
} from './service/books';
// Share previews and the sitemap (issue 23, decision 040).
export {
  type ArtistPreview,
  artistAddresses,
  artistPreview,
  countArtistsWithWork,
} from './service/preview';
