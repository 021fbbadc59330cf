import type { BookType } from '@storyloom/domain';
import { type Insertable, sql } from 'kysely';
import type { DB } from '../../../db/index';
import type { ReadingListingTable } from '../../../db/tables/reading';
import { type BookRow, publicBook } from '../../books/index';
import { publicUsernameColumn } from '../../user/index';

export type ListingRow = ReadingListingTable;

/** SPEC §3 sort -> its column on reading_listings (each indexed with type and open_id). */
export const sortColumns = {
  recent: 'published_at',
  newauthor: 'author_since',
  active: 'active_at',
  popular: 'popular',
  monthly: 'monthly',
  yearly: 'yearly',
} as const;
export type ListSort = keyof typeof sortColumns;
export type SortColumn = (typeof sortColumns)[ListSort];

export interface ListQuery {
  type: BookType;
  sort: ListSort;
  ageLevel: string | null;
  language: string | null;
  /** Books in any language but this one (the second part of a list that prefers a language). */
  notLanguage?: string | null;
  category: string | null;
  after: { value: number; openId: string } | null;
  limit: number;
}

/** A listing with the book's columns the lists show. */
export type ListedBook = ListingRow &
  Pick<
    BookRow,
    'slug' | 'title' | 'summary' | 'cover' | 'word_count' | 'part_count' | 'featured'
  > & {
    /** The author's public username, when the query read it (null: not shown); else looked up. */
    author_name?: string | null;
  };

/** The author's public name, read with the row (the user module's rule, one query a page). */
const authorName = () => publicUsernameColumn('l.owner_id').as('author_name');

/** The book columns a list shows, read only for books readers may see. */
const bookColumns = [
  'b.slug',
  'b.title',
  'b.summary',
  'b.cover',
  'b.word_count',
  'b.part_count',
  'b.featured',
] as const;

export function listedBooks(db: DB) {
  return db
    .selectFrom('reading_listings as l')
    .innerJoin('books as b', 'b.id', 'l.book_id')
    .selectAll('l')
    .select(bookColumns)
    .select(authorName())
    .where(publicBook('b'));
}

/**
 * One page of a type's list: an index range on `(type, sort column, open_id)` walked downwards
 * from the cursor (ties broken by open_id, so pages never repeat or skip a book); the filters and
 * the book's visibility are checked on the rows the range yields.
 */
export function listQuery(db: DB, q: ListQuery) {
  const column = sortColumns[q.sort];
  let query = listedBooks(db).where('l.type', '=', q.type);
  if (q.ageLevel) query = query.where('l.age_level', '=', q.ageLevel);
  if (q.language) query = query.where('l.language', '=', q.language);
  if (q.notLanguage) query = query.where('l.language', '<>', q.notLanguage);
  if (q.category) {
    const category = q.category;
    query = query.where((eb) =>
      eb.or([eb('l.category1', '=', category), eb('l.category2', '=', category)]),
    );
  }
  if (q.after) {
    const { value, openId } = q.after;
    query = query.where((eb) =>
      eb.or([
        eb(`l.${column}`, '<', value),
        eb.and([eb(`l.${column}`, '=', value), eb('l.open_id', '<', openId)]),
      ]),
    );
  }
  return query.orderBy(`l.${column}`, 'desc').orderBy('l.open_id', 'desc').limit(q.limit);
}

export async function listBooks(db: DB, q: ListQuery): Promise<ListedBook[]> {
  return (await listQuery(db, q).execute()) as ListedBook[];
}

/**
 * The most read and favorited books of every type (GetBest): the top of the `popular` index
 * first (a subquery, so no planner starts from books), then the visibility check; `limit` has
 * room for the few that may be hidden.
 */
export function bestQuery(db: DB, limit: number) {
  const top = db
    .selectFrom('reading_listings')
    .selectAll()
    .orderBy('popular', 'desc')
    .orderBy('open_id', 'desc')
    .limit(limit);
  return db
    .selectFrom(top.as('l'))
    .innerJoin('books as b', 'b.id', 'l.book_id')
    .selectAll('l')
    .select(bookColumns)
    .select(authorName())
    .where(publicBook('b'))
    .orderBy('l.popular', 'desc')
    .orderBy('l.open_id', 'desc');
}

export async function featuredBooks(db: DB, limit: number): Promise<ListedBook[]> {
  return (await listedBooks(db)
    .where('b.featured', '=', 1)
    .orderBy('l.published_at', 'desc')
    .limit(limit)
    .execute()) as ListedBook[];
}

export async function listingsByBookIds(db: DB, ids: readonly string[]): Promise<ListedBook[]> {
  if (ids.length === 0) return [];
  return (await listedBooks(db).where('l.book_id', 'in', ids).execute()) as ListedBook[];
}

export async function findListing(db: DB, bookId: string): Promise<ListingRow | undefined> {
  return db
    .selectFrom('reading_listings')
    .selectAll()
    .where('book_id', '=', bookId)
    .executeTakeFirst();
}

export async function insertListings(db: DB, rows: Insertable<ReadingListingTable>[]) {
  for (let i = 0; i < rows.length; i += 100) {
    await db
      .insertInto('reading_listings')
      .values(rows.slice(i, i + 100))
      .execute();
  }
}

