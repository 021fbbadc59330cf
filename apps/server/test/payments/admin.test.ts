import { ErrorCode } from '@storyloom/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { membershipOf } from '../../src/modules/plans/index';
import type { TestApp } from '../helpers/app';
import { signedIn } from '../helpers/factories';
import { parent, paymentsApp } from './helpers';

/** The admin's orders and coupons (issue 17 "Admin", decision 037), on SQLite and PostgreSQL. */

let t: TestApp;
beforeAll(async () => {
  t = await paymentsApp();
});
afterAll(() => t.close());

type Client = Awaited<ReturnType<typeof parent>>['client'];

async function purchaseOrder(client: Client): Promise<string> {
  const placed = await client.post<string>('/api/User/Pay', {
    PayItem: 'SCHOOL_PLAN',
    Ammount: '16',
    PayChannel: 9,
    fullName: 'Ada Lovelace',
    schoolName: 'Elm School',
  });
  expect(placed.body.code).toBe(0);
  return placed.body.result;
}

const admin = () => signedIn(t, { staffRole: 'admin' });
const audit = (target: string) =>
  t.app.db.selectFrom('staff_audit').selectAll().where('target', '=', target).execute();

describe('purchase orders reviewed by an admin', () => {
  it('marked paid: complete, the plan granted once, an audit line; a second decision conflicts', async () => {
    const buyer = await parent(t);
    const orderNo = await purchaseOrder(buyer.client);
    const { client } = await admin();
    const list = await client.post<{
      List: { OrderNo: string; SchoolName: string }[];
      Total: number;
    }>('/api/Admin/Orders', { State: 'reviewing' });
    expect(list.body.result.List.map((o) => o.OrderNo)).toContain(orderNo);
    const paid = await client.post<{ State: string; PlanOpenId: string }>(
      '/api/Admin/OrderMarkPaid',
      { OrderNo: orderNo },
    );
    expect(paid.body.result.State).toBe('complete');
    expect(paid.body.result.PlanOpenId).toBeTruthy();
    const m = await membershipOf(t.app.db, buyer.user.row.id, t.clock.now());
    expect(m.isMember).toBe(true);
    for (const again of [
      client.post('/api/Admin/OrderMarkPaid', { OrderNo: orderNo }),
      client.post('/api/Admin/OrderReturn', { OrderNo: orderNo, Reason: 'late' }),
    ]) {
      expect((await again).body.code).toBe(ErrorCode.CONFLICT);
    }
    expect(await audit(`order:${orderNo}`)).toHaveLength(1);
    const detail = await client.post<{ Order: { State: string; UserId: string } }>(
      '/api/Admin/Order',
      { OrderNo: orderNo },
    );
    expect(detail.body.result.Order.UserId).toBe(buyer.user.row.id);
  });

  it('returned with a reason the buyer reads; no plan', async () => {
    const buyer = await parent(t);
    const orderNo = await purchaseOrder(buyer.client);
    const { client } = await admin();
    const returned = await client.post<{ State: string }>('/api/Admin/OrderReturn', {
      OrderNo: orderNo,
      Reason: 'The purchase order number is missing.',
    });
    expect(returned.body.result.State).toBe('returned');
    const mine = await buyer.client.post<{ State: string; Reason: string }>(
      '/api/User/GetPayOrder',
      { OrderNo: orderNo },
    );
    expect(mine.body.result).toMatchObject({
      State: 'returned',
      Reason: 'The purchase order number is missing.',
    });
    expect((await membershipOf(t.app.db, buyer.user.row.id, t.clock.now())).isMember).toBe(false);
  });

  it('a card order is not the admin to mark paid; unknown orders are not found; bad input refused', async () => {
    const buyer = await parent(t);
    const card = await buyer.client.post<string>('/api/User/Pay', {
      PayItem: 'FAMILY_PLAN',
      Ammount: '2',
      PayChannel: 0,
    });
    const { client } = await admin();
    const res = await client.post('/api/Admin/OrderMarkPaid', { OrderNo: card.body.result });
    expect(res.body.code).toBe(ErrorCode.CONFLICT);
    const none = await client.post('/api/Admin/OrderMarkPaid', { OrderNo: 'nope' });
    expect(none.body.code).toBe(ErrorCode.NOT_FOUND);
    const noReason = await client.post('/api/Admin/OrderReturn', { OrderNo: card.body.result });
    expect(noReason.body.code).toBe(ErrorCode.BAD_INPUT);
  });

  it('only admins: a buyer or a moderator is refused', async () => {
    const buyer = await parent(t);
    const orderNo = await purchaseOrder(buyer.client);
    const moderator = await signedIn(t, { staffRole: 'moderator' });
    for (const client of [buyer.client, moderator.client]) {
      for (const [path, body] of [
        ['/api/Admin/Orders', {}],
        ['/api/Admin/Order', { OrderNo: orderNo }],
        ['/api/Admin/OrderMarkPaid', { OrderNo: orderNo }],
        ['/api/Admin/Coupons', {}],
      ] as const) {
        expect((await client.post(path, body)).body.code).toBe(ErrorCode.NO_PERMISSION);
      }
    }
  });
});

