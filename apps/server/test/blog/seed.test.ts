import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SeedContext } from '../../src/db/seed/index';
import { blogSeeder } from '../../src/modules/blog/seed';
import { booksSeeder } from '../../src/modules/books/seed';
import { publishingSeeder } from '../../src/modules/publishing/seed';
import { searchSeeder } from '../../src/modules/search/seed';
import { accountsSeeder } from '../../src/modules/user/seed';
import { approvedGallery } from '../books/helpers';
import { createTestApp, type TestApp } from '../helpers/app';
import { staffTotpSecret } from '../helpers/factories';
import { foundIds } from '../search/helpers';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { SEED: 'demo' } });
  const seed: SeedContext = {
    db: t.app.db,
    clock: t.clock,
    config: t.config,
    demoPassword: 'x',
    demoTotpSecret: staffTotpSecret,
  };
  await accountsSeeder.run(seed);
  await approvedGallery(t, 4);
  await approvedGallery(t, 3);
  await booksSeeder.run(seed);
  await publishingSeeder.run(seed);
  // Published straight into the table (no state change): only the search seeder indexes it.
  await t.app.db.deleteFrom('search_entries').execute();
  await blogSeeder.run(seed);
  await searchSeeder.run(seed);
});
afterAll(() => t.close());

describe('the demo blog and search index', () => {
  it.each(['zh', 'en', 'es'])('has three published posts in %s, each readable', async (lang) => {
    const visitor = t.client();
    const list = await visitor.post<{ List: { Slug: string; Language: string }[] }>(
      '/api/Blog/List',
      { Language: lang },
      { json: true },
    );
    expect(list.body.result.List).toHaveLength(3);
    for (const post of list.body.result.List) {
      expect(post.Language).toBe(lang);
      const got = await visitor.post('/api/Blog/Get', { Slug: post.Slug, Language: lang });
      expect(got.body.code).toBe(0);
    }
  });

  it('indexes the published demo books', async () => {
    const published = await t.app.db
      .selectFrom('books')
      .select(['open_id', 'title'])
      .where('state', '=', 'published')
      .where('hidden_at', 'is', null)
      .where('deleted_at', 'is', null)
      .execute();
    expect(published.length).toBeGreaterThan(0);
    const first = published[0];
    if (!first) throw new Error('no published demo book');
    const word = first.title.split(/\s+/).sort((a, b) => b.length - a.length)[0] ?? '';
    expect(await foundIds(t.client(), { SearchKey: word, Limit: 50 })).toContain(first.open_id);
  });
});
