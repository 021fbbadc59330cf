import type { FastifyInstance } from 'fastify';
import { paymentsContext } from './context';
import { createOrder, type PayInput } from './service/orders';

/**
 * An order made by a selling module for what it prepared (decision 049: an art print ordered
 * from its page): the same pipeline as /api/User/Pay (server price from the item's handler,
 * coupons, the request key), answering the order's id and number for the pay window.
 */
export async function placeOrder(
  app: FastifyInstance,
  userId: string,
  input: PayInput,
): Promise<{ id: string; orderNo: string; totalCents: number; state: string }> {
  const order = await createOrder(paymentsContext(app), userId, input);
  return {
    id: order.id,
    orderNo: order.order_no,
    totalCents: order.total_cents,
    state: order.state,
  };
}
