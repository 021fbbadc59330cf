import { bookLanguages } from '@storyloom/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedArtists } from '../../src/db/seed/art/catalogue/index';
import { seedIfFresh } from '../../src/db/seed/index';
import { shelfBooks } from '../../src/modules/reading/seed-shelf';
import { createTestApp, type TestApp } from '../helpers/app';
import { type Entry, list } from './helpers';

let t: TestApp;
let seedMs = 0;

beforeAll(async () => {
  t = await createTestApp({ env: { SEED: 'demo', DEMO_PASSWORD: 'demo password for reading' } });
  const started = performance.now();
  await seedIfFresh(t.app.db, t.clock, t.config);
  seedMs = performance.now() - started;
}, 120_000);
afterAll(() => t.close());

const ids = (entries: Entry[]) => entries.map((e) => e.StoryBookId);

describe('reading seed', () => {
  it('publishes real books: the four types in Chinese, English and Spanish, every age level', async () => {
    const rows = await t.app.db
      .selectFrom('reading_listings')
      .select(['type', 'language', 'age_level'])
      .execute();
    expect(rows.length).toBeGreaterThanOrEqual(30);
    expect(rows.length).toBeLessThan(80);
    for (const type of ['picturebook', 'longform', 'flashfiction', 'poetry']) {
      for (const language of ['cn', 'en', 'es']) {
        expect(
          rows.some((r) => r.type === type && r.language === language),
          `${type} in ${language}`,
        ).toBe(true);
      }
    }
    expect(rows.filter((r) => r.type === 'picturebook').length).toBeGreaterThan(12);
    for (const language of ['de', 'fr', 'pt', 'jp', 'tw', 'kr']) {
      expect(bookLanguages).toContain(language);
      expect(
        rows.some((r) => r.language === language),
        language,
      ).toBe(true);
    }
    expect(new Set(rows.map((r) => r.age_level))).toEqual(
      new Set(['all', '3+', '6+', '9+', '13+', '16+']),
    );
    // The whole demo seed (accounts, art, books, publishing, reading, search...) stays quick.
    expect(seedMs).toBeLessThan(60_000);
  });

  it('has no numbered filler: every title is its own, every cover is one of its own pictures', async () => {
    const books = await t.app.db
      .selectFrom('books')
      .select(['title', 'cover', 'art_ids', 'type'])
      .where('state', '=', 'published')
      .execute();
    const titles = books.map((b) => b.title);
    expect(new Set(titles).size).toBe(titles.length);
    for (const book of books) {
      expect(book.title, book.title).not.toMatch(/\s\d+$/);
      if (book.type === 'comic') continue;
      const cover = (JSON.parse(book.cover) as { artworkId: string | null }).artworkId;
      expect(cover, `${book.title} has a cover`).not.toBeNull();
      expect(JSON.parse(book.art_ids), `${book.title}: the cover is its own picture`).toContain(
        cover,
      );
    }
  });

  it('shows each page the picture its words are about (the showcase fox book: moon pictures)', async () => {
    const fox = await t.app.db
      .selectFrom('books')
      .select(['id', 'cover'])
      .where('title', '=', 'The Fox Who Borrowed the Moon')
      .executeTakeFirstOrThrow();
    const parts = await t.app.db
      .selectFrom('book_parts')
      .select('content')
      .where('book_id', '=', fox.id)
      .orderBy('position')
      .execute();
    const pictureTitles = [];
    for (const part of parts) {
      const id = (JSON.parse(part.content) as { art: { artworkId: string } | null }).art?.artworkId;
      const art = await t.app.db
        .selectFrom('artworks')
        .select('title')
        .where('open_id', '=', id ?? '')
        .executeTakeFirst();
      pictureTitles.push(art?.title);
    }
    expect(pictureTitles).toEqual([
      'Fox Watching the Moon',
      'Owl on Watch',
      'The Lake Holds the Moon',
      'Full Moon Rising',
    ]);
    const coverId = (JSON.parse(fox.cover) as { artworkId: string }).artworkId;
    const first = JSON.parse(parts[0]?.content ?? '{}') as { art: { artworkId: string } };
    expect(coverId).toBe(first.art.artworkId);
  });

  it('every shelf book names pictures the art seed draws', () => {
    const titles = new Set(
      seedArtists.flatMap((a) => (a.kind === 'gallery' ? a.works.map((w) => w.title) : [])),
    );
    for (const book of shelfBooks) {
      const named = [
        ...(book.pages ?? []).map((p) => p[0]),
        ...(book.chapters ?? []).flatMap((c) => (c[2] ? [c[2]] : [])),
        ...(book.story ? [book.story.picture] : []),
        ...(book.poem ? [book.poem.picture] : []),
      ];
      for (const title of named) expect(titles.has(title), `${book.title}: ${title}`).toBe(true);
    }
  });

  it('every sort orders the picture books differently', async () => {
    const c = t.client();
    const orders = new Map<string, string>();
    for (const sort of ['recent', 'newauthor', 'active', 'popular', 'monthly', 'yearly']) {
      const res = await list(c, { Type: 'picturebook', Sort: sort, Limit: 12 });
      expect(res.List).toHaveLength(12);
      orders.set(sort, ids(res.List).join(','));
    }
    expect(new Set(orders.values()).size).toBe(6);
  });

  it('every filter narrows the list, and entries have covers and authors', async () => {
    const c = t.client();
    const all = await list(c, { Type: 'picturebook', Limit: 60 });
    for (const filter of [
      { AgeGroup: '9+' },
      { Language: 'es' },
      { Category: 'animals' },
      { AgeGroup: '9+', Language: 'es' },
    ]) {
      const res = await list(c, { Type: 'picturebook', Limit: 60, ...filter });
      expect(res.List.length, JSON.stringify(filter)).toBeGreaterThan(0);
      expect(res.List.length, JSON.stringify(filter)).toBeLessThan(all.List.length);
    }
    expect(all.List.some((e) => e.Author !== null)).toBe(true);
    const best = await c.post<Entry[]>('/api/Best/GetBest', {});
    expect(best.body.result.some((e) => e.Featured)).toBe(true);
  });
});
