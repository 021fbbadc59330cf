import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Local fakes of the few Stripe and PayPal endpoints the adapters call (guides/payments.md:
 * nothing reaches the internet in tests). They answer realistic objects, keep them in memory,
 * honour idempotency keys (the same key answers the first response) and record every request.
 */

export interface Recorded {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

type Handler = (req: Recorded) => { status?: number; body: unknown };

async function serve(handler: Handler, idempotencyHeader: string) {
  const requests: Recorded[] = [];
  const replays = new Map<string, { status: number; text: string }>();
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      const rec: Recorded = {
        method: req.method ?? 'GET',
        path: req.url ?? '/',
        headers: req.headers,
        body,
      };
      requests.push(rec);
      const key = req.headers[idempotencyHeader];
      const replayKey = typeof key === 'string' ? `${rec.method} ${rec.path} ${key}` : undefined;
      let answer = replayKey ? replays.get(replayKey) : undefined;
      if (!answer) {
        try {
          const out = handler(rec);
          answer = { status: out.status ?? 200, text: JSON.stringify(out.body) };
        } catch (err) {
          answer = { status: 500, text: JSON.stringify({ error: String(err) }) };
        }
        if (replayKey && answer.status < 500) replays.set(replayKey, answer);
      }
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(answer.text);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let counter = 0;
const nextId = (prefix: string) => `${prefix}${Date.now().toString(36)}${(++counter).toString(36)}`;

/**
 * A fake Stripe API: Checkout Sessions (create, retrieve), refunds, and the direct card charge
 * (decision 073): PaymentMethods from test tokens, PaymentIntents created and confirmed at once
 * (tok_chargeDeclined answers Stripe's 402 card error, tok_threeDSecure2Required needs action).
 */
export async function fakeStripe() {
  const sessions = new Map<string, Record<string, unknown>>();
  const methods = new Map<string, string>();
  const intents = new Map<string, Record<string, unknown>>();
  const knownTokens = ['tok_visa', 'tok_chargeDeclined', 'tok_threeDSecure2Required'];
  const http = await serve((req) => {
    const url = new URL(req.path, 'http://x');
    if (req.method === 'POST' && url.pathname === '/v1/payment_methods') {
      const form = new URLSearchParams(req.body);
      const token = form.get('card[token]') ?? '';
      if (!knownTokens.includes(token)) {
        return {
          status: 400,
          body: {
            error: {
              type: 'invalid_request_error',
              code: 'resource_missing',
              param: 'card[token]',
              message: `No such token: '${token}'`,
            },
          },
        };
      }
      const id = nextId('pm_');
      methods.set(id, token);
      return { body: { id, object: 'payment_method', type: 'card', card: { brand: 'visa' } } };
    }
    if (req.method === 'POST' && url.pathname === '/v1/payment_intents') {
      const form = new URLSearchParams(req.body);
      const token = methods.get(form.get('payment_method') ?? '');
      const intent: Record<string, unknown> = {
        id: nextId('pi_'),
        object: 'payment_intent',
        amount: Number(form.get('amount')),
        amount_received: 0,
        currency: form.get('currency'),
        description: form.get('description'),
        metadata: { order_no: form.get('metadata[order_no]') },
        payment_method: form.get('payment_method'),
        confirm: form.get('confirm'),
        status: 'succeeded',
        last_payment_error: null,
      };
      intents.set(String(intent.id), intent);
      if (token === 'tok_chargeDeclined') {
        const message = 'Your card was declined.';
        Object.assign(intent, {
          status: 'requires_payment_method',
          last_payment_error: { type: 'card_error', code: 'card_declined', message },
        });
        return {
          status: 402,
          body: {
            error: {
              type: 'card_error',
              code: 'card_declined',
              decline_code: 'generic_decline',
              message,
              payment_intent: intent,
            },
          },
        };
      }
      if (token === 'tok_threeDSecure2Required') {
        Object.assign(intent, { status: 'requires_action' });
        return { body: intent };
      }
      Object.assign(intent, { amount_received: intent.amount });
      return { body: intent };
    }
    const pi = /^\/v1\/payment_intents\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'GET' && pi) {
      const intent = intents.get(decodeURIComponent(pi[1] ?? ''));
      if (!intent) {
        return {
          status: 404,
          body: { error: { type: 'invalid_request_error', message: 'No such payment_intent' } },
        };
      }
      return { body: intent };
    }
    if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      const form = new URLSearchParams(req.body);
      const id = nextId('cs_test_');
      const mode = form.get('mode');
      const session = {
        id,
        object: 'checkout.session',
        mode,
        status: 'open',
        payment_status: 'unpaid',
        amount_total: Number(form.get('line_items[0][price_data][unit_amount]')),
        currency: form.get('line_items[0][price_data][currency]'),
        client_reference_id: form.get('client_reference_id'),
        metadata: { order_no: form.get('metadata[order_no]') },
        success_url: form.get('success_url'),
        cancel_url: form.get('cancel_url'),
        payment_intent: mode === 'payment' ? nextId('pi_') : null,
        subscription: null,
        url: `https://checkout.stripe.test/c/pay/${id}`,
        recurring: form.get('line_items[0][price_data][recurring][interval]'),
      };
      sessions.set(id, session);
      return { body: session };
    }
    const one = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'GET' && one) {
      const session = sessions.get(decodeURIComponent(one[1] ?? ''));
      if (!session) {
        return {
          status: 404,
          body: { error: { type: 'invalid_request_error', message: 'No such checkout.session' } },
        };
      }
      return { body: session };
    }
    if (req.method === 'POST' && url.pathname === '/v1/refunds') {
      const form = new URLSearchParams(req.body);
      return {
        body: {
          id: nextId('re_'),
          object: 'refund',
          payment_intent: form.get('payment_intent'),
          status: 'succeeded',
        },
      };
    }
    return {
      status: 404,
      body: { error: { type: 'invalid_request_error', message: 'not faked' } },
    };
  }, 'idempotency-key');
  return {
    ...http,
    sessions,
    intents,
    /** The session as it is after the buyer paid. */
    pay(id: string) {
      const session = sessions.get(id);
      if (!session) throw new Error(`no session ${id}`);
      Object.assign(session, { status: 'complete', payment_status: 'paid' });
      return session;
    },
  };
}

