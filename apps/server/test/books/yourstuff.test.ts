import { docFromText, ErrorCode, type StoryState } from '@storyloom/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfBookFor } from '../../src/modules/books/service/index';
import { createTestApp, type TestApp } from '../helpers/app';
import type { TestClient } from '../helpers/client';
import { signedIn, testPassword } from '../helpers/factories';
import {
  approvedGallery,
  type BookAnswer,
  type EditingBook,
  getBook,
  page,
  save,
  startBook,
} from './helpers';

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

describe('history, featuring and the returned reason', () => {
  it('records who, when and why for every change', async () => {
    const { client } = await signedIn(t);
    const book = await bookIn(client, 'returned');
    const { Book, History } = (await info(client, book)).body.result;
    expect(Book.ReturnReason).toBe('Please do not share your address.');
    expect(History.map((h) => [h.Action, h.From, h.To, h.ByYou])).toEqual([
      ['create', null, 'draft', true],
      ['submit_for_review', 'draft', 'under_review', false],
      ['return', 'under_review', 'returned', false],
    ]);
    expect(History[2]?.Reason).toBe('Please do not share your address.');
    expect((await move(client, book, 'to_draft', 'fixing it')).body.result.Book?.State).toBe(
      'draft',
    );
    const last = (await info(client, book)).body.result.History.at(-1);
    expect(last).toMatchObject({ Action: 'to_draft', Reason: 'fixing it', ByYou: true });
  });

  it('a published story cannot be edited until it is moved back to draft', async () => {
    const { client } = await signedIn(t);
    const book = await bookIn(client, 'published');
    const current = (await getBook(client, book.BookId)).body.result.Book;
    expect(current.Editable).toBe(false);
    const res = await save(client, book, current.Version, [{ Op: 'meta', Title: 'New' }]);
    expect(res.body).toMatchObject({
      code: ErrorCode.BOOK_NOT_EDITABLE,
      result: { State: 'published' },
    });
    // An editor tab opened before the move learns of it: its version is stale.
    await move(client, book, 'to_draft');
    const stale = await save(client, book, current.Version, [{ Op: 'meta', Title: 'New' }]);
    expect(stale.body).toMatchObject({ code: ErrorCode.CONFLICT, result: { State: 'draft' } });
  });
});

describe('ConvertToLongForm', () => {
  it('a picture book becomes the first chapter of a new longform draft', async () => {
    const { client } = await signedIn(t);
    const book = await startBook(client, 'picturebook', art.slug);
    const [a1, a2] = art.artworkIds as [string, string];
    await save(client, book, 1, [
      { Op: 'meta', Title: 'Moon Fox', Tags: 'moon' },
      { Op: 'put', PartId: book.Parts[0]?.PartId, Content: page('The fox looked up.', a1) },
      { Op: 'add', Content: page('The moon smiled.', a2, 'half') },
    ]);
    const res = await client.post<BookAnswer>('/api/YourStuff/ConvertToLongForm', {
      BookId: book.BookId,
    });
    expect(res.body.code).toBe(0);
    const long = res.body.result.Book;
    expect(long).toMatchObject({
      Type: 'longform',
      State: 'draft',
      Title: 'Moon Fox',
      Tags: ['moon'],
      WordCount: 7,
      PartCount: 1,
    });
    expect(long.BookId).not.toBe(book.BookId);
    expect(long.Parts[0]?.Content).toMatchObject({
      title: 'Moon Fox',
      doc: {
        type: 'doc',
        content: [
          { type: 'image', attrs: { artworkId: a1, size: 'full' } },
          { type: 'paragraph' },
          { type: 'image', attrs: { artworkId: a2, size: 'medium' } },
          { type: 'paragraph' },
        ],
      },
    });
    // The longform can be written on at once, with the same art.
    const more = await save(client, long, long.Version, [
      { Op: 'add', Content: { title: 'Two', doc: docFromText('Next.') } },
    ]);
    expect(more.body.result.PartCount).toBe(2);
    const history = (await info(client, long)).body.result.History;
    expect(history[0]).toMatchObject({
      Action: 'convert_to_longform',
      To: 'draft',
      Reason: `from picturebook ${book.BookId}`,
    });
    const original = (await getBook(client, book.BookId)).body.result.Book;
    expect(original.PartCount).toBe(2);
  });

  it('flash fiction converts; poems and longform stories do not', async () => {
    const { client } = await signedIn(t);
    const story = await startBook(client, 'flashfiction', art.slug);
    await save(client, story, 1, [
      { Op: 'put', PartId: 'story', Content: { doc: docFromText('Tiny tale.') } },
    ]);
    const res = await client.post<BookAnswer>('/api/YourStuff/ConvertToLongForm', {
      BookId: story.BookId,
    });
    expect(res.body.result.Book.Parts[0]?.Content).toMatchObject({
      doc: docFromText('Tiny tale.'),
    });
    const poem = await startBook(client, 'poetry', art.slug);
    const refused = await client.post('/api/YourStuff/ConvertToLongForm', { BookId: poem.BookId });
    expect(refused.body).toMatchObject({
      code: ErrorCode.MOVE_NOT_ALLOWED,
      result: { Reason: 'not_convertible' },
    });
  });
});

