import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SeedContext } from '../../src/db/seed/index';
import { booksSeeder } from '../../src/modules/books/seed';
import { accountsSeeder } from '../../src/modules/user/seed';
import { createTestApp, type TestApp } from '../helpers/app';
import { browser, signIn, staffTotpSecret } from '../helpers/factories';
import { approvedGallery, type BookAnswer } from './helpers';

const demoPassword = 'demo password for book tests';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: '1', SEED: 'demo' } });
  const seed: SeedContext = {
    db: t.app.db,
    clock: t.clock,
    config: t.config,
    demoPassword,
    demoTotpSecret: staffTotpSecret,
  };
  await accountsSeeder.run(seed);
  // The art seed's galleries stand in as two artists with approved art.
  await approvedGallery(t, 4);
  await approvedGallery(t, 3);
  await booksSeeder.run(seed);
});
afterAll(() => t.close());

interface Listed {
  BookId: string;
  Type: string;
  State: string;
  Featured: boolean;
  Title: string;
  CoverImage: { Url: string } | null;
}

describe('the demo books', () => {
  it.each(['demo-writer', 'demo-kid', 'demo-student', 'demo-member'])(
    '%s has books of the four types in several states, each one opens in its editor',
    async (username) => {
      const client = browser(t);
      expect((await signIn(client, username, demoPassword)).body.code).toBe(0);
      const list = await client.post<{ List: Listed[] }>('/api/YourStuff/WriteList', { Limit: 60 });
      const books = list.body.result.List;
      expect(new Set(books.map((b) => b.Type))).toEqual(
        new Set(['picturebook', 'longform', 'flashfiction', 'poetry']),
      );
      expect(new Set(books.map((b) => b.State)).size).toBeGreaterThanOrEqual(2);
      for (const listed of books) {
        expect(listed.CoverImage?.Url).toMatch(/display\.webp$/);
        const opened = await client.post<BookAnswer>('/api/Books/Get', { BookId: listed.BookId });
        expect(opened.body.code).toBe(0);
        const book = opened.body.result.Book;
        expect(book.Parts.length).toBeGreaterThan(0);
        expect(book.WordCount).toBeGreaterThan(0);
        expect(opened.body.result.Artworks.length).toBeGreaterThan(0);
      }
    },
  );

  it('demo-writer’s first picture book is published and featured, with its history', async () => {
    const client = browser(t);
    await signIn(client, 'demo-writer', demoPassword);
    const list = await client.post<{ List: Listed[] }>('/api/YourStuff/WriteList', {
      Type: 'picturebook',
      State: 'published',
    });
    const [fox] = list.body.result.List;
    expect(fox).toMatchObject({ Title: 'The Fox Who Borrowed the Moon', Featured: true });
    const info = await client.post<{ History: { Action: string }[] }>(
      '/api/YourStuff/GetBookInfo',
      {
        BookId: fox?.BookId,
      },
    );
    expect(info.body.result.History.map((h) => h.Action)).toEqual([
      'create',
      'submit_for_review',
      'approve',
      'feature',
    ]);
    const poems = await client.post<{ List: Listed[] }>('/api/YourStuff/WriteList', {
      Type: 'poetry',
    });
    const tiles = poems.body.result.List.find((b) => b.Title === 'Night River');
    const poem = await client.post<BookAnswer>('/api/Books/Get', { BookId: tiles?.BookId });
    expect(poem.body.result.Book.TilesOnly).toBe(true);
  });
});
