import type { FastifyInstance } from 'fastify';
import type { DB } from '../../db/index';
import { errors } from '../../http/errors';
import { type PayItemHandler, registerPayItems } from '../payments/index';
import { sendPrintOrderMail } from './mail';
import { takeFromBasket } from './orders';
import { printableBook } from './service';

/**
 * PRINT_BOOK (SPEC §9 pay items; decision 048) through the payments pipeline. The order's
 * "members" is the buyer's print order number (`Ammount` in /api/User/Pay): the price is that
 * print order's total as the server computed it at checkout, and only while it waits for
 * payment with every book still printable. Paying moves it to reviewing and takes its books out
 * of the basket, in the payment's transaction, once (a conditional move keyed by the state).
 */

async function waitingOrder(db: DB, userId: string, number: number) {
  const order = await db
    .selectFrom('print_orders')
    .selectAll()
    .where('user_id', '=', userId)
    .where('number', '=', number)
    .executeTakeFirst();
  if (!order) throw errors.notFound();
  // Paid already (or closed by staff): nothing more to pay.
  if (order.state !== 'waiting') throw errors.conflict();
  return order;
}

/** The buyer reads this on a print order whose payment was refunded before printing. */
export const refundedReason = 'The payment was refunded, so this order will not be printed.';

/** Each application's handler by its database (a process may build several apps: tests). */
const apps = new WeakMap<DB, FastifyInstance>();

const handler: PayItemHandler = {
  items: ['PRINT_BOOK'],
  async price(db, input) {
    const order = await waitingOrder(db, input.userId, input.members);
    const lines = await db
      .selectFrom('print_order_lines')
      .innerJoin('books', 'books.id', 'print_order_lines.book_id')
      .select(['books.open_id', 'print_order_lines.title'])
      .where('print_order_lines.print_order_id', '=', order.id)
      .execute();
    for (const line of lines) {
      if (!(await printableBook(db, input.userId, line.open_id))) {
        throw errors.badInput([
          { path: 'PayItem', message: `"${line.title}" can no longer be printed` },
        ]);
      }
    }
    return { item: 'PRINT_BOOK', members: order.number, priceCents: order.total_cents };
  },
  async fulfil(trx, order, now) {
    const printOrder = await trx
      .selectFrom('print_orders')
      .selectAll()
      .where('user_id', '=', order.userId)
      .where('number', '=', order.members)
      .executeTakeFirst();
    if (!printOrder) return { ref: null };
    const moved = await trx
      .updateTable('print_orders')
      .set({ state: 'reviewing', paid_at: now, payment_order_id: order.id, updated_at: now })
      .where('id', '=', printOrder.id)
      .where('state', '=', 'waiting')
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) === 1) await takeFromBasket(trx, printOrder, now);
    else if (printOrder.payment_order_id !== order.id) {
      // Paid after the buyer cancelled it (or paid twice): nothing is printed for this payment.
      // The order pipeline's rule (events.ts): the payment stays complete and its order carries
      // "fulfilment refused", which tells an admin to refund it (decision 060).
      throw errors.conflict({ State: printOrder.state });
    }
    return { ref: printOrder.open_id };
  },
  /**
   * A refunded payment (in the refund's transaction): an order not yet printed leaves the queue
   * as failed, so nobody prints what was paid back; a completed one stays (its books were sent).
   */
  async revoke(trx, order, now) {
    await trx
      .updateTable('print_orders')
      .set({ state: 'failed', reason: refundedReason, closed_at: now, updated_at: now })
      .where('payment_order_id', '=', order.id)
      .where('state', '=', 'reviewing')
      .execute();
  },
  async paid(db, order) {
    const app = apps.get(db);
    if (!app) return;
    const printOrder = await db
      .selectFrom('print_orders')
      .select(['id', 'state', 'payment_order_id'])
      .where('user_id', '=', order.userId)
      .where('number', '=', order.members)
      .executeTakeFirst();
    if (printOrder?.state !== 'reviewing' || printOrder.payment_order_id !== order.id) return;
    await sendPrintOrderMail(app, printOrder.id);
  },
};

registerPayItems(handler);

/** Called by the module's routes: this application answers its buyers' paid orders. */
export function servePayItem(app: FastifyInstance): void {
  apps.set(app.db, app);
}
