import { couponAllowed, couponDiscountCents, validateCouponPrice } from '@storyloom/domain';
import type { DB } from '../../../db/index';
import { payErrors } from '../errors';
import { type CouponRow, couponByCode, insertCoupon } from '../queries';

/** Coupons (PRODUCT.md: admin-created; percent or fixed, item types, expiry, use limit). */

export function normalCode(code: string): string {
  return code.trim().toUpperCase();
}

function usable(coupon: CouponRow | undefined, item: string, now: number): coupon is CouponRow {
  if (!coupon) return false;
  if (coupon.expires_at !== null && coupon.expires_at <= now) return false;
  if (coupon.use_limit !== null && coupon.used_count >= coupon.use_limit) return false;
  const items = coupon.item_types.split(',').filter(Boolean);
  return items.length === 0 || items.includes(item);
}

/**
 * The discount of `code` on `item` at `priceCents` (SPEC §5): only above 0, never for the
 * monthly plan, and only a live coupon for that item. Refuses with the SPEC texts.
 */
export async function couponDiscount(
  db: DB,
  input: { code: string; item: string; priceCents: number; now: number },
): Promise<{ code: string; discountCents: number }> {
  if (!couponAllowed(input.item)) throw payErrors.couponMonthly();
  if (validateCouponPrice(input.priceCents)) throw payErrors.couponPriceAboveZero();
  const code = normalCode(input.code);
  const coupon = await couponByCode(db, code);
  if (!usable(coupon, input.item, input.now)) throw payErrors.couponInvalid();
  const kind = coupon.kind === 'fixed' ? 'fixed' : 'percent';
  return {
    code,
    discountCents: couponDiscountCents(input.priceCents, { kind, amount: coupon.amount }),
  };
}

export interface NewCoupon {
  code: string;
  kind: 'percent' | 'fixed';
  amount: number;
  itemTypes: string[];
  expiresAt: number | null;
  useLimit: number | null;
}

/** An admin's (or the seed's) new coupon. */
export async function createCoupon(db: DB, coupon: NewCoupon, now: number): Promise<void> {
  await insertCoupon(db, {
    code: normalCode(coupon.code),
    kind: coupon.kind,
    amount: coupon.amount,
    item_types: coupon.itemTypes.join(','),
    expires_at: coupon.expiresAt,
    use_limit: coupon.useLimit,
    used_count: 0,
    created_at: now,
  });
}
