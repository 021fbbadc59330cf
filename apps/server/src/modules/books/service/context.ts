import type { DB } from '../../../db/index';
import { errors } from '../../../http/errors';
import type { Clock } from '../../../platform/clock';
import { type BookAction, type BookActor, type BookAsker, may } from '../policy';
import { type BookRow, findBookById, findBookByOpenId } from '../queries/books';

/** What the book services need: a database, a clock and (on a server) the ledger. */
export interface BooksContext {
  db: DB;
  clock: Clock;
  /**
   * Books SPEC §9's daily-writing crowns for a UTC day (the ledger's recordDailyWriting). The
   * demo seed leaves it out: seeding is not writing.
   */
  dailyWriting?: (userId: string, day: string) => Promise<unknown>;
  warn?: (details: Record<string, unknown>, message: string) => void;
}

/** How a caller names a book: its public open id, or its id (from another module's rows). */
export type BookKey = { openId: string } | { id: string };

function findBook(db: DB, key: BookKey): Promise<BookRow | undefined> {
  return 'openId' in key ? findBookByOpenId(db, key.openId) : findBookById(db, key.id);
}

/**
 * The one way another module loads a book: the book if the actor (null: a visitor) may do
 * `action` with it (books/policy.ts `may`), else null.
 */
export async function loadBook(
  db: DB,
  actor: BookAsker,
  key: BookKey,
  action: BookAction,
): Promise<BookRow | null> {
  const book = await findBook(db, key);
  if (!book || !(await may(db, actor, book, action))) return null;
  return book;
}

/**
 * Only which book a key names (open id and id), nothing of its content or state: for list
 * cursors and for taking back one's own marks (unfavorite) on a book that may be gone.
 */
export async function bookIdentity(
  db: DB,
  key: BookKey,
): Promise<{ id: string; openId: string } | null> {
  const book = await findBook(db, key);
  return book ? { id: book.id, openId: book.open_id } : null;
}

/**
 * The book if the actor may do `action` with it; otherwise 404, the same answer as for a book
 * that does not exist (no hint that someone else's draft is there).
 */
export async function bookFor(
  ctx: BooksContext,
  actor: BookActor,
  openId: string,
  action: BookAction,
): Promise<BookRow> {
  const book = await loadBook(ctx.db, actor, { openId }, action);
  if (!book) throw errors.notFound();
  return book;
}
