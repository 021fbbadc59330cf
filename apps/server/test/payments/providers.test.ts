import { ErrorCode, PaymentErrorCode } from '@storyloom/domain';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentsContext } from '../../src/modules/payments/context';
import { reconcileWaitingOrders } from '../../src/modules/payments/service/settle';
import { membershipOf } from '../../src/modules/plans/index';
import { createTestApp, type TestApp } from '../helpers/app';
import { accountEnv } from '../helpers/factories';
import { fakePayPal, fakeStripe } from './fakes';
import { orderRowOf, parent, planGrantsOf } from './helpers';

/**
 * The Stripe and PayPal adapters (decision 037) against local fakes: stripe-node pointed at a
 * fake by host and port, events signed with `stripe.webhooks.generateTestHeaderString`; PayPal's
 * REST calls and its signature verification answered by a fake. Nothing reaches the internet.
 */

const whsec = 'whsec_test_storyloom';
let stripeApi: Awaited<ReturnType<typeof fakeStripe>>;
let paypalApi: Awaited<ReturnType<typeof fakePayPal>>;
let t: TestApp;
const stripe = new Stripe('sk_test_fake');

beforeAll(async () => {
  stripeApi = await fakeStripe();
  paypalApi = await fakePayPal();
  t = await createTestApp({
    env: {
      ...accountEnv,
      STRIPE_SECRET_KEY: 'sk_test_fake',
      STRIPE_WEBHOOK_SECRET: whsec,
      STRIPE_API_BASE: stripeApi.base,
      PAYPAL_CLIENT_ID: 'client-fake',
      PAYPAL_CLIENT_SECRET: 'secret-fake',
      PAYPAL_API_BASE: paypalApi.base,
      PAYPAL_WEBHOOK_ID: 'WH-FAKE',
    },
  });
});
afterAll(async () => {
  await t.close();
  await stripeApi.close();
  await paypalApi.close();
});

type Client = Awaited<ReturnType<typeof parent>>['client'];

const grantsOf = (userId: string) => planGrantsOf(t, userId);
const orderRow = (orderNo: string) => orderRowOf(t, orderNo);

async function order(client: Client, body: Record<string, string | number>) {
  const pay = await client.post<string | { id: string }>('/api/User/Pay', body);
  expect(pay.body.code).toBe(0);
  const orderNo = typeof pay.body.result === 'string' ? pay.body.result : pay.body.result.id;
  const session = await client.post<{ id: string; url: string }>('/api/Pay/MakePaySession', {
    id: orderNo,
  });
  expect(session.body.code).toBe(0);
  return { orderNo, ref: session.body.result.id, url: session.body.result.url };
}

