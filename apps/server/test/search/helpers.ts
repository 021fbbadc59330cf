import type { BookType } from '@storyloom/domain';
import { expect } from 'vitest';
import { findBookByOpenId, updateBook } from '../../src/modules/books/queries/books';
import { booksContext } from '../../src/modules/books/service/index';
import { transitionBook } from '../../src/modules/books/service/moves';
import { startBook } from '../books/helpers';
import type { TestApp } from '../helpers/app';
import type { TestClient } from '../helpers/client';

export interface BookHit {
  StoryBookId: string;
  Title: string;
  BookType: string;
  AuthorName: string | null;
  Tags: string[];
  ReaderPath: string;
}

export interface Found<T> {
  List: T[];
  NextCursor: string | null;
}

/**
 * A book written through the HTTP calls, given its publishing information, then sent for review
 * and approved through the books service (the same transitions the moderators' calls make).
 */
export async function publishedBook(
  t: TestApp,
  writer: { client: TestClient; id: string },
  artSlug: string,
  info: { title: string; summary?: string; tags?: string[]; language?: string; type?: BookType },
  options: { approve?: boolean } = {},
) {
  const book = await startBook(writer.client, info.type ?? 'picturebook', artSlug);
  const row = await findBookByOpenId(t.app.db, book.BookId);
  if (!row) throw new Error('no book');
  await updateBook(t.app.db, row.id, {
    title: info.title,
    summary: info.summary ?? '',
    tags: JSON.stringify(info.tags ?? []),
    language: info.language ?? 'en',
  });
  const ctx = booksContext(t.app);
  t.clock.advance(1000);
  await transitionBook(ctx, {
    bookOpenId: book.BookId,
    transition: 'submit_for_review',
    actorId: writer.id,
  });
  if (options.approve !== false) {
    t.clock.advance(1000);
    await transitionBook(ctx, {
      bookOpenId: book.BookId,
      transition: 'approve',
      actorId: writer.id,
    });
  }
  return { openId: book.BookId, id: row.id };
}

export async function searchBooks(client: TestClient, body: Record<string, unknown>) {
  const res = await client.post<Found<BookHit>>('/api/Search/Books', body, { json: true });
  expect(res.body.code, JSON.stringify(res.body)).toBe(0);
  return res.body.result;
}

export async function foundIds(client: TestClient, body: Record<string, unknown>) {
  return (await searchBooks(client, body)).List.map((b) => b.StoryBookId);
}
