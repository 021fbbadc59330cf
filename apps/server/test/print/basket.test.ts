import { ErrorCode } from '@storyloom/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvedGallery, startBook } from '../books/helpers';
import { createTestApp, type TestApp } from '../helpers/app';
import type { TestClient } from '../helpers/client';
import { browser, signedIn } from '../helpers/factories';

/** Issue 20, print: the basket (GetBasketItems and the calls that change it). */
let t: TestApp;
let art: { slug: string; artworkIds: string[] };
beforeAll(async () => {
  t = await createTestApp();
  art = await approvedGallery(t, 1);
});
afterAll(() => t.close());

interface Line {
  ItemId: string;
  BookId: string;
  Title: string;
  Format: string;
  Quantity: number;
  UnitPrice: number;
  Printable: boolean;
}

async function setState(bookId: string, state: string) {
  await t.app.db
    .updateTable('books')
    .set({ state } as never)
    .where('open_id', '=', bookId)
    .execute();
}

async function writerWithBook(state = 'private') {
  const s = await signedIn(t);
  const book = await startBook(s.client, 'flashfiction', art.slug);
  await setState(book.BookId, state);
  return { ...s, bookId: book.BookId };
}

const basket = async (client: TestClient) =>
  (await client.post<Line[]>('/api/BookShop/GetBasketItems')).body;

