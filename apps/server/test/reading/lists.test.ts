import { ErrorCode } from '@storyloom/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nightlyCounts } from '../../src/modules/reading/service/counts';
import { createTestApp, type TestApp } from '../helpers/app';
import { buildUser } from '../helpers/factories';
import { allPages, dayMs, list, publish } from './helpers';

let t: TestApp;
let ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: '1' } });
  const veteran = await buildUser(t);
  const newcomer = await buildUser(t);
  const kid = await buildUser(t, {
    birthday: '2018-01-01',
    parentEmail: 'p@example.com',
    parentConsent: 'pending',
  });
  const now = t.clock.now();
  const made = await publish(t, veteran.row.id, [
    // recent: newest published first; popular: most counted; monthly/yearly: windows.
    {
      title: 'Old Favourite',
      publishedAt: now - 900 * dayMs,
      counts: [{ daysAgo: 500, reads: 90, favorites: 9 }],
      language: 'es',
      ageLevel: '9+',
      categories: ['animals', 'adventure'],
    },
    {
      title: 'Year Hit',
      publishedAt: now - 300 * dayMs,
      counts: [{ daysAgo: 200, reads: 50, favorites: 0 }],
      ageLevel: '9+',
      categories: ['family'],
    },
    {
      title: 'Month Hit',
      publishedAt: now - 100 * dayMs,
      counts: [{ daysAgo: 3, reads: 20, favorites: 1 }],
      language: 'es',
      ageLevel: '13+',
    },
    { title: 'Quiet Fresh', publishedAt: now - 1 * dayMs },
    { title: 'A Longform', type: 'longform', publishedAt: now - 2 * dayMs },
    { title: 'Hidden One', publishedAt: now - 3 * dayMs },
  ]);
  const byNew = await publish(t, newcomer.row.id, [
    { title: 'Newcomer Debut', publishedAt: now - 10 * dayMs },
  ]);
  const byKid = await publish(t, kid.row.id, [
    { title: 'Kid Story', publishedAt: now - 50 * dayMs },
  ]);
  ids = Object.fromEntries(
    [...made, ...byNew, ...byKid].map((m, i) => [
      ['old', 'year', 'month', 'fresh', 'longform', 'hidden', 'newcomer', 'kid'][i] as string,
      m.openId,
    ]),
  );
  await t.app.db
    .updateTable('books')
    .set({ hidden_at: now })
    .where('open_id', '=', ids.hidden as string)
    .execute();
});
afterAll(() => t.close());

const titles = (entries: { Title: string }[]) => entries.map((e) => e.Title);

