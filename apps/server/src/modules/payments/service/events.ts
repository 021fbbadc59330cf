import { type OrderState, orderStatesInto } from '@storyloom/domain';
import { isUniqueViolation } from '../../../db/dialect';
import type { DB } from '../../../db/index';
import { AppError } from '../../../http/errors';
import { newId, newOpenId } from '../../../platform/ids';
import type { ProviderEvent, ProviderStatus } from '../../../platform/payments/index';
import type { PaymentsContext } from '../context';
import { fulfilOrder, revokeOrder } from '../fulfilment';
import {
  giveBackCoupon,
  insertEvent,
  insertOrder,
  moveOrder,
  type OrderRow,
  orderByNo,
  orderByRequestKey,
  setEventOutcome,
  useCoupon,
} from '../queries';
import { sendReceipt } from './receipts';

/**
 * The order pipeline's state machine (guides/payments.md, decision 026): every provider event is
 * stored once (unique per provider and id) and moves the order to what the event's payment
 * status says, with a conditional update; the move to complete fulfils in the same transaction.
 * A repeated, late or out-of-order event changes nothing.
 */
export type EventOutcome =
  | 'moved'
  | 'renewed'
  | 'duplicate'
  | 'ignored'
  | 'unknown-order'
  | 'amount-mismatch';

/** Fulfils a completed order through the fulfilment registry (plans; print and shop later). */
async function fulfil(trx: DB, order: OrderRow, now: number): Promise<void> {
  try {
    await fulfilOrder(trx, order, now);
  } catch (err) {
    // Paid but no longer grantable (e.g. the buyer joined a school plan meanwhile): the order is
    // complete and paid; the reason tells an admin to refund. Nothing was written by the grant.
    if (!(err instanceof AppError)) throw err;
    await trx
      .updateTable('orders')
      .set({ reason: `fulfilment refused: ${err.messageKey}` })
      .where('id', '=', order.id)
      .execute();
  }
  if (order.coupon_code) await useCoupon(trx, order.coupon_code);
}

/**
 * Moves an order (provider event or admin): fulfils on complete, takes back on refunded (what it
 * gave, and the coupon's use, in the same transaction); answers whether it moved.
 */
export async function moveAndFulfil(
  trx: DB,
  order: OrderRow,
  to: OrderState,
  now: number,
  reason: string | null = null,
): Promise<boolean> {
  const set = to === 'complete' ? { completed_at: now } : reason ? { reason } : {};
  const moved = await moveOrder(trx, order.id, orderStatesInto(to), to, set, now);
  if (moved && to === 'complete') await fulfil(trx, order, now);
  if (moved && to === 'refunded') {
    await revokeOrder(trx, order, now);
    // The whole payment came back: so does the coupon's use (decision 054).
    if (order.coupon_code) await giveBackCoupon(trx, order.coupon_code);
    await trx
      .updateTable('orders')
      .set({ refunded_cents: order.total_cents })
      .where('id', '=', order.id)
      .execute();
  }
  return moved;
}

const dayMs = 24 * 60 * 60 * 1000;
/** A subscription payment this soon after the order completed is the first period's own. */
const firstPeriodMs: Record<string, number> = { MONTHLY_PLAN: 20 * dayMs, ONE_YEAR: 300 * dayMs };

/**
 * A later period of a subscription was paid: a renewal order (complete, same item and price)
 * fulfilled once per provider payment (`request_key` = the renewal key, unique per buyer).
 */
async function renew(
  trx: DB,
  order: OrderRow,
  renewalKey: string,
  now: number,
): Promise<{ outcome: EventOutcome; renewalId?: string }> {
  if (order.completed_at === null || now - order.completed_at < (firstPeriodMs[order.item] ?? 0)) {
    return { outcome: 'ignored' };
  }
  if (await orderByRequestKey(trx, order.user_id, renewalKey)) return { outcome: 'ignored' };
  const renewal: OrderRow = {
    ...order,
    id: newId(now),
    order_no: newOpenId(),
    coupon_code: null,
    state: 'complete',
    reason: `renewal of ${order.order_no}`,
    request_key: renewalKey,
    plan_open_id: null,
    refunded_cents: 0,
    created_at: now,
    updated_at: now,
    completed_at: now,
  };
  await insertOrder(trx, renewal);
  await fulfil(trx, renewal, now);
  return { outcome: 'renewed', renewalId: renewal.id };
}

interface Applied {
  outcome: EventOutcome;
  orderId: string | null;
  /** An order that became complete (paid or renewed): its receipt goes out after the commit. */
  paidOrderId?: string;
}

async function applyInside(
  trx: DB,
  provider: string,
  event: ProviderEvent,
  now: number,
): Promise<Applied> {
  const order = event.orderNo ? await orderByNo(trx, event.orderNo) : undefined;
  if (!order || order.provider !== provider) return { outcome: 'unknown-order', orderId: null };
  const orderId = order.id;
  if (event.amountCents !== order.total_cents || event.currency !== order.currency) {
    return { outcome: 'amount-mismatch', orderId };
  }
  if (event.status === 'open') return { outcome: 'ignored', orderId };
  if (event.renewalKey && event.status === 'paid' && order.state === 'complete') {
    const renewed = await renew(trx, order, event.renewalKey, now);
    return {
      outcome: renewed.outcome,
      orderId,
      ...(renewed.renewalId ? { paidOrderId: renewed.renewalId } : {}),
    };
  }
  const to = event.status === 'paid' ? 'complete' : event.status;
  const reason = to === 'refunded' ? `refunded at ${provider}` : null;
  const moved = await moveAndFulfil(trx, order, to, now, reason);
  return {
    outcome: moved ? 'moved' : 'ignored',
    orderId,
    ...(moved && to === 'complete' ? { paidOrderId: orderId } : {}),
  };
}

export async function applyProviderEvent(
  ctx: PaymentsContext,
  provider: string,
  event: ProviderEvent,
): Promise<EventOutcome> {
  const now = ctx.clock.now();
  let applied: Applied;
  try {
    applied = await ctx.db.transaction().execute(async (trx) => {
      await insertEvent(trx, {
        provider,
        event_id: event.id,
        order_id: null,
        type: event.type,
        outcome: 'received',
        received_at: now,
      });
      const inside = await applyInside(trx, provider, event, now);
      await setEventOutcome(trx, provider, event.id, inside.outcome, inside.orderId);
      return inside;
    });
  } catch (err) {
    if (isUniqueViolation(err)) return 'duplicate';
    throw err;
  }
  if (applied.paidOrderId) await sendReceipt(ctx, applied.paidOrderId);
  return applied.outcome;
}

/**
 * What a provider said when asked (the wallet capture, the subscription poll, the nightly
 * reconciliation), applied as an event whose id is the answer itself: asking twice is one event.
 */
export function applyProviderStatus(
  ctx: PaymentsContext,
  provider: string,
  via: 'capture' | 'lookup',
  status: ProviderStatus,
): Promise<EventOutcome> {
  return applyProviderEvent(ctx, provider, {
    ...status,
    id: `${via}:${status.ref}:${status.status}`,
    type: `storyloom.${via}`,
  });
}
