import type { Insertable } from 'kysely';
import type { DB } from '../../db/index';
import type { SearchEntryTable } from '../../db/tables/search';
import { findProfileByUserId } from '../artworks/index';
import type { BookRow } from '../books/index';
import { listOf } from '../books/index';
import { publicAccountById } from '../user/index';
import { indexText } from './terms';

/**
 * Keeps `search_entries` in step (decisions 012 and 063). Writing is plain SQL, the same on both
 * engines (SQLite's FTS5 table follows by triggers, PostgreSQL's tsvector is a generated column).
 * Books: reindexed inside every state change's transaction and when hidden or shown again
 * (books extension points); an author's books when their public name may have changed (consent,
 * username, disabled, deleted: user extension point) and dropped with a deleted account;
 * artists: when their page is made or edited (artworks extension point). Everything by
 * rebuildSearchIndex: the seed, a start with another `searchIndexVersion`, and on demand
 * (`npm run search:rebuild -w apps/server`). Nothing rebuilds on a schedule.
 */

/**
 * The version of what the index holds and how (the entry's fields, indexText's terms). Raise it
 * with any such change: the first server to start with the new version rebuilds the index once.
 */
export const searchIndexVersion = 1;

type Entry = Insertable<SearchEntryTable>;

/** The author's public name: the username, and only for an account that may appear in public. */
async function authorName(db: DB, ownerId: string, cache?: Map<string, string>): Promise<string> {
  const cached = cache?.get(ownerId);
  if (cached !== undefined) return cached;
  const name = (await publicAccountById(db, ownerId))?.username ?? '';
  cache?.set(ownerId, name);
  return name;
}

/** In the index: published, not deleted, not hidden after readers' reports. */
function searchable(book: BookRow): boolean {
  return book.state === 'published' && book.deleted_at === null && book.hidden_at === null;
}

async function bookEntry(db: DB, book: BookRow, now: number, cache?: Map<string, string>) {
  return {
    id: `book:${book.id}`,
    kind: 'book',
    ref_id: book.id,
    sub_type: book.type,
    title_terms: indexText(book.title),
    tags_terms: indexText(...listOf(book.tags)),
    author_terms: indexText(await authorName(db, book.owner_id, cache)),
    body_terms: indexText(book.summary),
    updated_at: now,
  } satisfies Entry;
}

async function upsert(db: DB, entries: Entry[]): Promise<void> {
  if (entries.length === 0) return;
  await db
    .insertInto('search_entries')
    .values(entries)
    .onConflict((oc) =>
      oc.column('id').doUpdateSet((eb) => ({
        sub_type: eb.ref('excluded.sub_type'),
        title_terms: eb.ref('excluded.title_terms'),
        tags_terms: eb.ref('excluded.tags_terms'),
        author_terms: eb.ref('excluded.author_terms'),
        body_terms: eb.ref('excluded.body_terms'),
        updated_at: eb.ref('excluded.updated_at'),
      })),
    )
    .execute();
}

/**
 * A book after a change: indexed while public (published, not hidden, not deleted), out of the
 * index otherwise. `now` defaults to the book's own last change.
 */
export async function reindexBook(db: DB, bookId: string, now?: number): Promise<void> {
  const book = await db.selectFrom('books').selectAll().where('id', '=', bookId).executeTakeFirst();
  if (!book || !searchable(book)) {
    await db.deleteFrom('search_entries').where('id', '=', `book:${bookId}`).execute();
    return;
  }
  await upsert(db, [await bookEntry(db, book, now ?? book.updated_at)]);
}

/** Every book of an author again (their public name may have changed). */
export async function reindexAuthor(db: DB, ownerId: string, now: number): Promise<void> {
  const rows = await db
    .selectFrom('books')
    .selectAll()
    .where('owner_id', '=', ownerId)
    .where('state', '=', 'published')
    .execute();
  const entries: Entry[] = [];
  const authors = new Map<string, string>();
  for (const book of rows) {
    if (!searchable(book)) {
      await db.deleteFrom('search_entries').where('id', '=', `book:${book.id}`).execute();
    } else entries.push(await bookEntry(db, book, now, authors));
  }
  await upsert(db, entries);
}

