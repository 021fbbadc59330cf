import { type OrderState, orderStatesInto } from '@storyloom/domain';
import { isUniqueViolation } from '../../../db/dialect';
import type { DB } from '../../../db/index';
import { AppError } from '../../../http/errors';
import type { ProviderEvent } from '../../../platform/payments/index';
import { grantPlan } from '../../plans/index';
import type { PaymentsContext } from '../context';
import {
  insertEvent,
  moveOrder,
  type OrderRow,
  orderByNo,
  setEventOutcome,
  setOrderPlan,
  useCoupon,
} from '../queries';

/**
 * The order pipeline's state machine (guides/payments.md, decision 026): every provider event is
 * stored once (unique per provider and id) and moves the order to what the event's payment
 * status says, with a conditional update; the move to complete fulfils in the same transaction.
 * A repeated, late or out-of-order event changes nothing.
 */
export type EventOutcome = 'moved' | 'duplicate' | 'ignored' | 'unknown-order' | 'amount-mismatch';

/** Fulfils a completed order through the owning module's service (plans, later print/shop). */
async function fulfil(trx: DB, order: OrderRow, now: number): Promise<void> {
  try {
    const granted = await grantPlan(trx, {
      key: `order:${order.id}`,
      userId: order.user_id,
      item: order.item,
      members: order.members,
      now,
    });
    await setOrderPlan(trx, order.id, granted.planOpenId);
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

/** Moves an order (provider event or admin) and fulfils on complete; answers whether it moved. */
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
  return moved;
}

export async function applyProviderEvent(
  ctx: PaymentsContext,
  provider: string,
  event: ProviderEvent,
): Promise<EventOutcome> {
  const now = ctx.clock.now();
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      await insertEvent(trx, {
        provider,
        event_id: event.id,
        order_id: null,
        type: event.type,
        outcome: 'received',
        received_at: now,
      });
      const order = await orderByNo(trx, event.orderNo);
      let outcome: EventOutcome;
      if (!order || order.provider !== provider) {
        outcome = 'unknown-order';
      } else if (event.amountCents !== order.total_cents || event.currency !== order.currency) {
        outcome = 'amount-mismatch';
      } else if (event.status === 'open') {
        outcome = 'ignored';
      } else {
        const to = event.status === 'paid' ? 'complete' : 'failed';
        outcome = (await moveAndFulfil(trx, order, to, now)) ? 'moved' : 'ignored';
      }
      await setEventOutcome(trx, provider, event.id, outcome, order?.id ?? null);
      return outcome;
    });
  } catch (err) {
    if (isUniqueViolation(err)) return 'duplicate';
    throw err;
  }
}
