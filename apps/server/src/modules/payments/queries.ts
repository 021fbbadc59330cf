import type { Insertable, Selectable } from 'kysely';
import type { DB } from '../../db/index';
import type { CouponTable, OrderTable, PaymentEventTable } from '../../db/tables/payments';

/** Kysely only: the payments module's tables (decision 026). No HTTP types, no rules. */

export type OrderRow = Selectable<OrderTable>;
export type CouponRow = Selectable<CouponTable>;

export async function insertOrder(db: DB, row: Insertable<OrderTable>): Promise<void> {
  await db.insertInto('orders').values(row).execute();
}

export async function orderByNo(db: DB, orderNo: string): Promise<OrderRow | undefined> {
  return db.selectFrom('orders').selectAll().where('order_no', '=', orderNo).executeTakeFirst();
}

export async function orderByRequestKey(
  db: DB,
  userId: string,
  key: string,
): Promise<OrderRow | undefined> {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('user_id', '=', userId)
    .where('request_key', '=', key)
    .executeTakeFirst();
}

export async function ordersOfUser(db: DB, userId: string, limit = 100): Promise<OrderRow[]> {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
}

export async function hasCompletedOrder(db: DB, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('orders')
    .select('id')
    .where('user_id', '=', userId)
    .where('state', 'in', ['complete', 'refunded'])
    .executeTakeFirst();
  return Boolean(row);
}

/** Records the checkout session made for an order (and counts the attempt). */
export async function recordCheckout(
  db: DB,
  orderId: string,
  ref: string,
  attempts: number,
  now: number,
): Promise<void> {
  await db
    .updateTable('orders')
    .set({ provider_ref: ref, attempts, updated_at: now })
    .where('id', '=', orderId)
    .execute();
}

/**
 * The state machine's one write: moves the order only from one of `from` (a conditional
 * update, so two events racing for one order cannot both win). Answers whether it moved.
 */
export async function moveOrder(
  db: DB,
  orderId: string,
  from: readonly string[],
  to: string,
  set: Partial<Pick<OrderTable, 'reason' | 'completed_at' | 'plan_open_id'>>,
  now: number,
): Promise<boolean> {
  const result = await db
    .updateTable('orders')
    .set({ state: to, updated_at: now, ...set })
    .where('id', '=', orderId)
    .where('state', 'in', [...from])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function setOrderPlan(db: DB, orderId: string, planOpenId: string): Promise<void> {
  await db
    .updateTable('orders')
    .set({ plan_open_id: planOpenId })
    .where('id', '=', orderId)
    .execute();
}

/** Stores an event id; throws a unique violation when it was stored before. */
export async function insertEvent(db: DB, row: Insertable<PaymentEventTable>): Promise<void> {
  await db.insertInto('payment_events').values(row).execute();
}

export async function setEventOutcome(
  db: DB,
  provider: string,
  eventId: string,
  outcome: string,
  orderId: string | null,
): Promise<void> {
  await db
    .updateTable('payment_events')
    .set({ outcome, order_id: orderId })
    .where('provider', '=', provider)
    .where('event_id', '=', eventId)
    .execute();
}

export async function couponByCode(db: DB, code: string): Promise<CouponRow | undefined> {
  return db.selectFrom('coupons').selectAll().where('code', '=', code).executeTakeFirst();
}

export async function insertCoupon(db: DB, row: Insertable<CouponTable>): Promise<void> {
  await db.insertInto('coupons').values(row).execute();
}

/** Counts one use, only while under the limit; answers whether it was counted. */
export async function useCoupon(db: DB, code: string): Promise<boolean> {
  const result = await db
    .updateTable('coupons')
    .set((eb) => ({ used_count: eb('used_count', '+', 1) }))
    .where('code', '=', code)
    .where((eb) => eb.or([eb('use_limit', 'is', null), eb('used_count', '<', eb.ref('use_limit'))]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A refunded order's coupon use is given back (never below 0). */
export async function giveBackCoupon(db: DB, code: string): Promise<void> {
  await db
    .updateTable('coupons')
    .set((eb) => ({ used_count: eb('used_count', '-', 1) }))
    .where('code', '=', code)
    .where('used_count', '>', 0)
    .execute();
}

/**
 * A part refund of a complete order (decision 054): adds `cents` to what was refunded, only if
 * nothing else was refunded since it was read. Answers whether it was written.
 */
export async function addPartRefund(
  db: DB,
  orderId: string,
  before: number,
  cents: number,
  now: number,
): Promise<boolean> {
  const result = await db
    .updateTable('orders')
    .set({ refunded_cents: before + cents, updated_at: now })
    .where('id', '=', orderId)
    .where('state', '=', 'complete')
    .where('refunded_cents', '=', before)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Orders waiting since before `before` with a provider session (the reconciliation's list). */
export async function ordersStuckWaiting(
  db: DB,
  before: number,
  limit: number,
): Promise<OrderRow[]> {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('state', '=', 'waiting')
    .where('provider_ref', 'is not', null)
    .where('updated_at', '<', before)
    .orderBy('updated_at', 'asc')
    .limit(limit)
    .execute();
}
