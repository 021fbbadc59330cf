/**
 * Payment providers behind one interface (DESIGN.md "platform/payments", guides/payments.md,
 * decisions 026 and 037). The order is the truth; a provider is a witness: it hosts a checkout,
 * and its signed events say what happened to it.
 */

export type CheckoutChannel = 'card' | 'wallet';

export interface CheckoutRequest {
  orderNo: string;
  amountCents: number;
  currency: string;
  /** What the buyer sees on the provider's page. */
  description: string;
  channel: CheckoutChannel;
  /** A subscription (monthly or yearly plan) renews at this interval; absent: one payment. */
  interval?: 'month' | 'year';
  /** Absolute or site-relative addresses the provider sends the buyer back to. */
  successUrl: string;
  cancelUrl: string;
  /** `order:<id>:checkout:<n>`: a retried create never makes a second session or charge. */
  idempotencyKey: string;
}

export interface CheckoutSession {
  /** The provider's id of the session (stored on the order). */
  ref: string;
  /** Where the buyer pays. */
  url: string;
}

/** What a provider says about a payment now (an event, a lookup or a capture). */
export interface ProviderStatus {
  /** The order the session was made for (from the session's own metadata). */
  orderNo: string;
  ref: string;
  /**
   * What the session's payment now is: the order moves to what this says (refunded: the
   * provider refunded it in full, from its own dashboard or after an admin's refund).
   */
  status: 'paid' | 'failed' | 'open' | 'refunded';
  amountCents: number;
  currency: string;
}

/** A verified provider event, reduced to what the order pipeline needs. */
export interface ProviderEvent extends ProviderStatus {
  id: string;
  type: string;
  /**
   * A subscription's later period was paid (not the first payment): the pipeline records a
   * renewal order for the order `orderNo` and extends the plan once per `renewalKey`.
   */
  renewalKey?: string;
}

export class ForgedEventError extends Error {
  constructor(reason: string) {
    super(`payment event refused: ${reason}`);
    this.name = 'ForgedEventError';
  }
}

/** A provider answered with an error or could not be reached. */
export class ProviderError extends Error {
  constructor(
    readonly provider: string,
    message: string,
  ) {
    super(`${provider}: ${message}`);
    this.name = 'ProviderError';
  }
}

/**
 * A direct card charge with a card token the buyer's browser got from the provider's own card
 * form (SPEC §7 "Legacy direct card payment", decision 073): one payment, confirmed at once.
 */
export interface TokenChargeRequest {
  orderNo: string;
  amountCents: number;
  currency: string;
  description: string;
  /** The provider's card token (`tok_...`) or payment method (`pm_...`). */
  token: string;
  /** `order:<id>:charge:<n>`: a retried charge never charges twice. */
  idempotencyKey: string;
}

/**
 * What became of a direct charge: paid, declined (with the provider's own reason, shown to the
 * buyer after SPEC §8's pay-failure text), or needing a confirmation a direct charge cannot do.
 */
export type TokenChargeResult =
  | (ProviderStatus & { status: 'paid' | 'open' })
  | { status: 'declined' | 'requires_action'; ref: string; reason: string };

/** Request headers as Fastify gives them (lower-case names). */
export type EventHeaders = Record<string, string | string[] | undefined>;

export function header(headers: EventHeaders, name: string): string | undefined {
  const value = headers[name];
  return typeof value === 'string' ? value : undefined;
}

export interface PaymentProvider {
  readonly name: string;
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  /** Verifies the signature over the raw body, then parses. Throws ForgedEventError. */
  verifyEvent(rawBody: string, headers: EventHeaders, now: number): Promise<ProviderEvent>;
  /**
   * Asks the provider what became of a session (reconciliation, the subscription poll); null
   * when it cannot tell (the stateless sandbox).
   */
  lookup(ref: string): Promise<ProviderStatus | null>;
  /** Captures an approved wallet order (PayPal); others answer what `lookup` says. */
  capture(ref: string, idempotencyKey: string): Promise<ProviderStatus | null>;
  /**
   * Refunds a paid session (an admin's refund): in full, or `amountCents` of it (a part refund,
   * decision 054; one-payment orders only).
   */
  refund(ref: string, idempotencyKey: string, amountCents?: number): Promise<void>;
  /**
   * Charges a card token at once (decision 073). Providers without card tokens (PayPal) leave
   * it out; the order is then refused as an unsupported payment method.
   */
  chargeToken?(request: TokenChargeRequest): Promise<TokenChargeResult>;
}
