import { createHmac, timingSafeEqual } from 'node:crypto';
import { newToken } from '../ids';
import {
  type CheckoutRequest,
  type CheckoutSession,
  type EventHeaders,
  ForgedEventError,
  header,
  type PaymentProvider,
  type ProviderEvent,
  type ProviderStatus,
  type TokenChargeRequest,
  type TokenChargeResult,
} from './types';

/**
 * The built-in sandbox provider (PRODUCT.md: the default when no keys are set). It behaves like
 * the real ones: a hosted checkout page (served by the payments module at `checkoutPath`) that
 * takes test card numbers, and events signed like Stripe's (`t=<seconds>,v1=<hex HMAC-SHA256 of
 * "<t>.<raw body>">`), sent to the same webhook route. Sessions are self-describing signed
 * tokens, so the sandbox keeps no state of its own.
 */

export const sandboxSignatureHeader = 'sandbox-signature';
export const sandboxCheckoutPath = '/api/Pay/Sandbox/Checkout';
/** Signatures older (or newer) than this are refused, as Stripe's default tolerance. */
const toleranceSeconds = 300;

/** Test cards (the numbers Stripe documents for its test mode). */
export const sandboxCards = {
  success: '4242424242424242',
  decline: '4000000000000002',
  /** Needs a 3-D-Secure-style confirmation first. */
  confirm: '4000002760003184',
} as const;

/**
 * Test card tokens for the direct card charge (decision 073): the tokens Stripe documents for
 * its test mode, with Stripe's own decline texts. Any other well-formed token is unknown.
 */
export const sandboxTokens: Record<
  string,
  { outcome: 'paid' } | { outcome: 'declined' | 'requires_action'; reason: string }
> = {
  tok_visa: { outcome: 'paid' },
  tok_mastercard: { outcome: 'paid' },
  tok_amex: { outcome: 'paid' },
  pm_card_visa: { outcome: 'paid' },
  tok_chargeDeclined: { outcome: 'declined', reason: 'Your card was declined.' },
  pm_card_chargeDeclined: { outcome: 'declined', reason: 'Your card was declined.' },
  tok_chargeDeclinedInsufficientFunds: {
    outcome: 'declined',
    reason: 'Your card has insufficient funds.',
  },
  tok_chargeDeclinedExpiredCard: { outcome: 'declined', reason: 'Your card has expired.' },
  tok_threeDSecure2Required: {
    outcome: 'requires_action',
    reason: 'This card needs to be confirmed by its bank. Please pay on the card payment page.',
  },
};

export interface SandboxSession {
  orderNo: string;
  amountCents: number;
  currency: string;
  description: string;
  channel: 'card' | 'wallet';
  interval?: 'month' | 'year';
  successUrl: string;
  cancelUrl: string;
}

function mac(secret: string, text: string): string {
  return createHmac('sha256', secret).update(text).digest('hex');
}

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Signs a raw event body as the sandbox (and Stripe) do. */
export function signSandboxEvent(secret: string, rawBody: string, nowMs: number): string {
  const t = Math.floor(nowMs / 1000);
  return `t=${t},v1=${mac(secret, `${t}.${rawBody}`)}`;
}

export interface SandboxEventBody {
  id: string;
  type: 'checkout.session.completed' | 'checkout.session.payment_failed' | 'charge.refunded';
  created: number;
  data: {
    object: {
      id: string;
      order_no: string;
      status: 'paid' | 'failed' | 'refunded';
      amount_total: number;
      currency: string;
    };
  };
}

export function sandboxEvent(
  sessionRef: string,
  session: SandboxSession,
  outcome: 'paid' | 'failed' | 'refunded',
  nowMs: number,
): SandboxEventBody {
  return {
    id: `evt_sbx_${newToken(12)}`,
    type:
      outcome === 'paid'
        ? 'checkout.session.completed'
        : outcome === 'refunded'
          ? 'charge.refunded'
          : 'checkout.session.payment_failed',
    created: Math.floor(nowMs / 1000),
    data: {
      object: {
        id: sessionRef,
        order_no: session.orderNo,
        status: outcome,
        amount_total: session.amountCents,
        currency: session.currency,
      },
    },
  };
}

