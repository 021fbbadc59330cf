import { ErrorCode } from '@storyloom/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { membershipOf } from '../../src/modules/plans/index';
import type { TestApp } from '../helpers/app';
import { signedIn } from '../helpers/factories';
import { cardOrder, deliver, parent, paymentsApp, signedEvent } from './helpers';

/**
 * Part refunds and coupons given back (issue 17, decision 054), on SQLite and PostgreSQL: an
 * admin refunds part of what remains (the order stays complete, the plan stays), the last part
 * or no amount ends what the order gave; more than remains, a subscription in parts, a non-admin
 * and bad input are refused; a fully refunded order's coupon use comes back.
 */

let t: TestApp;
beforeAll(async () => {
  t = await paymentsApp();
});
afterAll(() => t.close());

type Client = Awaited<ReturnType<typeof parent>>['client'];
const admin = () => signedIn(t, { staffRole: 'admin' });
const member = (userId: string) => membershipOf(t.app.db, userId, t.clock.now());

async function paid(client: Client, body?: Record<string, string | number>) {
  const { orderNo, ref } = await cardOrder(client, body);
  const { raw, signature } = signedEvent(t, ref, 'paid');
  expect((await deliver(t, raw, signature)).statusCode).toBe(200);
  return orderNo;
}

interface Refunded {
  State: string;
  Refunded: string;
  RefundedCents: number;
  Total: string;
}

describe('part refunds', () => {
  it('keep the order complete and the plan; the last part refunds it and ends the plan', async () => {
    const buyer = await parent(t);
    const orderNo = await paid(buyer.client);
    const { client } = await admin();
    const first = await client.post<Refunded>('/api/Admin/OrderRefund', {
      OrderNo: orderNo,
      Reason: 'One child left.',
      Amount: 20,
    });
    expect(first.body.result).toMatchObject({ State: 'complete', Refunded: '20.00' });
    expect((await member(buyer.user.row.id)).isMember).toBe(true);
    const tooMuch = await client.post('/api/Admin/OrderRefund', {
      OrderNo: orderNo,
      Reason: 'x',
      Amount: 50,
    });
    expect(tooMuch.body.code).toBe(ErrorCode.BAD_INPUT);
    const second = await client.post<Refunded>('/api/Admin/OrderRefund', {
      OrderNo: orderNo,
      Reason: 'Another child left.',
      Amount: '9.99',
    });
    expect(second.body.result).toMatchObject({ State: 'complete', Refunded: '29.99' });
    // The buyer's view keeps the order complete.
    const mine = await buyer.client.post<{ State: string }>('/api/User/GetPayOrder', {
      OrderNo: orderNo,
    });
    expect(mine.body.result.State).toBe('complete');
    const last = await client.post<Refunded>('/api/Admin/OrderRefund', {
      OrderNo: orderNo,
      Reason: 'The family closed the plan.',
      Amount: '40.00',
    });
    expect(last.body.result).toMatchObject({ State: 'refunded', Refunded: '69.99' });
    expect((await member(buyer.user.row.id)).isMember).toBe(false);
    const again = await client.post('/api/Admin/OrderRefund', {
      OrderNo: orderNo,
      Reason: 'x',
      Amount: 1,
    });
    expect(again.body.code).toBe(ErrorCode.CONFLICT);
    const audit = await t.app.db
      .selectFrom('staff_audit')
      .select('action')
      .where('target', '=', `order:${orderNo}`)
      .execute();
    expect(audit.map((a) => a.action).sort()).toEqual([
      'order.refund',
      'order.refund-part',
      'order.refund-part',
    ]);
  });

  it('a subscription is refunded in full only', async () => {
    const buyer = await parent(t);
    const orderNo = await paid(buyer.client, { PayItem: 'MONTHLY_PLAN' });
    const { client } = await admin();
    const part = await client.post('/api/Admin/OrderRefund', {
      OrderNo: orderNo,
      Reason: 'x',
      Amount: 1,
    });
    expect(part.body.code).toBe(ErrorCode.BAD_INPUT);
    const full = await client.post<Refunded>('/api/Admin/OrderRefund', {
      OrderNo: orderNo,
      Reason: 'Asked for a refund.',
      Amount: '3.99',
    });
    expect(full.body.result.State).toBe('refunded');
  });

  it('refuses a non-admin and bad amounts without a 500', async () => {
    const buyer = await parent(t);
    const orderNo = await paid(buyer.client);
    const denied = await buyer.client.post('/api/Admin/OrderRefund', {
      OrderNo: orderNo,
      Reason: 'mine',
      Amount: 10,
    });
    expect(denied.body.code).not.toBe(0);
    const { client } = await admin();
    for (const Amount of [0, -5, 'ten', 1.005, 2_000_000]) {
      const res = await client.post('/api/Admin/OrderRefund', {
        OrderNo: orderNo,
        Reason: 'x',
        Amount,
      });
      expect(res.body.code, String(Amount)).toBe(ErrorCode.BAD_INPUT);
    }
  });
});

