import type { PaymentsContext } from '../context';
import { payErrors } from '../errors';
import { type OrderRow, orderByNo, ordersStuckWaiting } from '../queries';
import { applyProviderStatus, type EventOutcome } from './events';
import { viaProvider } from './orders';

/**
 * Asking the provider instead of waiting for its event (guides/payments.md, decision 037): the
 * wallet's capture after approval, the 1.5 s subscription poll and the nightly reconciliation.
 * The answer goes through the same pipeline as an event (stored once, conditional moves).
 */

async function settle(
  ctx: PaymentsContext,
  order: OrderRow,
  via: 'capture' | 'lookup',
): Promise<EventOutcome | 'unchanged'> {
  if ((order.state !== 'waiting' && order.state !== 'failed') || !order.provider_ref) {
    return 'unchanged';
  }
  const provider = ctx.providers.named(order.provider);
  if (!provider) return 'unchanged';
  const ref = order.provider_ref;
  // Outside any transaction: the provider's answer is applied after it came.
  const status = await viaProvider(() =>
    via === 'capture'
      ? provider.capture(ref, `order:${order.id}:capture:${order.attempts}`)
      : provider.lookup(ref),
  );
  if (!status || status.status === 'open' || status.orderNo !== order.order_no) {
    return 'unchanged';
  }
  return applyProviderStatus(ctx, provider.name, via, status);
}

/** The buyer's order by its number or by the provider's id of its session (PayPal's token). */
async function buyersOrder(ctx: PaymentsContext, userId: string, id: string): Promise<OrderRow> {
  const order =
    (await orderByNo(ctx.db, id)) ??
    (await ctx.db
      .selectFrom('orders')
      .selectAll()
      .where('user_id', '=', userId)
      .where('provider_ref', '=', id)
      .executeTakeFirst());
  if (!order || order.user_id !== userId) throw payErrors.notFound();
  return order;
}

/** Settles the buyer's order with its provider; answers the order's state afterwards. */
export async function settleWithProvider(
  ctx: PaymentsContext,
  userId: string,
  id: string,
  via: 'capture' | 'lookup',
): Promise<string> {
  const order = await buyersOrder(ctx, userId, id);
  await settle(ctx, order, via);
  return (await orderByNo(ctx.db, order.order_no))?.state ?? order.state;
}

/** Orders waiting this long after their last change are asked about by the nightly job. */
export const reconcileAfterMs = 60 * 60 * 1000;

/**
 * The nightly reconciliation: orders still waiting an hour after their checkout are settled
 * with what the provider says, so a lost webhook never leaves a paid family without its plan.
 * One provider's failure does not stop the others; it answers what happened, by outcome.
 */
export async function reconcileWaitingOrders(
  ctx: PaymentsContext,
): Promise<Record<string, number>> {
  const stuck = await ordersStuckWaiting(ctx.db, ctx.clock.now() - reconcileAfterMs, 500);
  const counts: Record<string, number> = {};
  for (const order of stuck) {
    let outcome: string;
    try {
      outcome = await settle(ctx, order, 'lookup');
    } catch {
      outcome = 'provider-error';
    }
    counts[outcome] = (counts[outcome] ?? 0) + 1;
  }
  return counts;
}