export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox';
  constructor(private readonly secret: string) {}

  /** A session id is the session itself, signed: `cs_sbx_<payload>.<mac>`. */
  sessionRef(session: SandboxSession, idempotencyKey: string): string {
    const payload = Buffer.from(JSON.stringify({ ...session, k: idempotencyKey })).toString(
      'base64url',
    );
    return `cs_sbx_${payload}.${mac(this.secret, `session.${payload}`).slice(0, 32)}`;
  }

  /** The session behind a ref, or null when it was not made by this sandbox. */
  openSession(ref: string): SandboxSession | null {
    const match = /^cs_sbx_([A-Za-z0-9_-]+)\.([0-9a-f]{32})$/.exec(ref);
    if (!match) return null;
    const [, payload = '', given = ''] = match;
    if (!sameText(mac(this.secret, `session.${payload}`).slice(0, 32), given)) return null;
    try {
      const s = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as SandboxSession;
      return typeof s.orderNo === 'string' && Number.isInteger(s.amountCents) ? s : null;
    } catch {
      return null;
    }
  }

  async createCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
    const { idempotencyKey, ...session } = request;
    const ref = this.sessionRef(session, idempotencyKey);
    return { ref, url: `${sandboxCheckoutPath}?session=${encodeURIComponent(ref)}` };
  }

  sign(rawBody: string, nowMs: number): string {
    return signSandboxEvent(this.secret, rawBody, nowMs);
  }

  async verifyEvent(rawBody: string, headers: EventHeaders, now: number): Promise<ProviderEvent> {
    return this.verifySigned(rawBody, header(headers, sandboxSignatureHeader), now);
  }

  verifySigned(rawBody: string, signature: string | undefined, now: number): ProviderEvent {
    const parts = new Map(
      (signature ?? '').split(',').map((p) => {
        const i = p.indexOf('=');
        return [p.slice(0, i).trim(), p.slice(i + 1).trim()] as const;
      }),
    );
    const t = Number(parts.get('t'));
    const v1 = parts.get('v1') ?? '';
    if (!Number.isInteger(t) || !v1) throw new ForgedEventError('no signature');
    if (Math.abs(now / 1000 - t) > toleranceSeconds) throw new ForgedEventError('too old');
    if (!sameText(mac(this.secret, `${t}.${rawBody}`), v1)) throw new ForgedEventError('signature');
    let body: SandboxEventBody;
    try {
      body = JSON.parse(rawBody) as SandboxEventBody;
    } catch {
      throw new ForgedEventError('not JSON');
    }
    const object = body?.data?.object;
    if (typeof body?.id !== 'string' || !object || typeof object.order_no !== 'string') {
      throw new ForgedEventError('shape');
    }
    return {
      id: body.id,
      type: body.type,
      orderNo: object.order_no,
      ref: object.id,
      status:
        object.status === 'paid' || object.status === 'failed' || object.status === 'refunded'
          ? object.status
          : 'open',
      amountCents: Number(object.amount_total),
      currency: String(object.currency),
    };
  }

  /** The sandbox keeps no state: it cannot tell what became of a session. */
  async lookup(_ref: string): Promise<ProviderStatus | null> {
    return null;
  }

  /** Sandbox wallet approvals settle by their event; there is nothing to capture. */
  async capture(_ref: string, _idempotencyKey: string): Promise<ProviderStatus | null> {
    return null;
  }

  /**
   * A direct charge of a test token (decision 073). The charge's id is derived from the
   * idempotency key, so a retried charge is the same charge (as Stripe replays the key).
   */
  async chargeToken(request: TokenChargeRequest): Promise<TokenChargeResult> {
    const ref = `ch_sbx_${mac(this.secret, `charge.${request.idempotencyKey}`).slice(0, 24)}`;
    const known = sandboxTokens[request.token];
    if (!known) return { status: 'declined', ref, reason: `No such token: '${request.token}'` };
    if (known.outcome !== 'paid') return { status: known.outcome, ref, reason: known.reason };
    return {
      status: 'paid',
      ref,
      orderNo: request.orderNo,
      amountCents: request.amountCents,
      currency: request.currency,
    };
  }

  /** Sandbox money is pretend money: a refund only changes the order. */
  async refund(_ref: string, _idempotencyKey: string, _amountCents?: number): Promise<void> {}
}
