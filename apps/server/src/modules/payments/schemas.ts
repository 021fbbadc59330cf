import { isPayChannel, lineText } from '@storyloom/domain';
import { z } from 'zod';

/** Request bodies of the payment calls (SPEC §3 order payload, §7 "Payment"; docs/api.md). */
const text = (max: number) => z.string().trim().max(max);
const orderNo = z.string().trim().min(1).max(64);

export const payBody = z.object({
  PayItem: text(40).min(1),
  /** SPEC §3: the member count as text. */
  Ammount: z.union([text(10), z.number()]).optional(),
  Coupon: text(40).optional().default(''),
  successUrl: text(500).optional(),
  callbackUrl: text(500).optional(),
  cancelUrl: text(500).optional(),
  PayChannel: z.coerce
    .number()
    .int()
    .refine((n) => isPayChannel(n), { message: 'PayChannel is 0, 8 or 9' }),
  invitationCode: text(64).optional(),
  // Kept on the order and shown to staff: cleaned (decision 021).
  fullName: lineText(120).optional(),
  schoolName: lineText(200).optional(),
  /** The client's idempotency key (or the Idempotency-Key header): one order per key. */
  RequestKey: text(100).optional(),
});

export const orderBody = z.object({ id: orderNo });
export const payOrderBody = z.object({ OrderNo: orderNo.optional() });
export const subscriptionBody = z.object({ id: text(200).optional(), orderID: orderNo });
export const couponBody = z.object({
  Code: text(40).optional().default(''),
  CurrentPrice: z.coerce.number().min(0).max(100000),
  ItemType: text(40).min(1),
});
export const discountBody = z.object({
  Type: text(40).min(1),
  UnitPrice: z.coerce.number().min(0).max(100000),
});
export const exchangeBody = z.object({ Currency: text(8).optional().default('USD') });

/**
 * The legacy direct card payment (SPEC §7: StripeToken, PayItem, Ammount, Coupon plus extra
 * data, which is ignored). The token is the provider's card token or payment method; Ammount is
 * the member count, a number as text (never a price: the server prices the order).
 */
export const chargeBody = z.object({
  StripeToken: z
    .string()
    .trim()
    .regex(/^(tok|pm)_[A-Za-z0-9_]{1,100}$/, { message: 'a card token (tok_... or pm_...)' }),
  PayItem: text(40).min(1),
  Ammount: z
    .union([
      text(10).regex(/^(\d+(\.\d+)?)?$/, { message: 'a number' }),
      z.number().finite().min(0).max(100000),
    ])
    .optional(),
  Coupon: text(40).optional().default(''),
  RequestKey: text(100).optional(),
});
