import {
  approveLink,
  centsOf,
  currencyOf,
  type Link,
  type Money,
  moneyValue,
  orderStatus,
  type PayPalCapture,
  type PayPalOptions,
  type PayPalOrder,
  type PayPalSubscription,
  subscriptionStatus,
} from './paypal-shapes';
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
} from './types';

/**
 * PayPal behind the payments interface (decision 037), over its REST API with plain fetch:
 * orders with capture, subscriptions (billing plans made once per item and price), webhooks
 * verified by PayPal's verify-webhook-signature call. Every create carries `PayPal-Request-Id`
 * (PayPal's idempotency key). `apiBase` is PayPal's sandbox by default; tests point it at a fake.
 */
export class PayPalProvider implements PaymentProvider {
  readonly name = 'paypal';
  private token: { value: string; until: number } | undefined;
  /** Billing plan ids by item and price (made once; PayPal-Request-Id keeps it once). */
  private readonly plans = new Map<string, string>();

  constructor(private readonly options: PayPalOptions) {}

  private async accessToken(): Promise<string> {
    if (this.token && this.token.until > Date.now()) return this.token.value;
    const basic = Buffer.from(`${this.options.clientId}:${this.options.clientSecret}`).toString(
      'base64',
    );
    const body = await this.send<{ access_token?: string; expires_in?: number }>(
      '/v1/oauth2/token',
      {
        method: 'POST',
        headers: {
          authorization: `Basic ${basic}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: 'grant_type=client_credentials',
      },
    );
    if (!body.access_token) throw new ProviderError(this.name, 'no access token');
    const seconds = Math.max(60, Number(body.expires_in ?? 300)) - 30;
    this.token = { value: body.access_token, until: Date.now() + seconds * 1000 };
    return body.access_token;
  }

  private async send<T>(path: string, init: RequestInit): Promise<T> {
    let res: Response;
    try {
      res = await fetch(new URL(path, this.options.apiBase), {
        ...init,
        signal: AbortSignal.timeout(20_000),
      });
    } catch (err) {
      throw new ProviderError(this.name, (err as Error).message);
    }
    const text = await res.text();
    if (!res.ok) throw new ProviderError(this.name, `${res.status} ${text.slice(0, 200)}`);
    try {
      return (text ? JSON.parse(text) : {}) as T;
    } catch {
      throw new ProviderError(this.name, 'not JSON');
    }
  }

  private async call<T>(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    requestId?: string,
  ): Promise<T> {
    const headers: Record<string, string> = {
      authorization: `Bearer ${await this.accessToken()}`,
      'content-type': 'application/json',
    };
    if (requestId) headers['paypal-request-id'] = requestId;
    return this.send<T>(path, {
      method,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  }

  private async planFor(request: CheckoutRequest, interval: 'month' | 'year'): Promise<string> {
    const key = `${interval}:${request.currency}:${request.amountCents}`;
    const known = this.plans.get(key);
    if (known) return known;
    const product = await this.call<{ id?: string }>(
      'POST',
      '/v1/catalogs/products',
      { name: 'Storyloom membership', type: 'SERVICE' },
      'storyloom:product:membership',
    );
    const plan = await this.call<{ id?: string }>(
      'POST',
      '/v1/billing/plans',
      {
        product_id: product.id,
        name: request.description,
        billing_cycles: [
          {
            frequency: { interval_unit: interval.toUpperCase(), interval_count: 1 },
            tenure_type: 'REGULAR',
            sequence: 1,
            total_cycles: 0,
            pricing_scheme: {
              fixed_price: {
                value: moneyValue(request.amountCents),
                currency_code: request.currency.toUpperCase(),
              },
            },
          },
        ],
        payment_preferences: { payment_failure_threshold: 1 },
      },
      `storyloom:plan:${key}`,
    );
    if (!plan.id) throw new ProviderError(this.name, 'no plan id');
    this.plans.set(key, plan.id);
    return plan.id;
  }

  async createCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
    const context = {
      return_url: new URL(request.successUrl, this.options.publicUrl).toString(),
      cancel_url: new URL(request.cancelUrl, this.options.publicUrl).toString(),
      brand_name: 'Storyloom',
      user_action: request.interval ? 'SUBSCRIBE_NOW' : 'PAY_NOW',
    };
    if (request.interval) {
      const planId = await this.planFor(request, request.interval);
      const sub = await this.call<PayPalSubscription>(
        'POST',
        '/v1/billing/subscriptions',
        { plan_id: planId, custom_id: request.orderNo, application_context: context },
        request.idempotencyKey,
      );
      const url = approveLink(sub.links);
      if (!sub.id || !url) throw new ProviderError(this.name, 'no subscription approval link');
      return { ref: sub.id, url };
    }
    const order = await this.call<PayPalOrder>(
      'POST',
      '/v2/checkout/orders',
      {
        intent: 'CAPTURE',
        purchase_units: [
          {
            reference_id: request.orderNo,
            custom_id: request.orderNo,
            description: request.description,
            amount: {
              currency_code: request.currency.toUpperCase(),
              value: moneyValue(request.amountCents),
            },
          },
        ],
        payment_source: { paypal: { experience_context: context } },
      },
      request.idempotencyKey,
    );
    const url = approveLink(order.links);
    if (!order.id || !url) throw new ProviderError(this.name, 'no approval link');
    return { ref: order.id, url };
  }

  async verifyEvent(rawBody: string, headers: EventHeaders, _now: number): Promise<ProviderEvent> {
    const webhookId = this.options.webhookId;
    const names = [
      'auth-algo',
      'cert-url',
      'transmission-id',
      'transmission-sig',
      'transmission-time',
    ];
    const values = names.map((n) => header(headers, `paypal-${n}`));
    if (!webhookId || values.some((v) => !v)) throw new ForgedEventError('no signature');
    let event: {
      id?: string;
      event_type?: string;
      resource?: Record<string, unknown>;
    };
    try {
      event = JSON.parse(rawBody);
    } catch {
      throw new ForgedEventError('not JSON');
    }
    const [authAlgo, certUrl, transmissionId, transmissionSig, transmissionTime] = values;
    const verdict = await this.call<{ verification_status?: string }>(
      'POST',
      '/v1/notifications/verify-webhook-signature',
      {
        auth_algo: authAlgo,
        cert_url: certUrl,
        transmission_id: transmissionId,
        transmission_sig: transmissionSig,
        transmission_time: transmissionTime,
        webhook_id: webhookId,
        webhook_event: event,
      },
    );
    if (verdict.verification_status !== 'SUCCESS') throw new ForgedEventError('signature');
    if (typeof event.id !== 'string' || typeof event.event_type !== 'string') {
      throw new ForgedEventError('shape');
    }
    const base = { id: event.id, type: event.event_type };
    const r = (event.resource ?? {}) as Record<string, unknown> & {
      custom_id?: string;
      id?: string;
      amount?: Money & { total?: string; currency?: string };
      status?: string;
      billing_agreement_id?: string;
      supplementary_data?: { related_ids?: { order_id?: string } };
    };
    switch (event.event_type) {
      case 'PAYMENT.CAPTURE.COMPLETED':
      case 'PAYMENT.CAPTURE.DENIED':
      case 'PAYMENT.CAPTURE.DECLINED': {
        if (!r.custom_id) break;
        return {
          ...base,
          orderNo: r.custom_id,
          ref: r.supplementary_data?.related_ids?.order_id ?? '',
          status: event.event_type === 'PAYMENT.CAPTURE.COMPLETED' ? 'paid' : 'failed',
          amountCents: centsOf(r.amount),
          currency: currencyOf(r.amount),
        };
      }
      case 'PAYMENT.CAPTURE.REFUNDED': {
        // The resource is the refund; the capture it belongs to ("up") says whether the whole
        // payment is now refunded (the event is a hint: the capture is asked). A part refund is
        // stored and changes nothing here (decision 054).
        const up = (r.links as Link[] | undefined)?.find((l) => l.rel === 'up')?.href;
        const captureId = up ? /\/v2\/payments\/captures\/([^/?#]+)/.exec(up)?.[1] : undefined;
        if (!captureId) break;
        const capture = await this.call<PayPalCapture>(
          'GET',
          `/v2/payments/captures/${encodeURIComponent(captureId)}`,
        );
        if (capture.status !== 'REFUNDED' || !capture.custom_id) break;
        return {
          ...base,
          orderNo: capture.custom_id,
          ref: capture.supplementary_data?.related_ids?.order_id ?? '',
          status: 'refunded',
          amountCents: centsOf(capture.amount),
          currency: currencyOf(capture.amount),
        };
      }
      case 'BILLING.SUBSCRIPTION.ACTIVATED':
      case 'BILLING.SUBSCRIPTION.CANCELLED': {
        const status = subscriptionStatus(r as PayPalSubscription);
        if (!status) break;
        // A cancellation after the first payment changes nothing (complete never moves back).
        return { ...base, ...status };
      }
      case 'PAYMENT.SALE.COMPLETED': {
        // A subscription period was paid; the first one is the activation's, later ones renew.
        if (!r.custom_id || !r.billing_agreement_id) break;
        const money = { value: r.amount?.total, currency_code: r.amount?.currency };
        return {
          ...base,
          orderNo: r.custom_id,
          ref: r.billing_agreement_id,
          status: 'paid',
          amountCents: centsOf(money),
          currency: currencyOf(money),
          renewalKey: `paypal:${r.id ?? event.id}`,
        };
      }
      default:
        break;
    }
    return { ...base, orderNo: '', ref: '', status: 'open', amountCents: -1, currency: '' };
  }

  async lookup(ref: string): Promise<ProviderStatus | null> {
    if (ref.startsWith('I-')) {
      const sub = await this.call<PayPalSubscription>(
        'GET',
        `/v1/billing/subscriptions/${encodeURIComponent(ref)}`,
      );
      return subscriptionStatus(sub);
    }
    return orderStatus(
      await this.call<PayPalOrder>('GET', `/v2/checkout/orders/${encodeURIComponent(ref)}`),
    );
  }

  /** Captures an approved order (a subscription is active once approved: it only looks). */
  async capture(ref: string, idempotencyKey: string): Promise<ProviderStatus | null> {
    if (ref.startsWith('I-')) return this.lookup(ref);
    const current = await this.call<PayPalOrder>(
      'GET',
      `/v2/checkout/orders/${encodeURIComponent(ref)}`,
    );
    if (current.status !== 'APPROVED') return orderStatus(current);
    return orderStatus(
      await this.call<PayPalOrder>(
        'POST',
        `/v2/checkout/orders/${encodeURIComponent(ref)}/capture`,
        {},
        idempotencyKey,
      ),
    );
  }

  async refund(ref: string, idempotencyKey: string, amountCents?: number): Promise<void> {
    if (ref.startsWith('I-')) {
      await this.call('POST', `/v1/billing/subscriptions/${encodeURIComponent(ref)}/cancel`, {
        reason: 'Refunded by Storyloom',
      });
      return;
    }
    const order = await this.call<PayPalOrder>(
      'GET',
      `/v2/checkout/orders/${encodeURIComponent(ref)}`,
    );
    const capture = order.purchase_units?.[0]?.payments?.captures?.[0];
    if (!capture?.id) return;
    const part =
      amountCents === undefined
        ? {}
        : {
            amount: {
              value: moneyValue(amountCents),
              currency_code: capture.amount?.currency_code ?? 'USD',
            },
          };
    await this.call(
      'POST',
      `/v2/payments/captures/${encodeURIComponent(capture.id)}/refund`,
      part,
      idempotencyKey,
    );
  }
}