describe('POST /api/Read/List', () => {
  it('sorts recent: newest published first, hidden and other types absent', async () => {
    const res = await list(t.client(), { Type: 'picturebook', Sort: 'recent' });
    expect(titles(res.List)).toEqual([
      'Quiet Fresh',
      'Newcomer Debut',
      'Kid Story',
      'Month Hit',
      'Year Hit',
      'Old Favourite',
    ]);
    expect(res.List.every((e) => e.Type === 'picturebook')).toBe(true);
  });

  it('sorts popular, monthly and yearly by counted reads and favorites', async () => {
    const c = t.client();
    expect(
      titles((await list(c, { Type: 'picturebook', Sort: 'popular' })).List).slice(0, 3),
    ).toEqual(['Old Favourite', 'Year Hit', 'Month Hit']);
    expect(titles((await list(c, { Type: 'picturebook', Sort: 'monthly' })).List)[0]).toBe(
      'Month Hit',
    );
    expect(
      titles((await list(c, { Type: 'picturebook', Sort: 'yearly' })).List).slice(0, 2),
    ).toEqual(['Year Hit', 'Month Hit']);
  });

  it('sorts active by the last counted activity (the default sort)', async () => {
    const res = await list(t.client(), { Type: 'picturebook' });
    expect(res.Sort).toBe('active');
    expect(titles(res.List).slice(0, 2)).toEqual(['Quiet Fresh', 'Month Hit']);
  });

  it('sorts newauthor: writers whose first story is newest first', async () => {
    const res = await list(t.client(), { Type: 'picturebook', Sort: 'newauthor' });
    expect(titles(res.List)[0]).toBe('Newcomer Debut');
    expect(titles(res.List)[1]).toBe('Kid Story');
  });

  it('filters by age group, language and category', async () => {
    const c = t.client();
    expect(
      titles((await list(c, { Type: 'picturebook', AgeGroup: '9+', Sort: 'recent' })).List),
    ).toEqual(['Year Hit', 'Old Favourite']);
    expect(
      titles((await list(c, { Type: 'picturebook', Language: 'es', Sort: 'recent' })).List),
    ).toEqual(['Month Hit', 'Old Favourite']);
    expect(
      titles((await list(c, { Type: 'picturebook', AgeGroup: '9+', Language: 'es' })).List),
    ).toEqual(['Old Favourite']);
    expect(titles((await list(c, { Type: 'picturebook', Category: 'adventure' })).List)).toEqual([
      'Old Favourite',
    ]);
    expect(titles((await list(c, { Type: 'picturebook', AgeGroup: 'All' })).List)).toHaveLength(6);
    expect(titles((await list(c, { Type: 'longform' })).List)).toEqual(['A Longform']);
    expect((await list(c, { Type: 'comic' })).List).toEqual([]);
  });

  it('entries carry the reader path, counts and the author only where they may appear', async () => {
    const res = await list(t.client(), { Type: 'picturebook', Sort: 'recent' });
    const old = res.List.find((e) => e.Title === 'Old Favourite');
    expect(old).toMatchObject({
      StoryBookId: ids.old,
      Slug: 'old-favourite',
      Language: 'es',
      AgeLevel: '9+',
      Categories: ['animals', 'adventure'],
      Counts: { Reads: 90, Favorites: 9 },
      ReaderPath: `/picture-book/${ids.old}/old-favourite`,
    });
    expect(old?.Author).toMatch(/^user_/);
    expect(res.List.find((e) => e.Title === 'Kid Story')?.Author).toBeNull();
  });

  it('pages with a cursor without repeating or skipping, also on ties', async () => {
    for (const sort of ['recent', 'newauthor', 'active', 'popular', 'monthly', 'yearly']) {
      const whole = titles((await list(t.client(), { Type: 'picturebook', Sort: sort })).List);
      const paged = titles(await allPages(t.client(), { Type: 'picturebook', Sort: sort }, 2));
      expect(paged, sort).toEqual(whole);
      expect(new Set(paged).size).toBe(6);
    }
  });

  it('lists the viewer’s language first when no language is chosen, each part in sort order', async () => {
    const c = t.client();
    const recent = await list(c, { Type: 'picturebook', Sort: 'recent', Prefer: 'es' });
    expect(titles(recent.List)).toEqual([
      'Month Hit',
      'Old Favourite',
      'Quiet Fresh',
      'Newcomer Debut',
      'Kid Story',
      'Year Hit',
    ]);
    // Paged two at a time (one page mixes both parts), nothing repeats or is skipped.
    for (const sort of ['recent', 'popular', 'active']) {
      const whole = titles((await list(c, { Type: 'picturebook', Sort: sort, Prefer: 'es' })).List);
      for (const size of [1, 2, 4]) {
        const paged = titles(
          await allPages(c, { Type: 'picturebook', Sort: sort, Prefer: 'es' }, size),
        );
        expect(paged, `${sort} by ${size}`).toEqual(whole);
      }
      expect(whole.slice(0, 2).sort()).toEqual(['Month Hit', 'Old Favourite']);
    }
    // A language filter wins over the preference; a preference with no books changes nothing.
    expect(
      titles((await list(c, { Type: 'picturebook', Language: 'en', Prefer: 'es' })).List),
    ).not.toContain('Month Hit');
    expect(
      titles((await list(c, { Type: 'picturebook', Sort: 'recent', Prefer: 'jp' })).List),
    ).toEqual(titles((await list(c, { Type: 'picturebook', Sort: 'recent' })).List));
    const bad = await c.post(
      '/api/Read/List',
      { Type: 'picturebook', Prefer: 'xx' },
      { json: true },
    );
    expect(bad.body.code).toBe(ErrorCode.BAD_INPUT);
  });

  it('answers BAD_INPUT for unknown types, sorts, languages, ages and broken cursors', async () => {
    const c = t.client();
    for (const body of [
      {},
      { Type: 'novel' },
      { Type: 'picturebook', Sort: 'best' },
      { Type: 'picturebook', Language: 'xx' },
      { Type: 'picturebook', AgeGroup: '12+' },
      { Type: 'picturebook', Cursor: 'not-a-cursor' },
      { Type: 'picturebook', Limit: 500 },
    ]) {
      const res = await c.post('/api/Read/List', body, { json: true });
      expect(res.body.code, JSON.stringify(body)).toBe(ErrorCode.BAD_INPUT);
    }
  });
});

describe('POST /api/Best/GetBest', () => {
  it('lists featured books first, then the most popular, each with StoryBookId', async () => {
    await t.app.db
      .updateTable('books')
      .set({ featured: 1 })
      .where('open_id', '=', ids.fresh as string)
      .execute();
    const res = await t
      .client()
      .post<{ StoryBookId: string; Title: string; Featured: boolean }[]>('/api/Best/GetBest', {});
    expect(res.body.code).toBe(0);
    const best = res.body.result;
    expect(best[0]).toMatchObject({ StoryBookId: ids.fresh, Featured: true });
    expect(best[1]?.StoryBookId).toBe(ids.old);
    expect(best.some((b) => b.StoryBookId === ids.hidden)).toBe(false);
    expect(new Set(best.map((b) => b.StoryBookId)).size).toBe(best.length);
  });
});

describe('the nightly counts job', () => {
  it('lets books that were not read lately fall back in the monthly and yearly sorts', async () => {
    const c = t.client();
    expect(titles((await list(c, { Type: 'picturebook', Sort: 'monthly' })).List)[0]).toBe(
      'Month Hit',
    );
    await nightlyCounts(t.app.db, t.clock.now() + 40 * dayMs);
    const rows = await t.app.db
      .selectFrom('reading_listings')
      .select(['open_id', 'monthly', 'yearly'])
      .where('open_id', 'in', [ids.month as string, ids.year as string])
      .execute();
    const byId = new Map(rows.map((r) => [r.open_id, r]));
    expect(byId.get(ids.month as string)).toMatchObject({ monthly: 0, yearly: 21 });
    expect(byId.get(ids.year as string)).toMatchObject({ monthly: 0, yearly: 50 });
    await nightlyCounts(t.app.db, t.clock.now() + 200 * dayMs);
    const later = await t.app.db
      .selectFrom('reading_listings')
      .select('yearly')
      .where('open_id', '=', ids.year as string)
      .executeTakeFirstOrThrow();
    expect(Number(later.yearly)).toBe(0);
  });
});
