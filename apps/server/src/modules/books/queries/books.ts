import type { BookType, StoryState } from '@storyloom/domain';
import { type Insertable, type Selectable, sql, type Updateable } from 'kysely';
import type { DB } from '../../../db/index';
import { prepared } from '../../../db/prepared';
import type { BookTable } from '../../../db/tables/books';
import { publicBook } from '../visibility';

export type BookRow = Selectable<BookTable>;

/**
 * Told, with the book's id, of every change to a book row (`row`: its words, flags, hiding; every
 * write to the books table is in this file) and, once committed, of every change of state
 * (`state`, from moves.ts): the reading module drops cached public reads (issue 22).
 */
/**
 * Run after a book is hidden (readers' reports) or shown again, on the same connection or
 * transaction (the search index follows it). Modules push at import time.
 */
export const bookHiddenHooks: ((db: DB, bookId: string) => Promise<void>)[] = [];
export const bookWriteListeners: ((bookId: string, kind: 'row' | 'state') => void)[] = [];
export function wrote(bookId: string, kind: 'row' | 'state' = 'row') {
  for (const listener of bookWriteListeners) listener(bookId, kind);
}

export async function insertBook(db: DB, row: Insertable<BookTable>): Promise<void> {
  await db.insertInto('books').values(row).execute();
}

