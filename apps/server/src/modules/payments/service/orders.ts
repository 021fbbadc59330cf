import {
  introductoryPriceCents,
  PayChannel,
  purchaseOrderAllowed,
  subscriptionInterval,
  validateOrderTotal,
  validatePurchaseOrderForm,
} from '@storyloom/domain';
import { isUniqueViolation } from '../../../db/dialect';
import { errors } from '../../../http/errors';
import { newId, newOpenId } from '../../../platform/ids';
import { ProviderError } from '../../../platform/payments/index';
import type { PaymentsContext } from '../context';
import { payErrors } from '../errors';
import { payItemHandler } from '../fulfilment';
import { ownOrder } from '../policy';
import {
  hasCompletedOrder,
  insertOrder,
  type OrderRow,
  orderByRequestKey,
  recordCheckout,
} from '../queries';
import { couponDiscount } from './coupons';

/** Order creation and the hand-off to the provider (SPEC §3 order payload, decision 026). */

export interface PayInput {
  item: string;
  members: number;
  coupon: string;
  channel: number;
  successUrl?: string;
  cancelUrl?: string;
  invitationCode?: string;
  fullName?: string;
  schoolName?: string;
  /** The client's idempotency key: the same key answers the same order. */
  requestKey?: string;
  /**
   * A price the server already settled (a custom order's agreed price, decision 053), used
   * instead of the item's price list. Never from a request body.
   */
  priced?: { item: string; members: number; priceCents: number };
  /** A selling module's own record of what is bought (passed to its item's `price`). */
  ref?: string;
}

/**
 * A site path to send the buyer back to: a path of this site, or an address on its own origin;
 * anything else (another site, `//host`, a script) falls back, so an order is no open redirect.
 */
export function sitePath(url: string | undefined, publicUrl: string, fallback: string): string {
  if (!url) return fallback;
  if (/^\/(?!\/)[^\\\s]*$/.test(url)) return url;
  try {
    const parsed = new URL(url);
    if (parsed.origin === new URL(publicUrl).origin) return parsed.pathname + parsed.search;
  } catch {
    // not an address: fall back
  }
  return fallback;
}

/** Creates an order with the server's price (never the client's), or answers the same one. */
export async function createOrder(
  ctx: PaymentsContext,
  userId: string,
  input: PayInput,
): Promise<OrderRow> {
  const { db, clock } = ctx;
  const now = clock.now();
  if (input.requestKey) {
    const same = await orderByRequestKey(db, userId, input.requestKey);
    if (same) return same;
  }
  const check =
    input.priced ??
    (await payItemHandler(input.item).price(db, {
      userId,
      item: input.item,
      members: input.members,
      now,
      ...(input.ref ? { ref: input.ref } : {}),
    }));
  const { item, members } = check;
  // PRODUCT.md: a newcomer's first yearly plan has the introductory discount.
  const priceCents =
    item === 'ONE_YEAR' && !(await hasCompletedOrder(db, userId))
      ? introductoryPriceCents(check.priceCents)
      : check.priceCents;
  const purchaseOrder = input.channel === PayChannel.PURCHASE_ORDER;
  if (purchaseOrder) {
    if (!purchaseOrderAllowed(item)) throw payErrors.methodUnsupported();
    if (!validatePurchaseOrderForm(input)) throw payErrors.purchaseOrderForm();
  }
  let discountCents = 0;
  let couponCode: string | null = null;
  if (input.coupon.trim()) {
    const found = await couponDiscount(db, { code: input.coupon, item, priceCents, now });
    discountCents = found.discountCents;
    couponCode = found.code;
  }
  const totalCents = priceCents - discountCents;
  if (validateOrderTotal(totalCents)) throw payErrors.totalAboveZero();
  const row = {
    id: newId(now),
    order_no: newOpenId(),
    user_id: userId,
    item,
    members,
    channel: input.channel,
    coupon_code: couponCode,
    price_cents: priceCents,
    discount_cents: discountCents,
    total_cents: totalCents,
    currency: 'usd',
    state: purchaseOrder ? 'reviewing' : 'waiting',
    reason: null,
    provider: purchaseOrder
      ? 'purchase-order'
      : ctx.providers.forChannel(input.channel === PayChannel.WALLET ? 'wallet' : 'card').name,
    provider_ref: null,
    attempts: 0,
    request_key: input.requestKey ?? null,
    success_url: sitePath(input.successUrl, ctx.config.publicUrl, '/pay-callback'),
    cancel_url: sitePath(input.cancelUrl, ctx.config.publicUrl, '/pay-cancel'),
    full_name: input.fullName?.trim() || null,
    school_name: input.schoolName?.trim() || null,
    invitation_code: input.invitationCode?.trim() || null,
    plan_open_id: null,
    refunded_cents: 0,
    created_at: now,
    updated_at: now,
    completed_at: null,
  };
  try {
    await insertOrder(db, row);
  } catch (err) {
    // Two tabs sent the same key at once: the first order is the answer.
    if (input.requestKey && isUniqueViolation(err)) {
      const same = await orderByRequestKey(db, userId, input.requestKey);
      if (same) return same;
    }
    throw err;
  }
  return row;
}

