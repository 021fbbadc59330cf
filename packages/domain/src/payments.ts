import type { MessageKey } from './errors';
import { PlanItem } from './plans';

/**
 * Payments and orders (SPEC §4 order states, §5 price and coupon rules, §9 pay channels;
 * PRODUCT.md "Plans and payments"; decision 026). Pure rules shared by the web and the server.
 */

/** Envelope codes of the payment calls (docs/api.md "Payments"). */
export const PaymentErrorCode = {
  TOTAL_NOT_ABOVE_ZERO: 100901,
  COUPON_INVALID: 100902,
  PAY_METHOD_UNSUPPORTED: 100903,
  PAY_PENDING: 100904,
  WEBHOOK_REFUSED: 100905,
} as const;

/** SPEC §9 pay channels. */
export const PayChannel = { CARD: 0, WALLET: 8, PURCHASE_ORDER: 9 } as const;
export type PayChannel = (typeof PayChannel)[keyof typeof PayChannel];

export function isPayChannel(value: number): value is PayChannel {
  return value === 0 || value === 8 || value === 9;
}

/** SPEC §4 order states, plus refunded for admins. */
export const OrderState = {
  WAITING: 'waiting',
  REVIEWING: 'reviewing',
  RETURNED: 'returned',
  COMPLETE: 'complete',
  FAILED: 'failed',
  REFUNDED: 'refunded',
} as const;
export type OrderState = (typeof OrderState)[keyof typeof OrderState];

/**
 * The moves a provider event or an admin may make (decision 026). A move not listed is a no-op:
 * a complete order never goes back, a late failure after success changes nothing.
 */
const moves: Record<OrderState, readonly OrderState[]> = {
  waiting: ['complete', 'failed'],
  // A declined card can be retried on the same checkout and then succeed.
  failed: ['complete'],
  reviewing: ['complete', 'returned'],
  returned: [],
  complete: ['refunded'],
  refunded: [],
};

export function mayMoveOrder(from: OrderState, to: OrderState): boolean {
  return moves[from]?.includes(to) ?? false;
}

/** The states an order may come from to reach `to`, for the conditional update. */
export function orderStatesInto(to: OrderState): OrderState[] {
  return (Object.keys(moves) as OrderState[]).filter((from) => mayMoveOrder(from, to));
}

/** SPEC §6: purchase orders only for the school plan and its renewal. */
export function purchaseOrderAllowed(item: string): boolean {
  return item === PlanItem.SCHOOL_PLAN || item === PlanItem.RENEW_SCHOOL_PLAN;
}

/** SPEC §5: coupons are not offered for the monthly plan. */
export function couponAllowed(item: string): boolean {
  return item !== PlanItem.MONTHLY_PLAN;
}

export interface CouponTerms {
  /** percent: `amount` is whole percent 1-100; fixed: `amount` is cents. */
  kind: 'percent' | 'fixed';
  amount: number;
}

/**
 * The discount of a coupon on a price, in cents: never more than the price (a coupon over the
 * price makes the total 0, which the order then refuses with SPEC §5's total text).
 */
export function couponDiscountCents(priceCents: number, coupon: CouponTerms): number {
  if (priceCents <= 0) return 0;
  const raw =
    coupon.kind === 'percent'
      ? Math.round((priceCents * Math.min(100, Math.max(0, coupon.amount))) / 100)
      : Math.max(0, Math.round(coupon.amount));
  return Math.min(priceCents, raw);
}

/** SPEC §5: the coupon is checked only when the pre-coupon price is above 0. */
export function validateCouponPrice(priceCents: number): MessageKey | null {
  return priceCents > 0 ? null : 'couponTotalAboveZero';
}

/** SPEC §5: the final price must be above 0. */
export function validateOrderTotal(totalCents: number): MessageKey | null {
  return totalCents > 0 ? null : 'totalAboveZero';
}

/** SPEC §5: the purchase-order form needs both full name and school name. */
export function validatePurchaseOrderForm(form: {
  fullName?: string | null;
  schoolName?: string | null;
}): boolean {
  return Boolean(form.fullName?.trim() && form.schoolName?.trim());
}

/** Cents as a price text with two decimals ("69.99"). */
export function centsText(cents: number): string {
  return (cents / 100).toFixed(2);
}

/** The local pay status the card window writes and the opener listens for (SPEC §4). */
export const payStatusKey = 'sl_pay_status';
export type PayStatus = 'checking' | 'success' | 'fail' | 'cancel';

/** SPEC §9: the subscription status poll every 1.5 seconds. */
export const subscriptionPollMs = 1500;

/** PRODUCT.md: the introductory discount, 10% off a newcomer's first yearly plan. */
export const introductoryDiscountPercent = 10;

