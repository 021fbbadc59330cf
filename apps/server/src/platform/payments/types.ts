/**
 * Payment providers behind one interface (DESIGN.md "platform/payments", guides/payments.md,
 * decision 026). The order is the truth; a provider is a witness: it hosts a checkout, and its
 * signed events say what happened to it.
 */

export type CheckoutChannel = 'card' | 'wallet';

export interface CheckoutRequest {
  orderNo: string;
  amountCents: number;
  currency: string;
  /** What the buyer sees on the provider's page. */
  description: string;
  channel: CheckoutChannel;
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

/** A verified provider event, reduced to what the order pipeline needs. */
export interface ProviderEvent {
  id: string;
  type: string;
  /** The order the session was made for (from the session's own metadata). */
  orderNo: string;
  ref: string;
  /** What the session's payment now is: the order moves to what this says. */
  status: 'paid' | 'failed' | 'open';
  amountCents: number;
  currency: string;
}

export class ForgedEventError extends Error {
  constructor(reason: string) {
    super(`payment event refused: ${reason}`);
    this.name = 'ForgedEventError';
  }
}

export interface PaymentProvider {
  readonly name: string;
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  /** Verifies the signature over the raw body, then parses. Throws ForgedEventError. */
  verifyEvent(rawBody: string, signatureHeader: string | undefined, now: number): ProviderEvent;
}