/** A provider's failure (down, refusing) is "busy, try again", never a 500. */
export async function viaProvider<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (err instanceof ProviderError) throw errors.busy();
    throw err;
  }
}

function withParam(path: string, name: string, value: string): string {
  return `${path}${path.includes('?') ? '&' : '?'}${name}=${encodeURIComponent(value)}`;
}

const itemNames: Record<string, string> = {
  MONTHLY_PLAN: 'Storyloom monthly membership',
  ONE_YEAR: 'Storyloom yearly membership',
  FAMILY_PLAN: 'Storyloom family plan (one year)',
  SCHOOL_PLAN: 'Storyloom school plan (one year)',
  RENEW_SCHOOL_PLAN: 'Storyloom school plan renewal (one year)',
  PLAN_ADD_MEMBER: 'Storyloom school plan: more accounts',
  ART_PRINT: 'Storyloom art shop print',
};

/**
 * A checkout session for a card or wallet order still waiting (or failed, to try again). The
 * provider is called outside any transaction, with an idempotency key per attempt.
 */
export async function makePaySession(
  ctx: PaymentsContext,
  userId: string,
  orderNo: string,
): Promise<{ id: string; url: string }> {
  const order = await ownOrder(ctx, userId, orderNo);
  if (order.channel === PayChannel.PURCHASE_ORDER) throw payErrors.methodUnsupported();
  if (order.state !== 'waiting' && order.state !== 'failed') throw payErrors.notPayable();
  // The order of a custom order an admin withdrew is not paid any more (decision 053).
  const withdrawn = await ctx.db
    .selectFrom('custom_orders')
    .select('id')
    .where('order_id', '=', order.id)
    .where('cancelled_at', 'is not', null)
    .executeTakeFirst();
  if (withdrawn) throw payErrors.notPayable();
  const provider = ctx.providers.named(order.provider);
  if (!provider) throw payErrors.methodUnsupported();
  const attempt = order.attempts + 1;
  const interval = subscriptionInterval(order.item);
  const session = await viaProvider(() =>
    provider.createCheckout({
      orderNo: order.order_no,
      amountCents: order.total_cents,
      currency: order.currency,
      description: itemNames[order.item] ?? order.item,
      channel: order.channel === PayChannel.WALLET ? 'wallet' : 'card',
      ...(interval ? { interval } : {}),
      successUrl: withParam(order.success_url, 'id', order.order_no),
      cancelUrl: withParam(order.cancel_url, 'id', order.order_no),
      idempotencyKey: `order:${order.id}:checkout:${attempt}`,
    }),
  );
  await recordCheckout(ctx.db, order.id, session.ref, attempt, ctx.clock.now());
  return { id: session.ref, url: session.url };
}
