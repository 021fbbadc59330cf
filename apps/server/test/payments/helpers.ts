import {
  sandboxEvent,
  sandboxProvider,
  sandboxSignatureHeader,
} from '../../src/platform/payments/index';
import type { TestApp } from '../helpers/app';
import { createTestApp } from '../helpers/app';
import { accountEnv, signedIn } from '../helpers/factories';

export async function paymentsApp(): Promise<TestApp> {
  return createTestApp({ env: accountEnv });
}

/** A signed-in adult parent (account type 0). */
export function parent(t: TestApp) {
  return signedIn(t, { accountType: 0, isParent: true, birthday: '1985-04-04' });
}

type Client = Awaited<ReturnType<typeof parent>>['client'];

/** Creates a card order and its checkout session; answers the order number and session ref. */
export async function cardOrder(
  client: Client,
  body: Record<string, string | number> = { PayItem: 'FAMILY_PLAN', Ammount: '5' },
): Promise<{ orderNo: string; ref: string; url: string }> {
  const pay = await client.post<string>('/api/User/Pay', { PayChannel: 0, ...body });
  if (pay.body.code !== 0) throw new Error(JSON.stringify(pay.body));
  const session = await client.post<{ id: string; url: string }>('/api/Pay/MakePaySession', {
    id: pay.body.result,
  });
  if (session.body.code !== 0) throw new Error(JSON.stringify(session.body));
  return { orderNo: pay.body.result, ref: session.body.result.id, url: session.body.result.url };
}

/** A signed sandbox event about a session, as the provider would send it. */
export function signedEvent(
  t: TestApp,
  ref: string,
  outcome: 'paid' | 'failed' | 'refunded',
  overrides: { amountCents?: number } = {},
) {
  const provider = sandboxProvider(t.app.config);
  const session = provider.openSession(ref);
  if (!session) throw new Error('not a sandbox session');
  const event = sandboxEvent(
    ref,
    { ...session, amountCents: overrides.amountCents ?? session.amountCents },
    outcome,
    t.clock.now(),
  );
  const raw = JSON.stringify(event);
  return { raw, signature: provider.sign(raw, t.clock.now()), event };
}

/** Delivers a raw event to the webhook route as a provider does (no cookies, no CSRF token). */
export function deliver(t: TestApp, raw: string, signature: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/Pay/Webhook/sandbox',
    headers: { 'content-type': 'application/json', [sandboxSignatureHeader]: signature },
    payload: raw,
  });
}

/** A user's plan grants (what a fulfilled order gave). */
export function planGrantsOf(t: TestApp, userId: string) {
  return t.app.db.selectFrom('plan_grants').selectAll().where('user_id', '=', userId).execute();
}

/** An order's row by its number. */
export function orderRowOf(t: TestApp, orderNo: string) {
  return t.app.db
    .selectFrom('orders')
    .selectAll()
    .where('order_no', '=', orderNo)
    .executeTakeFirstOrThrow();
}
