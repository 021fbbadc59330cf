import { ErrorCode, Message, PaymentErrorCode, PlanErrorCode } from '@storyloom/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCoupon } from '../../src/modules/payments/index';
import type { TestApp } from '../helpers/app';
import { browser, signedIn } from '../helpers/factories';
import { cardOrder, parent, paymentsApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await paymentsApp();
  const now = t.clock.now();
  const coupon = (code: string, kind: 'percent' | 'fixed', amount: number, extra = {}) =>
    createCoupon(
      t.app.db,
      { code, kind, amount, itemTypes: [], expiresAt: null, useLimit: null, ...extra },
      now,
    );
  await coupon('TENOFF', 'percent', 10);
  await coupon('HUGE', 'fixed', 100000);
  await coupon('OLD', 'percent', 10, { expiresAt: now - 1 });
  await coupon('SCHOOLONLY', 'percent', 10, { itemTypes: ['SCHOOL_PLAN'] });
});
afterAll(() => t.close());

interface OrderView {
  OrderNo: string;
  State: string;
  Total: string;
  TotalCents: number;
  Discount: string;
  PayItem: string;
}

describe('POST /api/User/Pay (order creation)', () => {
  it('creates a card order at the server price, whatever the client sends', async () => {
    const { client } = await parent(t);
    const res = await client.post<string>('/api/User/Pay', {
      PayItem: 'FAMILY_PLAN',
      Ammount: '4',
      PayChannel: 0,
      Price: '0.01',
      Total: '1',
    });
    expect(res.body.code).toBe(0);
    const order = await client.post<OrderView>('/api/User/GetPayOrder', {
      OrderNo: res.body.result,
    });
    expect(order.body.result).toMatchObject({ State: 'waiting', Total: '69.99', TotalCents: 6999 });
  });

  it('a wallet order answers an object with id; the same idempotency key the same order', async () => {
    const { client } = await parent(t);
    const body = { PayItem: 'FAMILY_PLAN', Ammount: '3', PayChannel: 8 };
    const headers = { 'Idempotency-Key': 'tab-1-attempt-1' };
    const a = await client.post<{ id: string }>('/api/User/Pay', body, { headers });
    const b = await client.post<{ id: string }>('/api/User/Pay', body, { headers });
    expect(a.body.result.id).toBeTruthy();
    expect(b.body.result.id).toBe(a.body.result.id);
    const list = await client.post<OrderView[]>('/api/User/GetPayOrder', {});
    expect(list.body.result).toHaveLength(1);
  });

  it('applies a coupon; refuses a coupon over the price, an unknown one and one on the monthly plan', async () => {
    const { client } = await parent(t);
    const ok = await client.post<string>('/api/User/Pay', {
      PayItem: 'FAMILY_PLAN',
      Ammount: '5',
      PayChannel: 0,
      Coupon: 'tenoff',
    });
    const order = await client.post<OrderView>('/api/User/GetPayOrder', {
      OrderNo: ok.body.result,
    });
    expect(order.body.result).toMatchObject({ Total: '62.99', Discount: '7.00' });

    const huge = await client.post('/api/User/Pay', {
      PayItem: 'FAMILY_PLAN',
      Ammount: '5',
      PayChannel: 0,
      Coupon: 'HUGE',
    });
    expect(huge.body.code).toBe(PaymentErrorCode.TOTAL_NOT_ABOVE_ZERO);
    expect(huge.body.msg).toBe(Message.totalAboveZero);

    for (const Coupon of ['NOPE', 'OLD', 'SCHOOLONLY']) {
      const bad = await client.post('/api/User/Pay', {
        PayItem: 'FAMILY_PLAN',
        Ammount: '5',
        PayChannel: 0,
        Coupon,
      });
      expect(bad.body.code).toBe(PaymentErrorCode.COUPON_INVALID);
    }
    const monthly = await client.post('/api/User/Pay', {
      PayItem: 'MONTHLY_PLAN',
      PayChannel: 0,
      Coupon: 'TENOFF',
    });
    expect(monthly.body.msg).toBe(Message.couponNotForMonthly);
  });

  it('refuses with the SPEC texts: family count, unknown package, purchase order rules', async () => {
    const { client } = await parent(t);
    for (const Ammount of ['1', '6', 'x']) {
      const res = await client.post('/api/User/Pay', {
        PayItem: 'FAMILY_PLAN',
        Ammount,
        PayChannel: 0,
      });
      expect(res.body.code).toBe(PlanErrorCode.PLAN_MEMBER_COUNT);
      expect(res.body.msg).toBe(Message.familyPlanMembers);
    }
    const pkg = await client.post('/api/User/Pay', { PayItem: 'GOLD_PLAN', PayChannel: 0 });
    expect(pkg.body.msg).toBe(Message.noSuchPackage);
    const po = await client.post('/api/User/Pay', {
      PayItem: 'FAMILY_PLAN',
      Ammount: '5',
      PayChannel: 9,
      fullName: 'Ada',
      schoolName: 'Elm',
    });
    expect(po.body.msg).toBe(Message.paymentMethodUnsupported);
    const school = await client.post('/api/User/Pay', {
      PayItem: 'SCHOOL_PLAN',
      Ammount: '16',
      PayChannel: 9,
      fullName: 'Ada',
    });
    expect(school.body.code).toBe(ErrorCode.BAD_INPUT);
    const placed = await client.post<string>('/api/User/Pay', {
      PayItem: 'SCHOOL_PLAN',
      Ammount: '16',
      PayChannel: 9,
      fullName: 'Ada Lovelace',
      schoolName: 'Elm School',
    });
    const order = await client.post<OrderView>('/api/User/GetPayOrder', {
      OrderNo: placed.body.result,
    });
    expect(order.body.result).toMatchObject({ State: 'reviewing', Total: '127.20' });
    const session = await client.post('/api/Pay/MakePaySession', { id: placed.body.result });
    expect(session.body.msg).toBe(Message.paymentMethodUnsupported);
  });

  it('refuses bad input and signed-out callers', async () => {
    const { client } = await parent(t);
    for (const body of [
      {},
      { PayItem: 'FAMILY_PLAN', PayChannel: 5 },
      { PayItem: 'x'.repeat(300), PayChannel: 0 },
    ]) {
      const res = await client.post('/api/User/Pay', body);
      expect(res.body.code).toBe(ErrorCode.BAD_INPUT);
    }
    const anonymous = await browser(t).post('/api/User/Pay', {
      PayItem: 'ONE_YEAR',
      PayChannel: 0,
    });
    expect(anonymous.status).toBe(401);
  });

  it("another user's order cannot be read, paid or checked", async () => {
    const owner = await parent(t);
    const { orderNo } = await cardOrder(owner.client);
    const other = await signedIn(t);
    for (const path of ['/api/Pay/MakePaySession', '/api/Pay/CheckPayStatus']) {
      const res = await other.client.post(path, { id: orderNo });
      expect(res.body.code).toBe(ErrorCode.NOT_FOUND);
    }
    const read = await other.client.post('/api/User/GetPayOrder', { OrderNo: orderNo });
    expect(read.body.code).toBe(ErrorCode.NOT_FOUND);
  });

  it('a newcomer gets the introductory price of the yearly plan', async () => {
    const { client } = await parent(t);
    const discount = await client.post('/api/User/GetMembershipDiscount', {
      Type: 'ONE_YEAR',
      UnitPrice: '29.99',
    });
    expect(discount.body.result).toEqual({ IsNewer: true, ExchangePrice: 26.99 });
    const res = await client.post<string>('/api/User/Pay', { PayItem: 'ONE_YEAR', PayChannel: 0 });
    const order = await client.post<OrderView>('/api/User/GetPayOrder', {
      OrderNo: res.body.result,
    });
    expect(order.body.result.Total).toBe('26.99');
  });
});

