import { ErrorCode } from '@storyloom/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvedGallery, startBook } from '../books/helpers';
import { createTestApp, type TestApp } from '../helpers/app';
import { writer } from '../publishing/helpers';

let t: TestApp;
let art: { slug: string; artworkIds: string[] };

beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: '1' } });
  art = await approvedGallery(t, 3);
});
afterAll(() => t.close());

interface OfBook {
  Challenge: { ChallengeId: string; Prompt: string; Title: string; Subtype: string } | null;
}

describe('POST /api/Challenges/OfBook (the editor shows the challenge prompt)', () => {
  it('answers the challenge a book is entered in, in the asked language', async () => {
    const w = await writer(t, 0);
    const book = await startBook(w.client, 'picturebook', art.slug);
    const before = await w.client.post<OfBook>('/api/Challenges/OfBook', {
      BookId: book.BookId,
    });
    expect(before.body.code).toBe(0);
    expect(before.body.result.Challenge).toBeNull();
    const entered = await w.client.post('/api/Challenges/Enter', {
      ChallengeId: 'weekend-lost-kite',
      BookId: book.BookId,
    });
    expect(entered.body.code).toBe(0);
    const en = await w.client.post<OfBook>('/api/Challenges/OfBook', {
      BookId: book.BookId,
      Language: 'en',
    });
    expect(en.body.code).toBe(0);
    expect(en.body.result.Challenge).toMatchObject({
      ChallengeId: 'weekend-lost-kite',
      Subtype: 'picturebook',
    });
    expect(en.body.result.Challenge?.Prompt).toContain('kite');
    const es = await w.client.post<OfBook>('/api/Challenges/OfBook', {
      BookId: book.BookId,
      Language: 'es',
    });
    expect(es.body.result.Challenge?.Prompt).not.toBe(en.body.result.Challenge?.Prompt);
  });

  it('refuses another writer’s book, visitors and bad input', async () => {
    const w = await writer(t, 0);
    const other = await writer(t, 0);
    const book = await startBook(w.client, 'poetry', art.slug);
    const theirs = await other.client.post('/api/Challenges/OfBook', { BookId: book.BookId });
    expect(theirs.body.code).toBe(ErrorCode.NO_PERMISSION);
    const missing = await w.client.post('/api/Challenges/OfBook', { BookId: 'no-such-book' });
    expect(missing.body.code).toBe(ErrorCode.NO_PERMISSION);
    const visitor = await t.client().post('/api/Challenges/OfBook', { BookId: book.BookId });
    expect(visitor.body.code).toBe(ErrorCode.NOT_LOGGED_IN);
    for (const body of [{}, { BookId: '../x' }, { BookId: book.BookId, Language: 'fr' }]) {
      const bad = await w.client.post('/api/Challenges/OfBook', body);
      expect(bad.body.code).toBe(ErrorCode.BAD_INPUT);
      expect(bad.status).toBeLessThan(500);
    }
  });
});