/** The price of a newcomer's first yearly plan, in cents. */
export function introductoryPriceCents(priceCents: number): number {
  return Math.round((priceCents * (100 - introductoryDiscountPercent)) / 100);
}

/**
 * The default exchange rates (PRODUCT.md: CNY, EUR, MXN, TWD at least), USD = 1: the seed of the
 * `exchange_rates` table an admin edits (decision 072), and the currencies the pickers offer.
 */
export const exchangeRates: Record<string, number> = {
  USD: 1,
  CNY: 7.1,
  EUR: 0.92,
  MXN: 17.2,
  TWD: 31.6,
};

/** Prices are in US dollars: the base currency's rate is always 1 and is not edited. */
export const baseCurrency = 'USD';

/**
 * Currencies an admin may give a rate for (ISO 4217 codes, decision 072): the defaults and the
 * other common ones. Anything else is refused as bad input.
 */
export const knownCurrencies: readonly string[] = [
  ...Object.keys(exchangeRates),
  'AUD',
  'BRL',
  'CAD',
  'CHF',
  'GBP',
  'HKD',
  'INR',
  'JPY',
  'KRW',
  'NZD',
  'SGD',
];

/** Sane bounds of a rate (units of the currency per US dollar), decision 072. */
export const exchangeRateBounds = { min: 0.0001, max: 100_000 } as const;

/** Whether an admin may set this rate for this currency (a known non-base code, in bounds). */
export function isValidExchangeRate(currency: string, rate: number): boolean {
  return (
    currency !== baseCurrency &&
    knownCurrencies.includes(currency) &&
    Number.isFinite(rate) &&
    rate >= exchangeRateBounds.min &&
    rate <= exchangeRateBounds.max
  );
}

/**
 * The currency a price hint is shown in before the user picks one: Chinese readers see yuan,
 * Spanish readers euros, everyone else US dollars (prices are charged in US dollars).
 */
export function currencyForLanguage(language: string): string {
  if (language.startsWith('zh')) return 'CNY';
  if (language.startsWith('es')) return 'EUR';
  return 'USD';
}

/**
 * Custom orders (decision 053): what an admin may quote. The accounts start at the school plan's
 * floor and, unlike the price list (200 at most), have no tier ceiling - a district is quoted
 * here - only this sanity bound; the agreed price is above 0, in whole cents, and at most
 * 1,000,000 US$. The admin's form and the server's parsing use the same rule.
 */
export const customOrderLimits = { maxAccounts: 100_000, maxPriceCents: 100_000_000 } as const;

export type CustomQuoteProblem = 'accounts' | 'price';

export function validateCustomQuote(quote: {
  members: number;
  priceCents: number;
}): CustomQuoteProblem | null {
  const { members, priceCents } = quote;
  if (!Number.isInteger(members) || members < 1 || members > customOrderLimits.maxAccounts) {
    return 'accounts';
  }
  if (
    !Number.isInteger(priceCents) ||
    priceCents < 1 ||
    priceCents > customOrderLimits.maxPriceCents
  ) {
    return 'price';
  }
  return null;
}

/**
 * The text of a quote's problem (SPEC-style message key and its bound), so the admin's form and
 * the server's refusal say the same thing.
 */
export function customQuoteMessage(problem: CustomQuoteProblem): {
  key: Extract<MessageKey, 'customQuoteAccounts' | 'customQuotePrice'>;
  params: { max: string };
} {
  const grouped = (n: number) => n.toLocaleString('en-US');
  return problem === 'accounts'
    ? { key: 'customQuoteAccounts', params: { max: grouped(customOrderLimits.maxAccounts) } }
    : {
        key: 'customQuotePrice',
        params: { max: grouped(customOrderLimits.maxPriceCents / 100) },
      };
}

/** The agreed price in US$ as whole cents, or NaN when it has more than two decimals. */
export function quotePriceCents(price: number): number {
  const cents = price * 100;
  return Math.abs(cents - Math.round(cents)) < 1e-6 ? Math.round(cents) : Number.NaN;
}

/**
 * The plans sold as subscriptions at the provider (decision 037: the monthly and the yearly
 * membership renew there); every other item is a one-off order. The wallet's return page polls
 * a subscription's status every 1.5 s (SPEC §4) and captures an order once (decision 053).
 */
export function subscriptionInterval(item: string): 'month' | 'year' | undefined {
  if (item === PlanItem.MONTHLY_PLAN) return 'month';
  if (item === PlanItem.ONE_YEAR) return 'year';
  return undefined;
}

/** Where the wallet provider sends the buyer back after approval (SPEC §4, decision 067). */
export function walletReturnPath(item: string): string {
  return subscriptionInterval(item) ? '/pay-callback?subscription=1' : '/pay-callback?capture=1';
}
