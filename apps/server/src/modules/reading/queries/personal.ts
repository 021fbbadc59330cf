import type { BookType } from '@storyloom/domain';
import type { Insertable } from 'kysely';
import type { DB } from '../../../db/index';
import type { ReadingHistoryTable } from '../../../db/tables/reading';

/** Favorites, reading history, slug history and the once-a-day count marks. */

export async function addFavorite(
  db: DB,
  row: { user_id: string; book_id: string; book_type: BookType; created_at: number },
): Promise<boolean> {
  const result = await db
    .insertInto('book_favorites')
    .values(row)
    .onConflict((oc) => oc.columns(['user_id', 'book_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function removeFavorite(db: DB, userId: string, bookId: string): Promise<boolean> {
  const result = await db
    .deleteFrom('book_favorites')
    .where('user_id', '=', userId)
    .where('book_id', '=', bookId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function isFavorite(db: DB, userId: string, bookId: string): Promise<boolean> {
  const row = await db
    .selectFrom('book_favorites')
    .select('book_id')
    .where('user_id', '=', userId)
    .where('book_id', '=', bookId)
    .executeTakeFirst();
  return row !== undefined;
}

/** A page of someone's favorites, newest first (index user_id, book_type, created_at). */
export async function listFavorites(
  db: DB,
  userId: string,
  q: { type: BookType; after: { at: number; bookId: string } | null; limit: number },
) {
  let query = db
    .selectFrom('book_favorites')
    .select(['book_id', 'created_at'])
    .where('user_id', '=', userId)
    .where('book_type', '=', q.type);
  if (q.after) {
    const { at, bookId } = q.after;
    query = query.where((eb) =>
      eb.or([
        eb('created_at', '<', at),
        eb.and([eb('created_at', '=', at), eb('book_id', '<', bookId)]),
      ]),
    );
  }
  return query.orderBy('created_at', 'desc').orderBy('book_id', 'desc').limit(q.limit).execute();
}

export async function countFavorites(db: DB, userId: string) {
  return db
    .selectFrom('book_favorites')
    .select(['book_type', (eb) => eb.fn.countAll<number>().as('n')])
    .where('user_id', '=', userId)
    .groupBy('book_type')
    .execute();
}

export async function upsertHistory(db: DB, row: Insertable<ReadingHistoryTable>) {
  await db
    .insertInto('reading_history')
    .values(row)
    .onConflict((oc) =>
      oc.columns(['user_id', 'book_id']).doUpdateSet({
        part_key: row.part_key,
        part_index: row.part_index,
        position: row.position,
        finished: row.finished,
        updated_at: row.updated_at,
      }),
    )
    .execute();
}

export async function findHistory(db: DB, userId: string, bookId: string) {
  return db
    .selectFrom('reading_history')
    .selectAll()
    .where('user_id', '=', userId)
    .where('book_id', '=', bookId)
    .executeTakeFirst();
}

/** A page of someone's reading history, most recently read first. */
export async function listHistory(
  db: DB,
  userId: string,
  q: { after: { at: number; bookId: string } | null; limit: number },
) {
  let query = db.selectFrom('reading_history').selectAll().where('user_id', '=', userId);
  if (q.after) {
    const { at, bookId } = q.after;
    query = query.where((eb) =>
      eb.or([
        eb('updated_at', '<', at),
        eb.and([eb('updated_at', '=', at), eb('book_id', '<', bookId)]),
      ]),
    );
  }
  return query.orderBy('updated_at', 'desc').orderBy('book_id', 'desc').limit(q.limit).execute();
}

export async function recordSlug(db: DB, slug: string, bookId: string, now: number) {
  await db
    .insertInto('book_slugs')
    .values({ slug, book_id: bookId, created_at: now })
    .onConflict((oc) => oc.columns(['slug', 'book_id']).doNothing())
    .execute();
}

/** The books once published under a slug, most recently first. */
export async function booksOnceCalled(db: DB, slug: string): Promise<string[]> {
  const rows = await db
    .selectFrom('book_slugs')
    .select('book_id')
    .where('slug', '=', slug)
    .orderBy('created_at', 'desc')
    .limit(20)
    .execute();
  return rows.map((r) => r.book_id);
}

/** Takes today's mark for a reader; true if this is the first of the day (so it counts). */
export async function takeMark(
  db: DB,
  mark: { book_id: string; reader_key: string; day: string; kind: 'read' | 'favorite' },
): Promise<boolean> {
  const result = await db
    .insertInto('book_count_marks')
    .values(mark)
    .onConflict((oc) => oc.columns(['book_id', 'reader_key', 'day', 'kind']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function addDailyCount(
  db: DB,
  row: { book_id: string; day: string; reads: number; favorites: number },
) {
  await db
    .insertInto('book_daily_counts')
    .values(row)
    .onConflict((oc) =>
      oc.columns(['book_id', 'day']).doUpdateSet((eb) => ({
        reads: eb('book_daily_counts.reads', '+', row.reads),
        favorites: eb('book_daily_counts.favorites', '+', row.favorites),
      })),
    )
    .execute();
}
