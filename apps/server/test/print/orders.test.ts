import { ErrorCode } from '@storyloom/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvedGallery, startBook } from '../books/helpers';
import type { TestApp } from '../helpers/app';
import type { TestClient } from '../helpers/client';
import { outbox } from '../helpers/factories';
import { cardOrder, deliver, parent, paymentsApp, signedEvent } from '../payments/helpers';

/** Issue 20, print orders (decision 048): checkout, PRINT_BOOK, fulfilment, the buyer's list. */
let t: TestApp;
let art: { slug: string; artworkIds: string[] };
beforeAll(async () => {
  t = await paymentsApp();
  art = await approvedGallery(t, 1);
});
afterAll(() => t.close());

const address = {
  Name: 'Ana López',
  Line1: '1200 Market St',
  Line2: 'Apt 4',
  City: 'San Francisco',
  Region: 'CA',
  PostalCode: '94102',
  Country: 'US',
  Phone: '',
};

interface View {
  PrintOrderId: string;
  Number: number;
  State: string;
  Reason: string;
  Address: typeof address;
  Lines: { BookId: string; Format: string; Quantity: number; UnitPrice: string }[];
  Copies: number;
  Subtotal: string;
  Shipping: string;
  Total: string;
  TotalCents: number;
}

async function buyerWithBasket(quantity = 2) {
  const s = await parent(t);
  const book = await startBook(s.client, 'flashfiction', art.slug);
  await t.app.db
    .updateTable('books')
    .set({ state: 'published' } as never)
    .where('open_id', '=', book.BookId)
    .execute();
  const added = await s.client.post('/api/BookShop/AddBasketItem', {
    BookId: book.BookId,
    Format: 'hardcover',
    Quantity: quantity,
  });
  expect(added.body.code, JSON.stringify(added.body)).toBe(0);
  return { ...s, bookId: book.BookId };
}

const checkout = (client: TestClient, body: Record<string, unknown> = {}) =>
  client.post<View>(
    '/api/BookShop/Checkout',
    { Address: address, Acknowledged: true, ...body },
    { json: true },
  );

async function pay(client: TestClient, number: number) {
  return cardOrder(client, { PayItem: 'PRINT_BOOK', Ammount: String(number) });
}

