import type { DB } from '../../db/index';
import { errors } from '../../http/errors';

/**
 * Which books may be bought as a PDF, answered by the books module (it registers a resolver at
 * import time): the book's public openId and title when `userId` may buy it, else null.
 * Until books exist, no book can be bought.
 */
export type PdfBookResolver = (
  db: DB,
  userId: string,
  bookOpenId: string,
) => Promise<{ openId: string; title: string } | null>;

export const pdfBookResolvers: PdfBookResolver[] = [];

export async function resolvePdfBook(
  db: DB,
  userId: string,
  bookOpenId: string,
): Promise<{ openId: string; title: string }> {
  for (const resolve of pdfBookResolvers) {
    const book = await resolve(db, userId, bookOpenId);
    if (book) return book;
  }
  throw errors.notFound();
}
