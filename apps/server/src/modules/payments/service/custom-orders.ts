import {
  customQuoteMessage,
  ErrorCode,
  isClassStudentType,
  isPayChannel,
  PayChannel,
  validateCustomQuote,
} from '@storyloom/domain';
import type { Selectable } from 'kysely';
import type { CustomOrderTable } from '../../../db/tables/payments';
import { AppError, errors } from '../../../http/errors';
import { newId, newOpenId } from '../../../platform/ids';
import { recordStaffAction } from '../../help/index';
import { planPurchaseCheck } from '../../plans/index';
import { findUserByLogin, mailContactById } from '../../user/index';
import type { PaymentsContext } from '../context';
import { payErrors } from '../errors';
import type { OrderRow } from '../queries';
import { renderCustomOrderMail } from './custom-order-mail';
import { createOrder } from './orders';

/**
 * Custom orders (decision 053): an admin prepares a school plan (or its renewal) for a named
 * buyer at an agreed price; the buyer opens /custom-order/{itemID}, acknowledges and pays through
 * the ordinary pipeline (an order of the same item at the agreed price, no coupon; card, wallet
 * or purchase order), so the fulfilment, receipt, refund and reconciliation are the pipeline's
 * own. Above the price list's 200 accounts (a district) the admin's quote is the price.
 */

export type CustomOrderRow = Selectable<CustomOrderTable>;
export const customOrderItems = ['SCHOOL_PLAN', 'RENEW_SCHOOL_PLAN'] as const;

/** What the buyer (and the admin) see of where the custom order stands. */
export type CustomOrderState = 'open' | 'waiting' | 'reviewing' | 'paid' | 'refunded' | 'cancelled';

export function customOrderState(
  row: CustomOrderRow,
  order: OrderRow | undefined,
): CustomOrderState {
  if (order?.state === 'complete') return 'paid';
  if (order?.state === 'refunded') return 'refunded';
  if (order?.state === 'reviewing') return 'reviewing';
  if (row.cancelled_at !== null) return 'cancelled';
  if (order && (order.state === 'waiting' || order.state === 'failed')) return 'waiting';
  return 'open';
}

async function linkedOrder(
  ctx: Pick<PaymentsContext, 'db'>,
  row: CustomOrderRow,
): Promise<OrderRow | undefined> {
  if (!row.order_id) return undefined;
  return ctx.db.selectFrom('orders').selectAll().where('id', '=', row.order_id).executeTakeFirst();
}

export interface CustomOrderView {
  row: CustomOrderRow;
  order: OrderRow | undefined;
  state: CustomOrderState;
}

async function view(ctx: PaymentsContext, row: CustomOrderRow): Promise<CustomOrderView> {
  const order = await linkedOrder(ctx, row);
  return { row, order, state: customOrderState(row, order) };
}

/** The buyer's custom order; anyone else is answered as for one that does not exist. */
export async function ownCustomOrder(
  ctx: PaymentsContext,
  userId: string,
  itemId: string,
): Promise<CustomOrderView> {
  const row = await ctx.db
    .selectFrom('custom_orders')
    .selectAll()
    .where('item_id', '=', itemId)
    .executeTakeFirst();
  if (!row || row.user_id !== userId) throw payErrors.notFound();
  return view(ctx, row);
}

export async function customOrdersOfUser(
  ctx: PaymentsContext,
  userId: string,
): Promise<CustomOrderView[]> {
  const rows = await ctx.db
    .selectFrom('custom_orders')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .limit(50)
    .execute();
  return Promise.all(rows.map((row) => view(ctx, row)));
}

export interface PayCustomInput {
  channel: number;
  fullName?: string | undefined;
  schoolName?: string | undefined;
}

/**
 * The buyer pays: the first time, one transaction creates the pipeline order (the custom
 * order's item, accounts and agreed price; card, wallet or purchase order) and links it; later calls
 * answer the linked order (waiting, failed and paid again, reviewed, paid), so two tabs pay one
 * order. Only a returned purchase order is replaced by a new one.
 */
export async function payCustomOrder(
  ctx: PaymentsContext,
  userId: string,
  itemId: string,
  input: PayCustomInput,
): Promise<OrderRow> {
  // Card, the wallet (PayPal, or the sandbox wallet) and purchase order: every channel.
  if (!isPayChannel(input.channel)) throw payErrors.methodUnsupported();
  const wallet = input.channel === PayChannel.WALLET;
  return ctx.db.transaction().execute(async (trx) => {
    const inner = { ...ctx, db: trx };
    const { row, order, state } = await ownCustomOrder(inner, userId, itemId);
    if (state === 'cancelled' || state === 'refunded') throw payErrors.notPayable();
    // Waiting (or failed, to try again), under review or paid: that order is the answer.
    if (order && state !== 'open') return order;
    const made = await createOrder(inner, userId, {
      item: row.item,
      members: row.members,
      coupon: '',
      channel: input.channel,
      // A wallet payment is captured when the buyer comes back approved (PayPal's orders).
      successUrl: wallet ? '/pay-callback?capture=1' : '/pay-callback',
      cancelUrl: '/pay-cancel',
      ...(input.fullName !== undefined ? { fullName: input.fullName } : {}),
      schoolName: input.schoolName || row.school_name,
      priced: { item: row.item, members: row.members, priceCents: row.price_cents },
    });
    const linked = await trx
      .updateTable('custom_orders')
      .set({ order_id: made.id, updated_at: ctx.clock.now() })
      .where('id', '=', row.id)
      .where((eb) =>
        row.order_id === null ? eb('order_id', 'is', null) : eb('order_id', '=', row.order_id),
      )
      .executeTakeFirst();
    // Another tab linked its order first: this one is rolled back.
    if (Number(linked.numUpdatedRows) !== 1) throw payErrors.notPayable();
    return made;
  });
}

