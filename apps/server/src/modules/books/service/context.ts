import type { DB } from '../../../db/index';
import { errors } from '../../../http/errors';
import type { Clock } from '../../../platform/clock';
import { type BookAction, type BookActor, may } from '../policy';
import { type BookRow, findBookByOpenId } from '../queries/books';

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
  const book = await findBookByOpenId(ctx.db, openId);
  if (!book || !(await may(ctx.db, actor, book, action))) throw errors.notFound();
  return book;
}
