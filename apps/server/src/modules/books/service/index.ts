import type { FastifyInstance } from 'fastify';
import { ledgerContext, recordDailyWriting } from '../../ledger/index';
import type { BooksContext } from './context';

export type { BooksContext } from './context';
export { bookFor } from './context';
export { convertToLongform } from './convert';
export { createBook } from './create';
export { eraseBooksOf } from './erase';
export { applyMove, moveBook, setBookClass, setFeatured, transitionBook } from './moves';
export {
  bookCountOf,
  bookForEditing,
  bookInfo,
  getBookForEditing,
  homeworkBook,
  pdfBookFor,
  writeBookCount,
  writeList,
} from './read';
export { saveBook } from './save';

/** The books services on a running server: its database, clock, ledger and log. */
export function booksContext(app: FastifyInstance): BooksContext {
  const ledger = ledgerContext(app);
  return {
    db: app.db,
    clock: app.clock,
    dailyWriting: (userId, day) => recordDailyWriting(ledger, userId, day),
    warn: (details, message) => app.log.warn(details, message),
  };
}
