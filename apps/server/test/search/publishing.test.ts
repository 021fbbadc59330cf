import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvedGallery } from '../books/helpers';
import { createTestApp, type TestApp } from '../helpers/app';
import { entryFor, moderator, submitted, writer } from '../publishing/helpers';
import { foundIds } from './helpers';

let t: TestApp;
let art: { slug: string };

beforeAll(async () => {
  t = await createTestApp({ env: { SEED: 'demo', TRUST_PROXY: '1' } });
  art = await approvedGallery(t, 3);
});
afterAll(() => t.close());

describe('search follows the publishing calls', () => {
  it('finds a story once a moderator approves it, and not after its writer makes it private', async () => {
    const w = await writer(t, 1);
    const mod = await moderator(t);
    // publishFields: summary "A fox and a lantern.", tags "fox lantern night".
    const book = await submitted(t, w, art.slug);
    const visitor = t.client();
    expect(await foundIds(visitor, { SearchKey: 'lantern night' })).toEqual([]);

    const entry = await entryFor(mod.client, book.BookId);
    const approved = await mod.client.post(
      '/api/Moderation/Approve',
      { EntryId: entry.EntryId },
      { json: true },
    );
    expect(approved.body.code, JSON.stringify(approved.body)).toBe(0);
    expect(await foundIds(visitor, { SearchKey: 'lantern night' })).toEqual([book.BookId]);
    expect(await foundIds(visitor, { SearchKey: w.username })).toEqual([book.BookId]);

    const made = await w.client.post('/api/Publish/MakePrivate', { BookId: book.BookId });
    expect(made.body.code, JSON.stringify(made.body)).toBe(0);
    expect(await foundIds(visitor, { SearchKey: 'lantern night' })).toEqual([]);
  });
});
