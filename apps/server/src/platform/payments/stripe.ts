import type Stripe from 'stripe';
import {
  type CheckoutRequest,
  type CheckoutSession,
  type EventHeaders,
  ForgedEventError,
  header,
  type PaymentProvider,
  ProviderError,
  type ProviderEvent,
  type ProviderStatus,
  type TokenChargeRequest,
  type TokenChargeResult,
} from './types';

/**
 * Stripe behind the payments interface (decision 037), with the official `stripe` package:
 * Checkout Sessions (one payment, or a subscription for the monthly and yearly plans), webhooks
 * verified with `stripe.webhooks.constructEvent` over the raw body, an idempotency key on every
 * create. `apiBase` points stripe-node at another host (a local fake in tests, stripe-mock).
 */
export interface StripeOptions {
  secretKey: string;
  webhookSecret: string | undefined;
  /** e.g. http://127.0.0.1:12111; absent: api.stripe.com. */
  apiBase?: string | undefined;
  /** The site's public address: Stripe needs absolute return addresses. */
  publicUrl: string;
}

const toleranceSeconds = 300;

/**
 * stripe-node is loaded when a Stripe provider is first used, not when the server starts: a
 * deployment (or a checkout whose node_modules predates the dependency) without Stripe keys
 * never needs the package.
 */
async function clientOf(options: StripeOptions): Promise<Stripe> {
  const { default: StripeClient } = await import('stripe');
  const config: Stripe.StripeConfig = { maxNetworkRetries: 2, timeout: 20_000, telemetry: false };
  if (options.apiBase) {
    const base = new URL(options.apiBase);
    config.host = base.hostname;
    config.protocol = base.protocol === 'http:' ? 'http' : 'https';
    config.port = Number(base.port || (base.protocol === 'http:' ? 80 : 443));
  }
  return new StripeClient(options.secretKey, config);
}

function absolute(url: string, publicUrl: string): string {
  return new URL(url, publicUrl).toString();
}

/** The order a session, invoice or subscription was made for (our metadata on it). */
function orderNoOf(metadata: Stripe.Metadata | null | undefined): string | undefined {
  const value = metadata?.order_no;
  return typeof value === 'string' && value ? value : undefined;
}

function sessionStatus(session: Stripe.Checkout.Session): ProviderStatus['status'] {
  if (session.payment_status === 'paid' || session.payment_status === 'no_payment_required') {
    return 'paid';
  }
  if (session.status === 'expired') return 'failed';
  return 'open';
}

function intentStatus(intent: Stripe.PaymentIntent): ProviderStatus['status'] {
  if (intent.status === 'succeeded') return 'paid';
  if (intent.status === 'canceled') return 'failed';
  return 'open';
}

/** A direct charge's PaymentIntent (decision 073) rather than a Checkout Session. */
const isIntent = (ref: string) => ref.startsWith('pi_');

export class StripeProvider implements PaymentProvider {
  readonly name = 'stripe';
  private loaded: Promise<Stripe> | undefined;

  constructor(private readonly options: StripeOptions) {}

  private client(): Promise<Stripe> {
    this.loaded ??= clientOf(this.options);
    return this.loaded;
  }

  private fromSession(session: Stripe.Checkout.Session): ProviderStatus | null {
    const orderNo = orderNoOf(session.metadata) ?? session.client_reference_id ?? undefined;
    if (!orderNo) return null;
    return {
      orderNo,
      ref: session.id,
      status: sessionStatus(session),
      amountCents: session.amount_total ?? -1,
      currency: session.currency ?? '',
    };
  }

