import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flushCountedReads } from '../../src/modules/reading/index';
import { approvedGallery } from '../books/helpers';
import { createTestApp, type TestApp } from '../helpers/app';
import { browser } from '../helpers/factories';
import { queriesDuring } from '../helpers/query-count';
import {
  entryFor,
  moderator,
  publishFields,
  settledReaders,
  submitted,
  writer,
} from '../publishing/helpers';
import { foundIds } from '../search/helpers';
import { list } from './helpers';

/**
 * Lists and GetBest are cached per process (issue 22, reading/service/public-cache.ts) and follow
 * every event that changes them at once: an approval, a writer's unpublishing, a hide after
 * reports, a feature, a paid-only mark, a batch of counted reads. The visitor's list is asked
 * first each time, so a stale cache would answer.
 */
let t: TestApp;
let art: { slug: string };
let mod: Awaited<ReturnType<typeof moderator>>;

beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: '1' } });
  art = await approvedGallery(t, 3);
  mod = await moderator(t);
});
afterAll(() => t.close());

const db = () => t.app.db as never;
const listed = async () =>
  (await list(t.client(), { Type: 'picturebook', Sort: 'recent', Limit: 50 })).List.map(
    (b) => b.StoryBookId,
  );
const best = async () => {
  const res = await t
    .client()
    .post<{ StoryBookId: string; Featured: boolean }[]>('/api/Best/GetBest', {});
  expect(res.body.code).toBe(0);
  return res.body.result;
};

async function approvedBook() {
  const w = await writer(t, 1);
  const book = await submitted(t, w, art.slug);
  const entry = await entryFor(mod.client, book.BookId);
  const res = await mod.client.post('/api/Moderation/Approve', { EntryId: entry.EntryId });
  expect(res.body.code, JSON.stringify(res.body)).toBe(0);
  expect(await listed(), 'the approved book is listed at once').toContain(book.BookId);
  return { w, book };
}

describe('the cache of public lists', () => {
  it('answers a repeated list or GetBest from memory, without a query', async () => {
    await approvedBook();
    await listed();
    await best();
    const again = await queriesDuring(db(), async () => [await listed(), await best()]);
    expect(again.sql).toEqual([]);
    // Other filters are other answers.
    const other = await queriesDuring(db(), () =>
      list(t.client(), { Type: 'picturebook', Sort: 'popular' }),
    );
    expect(other.sql.length).toBeGreaterThan(0);
  });

  it('shows a newly approved book at once, and drops it when its writer makes it private', async () => {
    const before = await listed();
    const { w, book } = await approvedBook();
    expect(before).not.toContain(book.BookId);
    expect(await listed()).toContain(book.BookId);

    const made = await w.client.post('/api/Publish/MakePrivate', { BookId: book.BookId });
    expect(made.body.code, JSON.stringify(made.body)).toBe(0);
    expect(await listed()).not.toContain(book.BookId);
    expect(await foundIds(t.client(), { SearchKey: publishFields.Tags })).not.toContain(
      book.BookId,
    );
    const read = await t.client().post('/api/Read/Book', { StoryBookId: book.BookId });
    expect(read.body.code).toBe(404);
  });

  it('drops a story hidden after readers’ reports from lists, search and the reader at once', async () => {
    const readers = await settledReaders(t, 3, [mod.client]);
    const { book } = await approvedBook();
    expect(await listed()).toContain(book.BookId);
    for (const reader of readers) {
      t.clock.advance(1);
      const res = await reader.client.post('/api/Publish/Report', {
        BookId: book.BookId,
        Reason: 'unkind_words',
      });
      expect(res.body.code).toBe(0);
    }
    expect(await listed()).not.toContain(book.BookId);
    expect(await foundIds(t.client(), { SearchKey: publishFields.Tags })).not.toContain(
      book.BookId,
    );
    const read = await t.client().post('/api/Read/Book', { StoryBookId: book.BookId });
    expect(read.body.code).not.toBe(0);
  });

  it('puts a featured book first in GetBest at once', async () => {
    const { book } = await approvedBook();
    // Books nobody has read tie in GetBest's order: this one may be anywhere, but not featured.
    const before = (await best()).find((b) => b.StoryBookId === book.BookId);
    expect(before?.Featured ?? false).toBe(false);
    const res = await mod.client.post('/api/Moderation/Feature', { BookId: book.BookId });
    expect(res.body.code, JSON.stringify(res.body)).toBe(0);
    const after = await best();
    expect(after[0], JSON.stringify(after.slice(0, 3))).toMatchObject({
      StoryBookId: book.BookId,
      Featured: true,
    });
  });

  it('moves the popular sort when a batch of counted reads is written', async () => {
    const { book } = await approvedBook();
    const popular = async () =>
      (await list(t.client(), { Type: 'picturebook', Sort: 'popular', Limit: 50 })).List.map(
        (b) => b.StoryBookId,
      );
    const readBy = async (openId: string, readers: number, from: number) => {
      for (let i = from; i < from + readers; i++) {
        const res = await browser(t).post(
          '/api/Read/Book',
          { StoryBookId: openId },
          { headers: { 'x-forwarded-for': `203.0.113.${i}` } },
        );
        expect(res.body.code, JSON.stringify(res.body)).toBe(0);
      }
    };
    // Another book leads with five readers (unread books tie, in any order).
    const { book: leader } = await approvedBook();
    await readBy(leader.BookId, 5, 1);
    await flushCountedReads(t.app);
    const lead = await list(t.client(), { Type: 'picturebook', Sort: 'popular', Limit: 50 });
    expect(
      lead.List[0]?.StoryBookId,
      JSON.stringify(lead.List.slice(0, 3).map((b) => [b.StoryBookId, b.Counts, b.Title])),
    ).toBe(leader.BookId);
    // Thirty readers of the new book: the cached list changes once the batch is written.
    await readBy(book.BookId, 30, 10);
    await flushCountedReads(t.app);
    const order = await popular();
    expect(order[0], JSON.stringify(order.slice(0, 3))).toBe(book.BookId);
  });
});
