import { ErrorCode } from '@storyloom/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flushCountedReads } from '../../src/modules/reading/index';
import { approvedGallery } from '../books/helpers';
import { createTestApp, type TestApp } from '../helpers/app';
import type { TestClient } from '../helpers/client';
import { browser, signedIn } from '../helpers/factories';
import { queriesDuring } from '../helpers/query-count';
import { entryFor, moderator, settledReaders, submitted, writer } from '../publishing/helpers';

/**
 * The reader's answer for a public book is cached per process like the lists (issue 22,
 * reading/service/reader.ts) and follows the same events at once: an approval, a writer's
 * unpublishing, a hide after reports, a paid-only mark, a feature. Each test first opens the book
 * as a visitor twice (the second answered from memory, without a query), so a stale cache would
 * answer. A signed-in reader's own parts (favorite, progress) are never taken from it.
 */
let t: TestApp;
let art: { slug: string };
let mod: Awaited<ReturnType<typeof moderator>>;
let admin: TestClient;

beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: '1' } });
  art = await approvedGallery(t, 3);
  mod = await moderator(t);
  admin = (await signedIn(t, { staffRole: 'admin', accountType: 0 })).client;
});
afterAll(() => t.close());

const db = () => t.app.db as never;

interface ReaderAnswer {
  Book: { StoryBookId: string; Featured: boolean; Counts: { Reads: number; Favorites: number } };
  Favorite: boolean;
  Progress: { PartId: string } | null;
}

let visitors = 0;
/** A visitor from an address of their own (each counts a read once). */
const visitor = () => {
  visitors += 1;
  const address = `198.51.100.${visitors % 250}`;
  return {
    post: <T>(path: string, body: Record<string, unknown>) =>
      browser(t).post<T>(path, body, { headers: { 'x-forwarded-for': address } }),
  };
};
const read = (id: string) => visitor().post<ReaderAnswer>('/api/Read/Book', { StoryBookId: id });

/**
 * A visitor's read measured alone: the read buffer's batch (its 1 s timer, started by an earlier
 * read) is written first, so its statements are not counted as the reader's.
 */
async function measuredRead(id: string) {
  await flushCountedReads(t.app);
  return queriesDuring(db(), () => read(id));
}

/** Opens the book as a visitor until the reader cache answers it without a query. */
async function cached(id: string) {
  const first = await read(id);
  expect(first.body.code, JSON.stringify(first.body)).toBe(0);
  const again = await measuredRead(id);
  expect(again.result.body.code).toBe(0);
  expect(again.sql, 'answered from the reader cache').toEqual([]);
  return again.result.body.result;
}

async function approvedBook() {
  const w = await writer(t, 1);
  const book = await submitted(t, w, art.slug);
  expect((await read(book.BookId)).body.code, 'not readable before approval').toBe(404);
  const entry = await entryFor(mod.client, book.BookId);
  const res = await mod.client.post('/api/Moderation/Approve', { EntryId: entry.EntryId });
  expect(res.body.code, JSON.stringify(res.body)).toBe(0);
  return { w, book };
}

describe('the reader cache', () => {
  it('opens a newly approved book at once (a refusal before was not kept)', async () => {
    const { book } = await approvedBook();
    const answer = await cached(book.BookId);
    expect(answer.Book.StoryBookId).toBe(book.BookId);
  });

  it('drops a book its writer makes private at once', async () => {
    const { w, book } = await approvedBook();
    await cached(book.BookId);
    const made = await w.client.post('/api/Publish/MakePrivate', { BookId: book.BookId });
    expect(made.body.code, JSON.stringify(made.body)).toBe(0);
    expect((await read(book.BookId)).body.code).toBe(404);
  });

  it('drops a story hidden after readers’ reports at once', async () => {
    const readers = await settledReaders(t, 3, [mod.client, admin]);
    const { book } = await approvedBook();
    await cached(book.BookId);
    for (const reader of readers) {
      t.clock.advance(1);
      const res = await reader.client.post('/api/Publish/Report', {
        BookId: book.BookId,
        Reason: 'unkind_words',
      });
      expect(res.body.code).toBe(0);
    }
    expect((await read(book.BookId)).body.code).not.toBe(0);
  });

  it('refuses a visitor at once when an admin marks the book paid-only, and opens it when unmarked', async () => {
    const { book } = await approvedBook();
    await cached(book.BookId);
    const mark = (membersOnly: boolean) =>
      admin.post('/api/ReadingAdmin/SetMembersOnly', {
        StoryBookId: book.BookId,
        MembersOnly: membersOnly,
      });
    expect((await mark(true)).body.code).toBe(0);
    expect((await read(book.BookId)).body.code).toBe(ErrorCode.PAID_ONLY);
    expect((await mark(false)).body.code).toBe(0);
    expect((await read(book.BookId)).body.code).toBe(0);
  });

  it('shows a feature at once', async () => {
    const { book } = await approvedBook();
    expect((await cached(book.BookId)).Book.Featured).toBe(false);
    const res = await mod.client.post('/api/Moderation/Feature', { BookId: book.BookId });
    expect(res.body.code, JSON.stringify(res.body)).toBe(0);
    expect((await read(book.BookId)).body.result.Book.Featured).toBe(true);
  });

  it('counts each visitor’s read at once while the book stays cached, also across a batch', async () => {
    const { book } = await approvedBook();
    const start = (await cached(book.BookId)).Book.Counts.Reads;
    // `cached` read it twice (two visitors): both counted.
    expect(start).toBe(2);
    // Each batch written moves the lists' sorts, not the reader's book: still cached, and each
    // read counted once, whether still pending or written since the book was cached.
    const next = await measuredRead(book.BookId);
    expect(next.sql).toEqual([]);
    expect(next.result.body.result.Book.Counts.Reads).toBe(3);
    const after = await measuredRead(book.BookId);
    expect(after.sql).toEqual([]);
    expect(after.result.body.result.Book.Counts.Reads).toBe(4);
  });

  it('gives a signed-in reader their own favorite and progress, never another’s', async () => {
    const { book } = await approvedBook();
    await cached(book.BookId);
    const me = await signedIn(t);
    const fav = await me.client.post('/api/Read/Favorite', { StoryBookId: book.BookId });
    expect(fav.body.code, JSON.stringify(fav.body)).toBe(0);
    const saved = await me.client.post('/api/UserData/UpdateReadingHistory', {
      StoryBookId: book.BookId,
      Position: 0.5,
    });
    expect(saved.body.result).toEqual({ Saved: true });
    const mine = await me.client.post<ReaderAnswer>('/api/Read/Book', {
      StoryBookId: book.BookId,
    });
    expect(mine.body.code).toBe(0);
    expect(mine.body.result.Favorite).toBe(true);
    expect(mine.body.result.Progress).not.toBeNull();
    expect(mine.body.result.Book.Counts.Favorites).toBe(1);
    const theirs = (await read(book.BookId)).body.result;
    expect(theirs.Favorite).toBe(false);
    expect(theirs.Progress).toBeNull();
    expect(theirs.Book.Counts.Favorites).toBe(1);
  });
});
