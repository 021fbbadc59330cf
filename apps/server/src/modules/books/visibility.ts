import { type RawBuilder, type SqlBool, sql } from 'kysely';
import type { BookRow } from './queries/books';

/**
 * The one rule for "readers may see this book": published, not hidden (taken down after reports
 * or by staff) and not deleted. Reading, search (both engines), publishing, comics and embeds
 * use it, in code (`isPublicBook`) or in SQL (`publicBook`); a sitemap will too.
 */
export function isPublicBook(book: Pick<BookRow, 'state' | 'hidden_at' | 'deleted_at'>): boolean {
  return book.state === 'published' && book.hidden_at === null && book.deleted_at === null;
}

/**
 * The same rule as a SQL condition on the books table under `alias` (`b` by default), for
 * `.where(publicBook())` in Kysely or inside raw SQL (the SQLite and PostgreSQL search engines).
 */
export function publicBook(alias = 'b'): RawBuilder<SqlBool> {
  const column = (name: string) => sql.ref(`${alias}.${name}`);
  return sql<SqlBool>`(${column('state')} = 'published' and ${column('hidden_at')} is null and ${column('deleted_at')} is null)`;
}
