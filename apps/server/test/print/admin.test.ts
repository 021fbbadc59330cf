import { ErrorCode } from '@storyloom/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobsFor } from '../../src/platform/jobs/index';
import { approvedGallery, startBook } from '../books/helpers';
import type { TestApp } from '../helpers/app';
import type { TestClient } from '../helpers/client';
import { outbox, signedIn } from '../helpers/factories';
import { cardOrder, deliver, parent, paymentsApp, signedEvent } from '../payments/helpers';

/** Issue 20, the admin print queue (decision 048). */
let t: TestApp;
let art: { slug: string; artworkIds: string[] };
let admin: TestClient;
beforeAll(async () => {
  t = await paymentsApp();
  art = await approvedGallery(t, 1);
  admin = (await signedIn(t, { staffRole: 'admin' })).client;
});
afterAll(() => t.close());

const address = {
  Name: 'Mei Chen',
  Line1: '88 Queen St',
  City: 'Auckland',
  PostalCode: '1010',
  Country: 'NZ',
};

interface View {
  PrintOrderId: string;
  Number: number;
  State: string;
  Reason: string;
  Lines: { BookId: string }[];
}

/** A parent's paid print order of one hardcover of their own published book. */
async function paidOrder() {
  const s = await parent(t);
  const book = await startBook(s.client, 'flashfiction', art.slug);
  await t.app.db
    .updateTable('books')
    .set({ state: 'published' } as never)
    .where('open_id', '=', book.BookId)
    .execute();
  await s.client.post('/api/BookShop/AddBasketItem', { BookId: book.BookId, Format: 'hardcover' });
  const made = await s.client.post<View>(
    '/api/BookShop/Checkout',
    { Address: address, Acknowledged: true },
    { json: true },
  );
  const { ref, orderNo } = await cardOrder(s.client, {
    PayItem: 'PRINT_BOOK',
    Ammount: String(made.body.result.Number),
  });
  const { raw, signature } = signedEvent(t, ref, 'paid');
  await deliver(t, raw, signature);
  return { ...s, order: made.body.result, bookId: book.BookId, orderNo };
}

