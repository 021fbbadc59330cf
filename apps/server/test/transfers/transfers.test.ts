import { ErrorCode } from '@storyloom/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvedGallery, getBook, startBook } from '../books/helpers';
import { createTestApp, type TestApp } from '../helpers/app';
import { browser, signedIn } from '../helpers/factories';

/**
 * Issue 20, /book-transfer-tool (decision 058): the owner offers a book to another account by
 * username or email; it moves only when the receiver accepts.
 */
let t: TestApp;
let slug: string;

beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: '1' } });
  slug = (await approvedGallery(t, 2)).slug;
});
afterAll(() => t.close());

type Client = Awaited<ReturnType<typeof signedIn>>['client'];
interface Offer {
  TransferId: string;
  BookId: string;
  Title: string;
  From: string;
  To: string;
}
interface Lists {
  Books: { BookId: string; CanTransfer: boolean }[];
  Sent: Offer[];
  Received: Offer[];
}

const offer = (client: Client, bookId: string, to: string) =>
  client.post<{ Transfer: Offer }>('/api/BookTransfer/Offer', { BookId: bookId, To: to });
const call = (client: Client, what: string, transferId: string) =>
  client.post<{ Status: string; BookId?: string }>(`/api/BookTransfer/${what}`, {
    TransferId: transferId,
  });
const lists = async (client: Client) =>
  (await client.post<Lists>('/api/BookTransfer/List')).body.result;

describe('POST /api/BookTransfer/*', () => {
  it('offer by email, the receiver is notified, accepts, and the book is theirs', async () => {
    const giver = await signedIn(t);
    const taker = await signedIn(t);
    const book = await startBook(giver.client, 'picturebook', slug);
    expect((await lists(giver.client)).Books.map((b) => b.BookId)).toContain(book.BookId);

    const res = await offer(giver.client, book.BookId, taker.user.email ?? '');
    expect(res.body.code, JSON.stringify(res.body)).toBe(0);
    const id = res.body.result.Transfer.TransferId;
    expect(res.body.result.Transfer.To).toBe(taker.user.username);
    expect((await lists(giver.client)).Sent.map((o) => o.TransferId)).toEqual([id]);
    const received = (await lists(taker.client)).Received;
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ TransferId: id, From: giver.user.username });

    // The receiver's notification is a fixed kind with the sender's name and the title only.
    const notices = await t.app.db
      .selectFrom('notifications')
      .select(['kind', 'params'])
      .where('user_id', '=', taker.user.row.id)
      .execute();
    expect(notices).toHaveLength(1);
    expect(notices[0]?.kind).toBe('book_transfer_offered');
    expect(Object.keys(JSON.parse(notices[0]?.params ?? '{}')).sort()).toEqual(['from', 'title']);

    // A second offer of the same book waits for the first.
    const again = await offer(giver.client, book.BookId, taker.user.username);
    expect(again.body.code).toBe(ErrorCode.BOOK_TRANSFER_REFUSED);
    expect(again.body.result).toEqual({ Reason: 'pending' });

    // Someone else cannot accept it (the offer is not theirs: as if it did not exist).
    const other = await signedIn(t);
    expect((await call(other.client, 'Accept', id)).body.code).toBe(ErrorCode.NOT_FOUND);
    // The giver cannot accept their own offer either.
    expect((await call(giver.client, 'Accept', id)).body.code).toBe(ErrorCode.NOT_FOUND);

    const accepted = await call(taker.client, 'Accept', id);
    expect(accepted.body.code, JSON.stringify(accepted.body)).toBe(0);
    expect(accepted.body.result).toMatchObject({ Status: 'accepted', BookId: book.BookId });
    expect((await getBook(taker.client, book.BookId)).body.code).toBe(0);
    expect((await getBook(giver.client, book.BookId)).body.code).toBe(ErrorCode.NOT_FOUND);

    // Double accept: the offer is closed.
    const twice = await call(taker.client, 'Accept', id);
    expect(twice.body.code).toBe(ErrorCode.BOOK_TRANSFER_REFUSED);
    expect(twice.body.result).toEqual({ Reason: 'closed' });
    expect((await lists(taker.client)).Received).toEqual([]);
    expect((await lists(giver.client)).Sent).toEqual([]);
  });

  it('decline keeps the book; the giver may cancel an open offer', async () => {
    const giver = await signedIn(t);
    const taker = await signedIn(t);
    const book = await startBook(giver.client, 'poetry', slug);
    const first = await offer(giver.client, book.BookId, taker.user.username);
    const declined = await call(taker.client, 'Decline', first.body.result.Transfer.TransferId);
    expect(declined.body.result.Status).toBe('declined');
    expect((await getBook(giver.client, book.BookId)).body.code).toBe(0);

    const second = await offer(giver.client, book.BookId, taker.user.username);
    const id = second.body.result.Transfer.TransferId;
    // Only the giver cancels.
    expect((await call(taker.client, 'Cancel', id)).body.code).toBe(ErrorCode.NOT_FOUND);
    expect((await call(giver.client, 'Cancel', id)).body.result.Status).toBe('cancelled');
    expect((await call(taker.client, 'Accept', id)).body.result).toEqual({ Reason: 'closed' });
    expect((await getBook(giver.client, book.BookId)).body.code).toBe(0);
  });

  it('refuses a book that is not yours, yourself and an unknown account', async () => {
    const giver = await signedIn(t);
    const taker = await signedIn(t);
    const book = await startBook(giver.client, 'picturebook', slug);

    const notOwner = await offer(taker.client, book.BookId, giver.user.username);
    expect(notOwner.body.code).toBe(ErrorCode.NOT_FOUND);

    const self = await offer(giver.client, book.BookId, giver.user.username);
    expect(self.body.code).toBe(ErrorCode.BOOK_TRANSFER_REFUSED);
    expect(self.body.result).toEqual({ Reason: 'self' });
    expect(self.body.msg).toBe('Choose another account to give this book to.');

    const unknown = await offer(giver.client, book.BookId, 'no_such_person_here');
    expect(unknown.body.code).toBe(ErrorCode.BOOK_TRANSFER_REFUSED);
    expect(unknown.body.result).toEqual({ Reason: 'not_allowed' });
    expect((await lists(taker.client)).Received).toEqual([]);
  });

  it('refuses bad input and visitors', async () => {
    const giver = await signedIn(t);
    for (const body of [
      {},
      { BookId: 'x' },
      { BookId: ['x'], To: 'someone' },
      { BookId: 'abcdefgh12', To: '' },
      { BookId: 'abcdefgh12', To: 'a'.repeat(300) },
    ]) {
      const res = await giver.client.post('/api/BookTransfer/Offer', body, { json: true });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code).toBe(ErrorCode.BAD_INPUT);
    }
    for (const what of ['Accept', 'Decline', 'Cancel']) {
      const res = await giver.client.post(
        `/api/BookTransfer/${what}`,
        { TransferId: [7] },
        { json: true },
      );
      expect(res.body.code).toBe(ErrorCode.BAD_INPUT);
    }
    const visitor = await browser(t).post('/api/BookTransfer/List');
    expect(visitor.body.code).not.toBe(0);
  });
});