interface FakeMoney {
  currency_code: string;
  value: string;
}

interface FakeCapture {
  id: string;
  status: string;
  amount: FakeMoney;
  custom_id: string;
  supplementary_data?: { related_ids: { order_id: string } };
  /** Cents refunded so far (the fake's own bookkeeping). */
  refunded?: number;
}

interface FakeOrder {
  id: string;
  status: string;
  purchase_units: {
    custom_id: string;
    amount: FakeMoney;
    payments?: { captures: FakeCapture[] };
  }[];
  links: { rel: string; href: string }[];
}

/** A fake PayPal REST API: token, orders + capture, products, plans, subscriptions, verify. */
export async function fakePayPal() {
  const orders = new Map<string, FakeOrder>();
  const subscriptions = new Map<string, Record<string, unknown>>();
  const http = await serve((req) => {
    const url = new URL(req.path, 'http://x');
    const p = url.pathname;
    if (p === '/v1/oauth2/token') {
      const basic = String(req.headers.authorization).startsWith('Basic ');
      if (!basic || req.body !== 'grant_type=client_credentials') return { status: 401, body: {} };
      return { body: { access_token: 'A21AA-fake', token_type: 'Bearer', expires_in: 32400 } };
    }
    const json = req.body ? JSON.parse(req.body) : {};
    if (!String(req.headers.authorization).startsWith('Bearer ')) return { status: 401, body: {} };
    if (req.method === 'POST' && p === '/v2/checkout/orders') {
      const id = nextId('5O').toUpperCase();
      const order: FakeOrder = {
        id,
        status: 'PAYER_ACTION_REQUIRED',
        purchase_units: json.purchase_units,
        links: [
          { rel: 'payer-action', href: `https://www.sandbox.paypal.test/checkoutnow?token=${id}` },
        ],
      };
      orders.set(id, order);
      return { status: 201, body: order };
    }
    const capture = /^\/v2\/checkout\/orders\/([^/]+)\/capture$/.exec(p);
    if (req.method === 'POST' && capture) {
      const order = orders.get(capture[1] ?? '');
      if (!order) return { status: 404, body: { name: 'RESOURCE_NOT_FOUND' } };
      if (order.status !== 'APPROVED')
        return { status: 422, body: { name: 'UNPROCESSABLE_ENTITY' } };
      order.status = 'COMPLETED';
      const unit = order.purchase_units[0];
      if (!unit) return { status: 422, body: { name: 'UNPROCESSABLE_ENTITY' } };
      unit.payments = {
        captures: [
          {
            id: nextId('CAP'),
            status: 'COMPLETED',
            amount: unit.amount,
            custom_id: unit.custom_id,
            supplementary_data: { related_ids: { order_id: order.id } },
          },
        ],
      };
      return { status: 201, body: order };
    }
    const order = /^\/v2\/checkout\/orders\/([^/]+)$/.exec(p);
    if (req.method === 'GET' && order) {
      const found = orders.get(order[1] ?? '');
      return found ? { body: found } : { status: 404, body: { name: 'RESOURCE_NOT_FOUND' } };
    }
    const captureOf = (id: string) =>
      [...orders.values()]
        .flatMap((o) => o.purchase_units[0]?.payments?.captures ?? [])
        .find((c) => c.id === id);
    const refund = /^\/v2\/payments\/captures\/([^/]+)\/refund$/.exec(p);
    if (req.method === 'POST' && refund) {
      const cap = captureOf(refund[1] ?? '');
      if (!cap) return { status: 404, body: { name: 'RESOURCE_NOT_FOUND' } };
      const total = Math.round(Number(cap.amount.value) * 100);
      const left = total - (cap.refunded ?? 0);
      const cents = json.amount ? Math.round(Number(json.amount.value) * 100) : left;
      if (cents <= 0 || cents > left) {
        return { status: 422, body: { name: 'UNPROCESSABLE_ENTITY' } };
      }
      cap.refunded = (cap.refunded ?? 0) + cents;
      cap.status = cap.refunded === total ? 'REFUNDED' : 'PARTIALLY_REFUNDED';
      return {
        status: 201,
        body: {
          id: nextId('RF'),
          status: 'COMPLETED',
          amount: { currency_code: cap.amount.currency_code, value: (cents / 100).toFixed(2) },
          links: [{ rel: 'up', href: `${http.base}/v2/payments/captures/${cap.id}` }],
        },
      };
    }
    const oneCapture = /^\/v2\/payments\/captures\/([^/]+)$/.exec(p);
    if (req.method === 'GET' && oneCapture) {
      const cap = captureOf(oneCapture[1] ?? '');
      return cap ? { body: cap } : { status: 404, body: { name: 'RESOURCE_NOT_FOUND' } };
    }
    if (req.method === 'POST' && p === '/v1/catalogs/products') {
      return { status: 201, body: { id: 'PROD-FAKE', name: json.name } };
    }
    if (req.method === 'POST' && p === '/v1/billing/plans') {
      return {
        status: 201,
        body: { id: nextId('P-'), status: 'ACTIVE', billing_cycles: json.billing_cycles },
      };
    }
    if (req.method === 'POST' && p === '/v1/billing/subscriptions') {
      const id = nextId('I-').toUpperCase();
      const sub = {
        id,
        status: 'APPROVAL_PENDING',
        plan_id: json.plan_id,
        custom_id: json.custom_id,
        links: [
          {
            rel: 'approve',
            href: `https://www.sandbox.paypal.test/webapps/billing/subscriptions?ba_token=${id}`,
          },
        ],
      };
      subscriptions.set(id, sub);
      return { status: 201, body: sub };
    }
    const sub = /^\/v1\/billing\/subscriptions\/([^/]+)$/.exec(p);
    if (req.method === 'GET' && sub) {
      const found = subscriptions.get(sub[1] ?? '');
      return found ? { body: found } : { status: 404, body: { name: 'RESOURCE_NOT_FOUND' } };
    }
    if (req.method === 'POST' && p === '/v1/notifications/verify-webhook-signature') {
      const good = json.transmission_sig === 'good-signature' && json.webhook_id === 'WH-FAKE';
      return { body: { verification_status: good ? 'SUCCESS' : 'FAILURE' } };
    }
    return { status: 404, body: { name: 'NOT_FAKED' } };
  }, 'paypal-request-id');
  return {
    ...http,
    orders,
    subscriptions,
    /** The buyer approved the order at PayPal. */
    approve(id: string) {
      const o = orders.get(id);
      if (!o) throw new Error(`no order ${id}`);
      o.status = 'APPROVED';
    },
    /** The buyer approved the subscription and PayPal took the first payment. */
    activate(id: string, value: string) {
      const s = subscriptions.get(id);
      if (!s) throw new Error(`no subscription ${id}`);
      Object.assign(s, {
        status: 'ACTIVE',
        billing_info: { last_payment: { amount: { currency_code: 'USD', value } } },
      });
    },
  };
}
