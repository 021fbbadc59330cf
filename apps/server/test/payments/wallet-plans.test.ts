import { ErrorCode as BaseCode, PaymentErrorCode } from '@storyloom/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/app';
import { signedIn } from '../helpers/factories';
import { deliver, orderRowOf, parent, paymentsApp, planGrantsOf, signedEvent } from './helpers';

/**
 * The wallet (pay channel 8) for every plan item on /buy (issue 17, decision 067): an order of
 * /api/User/Pay goes to the configured wallet provider (here the built-in sandbox wallet), is
 * approved or cancelled on the provider's page, comes back and is captured (orders) or polled
 * (subscriptions), and is fulfilled once however often it is captured or its event comes, on
 * SQLite and PostgreSQL. Nobody else captures it; bad input is refused, never a 500.
 */

const ErrorCode = { ...BaseCode, ...PaymentErrorCode };
let t: TestApp;
beforeAll(async () => {
  t = await paymentsApp();
});
afterAll(() => t.close());

const teacher = () => signedIn(t, { accountType: 2, birthday: '1984-03-03' });
type Client = Awaited<ReturnType<typeof teacher>>['client'];

const grantsOf = (userId: string) => planGrantsOf(t, userId);
const orderRow = (orderNo: string) => orderRowOf(t, orderNo);

/** The sandbox wallet's page, as the buyer's browser posts it. */
const walletPage = (ref: string, action: 'approve' | 'cancel') =>
  t.app.inject({
    method: 'POST',
    url: '/api/Pay/Sandbox/Checkout',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ session: ref, action }).toString(),
  });

const subscription = (item: string) => item === 'MONTHLY_PLAN' || item === 'ONE_YEAR';

/** A wallet order as /buy makes it: the success address captures or polls, by the item. */
async function walletOrder(client: Client, item: string, members: string) {
  const pay = await client.post<{ id: string }>('/api/User/Pay', {
    PayItem: item,
    Ammount: members,
    PayChannel: 8,
    successUrl: subscription(item) ? '/pay-callback?subscription=1' : '/pay-callback?capture=1',
    cancelUrl: '/pay-cancel',
  });
  expect(pay.body.code, JSON.stringify(pay.body)).toBe(0);
  const orderNo = pay.body.result.id;
  const session = await client.post<{ id: string; url: string }>('/api/Pay/MakePaySession', {
    id: orderNo,
  });
  expect(session.body.code).toBe(0);
  return { orderNo, ref: session.body.result.id, url: session.body.result.url };
}

const capture = (client: Client, id: string) =>
  client.post<{ Status: string }>('/api/Pay/capturePaypalOrder', { id });
const subscriptionStatus = (client: Client, orderID: string) =>
  client.post<{ Status: string }>('/api/Pay/checkPaypalSubscriptionStatus', { id: '', orderID });