describe('the admin print queue', () => {
  it('is for admins with the second factor only', async () => {
    const { client, order } = await paidOrder();
    for (const [path, body] of [
      ['/api/Admin/PrintOrders', {}],
      ['/api/Admin/PrintOrder', { PrintOrderId: order.PrintOrderId }],
      ['/api/Admin/PrintOrderMove', { PrintOrderId: order.PrintOrderId, To: 'complete' }],
    ] as const) {
      const res = await client.post(path, body);
      expect(res.body.code, path).toBe(ErrorCode.NO_PERMISSION);
    }
    const moderator = (await signedIn(t, { staffRole: 'moderator' })).client;
    const res = await moderator.post('/api/Admin/PrintOrders', {});
    expect(res.body.code).toBe(ErrorCode.NO_PERMISSION);
    const file = await client.download(
      `/api/Admin/PrintOrderPdf/${order.PrintOrderId}/${order.Lines[0]?.BookId}`,
    );
    expect(file.status).toBe(403);
  });

  it('lists paid orders to review, makes the print-ready PDF and downloads it', async () => {
    const { order, bookId } = await paidOrder();
    const list = await admin.post<{ List: (View & { Buyer: string })[]; Total: number }>(
      '/api/Admin/PrintOrders',
      { State: 'reviewing', PageSize: 100 },
    );
    expect(list.body.code).toBe(0);
    expect(list.body.result.List.map((o) => o.PrintOrderId)).toContain(order.PrintOrderId);
    const one = await admin.post<{ State: string; Buyer: string; Files: { State: string }[] }>(
      '/api/Admin/PrintOrder',
      { PrintOrderId: order.PrintOrderId },
    );
    expect(one.body.result).toMatchObject({ State: 'reviewing', Files: [{ State: 'none' }] });
    expect(one.body.result.Buyer).toBeTruthy();

    const url = `/api/Admin/PrintOrderPdf/${order.PrintOrderId}/${bookId}`;
    expect((await admin.download(url)).status).toBe(404);
    const asked = await admin.post<{ State: string }>('/api/Admin/PrintOrderPdf', {
      PrintOrderId: order.PrintOrderId,
      BookId: bookId,
    });
    expect(asked.body.result.State).toBe('queued');
    await jobsFor(t.app).runDue();
    const file = await admin.download(url);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toContain('application/pdf');
    expect(file.data.subarray(0, 5).toString()).toBe('%PDF-');

    // A book not in this order is not there.
    const other = await admin.post('/api/Admin/PrintOrderPdf', {
      PrintOrderId: order.PrintOrderId,
      BookId: 'not-in-order',
    });
    expect(other.body.code).toBe(ErrorCode.NOT_FOUND);
  });

  it('moves an order on once, with a reason where one is needed, and emails the buyer', async () => {
    const a = await paidOrder();
    const noReason = await admin.post('/api/Admin/PrintOrderMove', {
      PrintOrderId: a.order.PrintOrderId,
      To: 'returned',
    });
    expect(noReason.body.code).toBe(ErrorCode.BAD_INPUT);
    const returned = await admin.post<View>('/api/Admin/PrintOrderMove', {
      PrintOrderId: a.order.PrintOrderId,
      To: 'returned',
      Reason: 'The cover picture is too small to print sharply.',
    });
    expect(returned.body.result).toMatchObject({
      State: 'returned',
      Reason: 'The cover picture is too small to print sharply.',
    });
    const again = await admin.post('/api/Admin/PrintOrderMove', {
      PrintOrderId: a.order.PrintOrderId,
      To: 'complete',
    });
    expect(again.body.code).toBe(ErrorCode.CONFLICT);
    const seen = await a.client.post<{ List: View[] }>('/api/BookShop/PrintOrders', {});
    expect(seen.body.result.List[0]).toMatchObject({ State: 'returned' });
    const mails = (await outbox(t)).filter((m) => m.to.includes(a.user.email ?? '-'));
    expect(mails.some((m) => m.subject.includes('needs a change'))).toBe(true);

    const b = await paidOrder();
    const done = await admin.post<View>('/api/Admin/PrintOrderMove', {
      PrintOrderId: b.order.PrintOrderId,
      To: 'complete',
    });
    expect(done.body.result.State).toBe('complete');
    const bMails = (await outbox(t)).filter((m) => m.to.includes(b.user.email ?? '-'));
    expect(bMails.some((m) => m.subject.includes('on its way'))).toBe(true);

    const c = await paidOrder();
    const failed = await admin.post<View>('/api/Admin/PrintOrderMove', {
      PrintOrderId: c.order.PrintOrderId,
      To: 'failed',
      Reason: 'The printer could not bind this book.',
    });
    expect(failed.body.result.State).toBe('failed');
  });

  it('refuses bad input and unknown orders, and an order still waiting for payment', async () => {
    for (const body of [
      { PrintOrderId: 'x', To: 'waiting' },
      { PrintOrderId: '', To: 'complete' },
      { To: 'complete' },
    ]) {
      const res = await admin.post('/api/Admin/PrintOrderMove', body);
      expect(res.body.code, JSON.stringify(body)).toBe(ErrorCode.BAD_INPUT);
    }
    const unknown = await admin.post('/api/Admin/PrintOrderMove', {
      PrintOrderId: 'no-such-order',
      To: 'complete',
    });
    expect(unknown.body.code).toBe(ErrorCode.NOT_FOUND);
    const list = await admin.post('/api/Admin/PrintOrders', { State: 'nope' });
    expect(list.body.code).toBe(ErrorCode.BAD_INPUT);

    const s = await parent(t);
    const book = await startBook(s.client, 'flashfiction', art.slug);
    await t.app.db
      .updateTable('books')
      .set({ state: 'private' } as never)
      .where('open_id', '=', book.BookId)
      .execute();
    await s.client.post('/api/BookShop/AddBasketItem', {
      BookId: book.BookId,
      Format: 'softcover',
    });
    const made = await s.client.post<View>(
      '/api/BookShop/Checkout',
      { Address: address, Acknowledged: true },
      { json: true },
    );
    const waiting = await admin.post('/api/Admin/PrintOrderMove', {
      PrintOrderId: made.body.result.PrintOrderId,
      To: 'complete',
    });
    expect(waiting.body.code).toBe(ErrorCode.CONFLICT);
  });

  it('a refund before printing takes the order out of the queue; after completion it stays', async () => {
    const a = await paidOrder();
    const refunded = await admin.post('/api/Admin/OrderRefund', {
      OrderNo: a.orderNo,
      Reason: 'Ordered twice.',
    });
    expect(refunded.body.code, JSON.stringify(refunded.body)).toBe(0);
    const seen = await a.client.post<{ List: View[] }>('/api/BookShop/PrintOrders', {});
    expect(seen.body.result.List[0]).toMatchObject({
      State: 'failed',
      Reason: 'The payment was refunded, so this order will not be printed.',
    });
    const move = await admin.post('/api/Admin/PrintOrderMove', {
      PrintOrderId: a.order.PrintOrderId,
      To: 'complete',
    });
    expect(move.body.code).toBe(ErrorCode.CONFLICT);

    const b = await paidOrder();
    await admin.post('/api/Admin/PrintOrderMove', {
      PrintOrderId: b.order.PrintOrderId,
      To: 'complete',
    });
    await admin.post('/api/Admin/OrderRefund', { OrderNo: b.orderNo, Reason: 'Damaged parcel.' });
    const bSeen = await b.client.post<{ List: View[] }>('/api/BookShop/PrintOrders', {});
    expect(bSeen.body.result.List[0]?.State).toBe('complete');
  });
});