/** An account is deleted (inside its transaction): its books and artist page leave the index. */
export async function dropAccount(db: DB, userId: string): Promise<void> {
  await db
    .deleteFrom('search_entries')
    .where('kind', '=', 'book')
    .where('ref_id', 'in', (eb) =>
      eb.selectFrom('books').select('id').where('owner_id', '=', userId),
    )
    .execute();
  await db.deleteFrom('search_entries').where('id', '=', `artist:${userId}`).execute();
}

export async function reindexArtist(db: DB, userId: string, now: number): Promise<void> {
  const profile = await findProfileByUserId(db, userId);
  if (!profile) {
    await db.deleteFrom('search_entries').where('id', '=', `artist:${userId}`).execute();
    return;
  }
  await upsert(db, [
    {
      id: `artist:${userId}`,
      kind: 'artist',
      ref_id: userId,
      sub_type: '',
      title_terms: indexText(profile.display_name),
      tags_terms: '',
      author_terms: indexText(profile.slug.replace(/-/g, ' ')),
      body_terms: indexText(profile.bio),
      updated_at: now,
    },
  ]);
}

const batch = 200;

/**
 * Fills the index again from every published book and every artist page, then drops the entries
 * this pass did not write (books no longer published, artist pages gone). Each batch is its own
 * short transaction: on SQLite the application has one connection, and one transaction over a
 * whole shelf of books (100,000 took minutes) held every request back until it ended. The index
 * is never empty meanwhile; a book changed during the rebuild is written by its own hook at a
 * later time and kept.
 */
export async function rebuildSearchIndex(
  db: DB,
  now: number,
): Promise<{ books: number; artists: number }> {
  const authors = new Map<string, string>();
  let books = 0;
  for (let after = ''; ; ) {
    const rows = await db
      .selectFrom('books')
      .selectAll()
      .where('state', '=', 'published')
      .where('deleted_at', 'is', null)
      .where('hidden_at', 'is', null)
      .where('id', '>', after)
      .orderBy('id')
      .limit(batch)
      .execute();
    if (rows.length === 0) break;
    const entries: Entry[] = [];
    for (const row of rows) entries.push(await bookEntry(db, row, now, authors));
    await db.transaction().execute(async (trx: DB) => {
      // Only books still searchable now (one may have left `published` since the read above).
      const still = await trx
        .selectFrom('books')
        .select('id')
        .where(
          'id',
          'in',
          rows.map((r) => r.id),
        )
        .where('state', '=', 'published')
        .where('deleted_at', 'is', null)
        .where('hidden_at', 'is', null)
        .execute();
      const keep = new Set(still.map((r) => `book:${r.id}`));
      await upsert(
        trx,
        entries.filter((e) => keep.has(e.id)),
      );
    });
    books += rows.length;
    after = rows[rows.length - 1]?.id ?? after;
  }
  const profiles = await db.selectFrom('artist_profiles').select('user_id').execute();
  for (const p of profiles) await reindexArtist(db, p.user_id, now);
  await db.deleteFrom('search_entries').where('updated_at', '<', now).execute();
  await markIndexVersion(db, now);
  return { books, artists: profiles.length };
}

/** The version the index was last rebuilt by; null before the first rebuild. */
export async function storedIndexVersion(db: DB): Promise<number | null> {
  const row = await db
    .selectFrom('search_index_state')
    .select('version')
    .where('name', '=', 'search')
    .executeTakeFirst();
  return row ? Number(row.version) : null;
}

async function markIndexVersion(db: DB, now: number): Promise<void> {
  await db
    .insertInto('search_index_state')
    .values({ name: 'search', version: searchIndexVersion, rebuilt_at: now })
    .onConflict((oc) =>
      oc.column('name').doUpdateSet({ version: searchIndexVersion, rebuilt_at: now }),
    )
    .execute();
}

/**
 * At a server's start (a job, so several servers starting together run it once): rebuilds the
 * index when it was built by another version (or never); true when it did.
 */
export async function rebuildIfOutdated(db: DB, now: number): Promise<boolean> {
  if ((await storedIndexVersion(db)) === searchIndexVersion) return false;
  await rebuildSearchIndex(db, now);
  return true;
}
