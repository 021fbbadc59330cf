import { ErrorCode, printCancelledReason } from '@storyloom/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvedGallery, startBook } from '../books/helpers';
import type { TestApp } from '../helpers/app';
import type { TestClient } from '../helpers/client';
import { outbox, signedIn } from '../helpers/factories';
import { cardOrder, deliver, parent, paymentsApp, signedEvent } from '../payments/helpers';

/** Issue 20, decision 060: the buyer cancels a print order waiting for payment. */
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
  City: 'San Francisco',
  Region: 'CA',
  PostalCode: '94102',
  Country: 'US',
};

interface View {
  PrintOrderId: string;
  Number: number;
  State: string;
  Reason: string;
  ClosedTime: string;
}

/** A buyer with one print order waiting for payment (two hardcovers of their own book). */
async function waitingOrder() {
  const s = await parent(t);
  const book = await startBook(s.client, 'flashfiction', art.slug);
  await t.app.db
    .updateTable('books')
    .set({ state: 'published' } as never)
    .where('open_id', '=', book.BookId)
    .execute();
  await s.client.post('/api/BookShop/AddBasketItem', {
    BookId: book.BookId,
    Format: 'hardcover',
    Quantity: 2,
  });
  const made = await s.client.post<View>(
    '/api/BookShop/Checkout',
    { Address: address, Acknowledged: true },
    { json: true },
  );
  expect(made.body.code, JSON.stringify(made.body)).toBe(0);
  return { ...s, order: made.body.result };
}

const cancel = (client: TestClient, id: unknown) =>
  client.post<View>('/api/BookShop/CancelPrintOrder', { PrintOrderId: id }, { json: true });

describe('cancelling a print order', () => {
  it('the buyer cancels their unpaid order: it closes as failed and can no longer be paid', async () => {
    const { client, order } = await waitingOrder();
    const res = await cancel(client, order.PrintOrderId);
    expect(res.body.code, JSON.stringify(res.body)).toBe(0);
    expect(res.body.result).toMatchObject({ State: 'failed', Reason: printCancelledReason });
    expect(res.body.result.ClosedTime).toBeTruthy();
    const list = await client.post<{ List: View[] }>('/api/BookShop/PrintOrders', {});
    expect(list.body.result.List[0]).toMatchObject({ State: 'failed' });
    // Paying it is refused now; cancelling again is a conflict.
    const pay = await client.post('/api/User/Pay', {
      PayChannel: 0,
      PayItem: 'PRINT_BOOK',
      Ammount: String(order.Number),
    });
    expect(pay.body.code).toBe(ErrorCode.CONFLICT);
    expect((await cancel(client, order.PrintOrderId)).body.code).toBe(ErrorCode.CONFLICT);
    // Its books stay in the basket (they leave it only when an order is paid).
    const basket = await client.post<{ Count: number }>('/api/BookShop/GetBasketItems', {});
    expect(JSON.stringify(basket.body.result)).toContain('"Quantity":2');
  });

  it('another user cannot cancel it; unknown orders and bad input are refused', async () => {
    const { order } = await waitingOrder();
    const other = (await signedIn(t)).client;
    expect((await cancel(other, order.PrintOrderId)).body.code).toBe(ErrorCode.NOT_FOUND);
    expect((await cancel(other, 'no-such-order')).body.code).toBe(ErrorCode.NOT_FOUND);
    for (const bad of [undefined, '', 42, 'x'.repeat(65), { a: 1 }]) {
      const res = await cancel(other, bad);
      expect(res.body.code, JSON.stringify(bad)).toBe(ErrorCode.BAD_INPUT);
    }
    const anonymous = await t.client().post('/api/BookShop/CancelPrintOrder', {
      PrintOrderId: order.PrintOrderId,
    });
    expect(anonymous.body.code).not.toBe(0);
    const row = await t.app.db
      .selectFrom('print_orders')
      .select('state')
      .where('open_id', '=', order.PrintOrderId)
      .executeTakeFirstOrThrow();
    expect(row.state).toBe('waiting');
  });

  it('a paid order cannot be cancelled', async () => {
    const { client, order } = await waitingOrder();
    const { ref } = await cardOrder(client, {
      PayItem: 'PRINT_BOOK',
      Ammount: String(order.Number),
    });
    const { raw, signature } = signedEvent(t, ref, 'paid');
    expect((await deliver(t, raw, signature)).statusCode).toBe(200);
    const res = await cancel(client, order.PrintOrderId);
    expect(res.body.code).toBe(ErrorCode.CONFLICT);
    const view = await client.post<View>('/api/BookShop/PrintOrder', {
      PrintOrderId: order.PrintOrderId,
    });
    expect(view.body.result.State).toBe('reviewing');
  });

  it('a payment landing after the cancel is not fulfilled: marked for an admin to refund', async () => {
    const { client, order, user } = await waitingOrder();
    // The buyer opened the card window, then cancelled before the provider answered.
    const { ref, orderNo } = await cardOrder(client, {
      PayItem: 'PRINT_BOOK',
      Ammount: String(order.Number),
    });
    expect((await cancel(client, order.PrintOrderId)).body.code).toBe(0);
    const before = (await outbox(t)).length;
    const { raw, signature } = signedEvent(t, ref, 'paid');
    expect((await deliver(t, raw, signature)).statusCode).toBe(200);
    // Repeated delivery changes nothing either.
    expect((await deliver(t, raw, signature)).statusCode).toBe(200);
    const printOrder = await t.app.db
      .selectFrom('print_orders')
      .select(['state', 'reason', 'payment_order_id'])
      .where('open_id', '=', order.PrintOrderId)
      .executeTakeFirstOrThrow();
    expect(printOrder).toEqual({
      state: 'failed',
      reason: printCancelledReason,
      payment_order_id: null,
    });
    const payment = await t.app.db
      .selectFrom('orders')
      .select(['state', 'reason'])
      .where('order_no', '=', orderNo)
      .executeTakeFirstOrThrow();
    // The pipeline's rule for what can no longer be given: complete (the money came), with
    // "fulfilment refused" telling an admin to refund it.
    expect(payment.state).toBe('complete');
    expect(payment.reason).toMatch(/^fulfilment refused/);
    // No "paid, now reviewing" email for a cancelled order.
    const mails = (await outbox(t)).slice(before);
    expect(
      mails.some((m) => m.subject.includes(`We received your print order #${order.Number}`)),
    ).toBe(false);
    expect(user.email).toBeTruthy();
    // The basket keeps its books.
    const basket = await client.post('/api/BookShop/GetBasketItems', {});
    expect(JSON.stringify(basket.body.result)).toContain('"Quantity":2');
  });
});