  async createCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
    const metadata = { order_no: request.orderNo };
    const params: Stripe.Checkout.SessionCreateParams = {
      mode: request.interval ? 'subscription' : 'payment',
      client_reference_id: request.orderNo,
      metadata,
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: request.currency,
            unit_amount: request.amountCents,
            product_data: { name: request.description },
            ...(request.interval ? { recurring: { interval: request.interval } } : {}),
          },
        },
      ],
      success_url: absolute(request.successUrl, this.options.publicUrl),
      cancel_url: absolute(request.cancelUrl, this.options.publicUrl),
      ...(request.interval
        ? { subscription_data: { metadata } }
        : { payment_intent_data: { metadata } }),
    };
    try {
      const session = await (await this.client()).checkout.sessions.create(params, {
        idempotencyKey: request.idempotencyKey,
      });
      if (!session.url) throw new ProviderError(this.name, 'a session without a url');
      return { ref: session.id, url: session.url };
    } catch (err) {
      if (err instanceof ProviderError) throw err;
      throw new ProviderError(this.name, (err as Error).message);
    }
  }

  async verifyEvent(rawBody: string, headers: EventHeaders, now: number): Promise<ProviderEvent> {
    const secret = this.options.webhookSecret;
    const signature = header(headers, 'stripe-signature');
    if (!secret || !signature) throw new ForgedEventError('no signature or no secret');
    let event: Stripe.Event;
    try {
      event = (await this.client()).webhooks.constructEvent(
        rawBody,
        signature,
        secret,
        toleranceSeconds,
        undefined,
        now, // milliseconds: the application's clock, not the machine's
      );
    } catch (err) {
      throw new ForgedEventError((err as Error).message);
    }
    const base = { id: event.id, type: event.type };
    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded':
      case 'checkout.session.async_payment_failed':
      case 'checkout.session.expired': {
        const status = this.fromSession(event.data.object);
        if (!status) break;
        if (event.type === 'checkout.session.async_payment_failed') status.status = 'failed';
        return { ...base, ...status };
      }
      case 'invoice.paid': {
        // A subscription's later period: a renewal of the order that started it.
        const invoice = event.data.object;
        const details = invoice.parent?.subscription_details;
        const orderNo = orderNoOf(details?.metadata);
        if (!orderNo || invoice.billing_reason !== 'subscription_cycle') break;
        return {
          ...base,
          orderNo,
          ref: typeof details?.subscription === 'string' ? details.subscription : '',
          status: 'paid',
          amountCents: invoice.amount_paid,
          currency: invoice.currency,
          renewalKey: `stripe:${invoice.id}`,
        };
      }
      case 'charge.refunded': {
        // Refunded in full (an admin's refund, or from Stripe's dashboard): the charge carries
        // the payment intent's metadata, so its order. A part refund changes nothing here.
        const charge = event.data.object;
        const orderNo = orderNoOf(charge.metadata);
        if (!orderNo || !charge.refunded) break;
        return {
          ...base,
          orderNo,
          ref: typeof charge.payment_intent === 'string' ? charge.payment_intent : charge.id,
          status: 'refunded',
          amountCents: charge.amount,
          currency: charge.currency,
        };
      }
      default:
        break;
    }
    // Any other event is acknowledged and stored, and changes nothing.
    return { ...base, orderNo: '', ref: '', status: 'open', amountCents: -1, currency: '' };
  }

  private fromIntent(intent: Stripe.PaymentIntent): ProviderStatus | null {
    const orderNo = orderNoOf(intent.metadata);
    if (!orderNo) return null;
    return {
      orderNo,
      ref: intent.id,
      status: intentStatus(intent),
      amountCents: intent.amount_received || intent.amount,
      currency: intent.currency,
    };
  }

  /**
   * The legacy direct card payment (decision 073): the card token becomes a PaymentMethod
   * (Stripe's documented path from tokens), then one PaymentIntent is created and confirmed at
   * once, each call with its own idempotency key derived from the order's attempt. A decline is
   * an answer (Stripe's own text), not a provider failure.
   */
  async chargeToken(request: TokenChargeRequest): Promise<TokenChargeResult> {
    const client = await this.client();
    const metadata = { order_no: request.orderNo };
    try {
      const paymentMethod = request.token.startsWith('pm_')
        ? request.token
        : (
            await client.paymentMethods.create(
              { type: 'card', card: { token: request.token } },
              { idempotencyKey: `${request.idempotencyKey}:method` },
            )
          ).id;
      const intent = await client.paymentIntents.create(
        {
          amount: request.amountCents,
          currency: request.currency,
          description: request.description,
          payment_method: paymentMethod,
          // Cards only, and no redirect: a direct charge cannot send the buyer anywhere.
          automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
          confirm: true,
          metadata,
        },
        { idempotencyKey: request.idempotencyKey },
      );
      if (intent.status === 'requires_action') {
        return {
          status: 'requires_action',
          ref: intent.id,
          reason:
            'This card needs to be confirmed by its bank. Please pay on the card payment page.',
        };
      }
      if (intent.status === 'requires_payment_method') {
        return {
          status: 'declined',
          ref: intent.id,
          reason: intent.last_payment_error?.message ?? 'Your card was declined.',
        };
      }
      const status = this.fromIntent(intent);
      if (!status || status.status === 'refunded' || status.status === 'failed') {
        throw new ProviderError(this.name, `an unexpected payment intent (${intent.status})`);
      }
      return { ...status, status: status.status };
    } catch (err) {
      if (err instanceof ProviderError) throw err;
      const e = err as {
        type?: string;
        message?: string;
        param?: string;
        payment_intent?: { id?: string };
      };
      // A declined card, or a token Stripe does not know: the buyer's answer, in Stripe's words.
      if (
        e.type === 'StripeCardError' ||
        (e.type === 'StripeInvalidRequestError' && /token|payment_method/.test(e.param ?? ''))
      ) {
        return {
          status: 'declined',
          ref: e.payment_intent?.id ?? '',
          reason: e.message || 'Your card was declined.',
        };
      }
      throw new ProviderError(this.name, e.message ?? String(err));
    }
  }

  async lookup(ref: string): Promise<ProviderStatus | null> {
    try {
      const client = await this.client();
      if (isIntent(ref)) return this.fromIntent(await client.paymentIntents.retrieve(ref));
      return this.fromSession(await client.checkout.sessions.retrieve(ref));
    } catch (err) {
      throw new ProviderError(this.name, (err as Error).message);
    }
  }

  async capture(ref: string): Promise<ProviderStatus | null> {
    return this.lookup(ref);
  }

  async refund(ref: string, idempotencyKey: string, amountCents?: number): Promise<void> {
    try {
      const client = await this.client();
      if (isIntent(ref)) {
        // A direct charge (decision 073): its PaymentIntent is the payment.
        await client.refunds.create(
          { payment_intent: ref, ...(amountCents !== undefined ? { amount: amountCents } : {}) },
          { idempotencyKey },
        );
        return;
      }
      const session = await client.checkout.sessions.retrieve(ref);
      const intent =
        typeof session.payment_intent === 'string'
          ? session.payment_intent
          : session.payment_intent?.id;
      if (intent) {
        await client.refunds.create(
          { payment_intent: intent, ...(amountCents !== undefined ? { amount: amountCents } : {}) },
          { idempotencyKey },
        );
      }
      const subscription =
        typeof session.subscription === 'string' ? session.subscription : session.subscription?.id;
      if (subscription) {
        // A refunded subscription order renews no more; its paid invoice is refunded too.
        const sub = await client.subscriptions.cancel(subscription, {}, { idempotencyKey });
        const invoice =
          typeof sub.latest_invoice === 'string' ? sub.latest_invoice : sub.latest_invoice?.id;
        if (invoice && !intent) {
          const paid = await client.invoices.retrieve(invoice);
          const charge = paid.payments?.data[0]?.payment.payment_intent;
          const pi = typeof charge === 'string' ? charge : charge?.id;
          if (pi) {
            await client.refunds.create(
              { payment_intent: pi },
              { idempotencyKey: `${idempotencyKey}:invoice` },
            );
          }
        }
      }
    } catch (err) {
      throw new ProviderError(this.name, (err as Error).message);
    }
  }
}