export interface NewCustomOrder {
  buyer: string;
  item: string;
  members: number;
  priceCents: number;
  title: string;
  schoolName: string;
  note: string;
}

/**
 * An admin prepares a custom order for a buyer named by email or username (an account with an
 * email that is not a class student). The accounts are checked as a school plan purchase would
 * be (SPEC §5 texts), so the payment can always be fulfilled; the buyer gets an email with the
 * link. Audited in the same transaction.
 */
export async function createCustomOrder(
  ctx: PaymentsContext,
  adminId: string,
  input: NewCustomOrder,
): Promise<CustomOrderRow> {
  const now = ctx.clock.now();
  const problem = validateCustomQuote({ members: input.members, priceCents: input.priceCents });
  if (problem) {
    // The same text as the admin's form (decision 053), with the field it is about.
    const { key, params } = customQuoteMessage(problem);
    throw new AppError(ErrorCode.BAD_INPUT, key, params, {
      fields: [{ path: problem === 'price' ? 'Price' : 'Members', message: problem }],
    });
  }
  const buyer = await findUserByLogin(ctx.db, input.buyer.trim().toLowerCase());
  if (!buyer?.email || isClassStudentType(buyer.account_type)) {
    throw errors.badInput([{ path: 'Buyer', message: 'unknown' }]);
  }
  await planPurchaseCheck(ctx.db, {
    userId: buyer.id,
    item: input.item,
    members: input.members,
    now,
    quoted: true,
  });
  const row: CustomOrderRow = {
    id: newId(now),
    item_id: newOpenId(),
    user_id: buyer.id,
    item: input.item,
    members: input.members,
    price_cents: input.priceCents,
    title: input.title,
    school_name: input.schoolName,
    note: input.note,
    order_id: null,
    created_by: adminId,
    cancelled_at: null,
    created_at: now,
    updated_at: now,
  };
  await ctx.db.transaction().execute(async (trx) => {
    await trx.insertInto('custom_orders').values(row).execute();
    await recordStaffAction(
      trx,
      {
        actorId: adminId,
        action: 'custom-order.create',
        target: `custom-order:${row.item_id}`,
        before: null,
        after: {
          buyer: buyer.id,
          item: row.item,
          members: row.members,
          priceCents: row.price_cents,
        },
      },
      now,
    );
  });
  const contact = await mailContactById(ctx.db, buyer.id);
  if (contact) {
    const link = new URL(`/custom-order/${row.item_id}`, ctx.config.publicUrl).toString();
    ctx.sendMail('custom-order', renderCustomOrderMail(row, contact, link));
  }
  return row;
}

/**
 * An admin withdraws a custom order the buyer has not started paying (no order, an order without
 * a checkout session, or a returned purchase order); one with a payment session, under review or
 * paid is CONFLICT (a refund undoes a paid one).
 */
export async function cancelCustomOrder(
  ctx: PaymentsContext,
  adminId: string,
  itemId: string,
): Promise<CustomOrderView> {
  const now = ctx.clock.now();
  await ctx.db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('custom_orders')
      .selectAll()
      .where('item_id', '=', itemId)
      .executeTakeFirst();
    if (!row) throw payErrors.notFound();
    const order = await linkedOrder({ db: trx }, row);
    const state = customOrderState(row, order);
    // A payment window may still be paying an order with a session: not withdrawn then.
    const untouched = order?.state === 'waiting' && order.provider_ref === null;
    if (state !== 'open' && !(state === 'waiting' && untouched)) throw payErrors.notPayable();
    await trx
      .updateTable('custom_orders')
      .set({ cancelled_at: now, updated_at: now })
      .where('id', '=', row.id)
      .execute();
    if (order && order.state === 'waiting') {
      await trx
        .updateTable('orders')
        .set({ state: 'failed', reason: 'custom order cancelled', updated_at: now })
        .where('id', '=', order.id)
        .where('state', '=', 'waiting')
        .where('provider_ref', 'is', null)
        .execute();
    }
    await recordStaffAction(
      trx,
      {
        actorId: adminId,
        action: 'custom-order.cancel',
        target: `custom-order:${row.item_id}`,
        before: { state },
        after: { state: 'cancelled' },
      },
      now,
    );
  });
  const row = await ctx.db
    .selectFrom('custom_orders')
    .selectAll()
    .where('item_id', '=', itemId)
    .executeTakeFirstOrThrow();
  return view(ctx, row);
}

export async function listCustomOrders(ctx: PaymentsContext): Promise<CustomOrderView[]> {
  const rows = await ctx.db
    .selectFrom('custom_orders')
    .selectAll()
    .orderBy('created_at', 'desc')
    .limit(100)
    .execute();
  return Promise.all(rows.map((row) => view(ctx, row)));
}
