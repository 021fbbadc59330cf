import { ErrorCode, Message, PaymentErrorCode, PlanErrorCode } from '@storyloom/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCoupon } from '../../src/modules/payments/index';
import { membershipOf } from '../../src/modules/plans/index';
import type { TestApp } from '../helpers/app';
import { browser } from '../helpers/factories';
import { orderRowOf, parent, paymentsApp, planGrantsOf } from './helpers';

/**
 * The legacy direct card payment, POST /api/Pay/ChargeCard (SPEC §7, decision 073), in the
 * sandbox, on SQLite and PostgreSQL: the same order pipeline as /api/User/Pay (the server's
 * price, the same coupon rules, one fulfilment per order), code 1000 with the provider's text on
 * a decline (SPEC §8).
 */

let t: TestApp;
beforeAll(async () => {
  t = await paymentsApp();
  await createCoupon(
    t.app.db,
    { code: 'TENOFF', kind: 'percent', amount: 10, itemTypes: [], expiresAt: null, useLimit: null },
    t.clock.now(),
  );
});
afterAll(() => t.close());

interface Charged {
  OrderNo: string;
  Status: string;
  PlanOpenId: string;
}

const grants = (userId: string) => planGrantsOf(t, userId);
const orderRow = (orderNo: string) => orderRowOf(t, orderNo);

