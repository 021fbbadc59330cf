import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertPublishedBooks } from '../../src/modules/reading/fixtures';
import { rebuildSearchIndex } from '../../src/modules/search/indexer';
import { createTestApp, type TestApp } from '../helpers/app';
import { buildUser } from '../helpers/factories';

/**
 * Decision 075: the rebuild reads books in pages by primary key (filtering the public ones in
 * code) and their authors a page at a time. Over several pages with drafts, deleted and hidden
 * books between public ones, it must write exactly the entries the hooks keep.
 */
let t: TestApp;
const counts = { public: 0 };

beforeAll(async () => {
  t = await createTestApp();
  const shown = await buildUser(t, { username: 'pagewriter' });
  const hidden = await buildUser(t, { username: 'pagechild' });
  await t.app.db
    .updateTable('users')
    .set({ parent_consent: 'pending' })
    .where('id', '=', hidden.row.id)
    .execute();
  const specs = Array.from({ length: 1300 }, (_, i) => ({
    ownerId: i % 2 ? shown.row.id : hidden.row.id,
    type: 'picturebook' as const,
    title: `Pagebook ${i}`,
    language: 'en',
    ageLevel: 'all',
    categories: [],
    publishedAt: t.clock.now() - i * 1000,
    summary: 'Pagesummary',
    tags: ['pagetag'],
  }));
  const made = await insertPublishedBooks(t.app.db, t.clock.now(), specs);
  const ids = made.map((m) => m.id);
  // Every 5th a draft, every 7th deleted, every 11th hidden after reports.
  const every = (n: number) => ids.filter((_, i) => i % n === 0);
  await t.app.db.updateTable('books').set({ state: 'draft' }).where('id', 'in', every(5)).execute();
  await t.app.db
    .updateTable('books')
    .set({ deleted_at: t.clock.now() })
    .where('id', 'in', every(7))
    .execute();
  await t.app.db
    .updateTable('books')
    .set({ hidden_at: t.clock.now() })
    .where('id', 'in', every(11))
    .execute();
  counts.public = ids.filter((_, i) => i % 5 && i % 7 && i % 11).length;
});
afterAll(() => t.close());

async function pageEntries() {
  return t.app.db
    .selectFrom('search_entries')
    .select(['ref_id', 'author_terms', 'title_terms', 'tags_terms', 'body_terms'])
    .where('kind', '=', 'book')
    .where('body_terms', '=', 'pagesummary')
    .orderBy('ref_id')
    .execute();
}

describe('rebuildSearchIndex over many pages', () => {
  it('writes one entry per public book, with its author only where they may appear', async () => {
    await t.app.db.deleteFrom('search_entries').execute();
    const result = await rebuildSearchIndex(t.app.db, t.clock.now());
    const entries = await pageEntries();
    expect(entries).toHaveLength(counts.public);
    expect(result.books).toBeGreaterThanOrEqual(counts.public);
    const publicIds = await t.app.db
      .selectFrom('books')
      .select('id')
      .where('summary', '=', 'Pagesummary')
      .where('state', '=', 'published')
      .where('deleted_at', 'is', null)
      .where('hidden_at', 'is', null)
      .orderBy('id')
      .execute();
    expect(entries.map((e) => e.ref_id)).toEqual(publicIds.map((r) => r.id));
    const authors = new Set(entries.map((e) => e.author_terms));
    expect(authors).toEqual(new Set(['pagewriter', '']));
    expect(entries.every((e) => e.tags_terms === 'pagetag')).toBe(true);
    expect(entries.some((e) => e.title_terms === 'pagebook 1')).toBe(true);
  });

  it('gives the same entries a second time, and drops a book no longer public', async () => {
    const before = await pageEntries();
    const gone = before[0]?.ref_id ?? '';
    await t.app.db.updateTable('books').set({ state: 'draft' }).where('id', '=', gone).execute();
    t.clock.advance(1000);
    await rebuildSearchIndex(t.app.db, t.clock.now());
    expect(await pageEntries()).toEqual(before.slice(1));
  });
});
