import type { FastifyInstance } from 'fastify';
import { loadBook } from '../books/index';
import { type BookFilesContext, requestFile } from './service';

/**
 * The print-ready PDF of a book for the print queue (issue 20, decision 048): the owner's own
 * PDF of the book as it is now, asked for (queued and rendered by the render job) when missing
 * or out of date, its state and progress read back; and its stored bytes once ready. The print
 * module checks the staff member and that the book is in a print order; this only makes files.
 */

const contexts = new WeakMap<object, BookFilesContext>();

export function servePrintFiles(app: FastifyInstance, ctx: BookFilesContext): void {
  contexts.set(app.db, ctx);
}

export interface PrintFileState {
  FileId: string;
  State: string;
  Progress: number;
  Pages: number | null;
}

/** Asks for (or finds) the owner's current PDF of a book; null when the book cannot print. */
export async function printFileOf(
  app: FastifyInstance,
  ownerId: string,
  bookId: string,
): Promise<PrintFileState | null> {
  const ctx = contexts.get(app.db);
  if (!ctx) return null;
  const book = await loadBook(ctx.db, { id: ownerId }, { id: bookId }, 'print');
  if (!book || book.owner_id !== ownerId) return null;
  const openId = await requestFile(ctx, ownerId, book, 'pdf', 'own');
  const row = await ctx.db
    .selectFrom('book_files')
    .select(['open_id', 'state', 'progress', 'pages'])
    .where('open_id', '=', openId)
    .executeTakeFirstOrThrow();
  return { FileId: row.open_id, State: row.state, Progress: row.progress, Pages: row.pages };
}

/** The owner's ready PDF of a book: its title and stored object, or null. */
export async function readyPrintFile(app: FastifyInstance, ownerId: string, bookId: string) {
  const ctx = contexts.get(app.db);
  if (!ctx) return null;
  const row = await ctx.db
    .selectFrom('book_files')
    .selectAll()
    .where('user_id', '=', ownerId)
    .where('book_id', '=', bookId)
    .where('format', '=', 'pdf')
    .executeTakeFirst();
  if (row?.state !== 'ready' || !row.storage_key) return null;
  const object = await (await ctx.storage()).get(row.storage_key);
  return object ? { title: row.title, object } : null;
}
