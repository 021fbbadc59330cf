import type { PaymentsContext } from './context';
import { payErrors } from './errors';
import { type OrderRow, orderByNo } from './queries';

/**
 * The payments policy (decision 026): an order is its buyer's. Reading it, paying it again or
 * cancelling it is for the buyer only; anyone else is answered as for an order that does not
 * exist, so an order number reveals nothing. Staff see orders through the admin calls.
 */
export async function ownOrder(
  ctx: PaymentsContext,
  userId: string,
  orderNo: string,
): Promise<OrderRow> {
  const order = await orderByNo(ctx.db, orderNo);
  if (!order || order.user_id !== userId) throw payErrors.notFound();
  return order;
}
