import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { membershipOf } from '../../src/modules/plans/index';
import { createTestApp, type TestApp } from '../helpers/app';
import { accountEnv, signedIn } from '../helpers/factories';
import { fakeStripe } from './fakes';
import { orderRowOf, parent } from './helpers';

/**
 * Refunds through Stripe (decision 042) against the local fake, on SQLite and PostgreSQL: an
 * admin's refund calls Stripe with the order's idempotency key; Stripe's `charge.refunded` event
 * (signed with `generateTestHeaderString`) refunds a paid order once, and finds an order an admin
 * already refunded unchanged.
 */

const whsec = 'whsec_test_refunds';
let stripeApi: Awaited<ReturnType<typeof fakeStripe>>;
let t: TestApp;
const stripe = new Stripe('sk_test_fake');

beforeAll(async () => {
  stripeApi = await fakeStripe();
  t = await createTestApp({
    env: {
      ...accountEnv,
      STRIPE_SECRET_KEY: 'sk_test_fake',
      STRIPE_WEBHOOK_SECRET: whsec,
      STRIPE_API_BASE: stripeApi.base,
    },
  });
});
afterAll(async () => {
  await t.close();
  await stripeApi.close();
});

type Client = Awaited<ReturnType<typeof parent>>['client'];

function stripeEvent(type: string, object: Record<string, unknown>) {
  const raw = JSON.stringify({
    id: `evt_${Math.random().toString(36).slice(2)}`,
    object: 'event',
    type,
    created: Math.floor(t.clock.now() / 1000),
    data: { object },
  });
  const signature = stripe.webhooks.generateTestHeaderString({
    payload: raw,
    secret: whsec,
    timestamp: Math.floor(t.clock.now() / 1000),
  });
  return { raw, signature };
}

const deliver = (e: { raw: string; signature: string }) =>
  t.app.inject({
    method: 'POST',
    url: '/api/Pay/Webhook/stripe',
    headers: { 'content-type': 'application/json', 'stripe-signature': e.signature },
    payload: e.raw,
  });

const orderRow = (orderNo: string) => orderRowOf(t, orderNo);

/** A family plan paid through Stripe: answers the order and its session. */
async function paid(client: Client) {
  const pay = await client.post<string>('/api/User/Pay', {
    PayItem: 'FAMILY_PLAN',
    Ammount: '4',
    PayChannel: 0,
  });
  const orderNo = pay.body.result;
  const session = await client.post<{ id: string }>('/api/Pay/MakePaySession', { id: orderNo });
  const ref = session.body.result.id;
  expect(
    (await deliver(stripeEvent('checkout.session.completed', stripeApi.pay(ref)))).statusCode,
  ).toBe(200);
  expect((await orderRow(orderNo)).state).toBe('complete');
  return { orderNo, session: stripeApi.sessions.get(ref) as Record<string, unknown> };
}

function refundedCharge(session: Record<string, unknown>, refunded = true) {
  return {
    id: `ch_${Math.random().toString(36).slice(2)}`,
    object: 'charge',
    amount: session.amount_total,
    amount_refunded: refunded ? session.amount_total : 100,
    currency: session.currency,
    refunded,
    payment_intent: session.payment_intent,
    metadata: session.metadata,
  };
}

describe('refunds through Stripe', () => {
  it("an admin's refund asks Stripe once with the order's key; Stripe's event after it changes nothing", async () => {
    const buyer = await parent(t);
    const { orderNo, session } = await paid(buyer.client);
    const { client } = await signedIn(t, { staffRole: 'admin' });
    const res = await client.post<{ State: string }>('/api/Admin/OrderRefund', {
      OrderNo: orderNo,
      Reason: 'Asked for a refund.',
    });
    expect(res.body.result.State).toBe('refunded');
    const row = await orderRow(orderNo);
    const refunds = stripeApi.requests.filter((r) => r.path === '/v1/refunds');
    const ours = refunds.filter((r) => r.headers['idempotency-key'] === `order:${row.id}:refund`);
    expect(ours).toHaveLength(1);
    expect(new URLSearchParams(ours[0]?.body).get('payment_intent')).toBe(session.payment_intent);
    const answer = await deliver(stripeEvent('charge.refunded', refundedCharge(session)));
    expect(JSON.parse(answer.body).result.outcome).toBe('ignored');
    expect((await orderRow(orderNo)).state).toBe('refunded');
  });

  it("Stripe's charge.refunded, sent 10 times, refunds once and ends the plan; a part refund does not", async () => {
    const buyer = await parent(t);
    const { orderNo, session } = await paid(buyer.client);
    const part = await deliver(stripeEvent('charge.refunded', refundedCharge(session, false)));
    // Stored and acknowledged, and about no order: a part refund is for an admin to look at.
    expect(JSON.parse(part.body).result.outcome).toBe('unknown-order');
    expect((await orderRow(orderNo)).state).toBe('complete');
    const full = stripeEvent('charge.refunded', refundedCharge(session));
    const answers = await Promise.all(Array.from({ length: 10 }, () => deliver(full)));
    const outcomes = answers.map((a) => JSON.parse(a.body).result.outcome);
    expect(outcomes.filter((o) => o === 'moved')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'duplicate')).toHaveLength(9);
    expect((await orderRow(orderNo)).state).toBe('refunded');
    const m = await membershipOf(t.app.db, buyer.user.row.id, t.clock.now());
    expect(m.isMember).toBe(false);
  });
});
