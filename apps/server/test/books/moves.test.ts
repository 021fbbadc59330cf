import { ErrorCode, type StoryMove, type StoryState } from '@storyloom/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import type { TestClient } from '../helpers/client';
import { signedIn } from '../helpers/factories';
import { approvedGallery, type BookAnswer, getBook } from './helpers';
import { bookIn as bookInState, info, move, type Summary } from './states';

let t: TestApp;
let art: { slug: string; artworkIds: string[] };
let staffId: string;

beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: '1' } });
  art = await approvedGallery(t, 3);
  staffId = (await signedIn(t, { staffRole: 'moderator', accountType: 0 })).user.row.id;
});
afterAll(() => t.close());

const bookIn = (client: TestClient, state: StoryState) =>
  bookInState(t, client, state, { artSlug: art.slug, staffId });

/** SPEC §4 moves by state (picture book in a class): the state after, or the refusal. */
const table: Record<
  StoryState,
  Record<StoryMove, StoryState | 'deleted' | 'longform' | 'refused'>
> = {
  draft: {
    to_draft: 'refused',
    make_private: 'private',
    convert_to_longform: 'longform',
    remove_from_class: 'draft',
    delete: 'deleted',
  },
  under_review: {
    to_draft: 'refused',
    make_private: 'refused',
    convert_to_longform: 'refused',
    remove_from_class: 'refused',
    delete: 'refused',
  },
  returned: {
    to_draft: 'draft',
    make_private: 'private',
    convert_to_longform: 'longform',
    remove_from_class: 'returned',
    delete: 'deleted',
  },
  published: {
    to_draft: 'draft',
    make_private: 'private',
    convert_to_longform: 'longform',
    remove_from_class: 'published',
    delete: 'deleted',
  },
  private: {
    to_draft: 'draft',
    make_private: 'refused',
    convert_to_longform: 'longform',
    remove_from_class: 'private',
    delete: 'deleted',
  },
  submitted_to_teacher: {
    to_draft: 'draft',
    make_private: 'refused',
    convert_to_longform: 'longform',
    remove_from_class: 'draft',
    delete: 'refused',
  },
};

describe('SPEC §4 moves, allowed or refused by state (through HTTP)', () => {
  const cases = Object.entries(table).flatMap(([state, moves]) =>
    Object.entries(moves).map(
      ([m, result]) => [state as StoryState, m as StoryMove, result] as const,
    ),
  );
  it.each(cases)('%s + %s -> %s', async (state, m, result) => {
    const { client } = await signedIn(t);
    const book = await bookIn(client, state);
    expect((await info(client, book)).body.result.Book.State).toBe(state);
    const res =
      m === 'convert_to_longform'
        ? await client.post<BookAnswer>('/api/YourStuff/ConvertToLongForm', { BookId: book.BookId })
        : await move(client, book, m);
    if (result === 'refused') {
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({
        code: ErrorCode.MOVE_NOT_ALLOWED,
        result: { State: state },
      });
      expect(res.body.msg).toBe('This cannot be done to a story in its current state.');
      expect((await info(client, book)).body.result.Book.State).toBe(state);
      return;
    }
    expect(res.body.code, JSON.stringify(res.body)).toBe(0);
    if (result === 'deleted') {
      expect((await getBook(client, book.BookId)).body.code).toBe(ErrorCode.NOT_FOUND);
      const list = await client.post<{ List: Summary[] }>('/api/YourStuff/WriteList', {});
      expect(list.body.result.List.map((b) => b.BookId)).not.toContain(book.BookId);
      const row = await t.app.db
        .selectFrom('books')
        .selectAll()
        .where('open_id', '=', book.BookId)
        .executeTakeFirst();
      expect(row?.deleted_at).not.toBeNull();
      return;
    }
    const after = (await info(client, book)).body.result;
    if (result === 'longform') {
      expect(after.Book.State).toBe(state);
      expect(after.History.at(-1)).toMatchObject({ Action: 'convert_to_longform', ByYou: true });
      return;
    }
    expect(after.Book.State).toBe(result);
    expect(after.Book.InClass).toBe(m !== 'remove_from_class');
    expect(after.History.at(-1)).toMatchObject({ Action: m, From: state, To: result, ByYou: true });
  });
});