describe('POST /api/Pay/ChargeCard (the legacy direct card payment)', () => {
  it('a good test token pays the order at once and grants the plan; the same key again charges and grants nothing more', async () => {
    const buyer = await parent(t);
    const body = { StripeToken: 'tok_visa', PayItem: 'FAMILY_PLAN', Ammount: '4', Coupon: '' };
    const headers = { 'Idempotency-Key': 'charge-tab-1' };
    const first = await buyer.client.post<Charged>('/api/Pay/ChargeCard', body, { headers });
    expect(first.body.code).toBe(0);
    expect(first.body.result).toMatchObject({ Status: 'complete' });
    expect(first.body.result.PlanOpenId).toBeTruthy();
    const order = await orderRow(first.body.result.OrderNo);
    expect(order).toMatchObject({ channel: 0, provider: 'sandbox', total_cents: 6999, members: 4 });
    expect(order.provider_ref).toMatch(/^ch_sbx_/);
    const again = await Promise.all(
      Array.from({ length: 5 }, () =>
        buyer.client.post<Charged>('/api/Pay/ChargeCard', body, { headers }),
      ),
    );
    for (const a of again) expect(a.body.result).toEqual(first.body.result);
    expect(await grants(buyer.user.row.id)).toHaveLength(1);
    const m = await membershipOf(t.app.db, buyer.user.row.id, t.clock.now());
    expect(m.isMember).toBe(true);
    // One order for the key, one stored charge event.
    const orders = await t.app.db
      .selectFrom('orders')
      .select('id')
      .where('user_id', '=', buyer.user.row.id)
      .execute();
    expect(orders).toHaveLength(1);
  });

  it('prices from the pay item: a price sent as Ammount or extra data is not trusted', async () => {
    const buyer = await parent(t);
    const res = await buyer.client.post<Charged>('/api/Pay/ChargeCard', {
      StripeToken: 'tok_visa',
      PayItem: 'ONE_YEAR',
      Ammount: '0.01',
      Price: '0.01',
      Total: 1,
    });
    expect(res.body.code).toBe(0);
    const order = await orderRow(res.body.result.OrderNo);
    // A newcomer's first yearly plan: the server's introductory price, whatever was sent.
    expect(order.price_cents).toBeGreaterThan(1);
    expect(order.total_cents).toBe(order.price_cents);
    expect(order.members).toBe(1);
  });

  it('applies a coupon with the same validators, and refuses one on the monthly plan', async () => {
    const buyer = await parent(t);
    const ok = await buyer.client.post<Charged>('/api/Pay/ChargeCard', {
      StripeToken: 'tok_mastercard',
      PayItem: 'FAMILY_PLAN',
      Ammount: 5,
      Coupon: 'tenoff',
    });
    expect(ok.body.code).toBe(0);
    expect(await orderRow(ok.body.result.OrderNo)).toMatchObject({
      coupon_code: 'TENOFF',
      total_cents: 6299,
      state: 'complete',
    });
    const other = await parent(t);
    const monthly = await other.client.post('/api/Pay/ChargeCard', {
      StripeToken: 'tok_visa',
      PayItem: 'MONTHLY_PLAN',
      Coupon: 'TENOFF',
    });
    expect(monthly.body.code).toBe(PaymentErrorCode.COUPON_INVALID);
    expect(monthly.body.msg).toBe(Message.couponNotForMonthly);
    const bad = await other.client.post('/api/Pay/ChargeCard', {
      StripeToken: 'tok_visa',
      PayItem: 'FAMILY_PLAN',
      Ammount: '3',
      Coupon: 'NOPE',
    });
    expect(bad.body.code).toBe(PaymentErrorCode.COUPON_INVALID);
    expect(await grants(other.user.row.id)).toHaveLength(0);
  });

  it('a declined card answers code 1000 with the provider text; no plan; a new card then pays', async () => {
    const buyer = await parent(t);
    const headers = { 'Idempotency-Key': 'charge-decline-1' };
    const body = { StripeToken: 'tok_chargeDeclined', PayItem: 'FAMILY_PLAN', Ammount: '2' };
    const res = await buyer.client.post('/api/Pay/ChargeCard', body, { headers });
    expect(res.status).toBe(402);
    expect(res.body).toMatchObject({
      code: ErrorCode.PAY_FAILED,
      msg: Message.payFailed,
      result: 'Your card was declined.',
    });
    expect(await grants(buyer.user.row.id)).toHaveLength(0);
    const orders = await t.app.db
      .selectFrom('orders')
      .selectAll()
      .where('user_id', '=', buyer.user.row.id)
      .execute();
    expect(orders.map((o) => o.state)).toEqual(['failed']);

    const confirm = await buyer.client.post('/api/Pay/ChargeCard', {
      ...body,
      StripeToken: 'tok_threeDSecure2Required',
      RequestKey: 'charge-3ds-1',
    });
    expect(confirm.body.code).toBe(ErrorCode.PAY_FAILED);
    expect(String(confirm.body.result)).toMatch(/confirmed by its bank/);

    const unknown = await buyer.client.post('/api/Pay/ChargeCard', {
      ...body,
      StripeToken: 'tok_neverHeardOf',
    });
    expect(unknown.body).toMatchObject({
      code: ErrorCode.PAY_FAILED,
      result: "No such token: 'tok_neverHeardOf'",
    });

    // The declined order, tried again with a good card (same key): paid once.
    const paid = await buyer.client.post<Charged>(
      '/api/Pay/ChargeCard',
      { ...body, StripeToken: 'tok_visa' },
      { headers },
    );
    expect(paid.body.code).toBe(0);
    expect(paid.body.result.Status).toBe('complete');
    expect((await orderRow(paid.body.result.OrderNo)).attempts).toBe(2);
    expect(await grants(buyer.user.row.id)).toHaveLength(1);
  });

  it('bad input is a clear BAD_INPUT, never a 500; an unknown pay item is SPEC text', async () => {
    const buyer = await parent(t);
    for (const body of [
      { PayItem: 'FAMILY_PLAN', Ammount: '3' },
      { StripeToken: '', PayItem: 'FAMILY_PLAN', Ammount: '3' },
      { StripeToken: '<script>', PayItem: 'FAMILY_PLAN', Ammount: '3' },
      { StripeToken: 'tok_visa', PayItem: 'FAMILY_PLAN', Ammount: 'three' },
      { StripeToken: 'tok_visa', Ammount: '3' },
      { StripeToken: { id: 'tok_visa' }, PayItem: 'FAMILY_PLAN' },
    ]) {
      const res = await buyer.client.post('/api/Pay/ChargeCard', body);
      expect(res.status, JSON.stringify(body)).toBeLessThan(500);
      expect(res.body.code, JSON.stringify(body)).toBe(ErrorCode.BAD_INPUT);
    }
    const pkg = await buyer.client.post('/api/Pay/ChargeCard', {
      StripeToken: 'tok_visa',
      PayItem: 'GOLD_PLAN',
    });
    expect(pkg.body.code).toBe(PlanErrorCode.NO_SUCH_PACKAGE);
    expect(pkg.body.msg).toBe(Message.noSuchPackage);
    const family = await buyer.client.post('/api/Pay/ChargeCard', {
      StripeToken: 'tok_visa',
      PayItem: 'FAMILY_PLAN',
      Ammount: '6',
    });
    expect(family.body.msg).toBe(Message.familyPlanMembers);
    expect(await grants(buyer.user.row.id)).toHaveLength(0);
  });

  it('refuses a visitor without a session', async () => {
    const res = await browser(t).post('/api/Pay/ChargeCard', {
      StripeToken: 'tok_visa',
      PayItem: 'FAMILY_PLAN',
      Ammount: '3',
    });
    expect(res.body.code).toBe(ErrorCode.NOT_LOGGED_IN);
  });
});