describe('coupons, exchange rates', () => {
  it('CheckCoupon answers the price after the coupon, or the SPEC texts', async () => {
    const { client } = await parent(t);
    const ok = await client.post<{ ammout: number; code: string }>('/api/Coupon/CheckCoupon', {
      Code: 'tenoff',
      CurrentPrice: '69.99',
      ItemType: 'FAMILY_PLAN',
    });
    expect(ok.body.result).toMatchObject({ ammout: 62.99, code: 'TENOFF' });
    const zero = await client.post('/api/Coupon/CheckCoupon', {
      Code: 'TENOFF',
      CurrentPrice: '0',
      ItemType: 'FAMILY_PLAN',
    });
    expect(zero.body.msg).toBe(Message.couponTotalAboveZero);
    const bad = await client.post('/api/Coupon/CheckCoupon', {
      Code: 'NOPE',
      CurrentPrice: '10',
      ItemType: 'FAMILY_PLAN',
    });
    expect(bad.body.code).toBe(PaymentErrorCode.COUPON_INVALID);
    const input = await client.post('/api/Coupon/CheckCoupon', {
      Code: 'X',
      CurrentPrice: 'abc',
      ItemType: 'FAMILY_PLAN',
    });
    expect(input.body.code).toBe(ErrorCode.BAD_INPUT);
  });

  it('GetExchangeRate answers the configured rate', async () => {
    const res = await browser(t).post('/api/User/GetExchangeRate', { Currency: 'eur' });
    expect(res.body.result).toBe(0.92);
  });
});
