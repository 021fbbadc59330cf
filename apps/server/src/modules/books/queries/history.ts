import type { Insertable, Selectable } from 'kysely';
import type { DB } from '../../../db/index';
import type { BookStateHistoryTable, WritingDayTable } from '../../../db/tables/books';

export type HistoryRow = Selectable<BookStateHistoryTable>;

export async function insertHistory(db: DB, row: Insertable<BookStateHistoryTable>) {
  await db.insertInto('book_state_history').values(row).execute();
}

/** A book's history, oldest first (each entry took the book to a new version). */
export async function listHistory(db: DB, bookId: string): Promise<HistoryRow[]> {
  return db
    .selectFrom('book_state_history')
    .selectAll()
    .where('book_id', '=', bookId)
    .orderBy('version')
    .orderBy('created_at')
    .execute();
}

/** The artworks a book is recorded as using. */
export async function bookArtworkIds(db: DB, bookId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('book_artworks')
    .select('artwork_id')
    .where('book_id', '=', bookId)
    .execute();
  return rows.map((r) => r.artwork_id);
}

export async function addBookArtworks(db: DB, bookId: string, artworkIds: readonly string[]) {
  if (artworkIds.length === 0) return;
  await db
    .insertInto('book_artworks')
    .values(artworkIds.map((artwork_id) => ({ book_id: bookId, artwork_id })))
    .onConflict((oc) => oc.columns(['book_id', 'artwork_id']).doNothing())
    .execute();
}

export async function removeBookArtworks(db: DB, bookId: string, artworkIds: readonly string[]) {
  if (artworkIds.length === 0) return;
  await db
    .deleteFrom('book_artworks')
    .where('book_id', '=', bookId)
    .where('artwork_id', 'in', artworkIds)
    .execute();
}

export type WritingDayRow = Selectable<WritingDayTable>;

export async function findWritingDay(db: DB, userId: string, day: string) {
  return db
    .selectFrom('writing_days')
    .selectAll()
    .where('user_id', '=', userId)
    .where('day', '=', day)
    .executeTakeFirst();
}

export async function insertWritingDay(db: DB, row: Insertable<WritingDayTable>) {
  await db
    .insertInto('writing_days')
    .values(row)
    .onConflict((oc) => oc.columns(['user_id', 'day']).doNothing())
    .execute();
}

export async function markWritingDayAwarded(db: DB, userId: string, day: string) {
  await db
    .updateTable('writing_days')
    .set({ awarded: 1 })
    .where('user_id', '=', userId)
    .where('day', '=', day)
    .execute();
}
