import { PayChannel, subscriptionInterval } from '@storyloom/domain';
import { errors } from '../../../http/errors';
import { recordStaffAction } from '../../help/index';
import type { PaymentsContext } from '../context';
import { payErrors } from '../errors';
import { addPartRefund, type CouponRow, type OrderRow, orderByNo } from '../queries';
import { moveAndFulfil } from './events';
import { viaProvider } from './orders';
import { sendReceipt } from './receipts';

/**
 * The admin's orders (issue 17 "Admin", decision 037): every order with its buyer and its
 * provider's events, purchase orders marked paid (fulfilled like a paid card order) or returned
 * with a reason the buyer reads, coupons listed and made. Every change writes an audit line in
 * its own transaction.
 */

export interface OrderQuery {
  state?: string | undefined;
  query: string;
  page: number;
  pageSize: number;
}

export async function listOrders(ctx: PaymentsContext, q: OrderQuery) {
  let base = ctx.db.selectFrom('orders');
  if (q.state) base = base.where('state', '=', q.state);
  if (q.query) {
    const text = q.query;
    base = base.where((eb) =>
      eb.or([
        eb('order_no', '=', text),
        eb('user_id', '=', text),
        eb('school_name', 'like', `%${text.replace(/[%_\\]/g, '')}%`),
      ]),
    );
  }
  const total = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
  const rows = await base
    .selectAll()
    .orderBy('created_at', 'desc')
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize)
    .execute();
  return { rows, total: Number(total?.n ?? 0) };
}

export async function orderForAdmin(ctx: PaymentsContext, orderNo: string) {
  const order = await orderByNo(ctx.db, orderNo);
  if (!order) throw payErrors.notFound();
  const events = await ctx.db
    .selectFrom('payment_events')
    .selectAll()
    .where('order_id', '=', order.id)
    .orderBy('received_at', 'asc')
    .limit(200)
    .execute();
  return { order, events };
}

/**
 * A purchase order under review: paid (complete and fulfilled, in one transaction) or returned
 * with a reason. Anything else, or an order already decided, is CONFLICT.
 */
export async function decidePurchaseOrder(
  ctx: PaymentsContext,
  adminId: string,
  orderNo: string,
  decision: { paid: true } | { paid: false; reason: string },
): Promise<OrderRow> {
  const now = ctx.clock.now();
  await ctx.db.transaction().execute(async (trx) => {
    const order = await orderByNo(trx, orderNo);
    if (!order) throw payErrors.notFound();
    if (order.channel !== PayChannel.PURCHASE_ORDER || order.state !== 'reviewing') {
      throw payErrors.notPayable();
    }
    const moved = decision.paid
      ? await moveAndFulfil(trx, order, 'complete', now)
      : await moveAndFulfil(trx, order, 'returned', now, decision.reason);
    if (!moved) throw payErrors.notPayable();
    await recordStaffAction(
      trx,
      {
        actorId: adminId,
        action: decision.paid ? 'order.mark-paid' : 'order.return',
        target: `order:${order.order_no}`,
        before: { state: order.state },
        after: decision.paid
          ? { state: 'complete' }
          : { state: 'returned', reason: decision.reason },
      },
      now,
    );
  });
  const after = await orderByNo(ctx.db, orderNo);
  if (!after) throw payErrors.notFound();
  if (decision.paid) await sendReceipt(ctx, after.id);
  return after;
}

/**
 * An admin's refund of a complete order: the provider refunds the money first (outside any
 * transaction, with an idempotency key, so a retried refund is one refund; a purchase order's
 * money goes back outside the site), then one transaction records it with the audit line.
 * `amountCents` (decision 054) refunds part of what remains: the order stays complete, what it
 * gave stays, only `refunded_cents` grows. The refund that brings the total back in full - with
 * no amount, or the last part - makes the order refunded with the reason and takes back what it
 * gave (the plan's time or accounts) and the coupon's use. Subscriptions are refunded in full only.
 * Anything but a complete order is CONFLICT; an amount above what remains is BAD_INPUT; the
 * provider's later refund event finds the order refunded and changes nothing.
 */
