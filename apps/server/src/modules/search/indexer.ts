import type { Insertable } from 'kysely';
import type { DB } from '../../db/index';
import type { SearchEntryTable } from '../../db/tables/search';
import { findProfileByUserId } from '../artworks/index';
import type { BookRow } from '../books/index';
import { listOf } from '../books/index';
import { publicAccountById, publicUsernamesByIds } from '../user/index';
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

/** The book columns an entry is made from (and `searchable` asks). */
const entryColumns = [
  'id',
  'type',
  'title',
  'tags',
  'summary',
  'owner_id',
  'state',
  'deleted_at',
  'hidden_at',
] as const;
type EntrySource = Pick<BookRow, (typeof entryColumns)[number]>;

/** In the index: published, not deleted, not hidden after readers' reports. */
function searchable(book: Pick<BookRow, 'state' | 'deleted_at' | 'hidden_at'>): boolean {
  return book.state === 'published' && book.deleted_at === null && book.hidden_at === null;
}

function entryOf(book: EntrySource, author: string, now: number): Entry {
  return {
    id: `book:${book.id}`,
    kind: 'book',
    ref_id: book.id,
    sub_type: book.type,
    title_terms: indexText(book.title),
    tags_terms: indexText(...listOf(book.tags)),
    author_terms: indexText(author),
    body_terms: indexText(book.summary),
    updated_at: now,
  };
}

async function bookEntry(db: DB, book: EntrySource, now: number, cache?: Map<string, string>) {
  return entryOf(book, await authorName(db, book.owner_id, cache), now);
}

/** Puts the public names of the authors not in `cache` into it: one query for a page of books. */
async function loadAuthorNames(db: DB, ownerIds: string[], cache: Map<string, string>) {
  const missing = [...new Set(ownerIds)].filter((id) => !cache.has(id));
  for (let i = 0; i < missing.length; i += 500) {
    const names = await publicUsernamesByIds(db, missing.slice(i, i + 500));
    for (const [id, name] of names) cache.set(id, name ?? '');
  }
}

/** Writes entries, 500 to a statement (9 values each: within both engines' parameter limits). */
async function upsert(db: DB, entries: Entry[]): Promise<void> {
  for (let i = 0; i < entries.length; i += 500) await upsertChunk(db, entries.slice(i, i + 500));
}

async function upsertChunk(db: DB, entries: Entry[]): Promise<void> {
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
  const gone = rows.filter((book) => !searchable(book)).map((book) => `book:${book.id}`);
  if (gone.length) await db.deleteFrom('search_entries').where('id', 'in', gone).execute();
  const shown = rows.filter(searchable);
  if (shown.length === 0) return;
  const author = await authorName(db, ownerId);
  await upsert(
    db,
    shown.map((book) => entryOf(book, author, now)),
  );
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

function artistEntry(
  profile: { user_id: string; display_name: string; slug: string; bio: string },
  now: number,
): Entry {
  return {
    id: `artist:${profile.user_id}`,
    kind: 'artist',
    ref_id: profile.user_id,
    sub_type: '',
    title_terms: indexText(profile.display_name),
    tags_terms: '',
    author_terms: indexText(profile.slug.replace(/-/g, ' ')),
    body_terms: indexText(profile.bio),
    updated_at: now,
  };
}

export async function reindexArtist(db: DB, userId: string, now: number): Promise<void> {
  const profile = await findProfileByUserId(db, userId);
  if (!profile) {
    await db.deleteFrom('search_entries').where('id', '=', `artist:${userId}`).execute();
    return;
  }
  await upsert(db, [artistEntry(profile, now)]);
}

const batch = 500;

/**
 * Fills the index again from every published book and every artist page, then drops the entries
 * this pass did not write (books no longer published, artist pages gone). Each batch is its own
 * short transaction: on SQLite the application has one connection, and one transaction over a
 * whole shelf of books (100,000 took minutes) held every request back until it ended. The index
 * is never empty meanwhile; a book changed during the rebuild is written by its own hook at a
 * later time and kept.
 *
 * Books are read in pages by their primary key alone and filtered here (decision 075): with the
 * state filter in SQL, SQLite chose the `books_public` index and sorted every published book
 * again for each page, so the rebuild grew with the square of the catalogue. A page's authors
 * come in one query, and its entries are written in one statement.
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
      .select(entryColumns)
      .where('id', '>', after)
      .orderBy('id')
      .limit(batch)
      .execute();
    if (rows.length === 0) break;
    after = rows[rows.length - 1]?.id ?? after;
    const candidates = rows.filter(searchable);
    if (candidates.length === 0) continue;
    await loadAuthorNames(
      db,
      candidates.map((r) => r.owner_id),
      authors,
    );
    const entries = candidates.map((row) => entryOf(row, authors.get(row.owner_id) ?? '', now));
    await db.transaction().execute(async (trx: DB) => {
      // Only books still searchable now (one may have left `published` since the read above).
      // By primary key, filtered here: a state filter in SQL led SQLite to the state index again.
      const current = await trx
        .selectFrom('books')
        .select(['id', 'state', 'deleted_at', 'hidden_at'])
        .where(
          'id',
          'in',
          candidates.map((r) => r.id),
        )
        .execute();
      const keep = new Set(current.filter(searchable).map((r) => `book:${r.id}`));
      await upsert(
        trx,
        entries.filter((e) => keep.has(e.id)),
      );
    });
    books += candidates.length;
  }
  const profiles = await db
    .selectFrom('artist_profiles')
    .select(['user_id', 'display_name', 'slug', 'bio'])
    .execute();
  for (let i = 0; i < profiles.length; i += batch) {
    await upsert(
      db,
      profiles.slice(i, i + batch).map((p) => artistEntry(p, now)),
    );
  }
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
