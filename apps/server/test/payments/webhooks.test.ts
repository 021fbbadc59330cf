import { ErrorCode, PaymentErrorCode } from '@storyloom/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { membershipOf } from '../../src/modules/plans/index';
import type { TestApp } from '../helpers/app';
import { signedIn } from '../helpers/factories';
import { cardOrder, deliver, parent, paymentsApp, planGrantsOf, signedEvent } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await paymentsApp();
});
afterAll(() => t.close());

const grantsOf = (userId: string) => planGrantsOf(t, userId);
const status = async (client: Awaited<ReturnType<typeof parent>>['client'], id: string) =>
  (await client.post<{ Status: string; PlanOpenId: string }>('/api/Pay/CheckPayStatus', { id }))
    .body.result;

function shuffle<T>(list: T[]): T[] {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

describe('the webhook pipeline (guides/payments.md)', () => {
  it('each event 20 times, shuffled with a late failure: exactly one fulfilment', async () => {
    const { client, user } = await parent(t);
    const { orderNo, ref } = await cardOrder(client);
    const paid = signedEvent(t, ref, 'paid');
    const failed = signedEvent(t, ref, 'failed');
    const deliveries = shuffle([
      ...Array.from({ length: 20 }, () => paid),
      ...Array.from({ length: 20 }, () => failed),
    ]);
    // Some at once, some one after another, as a provider's retries arrive.
    const results = await Promise.all(
      deliveries.slice(0, 10).map((d) => deliver(t, d.raw, d.signature)),
    );
    for (const d of deliveries.slice(10)) results.push(await deliver(t, d.raw, d.signature));
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    const outcomes = results.map((r) => JSON.parse(r.body).result.outcome as string);
    expect(outcomes.filter((o) => o === 'duplicate')).toHaveLength(38);

    const grants = await grantsOf(user.row.id);
    expect(grants).toHaveLength(1);
    const state = await status(client, orderNo);
    // The paid event wins whenever it came; a failure after it changes nothing.
    expect(state.Status).toBe('complete');
    expect(state.PlanOpenId).toBeTruthy();
    const m = await membershipOf(t.app.db, user.row.id, t.clock.now());
    expect(m.isMember).toBe(true);
    expect(m.plans).toHaveLength(1);
  });

  it('a forged or stale signature is refused and changes nothing', async () => {
    const { client, user } = await parent(t);
    const { orderNo, ref } = await cardOrder(client);
    const paid = signedEvent(t, ref, 'paid');
    const forged = await deliver(t, paid.raw.replace('"paid"', '"paid" '), paid.signature);
    expect(forged.statusCode).not.toBe(200);
    expect(JSON.parse(forged.body).code).toBe(PaymentErrorCode.WEBHOOK_REFUSED);
    const unsigned = await deliver(t, paid.raw, 't=1,v1=00');
    expect(unsigned.statusCode).not.toBe(200);
    t.clock.advance(10 * 60 * 1000);
    const stale = await deliver(t, paid.raw, paid.signature);
    t.clock.advance(-10 * 60 * 1000);
    expect(stale.statusCode).not.toBe(200);
    expect((await status(client, orderNo)).Status).toBe('waiting');
    expect(await grantsOf(user.row.id)).toHaveLength(0);
    // The refused deliveries were not stored: the genuine one still counts.
    const genuine = await deliver(t, paid.raw, paid.signature);
    expect(JSON.parse(genuine.body).result.outcome).toBe('moved');
  });

  it('an event whose amount is not the order total does not fulfil', async () => {
    const { client, user } = await parent(t);
    const { orderNo, ref } = await cardOrder(client);
    const cheap = signedEvent(t, ref, 'paid', { amountCents: 1 });
    const res = await deliver(t, cheap.raw, cheap.signature);
    expect(JSON.parse(res.body).result.outcome).toBe('amount-mismatch');
    expect((await status(client, orderNo)).Status).toBe('waiting');
    expect(await grantsOf(user.row.id)).toHaveLength(0);
  });

  it('a failed payment can be retried and then completes once', async () => {
    const { client, user } = await parent(t);
    const { orderNo, ref } = await cardOrder(client);
    const failed = signedEvent(t, ref, 'failed');
    await deliver(t, failed.raw, failed.signature);
    expect((await status(client, orderNo)).Status).toBe('failed');
    const retry = await client.post<{ id: string }>('/api/Pay/MakePaySession', { id: orderNo });
    const paid = signedEvent(t, retry.body.result.id, 'paid');
    await deliver(t, paid.raw, paid.signature);
    expect((await status(client, orderNo)).Status).toBe('complete');
    expect(await grantsOf(user.row.id)).toHaveLength(1);
    const again = await client.post('/api/Pay/MakePaySession', { id: orderNo });
    expect(again.body.code).toBe(ErrorCode.CONFLICT);
  });
});

describe('the sandbox checkout page', () => {
  const form = (ref: string, fields: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/Pay/Sandbox/Checkout',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ session: ref, ...fields }).toString(),
    });

  it('the success card pays: a signed event reaches the webhook and the plan is granted', async () => {
    const { client, user } = await parent(t);
    const { orderNo, ref, url } = await cardOrder(client);
    const page = await t.app.inject({ method: 'GET', url });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('69.99 USD');
    const paid = await form(ref, { action: 'pay', card: '4242 4242 4242 4242' });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`/pay-callback?id=${encodeURIComponent(orderNo)}`);
    expect((await status(client, orderNo)).Status).toBe('complete');
    const m = await membershipOf(t.app.db, user.row.id, t.clock.now());
    expect(m.plans[0]).toMatchObject({ Type: 0, IsManager: true });
  });

  it('the decline card fails the order; cancel returns to the cancel page; the confirm card asks first', async () => {
    const { client } = await parent(t);
    const a = await cardOrder(client);
    await form(a.ref, { action: 'pay', card: '4000000000000002' });
    expect((await status(client, a.orderNo)).Status).toBe('failed');

    const b = await cardOrder(client);
    const cancelled = await form(b.ref, { action: 'cancel' });
    expect(cancelled.headers.location).toBe(`/pay-cancel?id=${encodeURIComponent(b.orderNo)}`);
    expect((await status(client, b.orderNo)).Status).toBe('waiting');

    const c = await cardOrder(client);
    const ask = await form(c.ref, { action: 'pay', card: '4000002760003184' });
    expect(ask.body).toContain('Complete authentication');
    await form(c.ref, { action: 'confirm-ok' });
    expect((await status(client, c.orderNo)).Status).toBe('complete');

    const unknown = await form(c.ref, { action: 'pay', card: '1234' });
    expect(unknown.body).toContain('not a sandbox test card');
  });

  it('a made-up session is refused', async () => {
    const page = await t.app.inject({
      method: 'GET',
      url: '/api/Pay/Sandbox/Checkout?session=cs_sbx_abc.0123',
    });
    expect(page.statusCode).toBe(404);
    const post = await form('cs_sbx_abc.0123', { action: 'pay', card: '4242424242424242' });
    expect(post.statusCode).toBe(404);
    expect(JSON.parse(post.body).code).toBe(ErrorCode.NOT_FOUND);
    const junk = await t.app.inject({
      method: 'POST',
      url: '/api/Pay/Sandbox/Checkout',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(JSON.parse(junk.body).code).toBe(ErrorCode.BAD_INPUT);
  });

  it('a student cannot see the order of another', async () => {
    const owner = await parent(t);
    const { orderNo } = await cardOrder(owner.client);
    const other = await signedIn(t, { accountType: 1 });
    const res = await other.client.post('/api/Pay/CheckPayStatus', { id: orderNo });
    expect(res.body.code).toBe(ErrorCode.NOT_FOUND);
  });
});
