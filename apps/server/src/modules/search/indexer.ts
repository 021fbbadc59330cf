import type { Insertable } from 'kysely';
import type { DB } from '../../db/index';
import type { SearchEntryTable } from '../../db/tables/search';
import { findProfileByUserId } from '../artworks/index';
import type { BookRow } from '../books/index';
import { listOf } from '../books/index';
import { publicAccountById } from '../user/index';
import { indexText } from './terms';

/**
 * Keeps `search_entries` in step (decision 012). Writing is plain SQL, the same on both engines
 * (SQLite's FTS5 table follows by triggers, PostgreSQL's tsvector is a generated column).
 * Books: reindexed inside every state change's transaction (books extension point); artists:
 * when their page is made or edited (artworks extension point); everything by rebuildSearchIndex
 * (the seed and the nightly job).
 */

type Entry = Insertable<SearchEntryTable>;

/** The author's public name: the username, and only for an account that may appear in public. */
async function authorName(db: DB, ownerId: string, cache?: Map<string, string>): Promise<string> {
  const cached = cache?.get(ownerId);
  if (cached !== undefined) return cached;
  const name = (await publicAccountById(db, ownerId))?.username ?? '';
  cache?.set(ownerId, name);
  return name;
}

function searchable(book: BookRow): boolean {
  return book.state === 'published' && book.deleted_at === null;
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

/** A book after a change: indexed while published, out of the index otherwise. */
export async function reindexBook(db: DB, bookId: string, now: number): Promise<void> {
  const book = await db.selectFrom('books').selectAll().where('id', '=', bookId).executeTakeFirst();
  if (!book || !searchable(book)) {
    await db.deleteFrom('search_entries').where('id', '=', `book:${bookId}`).execute();
    return;
  }
  await upsert(db, [await bookEntry(db, book, now)]);
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
  return { books, artists: profiles.length };
}