/** The listing of a book that is (again) published: its current information, its counts kept. */
export async function upsertListing(db: DB, row: Insertable<ReadingListingTable>) {
  await db
    .insertInto('reading_listings')
    .values(row)
    .onConflict((oc) =>
      oc.column('book_id').doUpdateSet({
        language: row.language,
        age_level: row.age_level,
        category1: row.category1 ?? '',
        category2: row.category2 ?? '',
        published_at: row.published_at,
        updated_at: row.updated_at,
      }),
    )
    .execute();
}

export async function deleteListing(db: DB, bookId: string) {
  await db.deleteFrom('reading_listings').where('book_id', '=', bookId).execute();
}

/** When a writer's first story was published (sort "newauthor"), or null. */
export async function authorSince(db: DB, ownerId: string): Promise<number | null> {
  const row = await db
    .selectFrom('reading_listings')
    .select((eb) => eb.fn.min('author_since').as('since'))
    .where('owner_id', '=', ownerId)
    .executeTakeFirst();
  return row?.since === null || row?.since === undefined ? null : Number(row.since);
}

/** The visible paid-only books (the admin's list), newest publication first, a page at a time. */
export async function listMembersOnly(
  db: DB,
  page: { offset: number; limit: number },
): Promise<{ rows: ListedBook[]; total: number }> {
  const base = listedBooks(db).where('l.members_only', '=', 1);
  const rows = (await base
    .orderBy('l.published_at', 'desc')
    .orderBy('l.open_id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute()) as ListedBook[];
  const counted = await db
    .selectFrom('reading_listings as l')
    .innerJoin('books as b', 'b.id', 'l.book_id')
    .where('l.members_only', '=', 1)
    .where(publicBook('b'))
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  return { rows, total: Number(counted?.n ?? 0) };
}

export async function setMembersOnly(db: DB, bookId: string, membersOnly: boolean) {
  await db
    .updateTable('reading_listings')
    .set({ members_only: membersOnly ? 1 : 0 })
    .where('book_id', '=', bookId)
    .execute();
}

/** Adds counted reads or favorites and refreshes the windowed sorts from the daily rows. */
export async function addCounts(
  db: DB,
  bookId: string,
  delta: { reads: number; favorites: number },
  windows: { monthFrom: string; yearFrom: string },
  now: number,
) {
  // Both windows in one pass: the year's rows, the month's among them.
  const sums = await db
    .selectFrom('book_daily_counts')
    .select([
      sql<number>`coalesce(sum(case when day >= ${windows.monthFrom} then reads + favorites else 0 end), 0)`.as(
        'month',
      ),
      sql<number>`coalesce(sum(reads + favorites), 0)`.as('year'),
    ])
    .where('book_id', '=', bookId)
    .where('day', '>=', windows.yearFrom)
    .executeTakeFirst();
  const month = Number(sums?.month ?? 0);
  const year = Number(sums?.year ?? 0);
  await db
    .updateTable('reading_listings')
    .set((eb) => ({
      reads: eb('reads', '+', delta.reads),
      favorites: eb('favorites', '+', delta.favorites),
      popular: eb('popular', '+', delta.reads + delta.favorites),
      monthly: month,
      yearly: year,
      active_at: now,
    }))
    .where('book_id', '=', bookId)
    .execute();
}

/**
 * The nightly refresh of the windowed sorts: books with something in a window get their 30- and
 * 365-day sums again from the daily rows (a book that was not read lately falls back).
 */
export async function refreshWindows(db: DB, windows: { monthFrom: string; yearFrom: string }) {
  const sum = (from: string) =>
    sql<number>`(select coalesce(sum(d.reads + d.favorites), 0) from book_daily_counts d
      where d.book_id = reading_listings.book_id and d.day >= ${from})`;
  const result = await db
    .updateTable('reading_listings')
    .set({ monthly: sum(windows.monthFrom), yearly: sum(windows.yearFrom) })
    .where((eb) => eb.or([eb('monthly', '>', 0), eb('yearly', '>', 0)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Once-a-day marks are only needed for the day they were taken (and the one before). */
export async function pruneMarks(db: DB, before: string) {
  await db.deleteFrom('book_count_marks').where('day', '<', before).execute();
}

/** A listed public book by its open id (share previews). */
export async function listingByOpenId(db: DB, openId: string): Promise<ListedBook | undefined> {
  return (await listedBooks(db).where('l.open_id', '=', openId).executeTakeFirst()) as
    | ListedBook
    | undefined;
}

/** Listed public books, by open id, a page at a time (the sitemap). */
export function publicBookPage(db: DB, offset: number, limit: number) {
  return db
    .selectFrom('reading_listings as l')
    .innerJoin('books as b', 'b.id', 'l.book_id')
    .select(['l.type', 'l.open_id', 'b.slug', 'b.updated_at'])
    .where(publicBook('b'))
    .orderBy('l.open_id')
    .offset(offset)
    .limit(limit)
    .execute();
}

export async function countPublicBooks(db: DB): Promise<number> {
  const row = await db
    .selectFrom('reading_listings as l')
    .innerJoin('books as b', 'b.id', 'l.book_id')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(publicBook('b'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
