import type { PrintFormat } from '@storyloom/domain';
import type { FastifyInstance } from 'fastify';
import { loadBook } from '../books/index';
import { type BookFilesContext, printCoverKey, requestFile } from './service';

/**
 * The print-ready files of a book for the print queue (issue 20, decisions 048 and 060): for one
 * binding, the interior at the trim size with bleed and the cover spread with its spine, made
 * from the book as it is now by the render job (asked for when missing or out of date), their
 * state and progress read back; and their stored bytes once ready. The print module checks the
 * staff member and that the book is in a print order; this only makes files.
 */
export type PrintFilePart = 'interior' | 'cover';

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
  binding: PrintFormat,
): Promise<PrintFileState | null> {
  const ctx = contexts.get(app.db);
  if (!ctx) return null;
  const book = await loadBook(ctx.db, { id: ownerId }, { id: bookId }, 'print');
  if (!book || book.owner_id !== ownerId) return null;
  const openId = await requestFile(ctx, ownerId, book, `print-${binding}`, 'own');
  const row = await ctx.db
    .selectFrom('book_files')
    .select(['open_id', 'state', 'progress', 'pages'])
    .where('open_id', '=', openId)
    .executeTakeFirstOrThrow();
  return { FileId: row.open_id, State: row.state, Progress: row.progress, Pages: row.pages };
}

/** One ready print file of a book (interior or cover): its title and stored object, or null. */
export async function readyPrintFile(
  app: FastifyInstance,
  ownerId: string,
  bookId: string,
  binding: PrintFormat,
  part: PrintFilePart,
) {
  const ctx = contexts.get(app.db);
  if (!ctx) return null;
  const row = await ctx.db
    .selectFrom('book_files')
    .selectAll()
    .where('user_id', '=', ownerId)
    .where('book_id', '=', bookId)
    .where('format', '=', `print-${binding}`)
    .executeTakeFirst();
  if (row?.state !== 'ready' || !row.storage_key) return null;
  const key = part === 'cover' ? printCoverKey(row.storage_key) : row.storage_key;
  const object = await (await ctx.storage()).get(key);
  return object ? { title: row.title, object } : null;
}