describe('coupons given back', () => {
  it("a fully refunded order's coupon use comes back; a part refund keeps it", async () => {
    const { client } = await admin();
    const made = await client.post('/api/Admin/CouponCreate', {
      Code: 'ONCE-ONLY',
      Kind: 'percent',
      Amount: 10,
      UseLimit: 1,
    });
    expect(made.body.code).toBe(0);
    const coupon = async () =>
      (
        await t.app.db
          .selectFrom('coupons')
          .select('used_count')
          .where('code', '=', 'ONCE-ONLY')
          .executeTakeFirstOrThrow()
      ).used_count;
    const buyer = await parent(t);
    const orderNo = await paid(buyer.client, {
      PayItem: 'FAMILY_PLAN',
      Ammount: '2',
      Coupon: 'once-only',
    });
    expect(await coupon()).toBe(1);
    const other = await parent(t);
    const refused = await other.client.post('/api/User/Pay', {
      PayItem: 'FAMILY_PLAN',
      Ammount: '2',
      Coupon: 'ONCE-ONLY',
      PayChannel: 0,
    });
    expect(refused.body.code).not.toBe(0);
    await client.post('/api/Admin/OrderRefund', { OrderNo: orderNo, Reason: 'part', Amount: 5 });
    expect(await coupon()).toBe(1);
    await client.post('/api/Admin/OrderRefund', { OrderNo: orderNo, Reason: 'the rest' });
    expect(await coupon()).toBe(0);
    const now = await other.client.post('/api/User/Pay', {
      PayItem: 'FAMILY_PLAN',
      Ammount: '2',
      Coupon: 'ONCE-ONLY',
      PayChannel: 0,
    });
    expect(now.body.code).toBe(0);
  });

  it("the provider's own refund event gives the use back once, however often it comes", async () => {
    const { client } = await admin();
    await client.post('/api/Admin/CouponCreate', { Code: 'TWICE', Kind: 'fixed', Amount: 500 });
    const buyer = await parent(t);
    const { orderNo, ref } = await cardOrder(buyer.client, {
      PayItem: 'FAMILY_PLAN',
      Ammount: '2',
      Coupon: 'TWICE',
    });
    const paidEvent = signedEvent(t, ref, 'paid');
    await deliver(t, paidEvent.raw, paidEvent.signature);
    const refundedEvent = signedEvent(t, ref, 'refunded');
    for (let i = 0; i < 5; i += 1) await deliver(t, refundedEvent.raw, refundedEvent.signature);
    const row = await t.app.db
      .selectFrom('coupons')
      .select('used_count')
      .where('code', '=', 'TWICE')
      .executeTakeFirstOrThrow();
    expect(row.used_count).toBe(0);
    const order = await t.app.db
      .selectFrom('orders')
      .select(['state', 'refunded_cents', 'total_cents'])
      .where('order_no', '=', orderNo)
      .executeTakeFirstOrThrow();
    expect(order.state).toBe('refunded');
    expect(order.refunded_cents).toBe(order.total_cents);
  });
});
