import { ErrorCode, isPlanItem, PayChannel, PlanErrorCode } from '@storyloom/domain';
import { AppError } from '../../../http/errors';
import type { PaymentsContext } from '../context';
import { payErrors } from '../errors';
import { type OrderRow, orderByNo, recordCheckout } from '../queries';
import { applyProviderEvent } from './events';
import { createOrder, viaProvider } from './orders';

/**
 * The legacy direct card payment (SPEC §7, decision 073): a card token from the provider's own
 * card form, charged at once. It is the same pipeline as every order: the order is created at
 * the server's price from the pay item (the client's Ammount is only the member count, as for
 * /api/User/Pay), the coupon is checked by the same validators, the provider is called outside
 * any transaction with an idempotency key per attempt, and its answer is applied as an event of
 * the state machine (stored once; the move to complete fulfils once).
 */
export interface ChargeInput {
  item: string;
  members: number;
  coupon: string;
  token: string;
  /** The client's idempotency key: the same key answers the same order (and charge). */
  requestKey?: string;
}

const itemNames: Record<string, string> = {
  MONTHLY_PLAN: 'Storyloom monthly membership (one month)',
  ONE_YEAR: 'Storyloom yearly membership (one year)',
  FAMILY_PLAN: 'Storyloom family plan (one year)',
  SCHOOL_PLAN: 'Storyloom school plan (one year)',
  RENEW_SCHOOL_PLAN: 'Storyloom school plan renewal (one year)',
  PLAN_ADD_MEMBER: 'Storyloom school plan: more accounts',
};

/** SPEC §8: code 1000, the pay-failure text, and the provider's own reason as the result. */
const declined = (reason: string) => new AppError(ErrorCode.PAY_FAILED, 'payFailed', {}, reason);

export async function chargeCard(
  ctx: PaymentsContext,
  userId: string,
  input: ChargeInput,
): Promise<OrderRow> {
  // Plans only: a print or a shop order is made by its own module first (decision 049).
  if (!isPlanItem(input.item)) {
    throw new AppError(PlanErrorCode.NO_SUCH_PACKAGE, 'noSuchPackage');
  }
  const order = await createOrder(ctx, userId, {
    item: input.item,
    members: input.members,
    coupon: input.coupon,
    channel: PayChannel.CARD,
    ...(input.requestKey ? { requestKey: input.requestKey } : {}),
  });
  // Asked again with the same key after it was paid: the paid order, nothing charged again.
  if (order.state === 'complete') return order;
  if (order.channel !== PayChannel.CARD) throw payErrors.methodUnsupported();
  if (order.state !== 'waiting' && order.state !== 'failed') throw payErrors.notPayable();
  const provider = ctx.providers.named(order.provider);
  if (!provider?.chargeToken) throw payErrors.methodUnsupported();
  // A waiting order charged before (its answer lost) repeats that attempt's key, so the
  // provider answers the same charge; a declined (failed) order tries again with a new one.
  const attempt =
    order.state === 'waiting' && order.attempts > 0 ? order.attempts : order.attempts + 1;
  const now = ctx.clock.now();
  // The intent is recorded before the call (guides/payments.md), the answer after it.
  await recordCheckout(ctx.db, order.id, order.provider_ref ?? '', attempt, now);
  const charge = provider.chargeToken.bind(provider);
  const result = await viaProvider(() =>
    charge({
      orderNo: order.order_no,
      amountCents: order.total_cents,
      currency: order.currency,
      description: itemNames[order.item] ?? order.item,
      token: input.token,
      idempotencyKey: `order:${order.id}:charge:${attempt}`,
    }),
  );
  if (result.ref) await recordCheckout(ctx.db, order.id, result.ref, attempt, ctx.clock.now());
  if (result.status === 'declined') {
    await applyProviderEvent(ctx, provider.name, {
      id: `charge:${result.ref || `${order.id}:${attempt}`}:failed`,
      type: 'storyloom.charge',
      orderNo: order.order_no,
      ref: result.ref,
      status: 'failed',
      amountCents: order.total_cents,
      currency: order.currency,
    });
    throw declined(result.reason);
  }
  // Needs the bank's confirmation: the order stays waiting, payable on the checkout page.
  if (result.status === 'requires_action') throw declined(result.reason);
  if (result.status === 'paid') {
    await applyProviderEvent(ctx, provider.name, {
      ...result,
      id: `charge:${result.ref}:paid`,
      type: 'storyloom.charge',
    });
  }
  // Still processing: the provider's event (or the nightly reconciliation) settles it.
  return (await orderByNo(ctx.db, order.order_no)) ?? order;
}
