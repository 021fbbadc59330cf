import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { membershipOf } from '../../src/modules/plans/index';
import { createTestApp, type TestApp } from '../helpers/app';
import { accountEnv, signedIn } from '../helpers/factories';
import { fakePayPal } from './fakes';
import { orderRowOf, parent } from './helpers';

/**
 * PayPal refunds (issue 17, decision 054) against the local fake: PAYMENT.CAPTURE.REFUNDED is a
 * hint - the capture it points to ("up") is asked - so a full refund (from PayPal's dashboard or
 * after an admin's) refunds the order once however often and in whatever order the event comes,
 * and a part refund changes nothing; an admin's part refund sends the amount to PayPal.
 */

let paypalApi: Awaited<ReturnType<typeof fakePayPal>>;
let t: TestApp;

beforeAll(async () => {
  paypalApi = await fakePayPal();
  t = await createTestApp({
    env: {
      ...accountEnv,
      PAYPAL_CLIENT_ID: 'client-fake',
      PAYPAL_CLIENT_SECRET: 'secret-fake',
      PAYPAL_API_BASE: paypalApi.base,
      PAYPAL_WEBHOOK_ID: 'WH-FAKE',
    },
  });
});
afterAll(async () => {
  await t.close();
  await paypalApi.close();
});

type Client = Awaited<ReturnType<typeof parent>>['client'];
const admin = () => signedIn(t, { staffRole: 'admin' });
const orderRow = (orderNo: string) => orderRowOf(t, orderNo);
const member = (userId: string) => membershipOf(t.app.db, userId, t.clock.now());

function shuffle<T>(list: T[]): T[] {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(Math.random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

const deliver = (raw: string, sig = 'good-signature') =>
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

/** A family plan paid through PayPal (approved, captured). */
async function paidWallet(client: Client) {
  const pay = await client.post<{ id: string }>('/api/User/Pay', {
    PayItem: 'FAMILY_PLAN',
    Ammount: '3',
    PayChannel: 8,
  });
  const orderNo = pay.body.result.id;
  const session = await client.post<{ id: string }>('/api/Pay/MakePaySession', { id: orderNo });
  const ref = session.body.result.id;
  paypalApi.approve(ref);
  const captured = await client.post<{ Status: string }>('/api/Pay/capturePaypalOrder', {
    id: ref,
  });
  expect(captured.body.result.Status).toBe('complete');
  const capture = paypalApi.orders.get(ref)?.purchase_units[0]?.payments?.captures[0];
  if (!capture) throw new Error('no capture');
  return { orderNo, ref, capture };
}

/** PayPal's refund event: the refund resource, pointing "up" at its capture. */
function refundEvent(id: string, captureId: string, value: string) {
  return JSON.stringify({
    id,
    event_type: 'PAYMENT.CAPTURE.REFUNDED',
    resource: {
      id: `RF-${id}`,
      status: 'COMPLETED',
      amount: { currency_code: 'USD', value },
      links: [{ rel: 'up', href: `${paypalApi.base}/v2/payments/captures/${captureId}` }],
    },
  });
}

/** Refunds at PayPal itself (its dashboard), as the fake's API does. */
async function refundAtPayPal(captureId: string, value?: string) {
  const token = await fetch(`${paypalApi.base}/v1/oauth2/token`, {
    method: 'POST',
    headers: { authorization: 'Basic x', 'content-type': 'application/x-www-form-urlencoded' },
    body: 'grant_type=client_credentials',
  });
  expect(token.status).toBe(200);
  const res = await fetch(`${paypalApi.base}/v2/payments/captures/${captureId}/refund`, {
    method: 'POST',
    headers: { authorization: 'Bearer A21AA-fake', 'content-type': 'application/json' },
    body: JSON.stringify(value ? { amount: { currency_code: 'USD', value } } : {}),
  });
  expect(res.status).toBe(201);
}

describe('PayPal PAYMENT.CAPTURE.REFUNDED', () => {
  it('a part refund at PayPal changes nothing; the full refund, 20 times shuffled, refunds once', async () => {
    const { client, user } = await parent(t);
    const { orderNo, capture } = await paidWallet(client);
    expect((await member(user.row.id)).isMember).toBe(true);

    await refundAtPayPal(capture.id, '10.00');
    const part = await deliver(refundEvent('WH-RF-PART', capture.id, '10.00'));
    expect(part.statusCode).toBe(200);
    expect((await orderRow(orderNo)).state).toBe('complete');
    expect((await member(user.row.id)).isMember).toBe(true);

    await refundAtPayPal(capture.id, '59.99');
    const raw = refundEvent('WH-RF-FULL', capture.id, '59.99');
    const others = [refundEvent('WH-RF-FULL-2', capture.id, '59.99')];
    const all = shuffle([
      ...Array(20).fill(raw),
      ...others,
      refundEvent('WH-RF-PART', capture.id, '10.00'),
    ]);
    const results = await Promise.all(all.map((r) => deliver(r)));
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    const row = await orderRow(orderNo);
    expect(row.state).toBe('refunded');
    expect(row.refunded_cents).toBe(row.total_cents);
    expect((await member(user.row.id)).isMember).toBe(false);
    const grants = await t.app.db
      .selectFrom('plan_grants')
      .select('key')
      .where('user_id', '=', user.row.id)
      .execute();
    expect(grants.map((g) => g.key)).toEqual([`revoked:order:${row.id}`]);
    const events = await t.app.db
      .selectFrom('payment_events')
      .select(['event_id', 'outcome'])
      .where('provider', '=', 'paypal')
      .where('event_id', 'like', 'WH-RF-%')
      .execute();
    expect(events.filter((e) => e.outcome === 'moved')).toHaveLength(1);
  });

  it('a forged refund event is refused and changes nothing', async () => {
    const { client } = await parent(t);
    const { orderNo, capture } = await paidWallet(client);
    const res = await deliver(refundEvent('WH-RF-FORGED', capture.id, '69.99'), 'forged');
    expect(res.statusCode).not.toBe(200);
    expect((await orderRow(orderNo)).state).toBe('complete');
  });

  it("an admin's part refund sends the amount to PayPal; the rest ends the plan", async () => {
    const { client, user } = await parent(t);
    const { orderNo, capture } = await paidWallet(client);
    const staff = await admin();
    const part = await staff.client.post<{ State: string; Refunded: string }>(
      '/api/Admin/OrderRefund',
      { OrderNo: orderNo, Reason: 'One child left the plan.', Amount: '20.00' },
    );
    expect(part.body.result).toMatchObject({ State: 'complete', Refunded: '20.00' });
    const sent = paypalApi.requests.filter(
      (r) => r.path === `/v2/payments/captures/${capture.id}/refund`,
    );
    expect(JSON.parse(sent.at(-1)?.body ?? '{}')).toEqual({
      amount: { value: '20.00', currency_code: 'USD' },
    });
    expect((await member(user.row.id)).isMember).toBe(true);
    const rest = await staff.client.post<{ State: string; Refunded: string }>(
      '/api/Admin/OrderRefund',
      { OrderNo: orderNo, Reason: 'The family closed the plan.' },
    );
    expect(rest.body.result).toMatchObject({ State: 'refunded', Refunded: '69.99' });
    expect(paypalApi.orders.size).toBeGreaterThan(0);
    expect((await member(user.row.id)).isMember).toBe(false);
    // PayPal's own event for it afterwards: nothing more.
    const late = await deliver(refundEvent('WH-RF-LATE', capture.id, '49.99'));
    expect(late.statusCode).toBe(200);
    expect((await orderRow(orderNo)).state).toBe('refunded');
  });
});