function shuffle<T>(list: T[]): T[] {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

function stripeEvent(type: string, object: Record<string, unknown>, secret = whsec) {
  const raw = JSON.stringify({
    id: `evt_${Math.random().toString(36).slice(2)}`,
    object: 'event',
    type,
    created: Math.floor(t.clock.now() / 1000),
    data: { object },
  });
  const signature = stripe.webhooks.generateTestHeaderString({
    payload: raw,
    secret,
    timestamp: Math.floor(t.clock.now() / 1000),
  });
  return { raw, signature };
}

const deliverStripe = (e: { raw: string; signature: string }) =>
  t.app.inject({
    method: 'POST',
    url: '/api/Pay/Webhook/stripe',
    headers: { 'content-type': 'application/json', 'stripe-signature': e.signature },
    payload: e.raw,
  });

describe('Stripe (stripe-node against a local fake)', () => {
  it('a card order makes a Checkout Session with the server price and an idempotency key', async () => {
    const { client } = await parent(t);
    const { orderNo, ref, url } = await order(client, {
      PayItem: 'FAMILY_PLAN',
      Ammount: '5',
      PayChannel: 0,
    });
    expect(ref).toMatch(/^cs_test_/);
    expect(url).toContain('checkout.stripe.test');
    const row = await orderRow(orderNo);
    expect(row.provider).toBe('stripe');
    const create = stripeApi.requests.find(
      (r) => r.path === '/v1/checkout/sessions' && r.body.includes(orderNo),
    );
    expect(create?.headers['idempotency-key']).toBe(`order:${row.id}:checkout:1`);
    const form = new URLSearchParams(create?.body);
    expect(form.get('mode')).toBe('payment');
    expect(form.get('line_items[0][price_data][unit_amount]')).toBe('6999');
    expect(form.get('success_url')).toBe(`http://storyloom.test/pay-callback?id=${orderNo}`);
  });

  it('monthly and yearly plans are subscriptions', async () => {
    const { client } = await parent(t);
    const { orderNo } = await order(client, { PayItem: 'MONTHLY_PLAN', PayChannel: 0 });
    const create = stripeApi.requests.find((r) => r.body.includes(orderNo));
    const form = new URLSearchParams(create?.body);
    expect(form.get('mode')).toBe('subscription');
    expect(form.get('line_items[0][price_data][recurring][interval]')).toBe('month');
    expect(form.get('subscription_data[metadata][order_no]')).toBe(orderNo);
  });

  it('completed 20 times and expired 20 times, shuffled: one fulfilment', async () => {
    const { client, user } = await parent(t);
    const { orderNo, ref } = await order(client, {
      PayItem: 'FAMILY_PLAN',
      Ammount: '3',
      PayChannel: 0,
    });
    const paid = stripeEvent('checkout.session.completed', stripeApi.pay(ref));
    const expired = stripeEvent('checkout.session.expired', {
      ...stripeApi.sessions.get(ref),
      status: 'expired',
      payment_status: 'unpaid',
    });
    const all = shuffle([...Array(20).fill(paid), ...Array(20).fill(expired)]);
    const results = await Promise.all(all.slice(0, 8).map(deliverStripe));
    for (const e of all.slice(8)) results.push(await deliverStripe(e));
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    const outcomes = results.map((r) => JSON.parse(r.body).result.outcome);
    expect(outcomes.filter((o) => o === 'duplicate')).toHaveLength(38);
    expect((await orderRow(orderNo)).state).toBe('complete');
    expect(await grantsOf(user.row.id)).toHaveLength(1);
    expect((await membershipOf(t.app.db, user.row.id, t.clock.now())).isMember).toBe(true);
  });

  it('a forged, unsigned or stale event is refused and changes nothing', async () => {
    const { client, user } = await parent(t);
    const { orderNo, ref } = await order(client, {
      PayItem: 'FAMILY_PLAN',
      Ammount: '2',
      PayChannel: 0,
    });
    const session = stripeApi.pay(ref);
    const forged = stripeEvent('checkout.session.completed', session, 'whsec_not_ours');
    const refused = await deliverStripe(forged);
    expect(refused.statusCode).not.toBe(200);
    expect(JSON.parse(refused.body).code).toBe(PaymentErrorCode.WEBHOOK_REFUSED);
    const genuine = stripeEvent('checkout.session.completed', session);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/Pay/Webhook/stripe',
      headers: { 'content-type': 'application/json' },
      payload: genuine.raw,
    });
    expect(unsigned.statusCode).not.toBe(200);
    t.clock.advance(10 * 60 * 1000);
    expect((await deliverStripe(genuine)).statusCode).not.toBe(200);
    t.clock.advance(-10 * 60 * 1000);
    expect((await orderRow(orderNo)).state).toBe('waiting');
    expect(await grantsOf(user.row.id)).toHaveLength(0);
    // A signed event whose amount is not the order total does not fulfil.
    const cheap = stripeEvent('checkout.session.completed', { ...session, amount_total: 1 });
    expect(JSON.parse((await deliverStripe(cheap)).body).result.outcome).toBe('amount-mismatch');
    expect(JSON.parse((await deliverStripe(genuine)).body).result.outcome).toBe('moved');
  });

  it('the nightly reconciliation settles a paid order whose event was lost', async () => {
    const { client, user } = await parent(t);
    const { orderNo, ref } = await order(client, {
      PayItem: 'FAMILY_PLAN',
      Ammount: '4',
      PayChannel: 0,
    });
    stripeApi.pay(ref);
    const ctx = paymentsContext(t.app);
    const early = await reconcileWaitingOrders(ctx);
    expect(early.moved ?? 0).toBe(0); // not yet an hour
    t.clock.advance(2 * 60 * 60 * 1000);
    const counts = await reconcileWaitingOrders(ctx);
    expect(counts.moved).toBeGreaterThanOrEqual(1);
    expect((await orderRow(orderNo)).state).toBe('complete');
    expect(await grantsOf(user.row.id)).toHaveLength(1);
    // Running it again changes nothing.
    await reconcileWaitingOrders(ctx);
    expect(await grantsOf(user.row.id)).toHaveLength(1);
  });

  it('a provider that does not answer is "busy, try again", not a 500', async () => {
    const { client } = await parent(t);
    const pay = await client.post<string>('/api/User/Pay', {
      PayItem: 'FAMILY_PLAN',
      Ammount: '2',
      PayChannel: 0,
    });
    await stripeApi.close();
    const session = await client.post('/api/Pay/MakePaySession', { id: pay.body.result });
    expect(session.status).toBe(503); // retryable, with the house's BUSY_RETRY envelope
    expect(session.body.code).toBe(ErrorCode.BUSY_RETRY);
    stripeApi = await fakeStripe().then((f) => f); // later tests get no Stripe; PayPal below
  }, 60_000);
});

const deliverPayPal = (raw: string, sig = 'good-signature') =>
  t.app.inject({
    method: 'POST',
    url: '/api/Pay/Webhook/paypal',
    headers: {
      'content-type': 'application/json',
      'paypal-auth-algo': 'SHA256withRSA',
      'paypal-cert-url': 'https://api.sandbox.paypal.test/v1/notifications/certs/CERT',
      'paypal-transmission-id': 'b2384410-f8d2-11e8-a5ab-6f2a4b0d6e27',
      'paypal-transmission-sig': sig,
      'paypal-transmission-time': new Date(t.clock.now()).toISOString(),
    },
    payload: raw,
  });