describe('checkout', () => {
  it('quotes the basket with shipping by country, as checkout then charges', async () => {
    const { client } = await buyerWithBasket(3);
    const quote = await client.post<{ Subtotal: string; Shipping: string; Total: string }>(
      '/api/BookShop/CheckoutQuote',
      { Country: 'US' },
    );
    expect(quote.body.result).toMatchObject({
      Subtotal: '74.97',
      Shipping: '8.99',
      Total: '83.96',
    });
    const none = await client.post<{ Shipping: string }>('/api/BookShop/CheckoutQuote', {});
    expect(none.body.result.Shipping).toBe('0.00');

    const made = await checkout(client, { RequestKey: 'k1' });
    expect(made.body.code, JSON.stringify(made.body)).toBe(0);
    expect(made.body.result).toMatchObject({
      Number: 1,
      State: 'waiting',
      Copies: 3,
      Subtotal: '74.97',
      Shipping: '8.99',
      Total: '83.96',
      TotalCents: 8396,
      Address: address,
    });
    // The same key answers the same order.
    const again = await checkout(client, { RequestKey: 'k1' });
    expect(again.body.result.PrintOrderId).toBe(made.body.result.PrintOrderId);
    const other = await checkout(client, {
      RequestKey: 'k2',
      Address: { ...address, Country: 'MX', Region: 'CDMX', PostalCode: '06700' },
    });
    expect(other.body.result).toMatchObject({ Number: 2, Shipping: '14.99' });
  });

  it('validates the address field by field, the acknowledgement and the body', async () => {
    const { client } = await buyerWithBasket();
    const bad = await checkout(client, {
      Address: { ...address, PostalCode: '123', Country: 'US', Name: '' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe(ErrorCode.BAD_INPUT);
    expect((bad.body.result as unknown as { fields: unknown[] }).fields).toEqual([
      {
        path: 'Address.Name',
        message: 'Please enter the name of the person receiving the parcel.',
      },
      {
        path: 'Address.PostalCode',
        message: 'This postal code does not look right for the country.',
      },
    ]);
    const country = await checkout(client, { Address: { ...address, Country: 'ZZ' } });
    expect(country.body.code).toBe(ErrorCode.BAD_INPUT);
    for (const body of [
      { Acknowledged: false },
      { Address: 'a string' },
      { Address: null },
      { Address: [1, 2] },
      { RequestKey: 'x'.repeat(200) },
    ]) {
      const res = await checkout(client, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code).toBe(ErrorCode.BAD_INPUT);
    }
    const noAck = await client.post('/api/BookShop/Checkout', { Address: address }, { json: true });
    // A form post cannot carry an address.
    const form = await client.post('/api/BookShop/Checkout', {
      Address: 'x',
      Acknowledged: 'true',
    });
    expect(form.body.code).toBe(ErrorCode.BAD_INPUT);
    expect(noAck.body.code).toBe(ErrorCode.BAD_INPUT);
  });

  it('refuses an empty basket and a book that can no longer be printed', async () => {
    const empty = await parent(t);
    const res = await checkout(empty.client);
    expect(res.body.code).toBe(ErrorCode.BAD_INPUT);
    const { client, bookId } = await buyerWithBasket();
    await t.app.db
      .updateTable('books')
      .set({ state: 'draft' } as never)
      .where('open_id', '=', bookId)
      .execute();
    const gone = await checkout(client);
    expect(gone.body.code).toBe(ErrorCode.BAD_INPUT);
  });

  it('needs a signed-in user', async () => {
    const { browser } = await import('../helpers/factories');
    const anon = browser(t);
    const res = await anon.post(
      '/api/BookShop/Checkout',
      { Address: address, Acknowledged: true },
      { json: true },
    );
    expect(res.body.code).toBe(ErrorCode.NOT_LOGGED_IN);
    const list = await anon.post('/api/BookShop/PrintOrders', {});
    expect(list.body.code).toBe(ErrorCode.NOT_LOGGED_IN);
  });
});

describe('paying a print order (PRINT_BOOK)', () => {
  it('charges the server total, fulfils once under repeated webhooks, empties the basket', async () => {
    const { client, user } = await buyerWithBasket(2);
    // More copies of another format stay in the basket.
    const made = (await checkout(client)).body.result;
    const { orderNo, ref } = await pay(client, made.Number);
    const order = await client.post<{ TotalCents: number; PayItem: string }>(
      '/api/User/GetPayOrder',
      { OrderNo: orderNo },
    );
    expect(order.body.result).toMatchObject({ PayItem: 'PRINT_BOOK', TotalCents: made.TotalCents });

    const { raw, signature } = signedEvent(t, ref, 'paid');
    expect((await deliver(t, raw, signature)).statusCode).toBe(200);
    expect((await deliver(t, raw, signature)).statusCode).toBe(200);
    // A second, different event for the same payment changes nothing either.
    const second = signedEvent(t, ref, 'paid');
    await deliver(t, second.raw, second.signature);

    const list = await client.post<{ List: View[] }>('/api/BookShop/PrintOrders', {});
    expect(list.body.result.List).toHaveLength(1);
    expect(list.body.result.List[0]).toMatchObject({ State: 'reviewing', Number: made.Number });
    const basket = await client.post<unknown[]>('/api/BookShop/GetBasketItems');
    expect(basket.body.result).toEqual([]);
    const mails = (await outbox(t)).filter((m) => m.to.includes(user.email ?? '-'));
    expect(mails.filter((m) => m.subject.includes(`print order #${made.Number}`))).toHaveLength(1);
    // The payment's receipt names the item and has no "Accounts" row (members holds the print
    // order's number for this item).
    const receipt = mails.find((m) => m.subject.includes('receipt'));
    expect(receipt?.text).toContain('Printed book');
    expect(receipt?.text).not.toContain('Accounts');

    // Paid already: the same print order cannot be paid again.
    const twice = await client.post('/api/User/Pay', {
      PayChannel: 0,
      PayItem: 'PRINT_BOOK',
      Ammount: String(made.Number),
    });
    expect(twice.body.code).toBe(ErrorCode.CONFLICT);
  });

  it('keeps copies added to the basket after checkout', async () => {
    const { client, bookId } = await buyerWithBasket(1);
    const made = (await checkout(client)).body.result;
    await client.post('/api/BookShop/AddBasketItem', {
      BookId: bookId,
      Format: 'hardcover',
      Quantity: 2,
    });
    const { ref } = await pay(client, made.Number);
    const { raw, signature } = signedEvent(t, ref, 'paid');
    await deliver(t, raw, signature);
    const basket = await client.post<{ Quantity: number }[]>('/api/BookShop/GetBasketItems');
    expect(basket.body.result.map((l) => l.Quantity)).toEqual([2]);
  });

  it("refuses to pay another's print order, an unknown one, and a book made a draft since", async () => {
    const a = await buyerWithBasket();
    const made = (await checkout(a.client)).body.result;
    const b = await parent(t);
    const theirs = await b.client.post('/api/User/Pay', {
      PayChannel: 0,
      PayItem: 'PRINT_BOOK',
      Ammount: String(made.Number),
    });
    expect(theirs.body.code).toBe(ErrorCode.NOT_FOUND);
    const unknown = await a.client.post('/api/User/Pay', {
      PayChannel: 0,
      PayItem: 'PRINT_BOOK',
      Ammount: '99',
    });
    expect(unknown.body.code).toBe(ErrorCode.NOT_FOUND);
    const view = await b.client.post('/api/BookShop/PrintOrder', {
      PrintOrderId: made.PrintOrderId,
    });
    expect(view.body.code).toBe(ErrorCode.NOT_FOUND);
    const mine = await a.client.post<View>('/api/BookShop/PrintOrder', {
      PrintOrderId: made.PrintOrderId,
    });
    expect(mine.body.result.State).toBe('waiting');
    await t.app.db
      .updateTable('books')
      .set({ state: 'draft' } as never)
      .where('open_id', '=', a.bookId)
      .execute();
    const draft = await a.client.post('/api/User/Pay', {
      PayChannel: 0,
      PayItem: 'PRINT_BOOK',
      Ammount: String(made.Number),
    });
    expect(draft.body.code).toBe(ErrorCode.BAD_INPUT);
  });
});
