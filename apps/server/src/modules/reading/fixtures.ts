import {
  type BookType,
  bookSlug,
  countWords,
  docFromText,
  isWritableBookType,
  type PartContent,
  partText,
} from '@storyloom/domain';
import type { Insertable } from 'kysely';
import type { DB } from '../../db/index';
import type { BookPartTable, BookTable } from '../../db/tables/books';
import type { BookDailyCountTable, ReadingListingTable } from '../../db/tables/reading';
import { newId, newOpenId } from '../../platform/ids';
import { countWindows, utcDay } from './service/counts';

/** A published book to write straight into the tables (the demo seed and the tests). */
export interface PublishedBookSpec {
  ownerId: string;
  type: BookType;
  title: string;
  language: string;
  ageLevel: string;
  categories: string[];
  publishedAt: number;
  summary?: string;
  tags?: string[];
  featured?: boolean;
  membersOnly?: boolean;
  /** Counted reads and favorites by how many days ago they were taken. */
  counts?: { daysAgo: number; reads: number; favorites: number }[];
  /** The parts' documents (default: one text part made from the title). */
  parts?: PartContent[];
  cover?: { artworkId: string | null; author: string; background: string };
  artIds?: string[];
  artSetId?: string | null;
}

const dayMs = 86_400_000;

export function defaultPart(type: BookType, text: string): PartContent {
  switch (type) {
    case 'picturebook':
      return { art: null, text: docFromText(text), textPosition: 'bottom', background: '#fff8e7' };
    case 'longform':
      return { title: 'Chapter 1', doc: docFromText(text), notes: '' };
    case 'poetry':
      return { artworkId: null, mode: 'free', lines: text.split(/(?<=[.!?])\s+/), tiles: [] };
    default:
      return { doc: docFromText(text) };
  }
}

/**
 * Writes published books, their parts, listing rows, slug history and daily counts with a few
 * bulk inserts (hundreds of books in well under a second on SQLite). Returns the books' ids.
 */
export async function insertPublishedBooks(
  db: DB,
  now: number,
  specs: readonly PublishedBookSpec[],
): Promise<{ id: string; openId: string; slug: string }[]> {
  const books: Insertable<BookTable>[] = [];
  const parts: Insertable<BookPartTable>[] = [];
  const listings: Insertable<ReadingListingTable>[] = [];
  const daily: Insertable<BookDailyCountTable>[] = [];
  const since = new Map<string, number>();
  for (const s of specs) {
    since.set(s.ownerId, Math.min(since.get(s.ownerId) ?? s.publishedAt, s.publishedAt));
  }
  const windows = countWindows(now);
  const made = specs.map((s, i) => {
    const id = newId(s.publishedAt + i);
    const openId = newOpenId();
    const slug = bookSlug(s.title, s.type);
    const contents = s.parts ?? [defaultPart(s.type, `${s.title}. ${s.summary ?? ''}`.trim())];
    let words = 0;
    contents.forEach((content, position) => {
      const wc = isWritableBookType(s.type) ? countWords(partText(s.type, content)) : 0;
      words += wc;
      parts.push({
        book_id: id,
        part_key:
          s.type === 'flashfiction' ? 'story' : s.type === 'poetry' ? 'poem' : `p${position + 1}`,
        position,
        content: JSON.stringify(content),
        word_count: wc,
        artwork_ids: '[]',
        created_at: s.publishedAt,
        updated_at: s.publishedAt,
      });
    });
    books.push({
      id,
      open_id: openId,
      slug,
      owner_id: s.ownerId,
      type: s.type,
      state: 'published',
      featured: s.featured ? 1 : 0,
      return_reason: null,
      title: s.title,
      language: s.language,
      summary: s.summary ?? '',
      tags: JSON.stringify(s.tags ?? []),
      categories: JSON.stringify(s.categories),
      age_level: s.ageLevel,
      cover: JSON.stringify(s.cover ?? { artworkId: null, author: '', background: '#fff8e7' }),
      art_set_id: s.artSetId ?? null,
      art_ids: JSON.stringify(s.artIds ?? []),
      start_key: null,
      class_id: null,
      converted_from: null,
      word_count: words,
      part_count: contents.length,
      version: 2,
      created_at: s.publishedAt - dayMs,
      updated_at: s.publishedAt,
      state_changed_at: s.publishedAt,
      published_at: s.publishedAt,
      hidden_at: null,
      deleted_at: null,
    });
    let reads = 0;
    let favorites = 0;
    let monthly = 0;
    let yearly = 0;
    let activeAt = s.publishedAt;
    for (const c of s.counts ?? []) {
      const at = now - c.daysAgo * dayMs;
      const day = utcDay(at);
      daily.push({ book_id: id, day, reads: c.reads, favorites: c.favorites });
      reads += c.reads;
      favorites += c.favorites;
      if (day >= windows.monthFrom) monthly += c.reads + c.favorites;
      if (day >= windows.yearFrom) yearly += c.reads + c.favorites;
      activeAt = Math.max(activeAt, at);
    }
    const [c1 = '', c2 = ''] = s.categories;
    listings.push({
      book_id: id,
      open_id: openId,
      owner_id: s.ownerId,
      type: s.type,
      language: s.language,
      age_level: s.ageLevel,
      category1: c1,
      category2: c2,
      members_only: s.membersOnly ? 1 : 0,
      published_at: s.publishedAt,
      author_since: since.get(s.ownerId) ?? s.publishedAt,
      active_at: activeAt,
      popular: reads + favorites,
      monthly,
      yearly,
      reads,
      favorites,
      updated_at: now,
    });
    return { id, openId, slug };
  });
  const chunks = async <T>(rows: T[], size: number, write: (chunk: T[]) => Promise<unknown>) => {
    for (let i = 0; i < rows.length; i += size) await write(rows.slice(i, i + size));
  };
  await db.transaction().execute(async (trx: DB) => {
    await chunks(books, 50, (c) => trx.insertInto('books').values(c).execute());
    await chunks(parts, 100, (c) => trx.insertInto('book_parts').values(c).execute());
    await chunks(listings, 100, (c) => trx.insertInto('reading_listings').values(c).execute());
    await chunks(
      made.map((m, i) => ({
        slug: m.slug,
        book_id: m.id,
        created_at: specs[i]?.publishedAt ?? now,
      })),
      200,
      (c) => trx.insertInto('book_slugs').values(c).execute(),
    );
    await chunks(daily, 200, (c) => trx.insertInto('book_daily_counts').values(c).execute());
  });
  return made;
}
