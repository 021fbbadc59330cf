import { ErrorCode } from '@storyloom/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { membershipOf } from '../../src/modules/plans/index';
import type { TestApp } from '../helpers/app';
import { lastMailTo, outbox, signedIn } from '../helpers/factories';
import { cardOrder, deliver, parent, paymentsApp, signedEvent } from './helpers';

/**
 * Receipts by email and refunds (issue 17, decision 042), on SQLite and PostgreSQL: a receipt in
 * the buyer's language once an order completes; an admin's refund through the provider ends or
 * shortens what the order gave, once; the provider's refund event does the same, once however
 * often it comes; the order, its events and its grant stay as the record.
 */

let t: TestApp;
beforeAll(async () => {
  t = await paymentsApp();
});
afterAll(() => t.close());

type Client = Awaited<ReturnType<typeof parent>>['client'];
const admin = () => signedIn(t, { staffRole: 'admin' });
const yearMs = 365 * 24 * 60 * 60 * 1000;

async function paidFamilyPlan(client: Client): Promise<{ orderNo: string; ref: string }> {
  const { orderNo, ref } = await cardOrder(client);
  const { raw, signature } = signedEvent(t, ref, 'paid');
  expect((await deliver(t, raw, signature)).statusCode).toBe(200);
  return { orderNo, ref };
}

const orderOf = (orderNo: string) =>
  t.app.db
    .selectFrom('orders')
    .selectAll()
    .where('order_no', '=', orderNo)
    .executeTakeFirstOrThrow();
const member = (userId: string) => membershipOf(t.app.db, userId, t.clock.now());

describe('receipts by email', () => {
  it('goes to the buyer once the card payment completes, in their language, once', async () => {
    const buyer = await signedIn(t, {
      accountType: 0,
      isParent: true,
      birthday: '1980-02-02',
      language: 'es',
    });
    const { orderNo, ref } = await paidFamilyPlan(buyer.client);
    const receipt = await lastMailTo(t, buyer.user.email as string);
    expect(receipt.subject).toBe(`Tu recibo de Storyloom (${orderNo})`);
    expect(receipt.text).toContain('Plan familiar');
    expect(receipt.text).toContain('Total: 69.99 USD');
    expect(receipt.text).toContain('http://storyloom.test/account-orders');
    // The same event again: no second receipt.
    const again = signedEvent(t, ref, 'paid');
    await deliver(t, again.raw, again.signature);
    const mine = (await outbox(t)).filter((m) => m.subject.includes(orderNo));
    expect(mine).toHaveLength(1);
  });

  it('goes out when an admin marks a purchase order paid (English by default)', async () => {
    const buyer = await parent(t);
    const placed = await buyer.client.post<string>('/api/User/Pay', {
      PayItem: 'SCHOOL_PLAN',
      Ammount: '16',
      PayChannel: 9,
      fullName: 'Ada Lovelace',
      schoolName: 'Elm School',
    });
    const { client } = await admin();
    await client.post('/api/Admin/OrderMarkPaid', { OrderNo: placed.body.result });
    const receipt = await lastMailTo(t, buyer.user.email as string);
    expect(receipt.subject).toBe(`Your Storyloom receipt (${placed.body.result})`);
    expect(receipt.text).toContain('School plan');
    expect(receipt.text).toContain('Accounts: 16');
    expect(receipt.text).toContain('Total: 127.20 USD');
  });
});

