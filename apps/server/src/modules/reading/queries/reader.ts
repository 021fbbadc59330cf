import type { DB } from '../../../db/index';
import type { BookRow } from '../../books/index';
import { publicUsernameColumn } from '../../user/index';
import type { ListingRow } from './listings';

/** A book as the reader opens it, with its listing's counts and its author's public columns. */
export interface ReaderBookRow {
  book: BookRow;
  /** Null when the book was never listed (never published). */
  listing: Pick<ListingRow, 'members_only' | 'reads' | 'favorites'> | null;
  /** The author's public username (null: not to be shown, or gone). */
  author: string | null;
}

/**
 * The reader's first query (issue 22: a book in the reader in at most 3 queries): the book row,
 * its listing's counts and its author's public name in one statement. Whether the asker may read it
 * is still the books policy's answer (`may`), asked of the row.
 */
export async function readerBook(
  db: DB,
  key: { openId: string } | { id: string },
): Promise<ReaderBookRow | null> {
  let query = db
    .selectFrom('books as b')
    .leftJoin('reading_listings as l', 'l.book_id', 'b.id')
    .selectAll('b')
    .select([
      'l.book_id as listing_book_id',
      'l.members_only as listing_members_only',
      'l.reads as listing_reads',
      'l.favorites as listing_favorites',
    ])
    .select(publicUsernameColumn('b.owner_id').as('author_name'));
  // As books' findBookByOpenId / findBookById: an open id names a live book only.
  query =
    'openId' in key
      ? query.where('b.open_id', '=', key.openId).where('b.deleted_at', 'is', null)
      : query.where('b.id', '=', key.id);
  const row = await query.executeTakeFirst();
  if (!row) return null;
  const {
    listing_book_id,
    listing_members_only,
    listing_reads,
    listing_favorites,
    author_name,
    ...book
  } = row;
  return {
    book: book as BookRow,
    listing:
      listing_book_id === null
        ? null
        : {
            members_only: Number(listing_members_only),
            reads: Number(listing_reads),
            favorites: Number(listing_favorites),
          },
    author: author_name ?? null,
  };
}