describe('the wallet for every plan item (channel 8)', () => {
  it.each([
    ['MONTHLY_PLAN', '1', 399],
    ['ONE_YEAR', '1', 2999],
    ['FAMILY_PLAN', '3', 6999],
    ['SCHOOL_PLAN', '16', 12720],
  ])(
    '%s: approved, back, captured once; the plan is granted once',
    async (item, members, total) => {
      const buyer = item === 'FAMILY_PLAN' ? await parent(t) : await teacher();
      const { orderNo, ref, url } = await walletOrder(buyer.client, item, members);
      const row = await orderRow(orderNo);
      expect(row).toMatchObject({ channel: 8, provider: 'sandbox', state: 'waiting', item });
      // The price is the server's (a newcomer's first yearly plan has the introductory price).
      if (item !== 'ONE_YEAR') expect(row.total_cents).toBe(total);
      const page = await t.app.inject({ method: 'GET', url });
      expect(page.body).toContain('Approve payment');
      const approved = await walletPage(ref, 'approve');
      expect(approved.statusCode).toBe(303);
      expect(approved.headers.location).toBe(
        `/pay-callback?${subscription(item) ? 'subscription' : 'capture'}=1&id=${orderNo}`,
      );
      // The return page captures (orders) or polls (subscriptions); both answer complete.
      const captured = await capture(buyer.client, orderNo);
      expect(captured.body.result.Status).toBe('complete');
      const polled = await subscriptionStatus(buyer.client, orderNo);
      expect(polled.body.code).toBe(0);
      expect(polled.body.result.Status).toBe('complete');
      // Captured again (a reload of the return page, a second tab): nothing more is granted.
      const again = await Promise.all([0, 1, 2].map(() => capture(buyer.client, orderNo)));
      for (const r of again) expect(r.body.result.Status).toBe('complete');
      expect(await grantsOf(buyer.user.row.id)).toHaveLength(1);
      expect((await orderRow(orderNo)).plan_open_id).toBeTruthy();
    },
  );

  it('PLAN_ADD_MEMBER: more accounts of a school plan, by the wallet, added once', async () => {
    const buyer = await teacher();
    const first = await walletOrder(buyer.client, 'SCHOOL_PLAN', '20');
    await walletPage(first.ref, 'approve');
    expect((await capture(buyer.client, first.orderNo)).body.result.Status).toBe('complete');
    const more = await walletOrder(buyer.client, 'PLAN_ADD_MEMBER', '5');
    expect((await orderRow(more.orderNo)).total_cents).toBeGreaterThan(0);
    await walletPage(more.ref, 'approve');
    const paid = signedEvent(t, more.ref, 'paid');
    // The provider's event again, 20 times, with captures between: added once.
    await Promise.all([
      ...Array.from({ length: 20 }, () => deliver(t, paid.raw, paid.signature)),
      capture(buyer.client, more.orderNo),
      capture(buyer.client, more.orderNo),
    ]);
    expect(await grantsOf(buyer.user.row.id)).toHaveLength(2);
    const plan = await t.app.db
      .selectFrom('plans')
      .select('max_member')
      .where('open_id', '=', (await orderRow(more.orderNo)).plan_open_id as string)
      .executeTakeFirstOrThrow();
    expect(plan.max_member).toBe(25);
  });

  it('cancel on the wallet page: back to the cancel page, nothing charged or granted; paid later', async () => {
    const buyer = await parent(t);
    const { orderNo, ref } = await walletOrder(buyer.client, 'MONTHLY_PLAN', '1');
    const cancelled = await walletPage(ref, 'cancel');
    expect(cancelled.statusCode).toBe(303);
    expect(cancelled.headers.location).toBe(`/pay-cancel?id=${orderNo}`);
    expect((await capture(buyer.client, orderNo)).body.result.Status).toBe('waiting');
    const polled = await subscriptionStatus(buyer.client, orderNo);
    expect(polled.body.code).toBe(ErrorCode.PAY_PENDING);
    expect(await grantsOf(buyer.user.row.id)).toHaveLength(0);
    // Tried again from the pay step: a new session for the same order, approved this time.
    const retry = await buyer.client.post<{ id: string }>('/api/Pay/MakePaySession', {
      id: orderNo,
    });
    await walletPage(retry.body.result.id, 'approve');
    expect((await subscriptionStatus(buyer.client, orderNo)).body.code).toBe(0);
    expect(await grantsOf(buyer.user.row.id)).toHaveLength(1);
    // A late approval of the cancelled session's event changes nothing more.
    const late = signedEvent(t, ref, 'paid');
    await deliver(t, late.raw, late.signature);
    expect(await grantsOf(buyer.user.row.id)).toHaveLength(1);
  });

  it("another user's wallet order is neither opened, captured nor polled", async () => {
    const buyer = await parent(t);
    const other = await parent(t);
    const { orderNo, ref } = await walletOrder(buyer.client, 'FAMILY_PLAN', '2');
    await walletPage(ref, 'approve');
    for (const res of [
      await capture(other.client, orderNo),
      await subscriptionStatus(other.client, orderNo),
      await other.client.post('/api/Pay/MakePaySession', { id: orderNo }),
      await other.client.post('/api/Pay/CheckPayStatus', { id: orderNo }),
    ]) {
      expect(res.body.code).toBe(ErrorCode.NOT_FOUND);
    }
    expect(await grantsOf(other.user.row.id)).toHaveLength(0);
    expect((await capture(buyer.client, orderNo)).body.result.Status).toBe('complete');
  });

  it('refuses bad input: no 500, no order', async () => {
    const buyer = await parent(t);
    const before = await t.app.db
      .selectFrom('orders')
      .select('id')
      .where('user_id', '=', buyer.user.row.id)
      .execute();
    for (const body of [
      { PayItem: 'ONE_YEAR', PayChannel: 7 },
      { PayItem: 'ONE_YEAR', PayChannel: 'wallet' },
      { PayItem: '', PayChannel: 8 },
      { PayItem: 'ONE_YEAR', Ammount: 'x'.repeat(20), PayChannel: 8 },
      { PayItem: 'NOT_AN_ITEM', PayChannel: 8 },
      { PayItem: 'FAMILY_PLAN', Ammount: '9', PayChannel: 8 },
      { PayItem: 'FAMILY_PLAN', Ammount: '1', PayChannel: 8 },
      // A purchase order is only for schools (SPEC §5).
      { PayItem: 'ONE_YEAR', PayChannel: 9, fullName: 'A', schoolName: 'B' },
    ]) {
      const res = await buyer.client.post('/api/User/Pay', body);
      expect(res.body.code, JSON.stringify(body)).not.toBe(0);
      expect(res.body.code).not.toBe(ErrorCode.SERVER_ERROR);
      expect(res.status).toBeLessThan(500);
    }
    for (const [path, body] of [
      ['/api/Pay/capturePaypalOrder', {}],
      ['/api/Pay/capturePaypalOrder', { id: 'x'.repeat(65) }],
      ['/api/Pay/checkPaypalSubscriptionStatus', { id: 'x' }],
      ['/api/Pay/checkPaypalSubscriptionStatus', { orderID: '' }],
    ] as const) {
      const res = await buyer.client.post(path, body);
      expect(res.body.code, `${path} ${JSON.stringify(body)}`).toBe(ErrorCode.BAD_INPUT);
    }
    const unknown = await capture(buyer.client, 'NO-SUCH-ORDER');
    expect(unknown.body.code).toBe(ErrorCode.NOT_FOUND);
    const after = await t.app.db
      .selectFrom('orders')
      .select('id')
      .where('user_id', '=', buyer.user.row.id)
      .execute();
    expect(after).toHaveLength(before.length);
  });
});
