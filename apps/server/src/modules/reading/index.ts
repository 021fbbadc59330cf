/**
 * The front door of the reading module. Reading: the public lists, the reader and personal reading
 * lists.
 * Other modules and the composition root (app.ts, modules/index.ts) import only this file;
 * the import rule (apps/server/test/quality/module-doors.test.ts) fails on anything else.
 *
 * - `register`: the module's routes (and its registrations), called by buildApp.
 * - `seeder`: its part of the demo, run by db/seed in the order of modules/index.ts.
 * - Everything else exported here is the service API other modules may call.
 */

export { default as register } from './routes';
export { readingSeeder as seeder } from './seed';
// Extension point (decision 024): the plans module answers `isMember`.
// Counted reads are written in batches (issue 22); this writes the pending ones now.
export { flushCountedReads, readingHooks } from './service/context';
// Book files (decision 033): whether a published book is paid-only (SPEC §6).
export { isMembersOnlyBook } from './service/paid-only';
// Share previews and the sitemap (issue 23, decision 040): public books only.
export {
  type BookPreview,
  bookPreview,
  countPublicBooks,
  publicBookAddresses,
  renderedBookPage,
  renderedListPage,
  renderedShowingPage,
} from './service/preview';
