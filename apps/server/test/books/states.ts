import type { StoryMove, StoryState } from '@storyloom/domain';
import { expect } from 'vitest';
import { booksContext, setBookClass, transitionBook } from '../../src/modules/books/service/index';
import type { TestApp } from '../helpers/app';
import type { TestClient } from '../helpers/client';
import { type EditingBook, startBook } from './helpers';

/** Books in every SPEC §4 state, and the Your stuff calls that show and move them. */
export interface Summary {
  BookId: string;
  Type: string;
  State: StoryState;
  Featured: boolean;
  InClass: boolean;
  Title: string;
  AllowedMoves: StoryMove[];
  CoverImage: { Url: string; ThumbUrl: string } | null;
  ReturnReason: string | null;
}
export interface Info {
  Book: Summary;
  History: {
    Action: string;
    From: string | null;
    To: string;
    ByYou: boolean;
    Reason: string | null;
  }[];
}

export const info = (client: TestClient, book: { BookId: string }) =>
  client.post<Info>('/api/YourStuff/GetBookInfo', { BookId: book.BookId });
export const move = (client: TestClient, book: { BookId: string }, m: string, reason?: string) =>
  client.post<{ Book: Summary | null }>('/api/YourStuff/MoveBook', {
    BookId: book.BookId,
    Move: m,
    ...(reason ? { Reason: reason } : {}),
  });

/** A picture book of `client` in a class, brought to `state` the way publishing and classes will. */
export async function bookIn(
  t: TestApp,
  client: TestClient,
  state: StoryState,
  by: { artSlug: string; staffId: string },
): Promise<EditingBook> {
  const book = await startBook(client, 'picturebook', by.artSlug);
  const ctx = booksContext(t.app);
  await setBookClass(ctx, { bookOpenId: book.BookId, classId: 'class-1' });
  const go = (transition: Parameters<typeof transitionBook>[1]['transition'], reason?: string) =>
    transitionBook(ctx, {
      bookOpenId: book.BookId,
      transition,
      actorId: by.staffId,
      reason: reason ?? null,
      classId: 'class-1',
    });
  if (state === 'private') expect((await move(client, book, 'make_private')).body.code).toBe(0);
  if (state === 'under_review') await go('submit_for_review');
  if (state === 'published') {
    await go('submit_for_review');
    await go('approve');
  }
  if (state === 'returned') {
    await go('submit_for_review');
    await go('return', 'Please do not share your address.');
  }
  if (state === 'submitted_to_teacher') await go('submit_to_teacher');
  return book;
}