/** A book that is not deleted, by its public id. */
export async function findBookByOpenId(db: DB, openId: string): Promise<BookRow | undefined> {
  return db
    .selectFrom('books')
    .selectAll()
    .where('open_id', '=', openId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

export async function findBookById(db: DB, id: string): Promise<BookRow | undefined> {
  return db.selectFrom('books').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The draft started from an art set (one per art set while it lives). */
export async function findBookByStartKey(db: DB, key: string): Promise<BookRow | undefined> {
  return db
    .selectFrom('books')
    .selectAll()
    .where('start_key', '=', key)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

export async function currentVersion(db: DB, id: string) {
  return db
    .selectFrom('books')
    .select(['version', 'updated_at', 'state'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/**
 * Takes the next version if the book is still at `version` (and, when given, in `state`): the
 * one guard against a stale save or move overwriting newer work. True when it applied.
 */
export async function updateBookAtVersion(
  db: DB,
  id: string,
  version: number,
  values: Updateable<BookTable>,
  state?: StoryState,
): Promise<boolean> {
  let q = db
    .updateTable('books')
    .set({ ...values, version: version + 1 })
    .where('id', '=', id)
    .where('version', '=', version)
    .where('deleted_at', 'is', null);
  if (state) q = q.where('state', '=', state);
  const result = await q.executeTakeFirst();
  const applied = Number(result.numUpdatedRows) === 1;
  if (applied) wrote(id);
  return applied;
}

export async function updateBook(db: DB, id: string, values: Updateable<BookTable>) {
  await db.updateTable('books').set(values).where('id', '=', id).execute();
  wrote(id);
}

export interface BookListFilter {
  ownerId: string;
  type?: BookType | undefined;
  state?: StoryState | undefined;
  after?: { updatedAt: number; openId: string } | undefined;
  limit: number;
}

/** A writer's books (not deleted), most recently changed first, after a cursor. */
/**
 * The columns a book's summary shows (`presentBookSummary`): a writer's list reads these, not the
 * whole row (decision 076: building each row's values was most of WriteList's database time).
 */
export const bookSummaryColumns = [
  'open_id',
  'slug',
  'type',
  'state',
  'featured',
  'class_id',
  'return_reason',
  'hidden_at',
  'title',
  'language',
  'cover',
  'word_count',
  'part_count',
  'version',
  'created_at',
  'updated_at',
  'published_at',
] as const satisfies readonly (keyof BookRow)[];
export type BookSummaryRow = Pick<BookRow, (typeof bookSummaryColumns)[number]>;

function ownBooks(db: DB, ownerId: string) {
  return db
    .selectFrom('books')
    .select(bookSummaryColumns)
    .where('owner_id', '=', ownerId)
    .where('deleted_at', 'is', null);
}

/**
 * The first page of a writer's books, of every type or of one, compiled once (decision 076):
 * /yourstuff-write and /yourstuff/{type} open on it. Other shapes (a state, a cursor) are built
 * per call.
 */
const firstOwnPage = prepared(
  (db: DB, ownerId: string, limit: number) =>
    ownBooks(db, ownerId).orderBy('updated_at', 'desc').orderBy('open_id', 'desc').limit(limit),
  ['owner id sample', 987654321],
);
const firstOwnPageOfType = prepared(
  (db: DB, ownerId: string, type: BookType, limit: number) =>
    ownBooks(db, ownerId)
      .where('type', '=', type)
      .orderBy('updated_at', 'desc')
      .orderBy('open_id', 'desc')
      .limit(limit),
  ['owner id sample', 'type sample' as BookType, 987654321],
);

/** Compiled once (decision 076): GetUserInfo's BookCount asks on every call. */
const ownBookCounts = prepared(
  (db: DB, ownerId: string) =>
    db
      .selectFrom('books')
      .select(['type', 'state', sql<number>`count(*)`.as('count')])
      .where('owner_id', '=', ownerId)
      .where('deleted_at', 'is', null)
      .groupBy(['type', 'state']),
  ['owner id sample'],
);

export async function listOwnBooks(db: DB, f: BookListFilter): Promise<BookSummaryRow[]> {
  if (!f.state && !f.after) {
    return f.type
      ? firstOwnPageOfType(db, f.ownerId, f.type, f.limit)
      : firstOwnPage(db, f.ownerId, f.limit);
  }
  let q = ownBooks(db, f.ownerId);
  if (f.type) q = q.where('type', '=', f.type);
  if (f.state) q = q.where('state', '=', f.state);
  const after = f.after;
  if (after) {
    q = q.where((eb) =>
      eb.or([
        eb('updated_at', '<', after.updatedAt),
        eb.and([eb('updated_at', '=', after.updatedAt), eb('open_id', '<', after.openId)]),
      ]),
    );
  }
  return q.orderBy('updated_at', 'desc').orderBy('open_id', 'desc').limit(f.limit).execute();
}

/** How many books a writer has (not deleted), by type and state. */
export async function countOwnBooks(db: DB, ownerId: string) {
  const rows = await ownBookCounts(db, ownerId);
  return rows.map((r) => ({ type: r.type, state: r.state, count: Number(r.count) }));
}

/**
 * How many of a writer's books were ever approved for the public shelves (the badge facts
 * "books written" and "books published": a finished book is a published one, PRODUCT.md).
 */
export async function countEverPublished(db: DB, ownerId: string): Promise<number> {
  const row = await db
    .selectFrom('book_state_history')
    .innerJoin('books', 'books.id', 'book_state_history.book_id')
    .select(sql<number>`count(distinct book_state_history.book_id)`.as('count'))
    .where('books.owner_id', '=', ownerId)
    .where('book_state_history.to_state', '=', 'published')
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** Every book of a writer that is not deleted (account erasure). */
export async function liveBookIdsOf(db: DB, ownerId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('books')
    .select('id')
    .where('owner_id', '=', ownerId)
    .where('deleted_at', 'is', null)
    .execute();
  return rows.map((r) => r.id);
}

/**
 * Published books (not deleted, not hidden after readers' reports) that show any of these
 * artworks (`book_artworks`), most recently published first.
 */
export async function listPublishedBooksWithArt(
  db: DB,
  artworkOpenIds: readonly string[],
  f: { type?: BookType | undefined; limit: number },
): Promise<BookRow[]> {
  if (artworkOpenIds.length === 0) return [];
  let q = db
    .selectFrom('books')
    .selectAll()
    .where(publicBook('books'))
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('book_artworks')
        .select('book_id')
        .where('artwork_id', 'in', [...artworkOpenIds]),
    );
  if (f.type) q = q.where('type', '=', f.type);
  return q.orderBy('published_at', 'desc').orderBy('open_id', 'desc').limit(f.limit).execute();
}

/**
 * Hides a published story from readers (reports reached the limit); false when it was already
 * hidden. The books module owns the books table: publishing calls this through the door.
 */
export async function hideBook(db: DB, bookId: string, now: number): Promise<boolean> {
  const result = await db
    .updateTable('books')
    .set({ hidden_at: now })
    .where('id', '=', bookId)
    .where('hidden_at', 'is', null)
    .executeTakeFirst();
  const hidden = Number(result.numUpdatedRows) === 1;
  if (hidden) {
    for (const hook of bookHiddenHooks) await hook(db, bookId);
    wrote(bookId);
  }
  return hidden;
}

/** Shows a hidden story again (a moderator kept it, or took it down into the writer's drafts). */
export async function unhideBook(db: DB, bookId: string): Promise<void> {
  await db.updateTable('books').set({ hidden_at: null }).where('id', '=', bookId).execute();
  for (const hook of bookHiddenHooks) await hook(db, bookId);
  wrote(bookId);
}