describe('the print basket', () => {
  it('adds a book in each format, sums quantities, changes and removes lines', async () => {
    const { client, bookId } = await writerWithBook('published');
    expect(await basket(client)).toMatchObject({ code: 0, result: [] });

    const added = await client.post<Line[]>('/api/BookShop/AddBasketItem', {
      BookId: bookId,
      Format: 'hardcover',
      Quantity: 2,
    });
    expect(added.body.code, JSON.stringify(added.body)).toBe(0);
    expect(added.body.result).toEqual([
      expect.objectContaining({
        BookId: bookId,
        Format: 'hardcover',
        Quantity: 2,
        UnitPrice: 24.99,
        Printable: true,
      }),
    ]);
    // The same book and format again: one line, more copies; softcover is its own line.
    await client.post('/api/BookShop/AddBasketItem', { BookId: bookId, Format: 'hardcover' });
    await client.post('/api/BookShop/AddBasketItem', {
      BookId: bookId,
      Format: 'softcover',
      Quantity: 3,
    });
    const lines = (await basket(client)).result;
    expect(lines.map((l) => [l.Format, l.Quantity, l.UnitPrice]).sort()).toEqual([
      ['hardcover', 3, 24.99],
      ['softcover', 3, 14.99],
    ]);
    const hard = lines.find((l) => l.Format === 'hardcover') as Line;
    const soft = lines.find((l) => l.Format === 'softcover') as Line;

    const updated = await client.post<Line[]>('/api/BookShop/UpdateBasketItem', {
      ItemId: hard.ItemId,
      Quantity: 5,
    });
    expect(updated.body.result.find((l) => l.ItemId === hard.ItemId)?.Quantity).toBe(5);
    // Moving a line to a format the book already has a line in: conflict, nothing changes.
    const clash = await client.post('/api/BookShop/UpdateBasketItem', {
      ItemId: soft.ItemId,
      Quantity: 1,
      Format: 'hardcover',
    });
    expect(clash.body.code).toBe(ErrorCode.CONFLICT);

    const removed = await client.post<Line[]>('/api/BookShop/RemoveBasketItem', {
      ItemId: hard.ItemId,
    });
    expect(removed.body.result.map((l) => l.Format)).toEqual(['softcover']);
    const again = await client.post('/api/BookShop/RemoveBasketItem', { ItemId: hard.ItemId });
    expect(again.body.code).toBe(ErrorCode.NOT_FOUND);
  });

  it('the user info refresh reads the basket as a list whose count is the sum of quantities', async () => {
    const { client, bookId } = await writerWithBook();
    await client.post('/api/BookShop/AddBasketItem', {
      BookId: bookId,
      Format: 'softcover',
      Quantity: 4,
    });
    await client.post('/api/BookShop/AddBasketItem', {
      BookId: bookId,
      Format: 'hardcover',
      Quantity: 1,
    });
    const list = (await basket(client)).result;
    expect(Array.isArray(list)).toBe(true);
    expect(list.reduce((sum, l) => sum + l.Quantity, 0)).toBe(5);
  });

  it('lists the printable books: own published and private, not drafts or others', async () => {
    const { client, bookId } = await writerWithBook('private');
    const draft = await startBook(client, 'poetry', art.slug);
    const other = await writerWithBook('published');
    const answer = await client.post<{ List: { BookId: string }[] }>(
      '/api/BookShop/PrintableBooks',
    );
    const ids = answer.body.result.List.map((b) => b.BookId);
    expect(ids).toContain(bookId);
    expect(ids).not.toContain(draft.BookId);
    expect(ids).not.toContain(other.bookId);
  });

  it('shows a line whose book can no longer be printed as not printable', async () => {
    const { client, bookId } = await writerWithBook('published');
    await client.post('/api/BookShop/AddBasketItem', { BookId: bookId, Format: 'softcover' });
    await setState(bookId, 'draft');
    expect((await basket(client)).result[0]).toMatchObject({ BookId: bookId, Printable: false });
  });

  it("refuses another's book (even a published one), drafts and unknown books as not found", async () => {
    const { client } = await writerWithBook();
    const other = await writerWithBook('published');
    const draft = await startBook(client, 'flashfiction', art.slug);
    for (const BookId of [other.bookId, draft.BookId, 'no-such-book']) {
      const answer = await client.post('/api/BookShop/AddBasketItem', {
        BookId,
        Format: 'softcover',
      });
      expect(answer.body.code, BookId).toBe(ErrorCode.NOT_FOUND);
    }
    expect((await basket(client)).result).toEqual([]);
  });

  it("cannot see, change or remove another user's lines", async () => {
    const owner = await writerWithBook();
    const added = await owner.client.post<Line[]>('/api/BookShop/AddBasketItem', {
      BookId: owner.bookId,
      Format: 'softcover',
    });
    const itemId = added.body.result[0]?.ItemId as string;
    const { client } = await signedIn(t);
    expect((await basket(client)).result).toEqual([]);
    const change = await client.post('/api/BookShop/UpdateBasketItem', {
      ItemId: itemId,
      Quantity: 9,
    });
    expect(change.body.code).toBe(ErrorCode.NOT_FOUND);
    const remove = await client.post('/api/BookShop/RemoveBasketItem', { ItemId: itemId });
    expect(remove.body.code).toBe(ErrorCode.NOT_FOUND);
    expect((await basket(owner.client)).result).toMatchObject([{ ItemId: itemId, Quantity: 1 }]);
  });

  it('validates formats and quantities (at most 20 copies a line)', async () => {
    const { client, bookId } = await writerWithBook();
    for (const body of [
      { BookId: bookId, Format: 'spiral' },
      { BookId: bookId, Format: 'softcover', Quantity: 0 },
      { BookId: bookId, Format: 'softcover', Quantity: 21 },
      { BookId: bookId, Format: 'softcover', Quantity: 1.5 },
      { BookId: bookId, Format: 'softcover', Quantity: 'lots' },
      { BookId: '', Format: 'softcover' },
      { Format: 'softcover' },
    ]) {
      const answer = await client.post('/api/BookShop/AddBasketItem', body);
      expect(answer.body.code, JSON.stringify(body)).toBe(ErrorCode.BAD_INPUT);
    }
    await client.post('/api/BookShop/AddBasketItem', {
      BookId: bookId,
      Format: 'softcover',
      Quantity: 15,
    });
    const over = await client.post('/api/BookShop/AddBasketItem', {
      BookId: bookId,
      Format: 'softcover',
      Quantity: 6,
    });
    expect(over.body.code).toBe(ErrorCode.BAD_INPUT);
    const item = (await basket(client)).result[0] as Line;
    expect(item.Quantity).toBe(15);
    const bad = await client.post('/api/BookShop/UpdateBasketItem', {
      ItemId: item.ItemId,
      Quantity: -1,
    });
    expect(bad.body.code).toBe(ErrorCode.BAD_INPUT);
  });

  it('asks visitors to sign in', async () => {
    const client = browser(t);
    for (const path of [
      '/api/BookShop/GetBasketItems',
      '/api/BookShop/PrintableBooks',
      '/api/BookShop/AddBasketItem',
    ]) {
      const answer = await client.post(path, { BookId: 'x', Format: 'softcover' });
      expect([ErrorCode.NOT_LOGGED_IN, ErrorCode.BAD_INPUT], path).toContain(answer.body.code);
    }
    const answer = await client.post('/api/BookShop/GetBasketItems');
    expect(answer.body.code).toBe(ErrorCode.NOT_LOGGED_IN);
  });
});
