import { ErrorCode, Message } from '@storyloom/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { accountEnv, signedIn } from '../helpers/factories';
import { fakeStripe } from './fakes';
import { orderRowOf, parent, planGrantsOf } from './helpers';

/**
 * The legacy direct card payment through Stripe (decision 073) against the local fake, on
 * SQLite and PostgreSQL: the token becomes a PaymentMethod, one PaymentIntent is created and
 * confirmed with the order's idempotency key; Stripe's 402 card error is code 1000 with its
 * text; a direct charge is refunded by its PaymentIntent.
 */

let stripeApi: Awaited<ReturnType<typeof fakeStripe>>;
let t: TestApp;

beforeAll(async () => {
  stripeApi = await fakeStripe();
  t = await createTestApp({
    env: {
      ...accountEnv,
      STRIPE_SECRET_KEY: 'sk_test_fake',
      STRIPE_WEBHOOK_SECRET: 'whsec_test_charge',
      STRIPE_API_BASE: stripeApi.base,
    },
  });
});
afterAll(async () => {
  await t.close();
  await stripeApi.close();
});

const orderRow = (orderNo: string) => orderRowOf(t, orderNo);
const grants = (userId: string) => planGrantsOf(t, userId);
const intentCalls = () => stripeApi.requests.filter((r) => r.path === '/v1/payment_intents');

describe('the direct card payment through Stripe', () => {
  it('tells the web app that Stripe takes cards (its form names no sandbox token)', async () => {
    const res = await t.client().get<{ CardProvider: string }>('/api/Config/Public');
    expect(res.body).toMatchObject({ code: 0, result: { CardProvider: 'stripe' } });
  });

  it('creates and confirms one PaymentIntent at the server price with the order key; a repeat grants nothing more', async () => {
    const buyer = await parent(t);
    const before = intentCalls().length;
    const body = { StripeToken: 'tok_visa', PayItem: 'FAMILY_PLAN', Ammount: '3', Ammount2: '1' };
    const headers = { 'Idempotency-Key': 'stripe-charge-1' };
    const res = await buyer.client.post<{ OrderNo: string; Status: string }>(
      '/api/Pay/ChargeCard',
      body,
      { headers },
    );
    expect(res.body.code).toBe(0);
    expect(res.body.result.Status).toBe('complete');
    const order = await orderRow(res.body.result.OrderNo);
    expect(order).toMatchObject({ provider: 'stripe', total_cents: 6999, attempts: 1 });
    expect(order.provider_ref).toMatch(/^pi_/);
    const calls = intentCalls().slice(before);
    expect(calls).toHaveLength(1);
    const form = new URLSearchParams(calls[0]?.body);
    expect(form.get('amount')).toBe('6999');
    expect(form.get('confirm')).toBe('true');
    expect(form.get('metadata[order_no]')).toBe(order.order_no);
    expect(form.get('payment_method')).toMatch(/^pm_/);
    expect(calls[0]?.headers['idempotency-key']).toBe(`order:${order.id}:charge:1`);

    const again = await buyer.client.post('/api/Pay/ChargeCard', body, { headers });
    expect(again.body.code).toBe(0);
    expect(intentCalls().slice(before)).toHaveLength(1);
    expect(await grants(buyer.user.row.id)).toHaveLength(1);

    // An admin's refund of a direct charge refunds its PaymentIntent.
    const { client } = await signedIn(t, { staffRole: 'admin' });
    const refund = await client.post<{ State: string }>('/api/Admin/OrderRefund', {
      OrderNo: order.order_no,
      Reason: 'Asked for a refund.',
    });
    expect(refund.body.result.State).toBe('refunded');
    const refunds = stripeApi.requests.filter(
      (r) =>
        r.path === '/v1/refunds' && r.headers['idempotency-key'] === `order:${order.id}:refund`,
    );
    expect(refunds).toHaveLength(1);
    expect(new URLSearchParams(refunds[0]?.body).get('payment_intent')).toBe(order.provider_ref);
  });

  it("Stripe's decline is code 1000 with Stripe's text and no plan; an unknown token too", async () => {
    const buyer = await parent(t);
    const res = await buyer.client.post('/api/Pay/ChargeCard', {
      StripeToken: 'tok_chargeDeclined',
      PayItem: 'FAMILY_PLAN',
      Ammount: '2',
    });
    expect(res.body).toMatchObject({
      code: ErrorCode.PAY_FAILED,
      msg: Message.payFailed,
      result: 'Your card was declined.',
    });
    const unknown = await buyer.client.post('/api/Pay/ChargeCard', {
      StripeToken: 'tok_unknownCard',
      PayItem: 'ONE_YEAR',
    });
    expect(unknown.body).toMatchObject({
      code: ErrorCode.PAY_FAILED,
      result: "No such token: 'tok_unknownCard'",
    });
    const confirm = await buyer.client.post('/api/Pay/ChargeCard', {
      StripeToken: 'tok_threeDSecure2Required',
      PayItem: 'ONE_YEAR',
      RequestKey: 'stripe-3ds',
    });
    expect(confirm.body.code).toBe(ErrorCode.PAY_FAILED);
    expect(await grants(buyer.user.row.id)).toHaveLength(0);
    const states = await t.app.db
      .selectFrom('orders')
      .select(['state', 'item'])
      .where('user_id', '=', buyer.user.row.id)
      .orderBy('item')
      .execute();
    // Declined: failed. Waiting for the bank's confirmation: still waiting (payable by checkout).
    expect(states.map((s) => s.state).sort()).toEqual(['failed', 'failed', 'waiting']);
  });
});