describe('refunds by an admin', () => {
  it('refunds a complete order: the plan ends, the buyer reads it, an audit line; a second refund conflicts', async () => {
    const buyer = await parent(t);
    const { orderNo } = await paidFamilyPlan(buyer.client);
    expect((await member(buyer.user.row.id)).isMember).toBe(true);
    const { client } = await admin();
    const refunded = await client.post<{ State: string; Reason: string }>(
      '/api/Admin/OrderRefund',
      { OrderNo: orderNo, Reason: 'Bought twice by mistake.' },
    );
    expect(refunded.body.code).toBe(0);
    expect(refunded.body.result).toMatchObject({
      State: 'refunded',
      Reason: 'Bought twice by mistake.',
    });
    expect((await member(buyer.user.row.id)).isMember).toBe(false);
    const mine = await buyer.client.post<{ State: string }>('/api/User/GetPayOrder', {
      OrderNo: orderNo,
    });
    expect(mine.body.result.State).toBe('refunded');
    const again = await client.post('/api/Admin/OrderRefund', {
      OrderNo: orderNo,
      Reason: 'again',
    });
    expect(again.body.code).toBe(ErrorCode.CONFLICT);
    // The record stays: the order with its price, its events, the grant re-keyed as revoked.
    const order = await orderOf(orderNo);
    expect(order.total_cents).toBe(6999);
    const events = await t.app.db
      .selectFrom('payment_events')
      .selectAll()
      .where('order_id', '=', order.id)
      .execute();
    expect(events.length).toBeGreaterThan(0);
    const grants = await t.app.db
      .selectFrom('plan_grants')
      .select('key')
      .where('user_id', '=', buyer.user.row.id)
      .execute();
    expect(grants.map((g) => g.key)).toEqual([`revoked:order:${order.id}`]);
    const lines = await t.app.db
      .selectFrom('staff_audit')
      .selectAll()
      .where('target', '=', `order:${orderNo}`)
      .execute();
    expect(lines.map((l) => l.action)).toEqual(['order.refund']);
  });

  it('a refund of the second year takes only that year off the plan', async () => {
    const buyer = await parent(t);
    await paidFamilyPlan(buyer.client);
    const first = await member(buyer.user.row.id);
    const { orderNo } = await paidFamilyPlan(buyer.client);
    const extended = await member(buyer.user.row.id);
    expect(Date.parse(extended.membershipTime as string)).toBe(
      Date.parse(first.membershipTime as string) + yearMs,
    );
    const { client } = await admin();
    await client.post('/api/Admin/OrderRefund', { OrderNo: orderNo, Reason: 'One year only.' });
    const after = await member(buyer.user.row.id);
    expect(after.isMember).toBe(true);
    expect(after.membershipTime).toBe(first.membershipTime);
  });

  it('refuses an order not complete, an unknown order, bad input, and anyone but an admin', async () => {
    const buyer = await parent(t);
    const waiting = await cardOrder(buyer.client);
    const { client } = await admin();
    const notPaid = await client.post('/api/Admin/OrderRefund', {
      OrderNo: waiting.orderNo,
      Reason: 'x',
    });
    expect(notPaid.body.code).toBe(ErrorCode.CONFLICT);
    const none = await client.post('/api/Admin/OrderRefund', { OrderNo: 'nope', Reason: 'x' });
    expect(none.body.code).toBe(ErrorCode.NOT_FOUND);
    for (const body of [{ OrderNo: waiting.orderNo }, { OrderNo: '', Reason: 'x' }, {}]) {
      expect((await client.post('/api/Admin/OrderRefund', body)).body.code).toBe(
        ErrorCode.BAD_INPUT,
      );
    }
    const { orderNo } = await paidFamilyPlan(buyer.client);
    const moderator = await signedIn(t, { staffRole: 'moderator' });
    for (const who of [buyer.client, moderator.client]) {
      const res = await who.post('/api/Admin/OrderRefund', { OrderNo: orderNo, Reason: 'mine' });
      expect(res.body.code).toBe(ErrorCode.NO_PERMISSION);
    }
    expect((await orderOf(orderNo)).state).toBe('complete');
  });
});

describe("the provider's refund event", () => {
  it('refunds once however often it comes, and ends the plan', async () => {
    const buyer = await parent(t);
    const { orderNo, ref } = await paidFamilyPlan(buyer.client);
    const refund = signedEvent(t, ref, 'refunded');
    const events = [refund, refund, refund, signedEvent(t, ref, 'refunded')];
    const answers = await Promise.all(events.map((e) => deliver(t, e.raw, e.signature)));
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    const order = await orderOf(orderNo);
    expect(order.state).toBe('refunded');
    expect((await member(buyer.user.row.id)).isMember).toBe(false);
    // A late "paid" never brings a refunded order back.
    const late = signedEvent(t, ref, 'paid');
    await deliver(t, late.raw, late.signature);
    expect((await orderOf(orderNo)).state).toBe('refunded');
    expect((await member(buyer.user.row.id)).isMember).toBe(false);
  });

  it('changes nothing on an order that was never paid', async () => {
    const buyer = await parent(t);
    const { orderNo, ref } = await cardOrder(buyer.client);
    const refund = signedEvent(t, ref, 'refunded');
    await deliver(t, refund.raw, refund.signature);
    expect((await orderOf(orderNo)).state).toBe('waiting');
  });
});
