/**
 * The front door of the books module. Books: the writer's books, their parts, history, moves and
 * who may do what to a book.
 * Other modules and the composition root (app.ts, modules/index.ts) import only this file;
 * the import rule (apps/server/test/quality/module-doors.test.ts) fails on anything else.
 *
 * - `register`: the module's routes (and its registrations), called by buildApp.
 * - `seeder`: its part of the demo, run by db/seed in the order of modules/index.ts.
 * - Extension points (other modules register into these): `bookStateHooks`, `bookHiddenHooks`,
 *   `bookWriteListeners`.
 * - Everything else exported here is the service API other modules may call.
 */

export { bookErrors } from './errors';
export {
  type BookAccessLimit,
  type BookAccessRule,
  type BookAction,
  type BookActor,
  type BookAsker,
  may,
  registerBookLimit,
  registerBookRule,
} from './policy';
export {
  coverOf,
  listOf,
  partContentOf,
  presentBookDetails,
  presentBookSummary,
  presentHistory,
} from './present';
export {
  type BookRow,
  bookHiddenHooks,
  bookWriteListeners,
  countEverPublished,
  hideBook,
  unhideBook,
  updateBook,
  updateBookAtVersion,
} from './queries/books';
export { listHistory } from './queries/history';
export { type BookPartRow, listPartHeads, listParts } from './queries/parts';
export { default as register } from './routes';
export { type BookChange, bookIdBody, openId } from './schemas';
export { booksSeeder as seeder } from './seed';
export { syncBookArtworks } from './service/artwork-use';
export {
  type BookKey,
  type BooksContext,
  bookFor,
  bookIdentity,
  loadBook,
} from './service/context';
export { insertNewBook } from './service/create';
export { booksContext } from './service/index';
export { prepareMeta } from './service/meta';
export { applyMove, bookStateHooks, setFeatured, transitionBook } from './service/moves';
export { bookForEditing } from './service/read';
export { saveBook } from './service/save';
export { isPublicBook, publicBook } from './visibility';