describe('coupons made by an admin', () => {
  it('made once (a second with the same code conflicts), listed, and usable at checkout', async () => {
    const { client } = await admin();
    const made = await client.post<{ Code: string; AmountText: string }>(
      '/api/Admin/CouponCreate',
      { Code: 'spring25', Kind: 'percent', Amount: 25, ItemTypes: 'FAMILY_PLAN', UseLimit: 5 },
    );
    expect(made.body.result).toMatchObject({ Code: 'SPRING25', AmountText: '25%' });
    const twice = await client.post('/api/Admin/CouponCreate', {
      Code: 'SPRING25',
      Kind: 'fixed',
      Amount: 100,
    });
    expect(twice.body.code).toBe(ErrorCode.CONFLICT);
    const list = await client.post<{ Code: string }[]>('/api/Admin/Coupons', {});
    expect(list.body.result.map((c) => c.Code)).toContain('SPRING25');
    expect(await audit('coupon:SPRING25')).toHaveLength(1);
    const buyer = await parent(t);
    const check = await buyer.client.post<{ ammout: number }>('/api/Coupon/CheckCoupon', {
      Code: 'spring25',
      CurrentPrice: 69.99,
      ItemType: 'FAMILY_PLAN',
    });
    expect(check.body.result.ammout).toBeCloseTo(52.49, 1);
  });

  it('refuses a percent above 100, the monthly plan, and malformed codes', async () => {
    const { client } = await admin();
    for (const body of [
      { Code: 'HALFPLUS', Kind: 'percent', Amount: 101 },
      { Code: 'MONTHLY', Kind: 'percent', Amount: 10, ItemTypes: ['MONTHLY_PLAN'] },
      { Code: 'a b', Kind: 'fixed', Amount: 100 },
      { Code: 'OK123', Kind: 'other', Amount: 100 },
    ]) {
      expect((await client.post('/api/Admin/CouponCreate', body)).body.code).toBe(
        ErrorCode.BAD_INPUT,
      );
    }
  });
});

describe('coupons disabled by an admin', () => {
  it('a disabled coupon is refused at checkout from then on; an audit line; unknown or bad codes refused', async () => {
    const { client } = await admin();
    await client.post('/api/Admin/CouponCreate', {
      Code: 'OFF10NOW',
      Kind: 'percent',
      Amount: 10,
      ItemTypes: 'FAMILY_PLAN',
    });
    const buyer = await parent(t);
    const before = await buyer.client.post('/api/Coupon/CheckCoupon', {
      Code: 'off10now',
      CurrentPrice: 69.99,
      ItemType: 'FAMILY_PLAN',
    });
    expect(before.body.code).toBe(0);
    const off = await client.post<{ Code: string; ExpiresAt: number }>('/api/Admin/CouponDisable', {
      Code: 'off10now',
    });
    expect(off.body.result).toMatchObject({ Code: 'OFF10NOW', ExpiresAt: t.clock.now() });
    t.clock.advance(1000);
    const after = await buyer.client.post('/api/Coupon/CheckCoupon', {
      Code: 'OFF10NOW',
      CurrentPrice: 69.99,
      ItemType: 'FAMILY_PLAN',
    });
    expect(after.body.code).not.toBe(0);
    expect((await audit('coupon:OFF10NOW')).map((l) => l.action)).toEqual([
      'coupon.create',
      'coupon.disable',
    ]);
    expect((await client.post('/api/Admin/CouponDisable', { Code: 'NOPE' })).body.code).toBe(
      ErrorCode.NOT_FOUND,
    );
    expect((await client.post('/api/Admin/CouponDisable', {})).body.code).toBe(ErrorCode.BAD_INPUT);
    expect(
      (await buyer.client.post('/api/Admin/CouponDisable', { Code: 'OFF10NOW' })).body.code,
    ).toBe(ErrorCode.NO_PERMISSION);
  });
});
