import type { Generated } from 'kysely';

/**
 * Payments and orders (issue 17, decision 026). Money in integer cents, time in epoch ms.
 */

export interface OrderTable {
  id: string;
  /** The public order number (GetPayOrder, /redirect-stripe?id=, /po-order/{orderno}). */
  order_no: string;
  user_id: string;
  /** SPEC §9 pay item code. */
  item: string;
  /** Family: people; school: accounts; PLAN_ADD_MEMBER: seats added; else 1. */
  members: number;
  /** SPEC §9: 0 card, 8 wallet, 9 purchase order. */
  channel: number;
  coupon_code: string | null;
  /** The server's price before the coupon. */
  price_cents: number;
  discount_cents: number;
  total_cents: number;
  currency: string;
  /** waiting | reviewing | returned | complete | failed | refunded */
  state: string;
  /** Why an admin returned a purchase order. */
  reason: string | null;
  /** sandbox | stripe | paypal | purchase-order */
  provider: string;
  /** The provider's checkout session (or order) id. */
  provider_ref: string | null;
  /** Checkout sessions created so far (the idempotency key's attempt number). */
  attempts: number;
  /** The client's idempotency key of the create call (one order per key and user). */
  request_key: string | null;
  success_url: string;
  cancel_url: string;
  full_name: string | null;
  school_name: string | null;
  invitation_code: string | null;
  /** The plan the fulfilment granted or extended. */
  plan_open_id: string | null;
  /** Refunded so far by admins' refunds (part refunds, decision 054); the total once refunded. */
  refunded_cents: Generated<number>;
  created_at: number;
  updated_at: number;
  completed_at: number | null;
}

/** Every provider event, stored once (its id is unique per provider). */
export interface PaymentEventTable {
  provider: string;
  event_id: string;
  order_id: string | null;
  type: string;
  /** What the event did: moved, ignored, unknown-order. */
  outcome: string;
  received_at: number;
}

export interface CouponTable {
  /** Upper-case code. */
  code: string;
  /** percent | fixed */
  kind: string;
  /** percent: whole percent; fixed: cents. */
  amount: number;
  /** Comma-separated pay items; empty for every item that may take a coupon. */
  item_types: string;
  expires_at: number | null;
  use_limit: number | null;
  used_count: number;
  created_at: number;
}

/**
 * An order an admin prepares for a school (decision 053): a school plan (or its renewal) for
 * `members` accounts at an agreed price, paid by the named buyer through the pipeline.
 */
export interface CustomOrderTable {
  id: string;
  /** The public id of /custom-order/{itemID}. */
  item_id: string;
  /** The buyer the admin named: only they may read or pay it. */
  user_id: string;
  /** SCHOOL_PLAN | RENEW_SCHOOL_PLAN */
  item: string;
  members: number;
  price_cents: number;
  /** The admin's line for the buyer (what is sold). */
  title: string;
  school_name: string;
  note: string;
  /** The pipeline order that pays it, once the buyer has started paying. */
  order_id: string | null;
  created_by: string;
  cancelled_at: number | null;
  created_at: number;
  updated_at: number;
}

/** The rates GetExchangeRate answers (decision 072), edited by an admin. */
export interface ExchangeRateTable {
  /** ISO 4217 code, upper case. */
  currency: string;
  /** Units of the currency per US dollar, in millionths. */
  rate_micros: number;
  /** The admin who last set it; null for the seeded default. */
  updated_by: string | null;
  updated_at: number;
}

export interface PaymentTables {
  orders: OrderTable;
  custom_orders: CustomOrderTable;
  payment_events: PaymentEventTable;
  coupons: CouponTable;
  exchange_rates: ExchangeRateTable;
}