describe('the writing side of Your stuff', () => {
  it('lists books by type and state, a page at a time, with counts', async () => {
    const { client } = await signedIn(t);
    const made: EditingBook[] = [];
    for (const type of ['picturebook', 'poetry', 'poetry', 'longform', 'flashfiction'] as const) {
      t.clock.advance(1000);
      made.push(await startBook(client, type, art.slug));
    }
    t.clock.advance(1000);
    await move(client, made[1] as EditingBook, 'make_private');
    const all = await client.post<{ List: Summary[]; NextCursor: string | null }>(
      '/api/YourStuff/WriteList',
      { Limit: 3 },
    );
    expect(all.body.result.List.map((b) => b.BookId)).toEqual(
      [made[1], made[4], made[3]].map((b) => b?.BookId),
    );
    expect(all.body.result.List[0]?.CoverImage?.ThumbUrl).toMatch(/thumb\.webp$/);
    const rest = await client.post<{ List: Summary[]; NextCursor: string | null }>(
      '/api/YourStuff/WriteList',
      {
        Limit: 3,
        Cursor: all.body.result.NextCursor ?? '',
      },
    );
    expect(rest.body.result.List.map((b) => b.BookId)).toEqual(
      [made[2], made[0]].map((b) => b?.BookId),
    );
    expect(rest.body.result.NextCursor).toBeNull();
    const poems = await client.post<{ List: Summary[] }>('/api/YourStuff/WriteList', {
      Type: 'poetry',
      State: 'draft',
    });
    expect(poems.body.result.List.map((b) => b.BookId)).toEqual([made[2]?.BookId]);
    const count = await client.post<{
      count: number;
      ByType: Record<string, number>;
      ByState: Record<string, number>;
    }>('/api/YourStuff/getWriteBookCount');
    expect(count.body.result).toMatchObject({
      count: 5,
      ByType: { picturebook: 1, poetry: 2, longform: 1, flashfiction: 1, comic: 0 },
      ByState: { draft: 4, private: 1 },
    });
    const bad = await client.post('/api/YourStuff/WriteList', { Cursor: 'not-a-cursor' });
    expect(bad.body.code).toBe(ErrorCode.BAD_INPUT);
  });

  it('after delete, the same art set starts a new draft', async () => {
    const { client } = await signedIn(t);
    const set = await client.post<{ ArtSetId: string }>('/api/Artwork/StartWithArt', {
      BookType: 'poetry',
      Source: 'artist',
      Value: art.slug,
    });
    const create = () =>
      client.post<BookAnswer>('/api/Books/Create', {
        BookType: 'poetry',
        ArtSetId: set.body.result.ArtSetId,
      });
    const first = (await create()).body.result.Book;
    expect((await move(client, first, 'delete')).body.result.Book).toBeNull();
    const second = await create();
    expect(second.body.result.Created).toBe(true);
    expect(second.body.result.Book.BookId).not.toBe(first.BookId);
  });

  it('the homework view opens the student’s own picture book', async () => {
    const { client } = await signedIn(t, { accountType: 9, email: null, birthday: '2016-05-01' });
    const book = await startBook(client, 'picturebook', art.slug);
    const res = await client.post<BookAnswer & { Homework: { Path: string } }>(
      '/api/Books/Homework',
      {
        StoryBookId: book.BookId,
      },
    );
    expect(res.body.code).toBe(0);
    expect(res.body.result.Homework.Path).toBe(`/homework/${book.BookId}/picturebook`);
    expect(res.body.result.Book.Parts).toHaveLength(1);
    const poem = await startBook(client, 'poetry', art.slug);
    expect((await client.post('/api/Books/Homework', { StoryBookId: poem.BookId })).body.code).toBe(
      ErrorCode.NOT_FOUND,
    );
  });

  it('deleting the account erases the writer’s books', async () => {
    const { client, user } = await signedIn(t);
    const book = await startBook(client, 'flashfiction', art.slug);
    await save(client, book, 1, [
      { Op: 'put', PartId: 'story', Content: { doc: docFromText('Secret diary.') } },
    ]);
    const res = await client.post('/api/User/DeleteAccount', { Password: testPassword });
    expect(res.body.code).toBe(0);
    const row = await t.app.db
      .selectFrom('books')
      .selectAll()
      .where('owner_id', '=', user.row.id)
      .executeTakeFirst();
    expect(row).toMatchObject({ deleted_at: expect.any(Number), title: '' });
    const parts = await t.app.db
      .selectFrom('book_parts')
      .selectAll()
      .where('book_id', '=', row?.id ?? '')
      .execute();
    expect(parts).toEqual([]);
  });

  it('another user cannot move, convert or read the info of someone’s book', async () => {
    const owner = (await signedIn(t)).client;
    const book = await startBook(owner, 'picturebook', art.slug);
    const other = (await signedIn(t)).client;
    for (const m of ['to_draft', 'make_private', 'remove_from_class', 'delete']) {
      expect((await move(other, book, m)).body.code).toBe(ErrorCode.NOT_FOUND);
    }
    expect(
      (await other.post('/api/YourStuff/ConvertToLongForm', { BookId: book.BookId })).body.code,
    ).toBe(ErrorCode.NOT_FOUND);
    expect((await info(owner, book)).body.result.Book.State).toBe('draft');
  });

  it('PDFs (BuyPdf): one’s own published or private book, or anyone’s published book', async () => {
    const { client, user } = await signedIn(t);
    const other = (await signedIn(t)).user;
    const draft = await bookIn(client, 'draft');
    const secret = await bookIn(client, 'private');
    const shown = await bookIn(client, 'published');
    const pdf = (userId: string, book: { BookId: string }) =>
      pdfBookFor(t.app.db, userId, book.BookId);
    expect(await pdf(user.row.id, draft)).toBeNull();
    expect(await pdf(user.row.id, secret)).toMatchObject({ openId: secret.BookId });
    expect(await pdf(other.row.id, secret)).toBeNull();
    expect(await pdf(other.row.id, shown)).toMatchObject({ openId: shown.BookId });
  });

  it('BuyPdf refuses a hidden (taken down) book, even to its writer, and a deleted one', async () => {
    const owner = await signedIn(t);
    const buyer = await signedIn(t);
    const shown = await bookIn(owner.client, 'published');
    const secret = await bookIn(owner.client, 'private');
    const buy = (client: TestClient, book: { BookId: string }) =>
      client.post('/api/YourStuff/BuyPdf', { BookId: book.BookId }).then((r) => r.body.code);
    // Buyable, so the buyer without crowns gets "not enough crowns", not 404.
    expect(await buy(buyer.client, shown)).toBe(ErrorCode.NOT_ENOUGH_CROWNS);
    const hide = (book: { BookId: string }) =>
      t.app.db
        .updateTable('books')
        .set({ hidden_at: t.clock.now() })
        .where('open_id', '=', book.BookId)
        .execute();
    await hide(shown);
    await hide(secret);
    expect(await buy(buyer.client, shown)).toBe(ErrorCode.NOT_FOUND);
    expect(await buy(owner.client, shown)).toBe(ErrorCode.NOT_FOUND);
    expect(await buy(owner.client, secret)).toBe(ErrorCode.NOT_FOUND);
    expect(await pdfBookFor(t.app.db, owner.user.row.id, shown.BookId)).toBeNull();
    const gone = await bookIn(owner.client, 'published');
    await t.app.db
      .updateTable('books')
      .set({ deleted_at: t.clock.now() })
      .where('open_id', '=', gone.BookId)
      .execute();
    expect(await buy(buyer.client, gone)).toBe(ErrorCode.NOT_FOUND);
    expect(await buy(buyer.client, { BookId: 'no-such-book' })).toBe(ErrorCode.NOT_FOUND);
  });
});