describe('PayPal (REST against a local fake)', () => {
  it('a wallet order is captured once after approval; its webhooks, 20 times shuffled, change nothing more', async () => {
    const { client, user } = await parent(t);
    const { orderNo, ref, url } = await order(client, {
      PayItem: 'FAMILY_PLAN',
      Ammount: '5',
      PayChannel: 8,
    });
    expect(url).toContain('paypal.test');
    const create = paypalApi.requests.find((r) => r.path === '/v2/checkout/orders');
    const row = await orderRow(orderNo);
    expect(row.provider).toBe('paypal');
    expect(create?.headers['paypal-request-id']).toBe(`order:${row.id}:checkout:1`);
    expect(JSON.parse(create?.body ?? '{}').purchase_units[0].amount).toEqual({
      currency_code: 'USD',
      value: '69.99',
    });
    // Not approved yet: capturing changes nothing.
    const early = await client.post<{ Status: string }>('/api/Pay/capturePaypalOrder', { id: ref });
    expect(early.body.result.Status).toBe('waiting');
    paypalApi.approve(ref);
    const captured = await client.post<{ Status: string }>('/api/Pay/capturePaypalOrder', {
      id: ref,
    });
    expect(captured.body.result.Status).toBe('complete');
    const captures = paypalApi.requests.filter((r) => r.path.endsWith('/capture'));
    expect(captures).toHaveLength(1);
    const again = await client.post<{ Status: string }>('/api/Pay/capturePaypalOrder', {
      id: orderNo,
    });
    expect(again.body.result.Status).toBe('complete');
    const capture = paypalApi.orders.get(ref)?.purchase_units[0]?.payments?.captures[0];
    const raw = JSON.stringify({
      id: 'WH-EVT-CAPTURE-1',
      event_type: 'PAYMENT.CAPTURE.COMPLETED',
      resource: { ...capture, supplementary_data: { related_ids: { order_id: ref } } },
    });
    const results = await Promise.all(shuffle(Array(20).fill(raw)).map((r) => deliverPayPal(r)));
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    expect(await grantsOf(user.row.id)).toHaveLength(1);
  });

  it('a forged PayPal event is refused', async () => {
    const { client, user } = await parent(t);
    const { orderNo, ref } = await order(client, {
      PayItem: 'FAMILY_PLAN',
      Ammount: '2',
      PayChannel: 8,
    });
    const raw = JSON.stringify({
      id: 'WH-EVT-FORGED',
      event_type: 'PAYMENT.CAPTURE.COMPLETED',
      resource: {
        id: 'CAPX',
        status: 'COMPLETED',
        custom_id: orderNo,
        amount: { currency_code: 'USD', value: '69.99' },
        supplementary_data: { related_ids: { order_id: ref } },
      },
    });
    const res = await deliverPayPal(raw, 'forged-signature');
    expect(res.statusCode).not.toBe(200);
    expect(JSON.parse(res.body).code).toBe(PaymentErrorCode.WEBHOOK_REFUSED);
    expect((await orderRow(orderNo)).state).toBe('waiting');
    expect(await grantsOf(user.row.id)).toHaveLength(0);
  });

  it('a monthly subscription is confirmed by the status poll once PayPal says active', async () => {
    const { client, user } = await parent(t);
    const { orderNo, ref } = await order(client, { PayItem: 'MONTHLY_PLAN', PayChannel: 8 });
    expect(ref).toMatch(/^I-/);
    const poll = () =>
      client.post<{ Status: string }>('/api/Pay/checkPaypalSubscriptionStatus', {
        id: ref,
        orderID: orderNo,
      });
    expect((await poll()).body.code).toBe(PaymentErrorCode.PAY_PENDING);
    paypalApi.activate(ref, '3.99');
    const polls = await Promise.all([poll(), poll(), poll()]);
    expect(polls.map((p) => p.body.code)).toEqual([0, 0, 0]);
    expect(await grantsOf(user.row.id)).toHaveLength(1);
    const plans = paypalApi.requests.filter((r) => r.path === '/v1/billing/plans');
    expect(JSON.parse(plans[0]?.body ?? '{}').billing_cycles[0].frequency.interval_unit).toBe(
      'MONTH',
    );
  });

  it("another user's order cannot be captured or polled", async () => {
    const { client } = await parent(t);
    const { orderNo, ref } = await order(client, {
      PayItem: 'FAMILY_PLAN',
      Ammount: '2',
      PayChannel: 8,
    });
    const other = await parent(t);
    for (const id of [orderNo, ref]) {
      const res = await other.client.post('/api/Pay/capturePaypalOrder', { id });
      expect(res.body.code).toBe(ErrorCode.NOT_FOUND);
    }
    const poll = await other.client.post('/api/Pay/checkPaypalSubscriptionStatus', {
      orderID: orderNo,
    });
    expect(poll.body.code).toBe(ErrorCode.NOT_FOUND);
  });
});
