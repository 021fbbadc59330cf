import { bookLanguages } from '@storyloom/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedIfFresh } from '../../src/db/seed/index';
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
  it('publishes at least 200 books across the types, every language and age level', async () => {
    const rows = await t.app.db
      .selectFrom('reading_listings')
      .select(['type', 'language', 'age_level'])
      .execute();
    expect(rows.length).toBeGreaterThanOrEqual(200);
    for (const type of ['picturebook', 'longform', 'flashfiction', 'poetry']) {
      expect(rows.filter((r) => r.type === type).length, type).toBeGreaterThanOrEqual(40);
    }
    expect(new Set(rows.map((r) => r.language))).toEqual(new Set(bookLanguages));
    expect(new Set(rows.map((r) => r.age_level))).toEqual(
      new Set(['all', '3+', '6+', '9+', '13+', '16+']),
    );
    // The whole demo seed (accounts, art, books, publishing, reading, search...) stays quick.
    expect(seedMs).toBeLessThan(60_000);
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