export async function refundOrder(
  ctx: PaymentsContext,
  adminId: string,
  orderNo: string,
  reason: string,
  amountCents?: number,
): Promise<OrderRow> {
  const order = await orderByNo(ctx.db, orderNo);
  if (!order) throw payErrors.notFound();
  if (order.state !== 'complete') throw payErrors.notPayable();
  const remaining = order.total_cents - order.refunded_cents;
  const amount = amountCents ?? remaining;
  if (amount <= 0 || amount > remaining) {
    throw errors.badInput([{ path: 'Amount', message: 'above what remains' }]);
  }
  const full = amount === remaining;
  if (!full && subscriptionInterval(order.item)) {
    throw errors.badInput([{ path: 'Amount', message: 'subscriptions are refunded in full' }]);
  }
  const provider = order.provider_ref ? ctx.providers.named(order.provider) : undefined;
  const ref = order.provider_ref;
  if (provider && ref) {
    const whole = amount === order.total_cents;
    // The first full refund keeps decision 042's key; a part names what it refunds.
    const key = whole
      ? `order:${order.id}:refund`
      : `order:${order.id}:refund:${order.refunded_cents}:${amount}`;
    await viaProvider(() => provider.refund(ref, key, whole ? undefined : amount));
  }
  const now = ctx.clock.now();
  await ctx.db.transaction().execute(async (trx) => {
    const current = await orderByNo(trx, orderNo);
    if (!current) throw payErrors.notFound();
    if (current.refunded_cents !== order.refunded_cents) throw payErrors.notPayable();
    const moved = full
      ? await moveAndFulfil(trx, current, 'refunded', now, reason)
      : await addPartRefund(trx, current.id, current.refunded_cents, amount, now);
    if (!moved) throw payErrors.notPayable();
    await recordStaffAction(
      trx,
      {
        actorId: adminId,
        action: full ? 'order.refund' : 'order.refund-part',
        target: `order:${order.order_no}`,
        before: { state: current.state, refundedCents: current.refunded_cents },
        after: {
          state: full ? 'refunded' : 'complete',
          reason,
          amountCents: amount,
          refundedCents: current.refunded_cents + amount,
          totalCents: current.total_cents,
        },
      },
      now,
    );
  });
  const after = await orderByNo(ctx.db, orderNo);
  if (!after) throw payErrors.notFound();
  return after;
}

export async function listCoupons(ctx: PaymentsContext): Promise<CouponRow[]> {
  return ctx.db
    .selectFrom('coupons')
    .selectAll()
    .orderBy('created_at', 'desc')
    .limit(500)
    .execute();
}

/**
 * Disables a coupon: it expires now (an earlier expiry stays), so checkout refuses it from now
 * on with its usual text; orders that used it keep it. An unknown code is NOT_FOUND.
 */
export async function disableCoupon(
  ctx: PaymentsContext,
  adminId: string,
  code: string,
): Promise<CouponRow> {
  const now = ctx.clock.now();
  const key = code.trim().toUpperCase();
  await ctx.db.transaction().execute(async (trx) => {
    const coupon = await trx
      .selectFrom('coupons')
      .selectAll()
      .where('code', '=', key)
      .executeTakeFirst();
    if (!coupon) throw payErrors.notFound();
    const expiresAt =
      coupon.expires_at !== null && coupon.expires_at <= now ? coupon.expires_at : now;
    await trx
      .updateTable('coupons')
      .set({ expires_at: expiresAt })
      .where('code', '=', key)
      .execute();
    await recordStaffAction(
      trx,
      {
        actorId: adminId,
        action: 'coupon.disable',
        target: `coupon:${key}`,
        before: { expiresAt: coupon.expires_at },
        after: { expiresAt },
      },
      now,
    );
  });
  const after = (await listCoupons(ctx)).find((c) => c.code === key);
  if (!after) throw payErrors.notFound();
  return after;
}
