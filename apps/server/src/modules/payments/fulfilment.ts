import type { DB } from '../../db/index';
import { grantPlan, planPurchaseCheck, revokeGrant } from '../plans/index';
import { type OrderRow, setOrderPlan } from './queries';

/**
 * Pay items are pluggable (issue 17: one pipeline for plans, print orders and the art shop).
 * The module that sells something registers a handler for its items through the payments front
 * door: the server's price (never the client's; SPEC refusals thrown from there) and the
 * fulfilment, run in the same transaction as the order's move to complete and keyed by the
 * order id (running it twice changes nothing).
 */
export interface PayItemOrder {
  id: string;
  userId: string;
  item: string;
  members: number;
}

export interface PayItemHandler {
  items: readonly string[];
  price(
    db: DB,
    input: {
      userId: string;
      item: string;
      members: number;
      now: number;
      /** What the selling module made ready for this order (an art print order's id). */
      ref?: string;
    },
  ): Promise<{ item: string; members: number; priceCents: number }>;
  /** Answers what was delivered (a plan's open id, a print job's id), shown on the order. */
  fulfil(trx: DB, order: PayItemOrder, now: number): Promise<{ ref: string | null }>;
  /**
   * A refunded order: takes back what `fulfil` gave (in the refund's transaction; running it
   * twice changes nothing). Items that cannot be taken back (a printed book) leave it out.
   */
  revoke?(trx: DB, order: PayItemOrder, now: number): Promise<void>;
  /**
   * After the commit that completed the order, never inside it (the seller's own emails, beside
   * the receipt). A failure is the seller's to log: it never undoes the payment.
   */
  paid?(db: DB, order: PayItemOrder): Promise<void>;
}

const handlers = new Map<string, PayItemHandler>();

export function registerPayItems(handler: PayItemHandler): void {
  for (const item of handler.items) handlers.set(item, handler);
}

/** The plans module's items (decision 024): granted or extended by `grantPlan`. */
const planItems: PayItemHandler = {
  items: [
    'MONTHLY_PLAN',
    'ONE_YEAR',
    'FAMILY_PLAN',
    'SCHOOL_PLAN',
    'RENEW_SCHOOL_PLAN',
    'PLAN_ADD_MEMBER',
  ],
  price: (db, input) => planPurchaseCheck(db, input),
  async fulfil(trx, order, now) {
    // A custom order's plan was quoted by an admin (decision 053): above 200 accounts too.
    const quoted = await trx
      .selectFrom('custom_orders')
      .select('id')
      .where('order_id', '=', order.id)
      .executeTakeFirst();
    const granted = await grantPlan(trx, {
      key: `order:${order.id}`,
      userId: order.userId,
      item: order.item,
      members: order.members,
      now,
      quoted: quoted !== undefined,
    });
    return { ref: granted.planOpenId };
  },
  async revoke(trx, order, now) {
    await revokeGrant(trx, { key: `order:${order.id}`, now });
  },
};

/** The handler of an item; an item nobody sells goes to the plans check (its SPEC refusal). */
export function payItemHandler(item: string): PayItemHandler {
  return handlers.get(item) ?? planItems;
}

export async function fulfilOrder(trx: DB, order: OrderRow, now: number): Promise<void> {
  const { ref } = await payItemHandler(order.item).fulfil(
    trx,
    { id: order.id, userId: order.user_id, item: order.item, members: order.members },
    now,
  );
  if (ref) await setOrderPlan(trx, order.id, ref);
}

/** The seller's after-payment step (see `PayItemHandler.paid`), after the commit. */
export async function afterPaid(db: DB, order: OrderRow): Promise<void> {
  const paid = payItemHandler(order.item).paid;
  if (!paid) return;
  try {
    await paid(db, {
      id: order.id,
      userId: order.user_id,
      item: order.item,
      members: order.members,
    });
  } catch {
    // The seller logs its own failures; the payment stands.
  }
}

export async function revokeOrder(trx: DB, order: OrderRow, now: number): Promise<void> {
  await payItemHandler(order.item).revoke?.(
    trx,
    { id: order.id, userId: order.user_id, item: order.item, members: order.members },
    now,
  );
}
