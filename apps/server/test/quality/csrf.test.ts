import { channel } from 'node:diagnostics_channel';
import { ErrorCode } from '@storyloom/domain';
import type { FastifyInstance, LightMyRequestResponse, RouteOptions } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { csrfTokenLength } from '../../src/http/csrf';
import { createSession } from '../../src/modules/session/service';
import { createTestApp } from '../helpers/app';
import { buildUser, csrfFor, signedIn, signIn } from '../helpers/factories';
import { encodedPathVariants } from './path-variants';
import { apiRoutes, type CatalogueRoute, withRouteCatalogue } from './route-catalogue';

/**
 * CSRF is decided on the route the router matched, not on the raw URL (issue 14, High #1): a
 * state-changing call sent through a percent-encoded, doubled-slash, case-changed or
 * dot-segment spelling of its path, without the token, is refused (403) or not found (404) and
 * never reaches its handler. Every handler is wrapped to record that it ran.
 */

const reached: string[] = [];
const initialization = channel('fastify.initialization');
const spy = (message: unknown) => {
  const { fastify } = message as { fastify: FastifyInstance };
  fastify.addHook('onRoute', (route: RouteOptions) => {
    const handler = route.handler;
    const name = `${route.method} ${route.url}`;
    route.handler = function (this: FastifyInstance, request, reply) {
      reached.push(name);
      return handler.call(this, request, reply);
    };
  });
};
initialization.subscribe(spy);
const { value: t, routes: all } = await withRouteCatalogue(() =>
  createTestApp({ env: { TRUST_PROXY: '1' } }),
).finally(() => initialization.unsubscribe(spy));
afterAll(() => t.close());

const unsafe = apiRoutes(all).filter((r) => r.csrf);
const exempt = apiRoutes(all).filter(
  (r) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(r.method) && !r.csrf,
);

function concrete(route: CatalogueRoute): string {
  return route.url.replace(/:(\w+)/g, 'x1').replace('*', 'x1');
}

let address = 0;
function nextAddress(): string {
  address += 1;
  return `10.7.${(address >> 8) & 255}.${address & 255}`;
}

/** A victim's browser: a live session and its CSRF cookie, but no token header. */
async function victimCookies(): Promise<string> {
  const user = await buildUser(t);
  const session = await createSession(t.app.db, t.app.clock, user.row.id, { secondFactor: false });
  const token = await csrfFor(t, session.token);
  return `sl_csrf=${token}; sl_session=${session.token}`;
}

function post(
  method: string,
  url: string,
  headers: Record<string, string>,
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: method as 'POST',
    url,
    headers: { 'content-type': 'application/json', 'x-forwarded-for': nextAddress(), ...headers },
    payload: '{}',
  });
}

describe('CSRF decided on the matched route, whatever the spelling of the path', () => {
  it('has state-changing routes to check, and exempts only Upload/Direct and the payment provider routes, with a reason', () => {
    expect(unsafe.length).toBeGreaterThan(50);
    // The webhook is signed by the provider; the sandbox checkout stands in for its hosted page.
    expect(exempt.map((r) => `${r.method} ${r.url}`).sort()).toEqual([
      'POST /api/Pay/Sandbox/Checkout',
      'POST /api/Pay/Webhook/:provider',
      'POST /api/Upload/Direct',
    ]);
  });

  it('sees the handler run for a well-formed call (the spy works)', async () => {
    const { client } = await signedIn(t);
    reached.length = 0;
    const res = await client.post('/api/User/Logout', {});
    expect(res.body.code).toBe(0);
    expect(reached).toContain('POST /api/User/Logout');
  });

  it.each(unsafe.map((r) => [`${r.method} ${r.url}`, r] as const))(
    '%s: no encoded, doubled, case-changed or dot-segment spelling gets past',
    async (_name, route) => {
      const cookie = await victimCookies();
      const path = concrete(route);
      for (const variant of encodedPathVariants(path)) {
        const senders: Record<string, string>[] = [
          {},
          { cookie },
          { cookie, origin: 'http://localhost:4444' },
        ];
        for (const headers of senders) {
          reached.length = 0;
          const res = await post(route.method, variant, headers);
          if (![403, 404].includes(res.statusCode) || reached.length > 0) {
            throw new Error(
              `${route.method} ${variant} answered ${res.statusCode} ${res.body.slice(0, 200)}; ` +
                `handlers run: ${reached.join(', ') || 'none'}`,
            );
          }
          const code = (res.json() as { code: number }).code;
          expect([ErrorCode.CSRF_REFUSED, ErrorCode.NOT_FOUND]).toContain(code);
        }
      }
    },
  );
});

describe('the CSRF token is signed and bound to the session', () => {
  const route = '/api/User/ChangeTheme';
  const changeTheme = (headers: Record<string, string>) =>
    post('POST', route, headers).then((res) => (res.json() as { code: number }).code);

  it('refuses any value the client chose, however long, in cookie and header alike', async () => {
    const { client } = await signedIn(t);
    const session = client.cookie('sl_session') as string;
    for (const chosen of [
      'abc',
      'a'.repeat(32),
      'a'.repeat(43),
      'A'.repeat(csrfTokenLength),
      `${'x'.repeat(24)}${'y'.repeat(43)}`,
    ]) {
      const code = await changeTheme({
        cookie: `sl_csrf=${chosen}; sl_session=${session}`,
        'x-csrf-token': chosen,
      });
      expect(code, chosen).toBe(ErrorCode.CSRF_REFUSED);
    }
  });

  it('refuses a real token with its signature altered, or cut short', async () => {
    const { client } = await signedIn(t);
    const session = client.cookie('sl_session') as string;
    const token = await client.ensureCsrf();
    const flipped = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    for (const bad of [flipped, token.slice(0, -1), token.slice(0, 24), `${token}A`]) {
      const code = await changeTheme({
        cookie: `sl_csrf=${bad}; sl_session=${session}`,
        'x-csrf-token': bad,
      });
      expect(code).toBe(ErrorCode.CSRF_REFUSED);
    }
    // The untouched token works (the refusals above are about the token, not the call).
    const fine = await changeTheme({
      cookie: `sl_csrf=${token}; sl_session=${session}`,
      'x-csrf-token': token,
    });
    expect(fine).not.toBe(ErrorCode.CSRF_REFUSED);
  });

  it('refuses a token minted for another session, or for no session', async () => {
    const victim = await signedIn(t);
    const attacker = await signedIn(t);
    const theirs = await attacker.client.ensureCsrf();
    const visitors = await csrfFor(t);
    const session = victim.client.cookie('sl_session') as string;
    for (const token of [theirs, visitors]) {
      const code = await changeTheme({
        cookie: `sl_csrf=${token}; sl_session=${session}`,
        'x-csrf-token': token,
      });
      expect(code).toBe(ErrorCode.CSRF_REFUSED);
    }
  });

  it('gives a new token at sign-in and sign-out, and the one before stops working', async () => {
    const user = await buildUser(t);
    const client = t.client();
    const before = await client.ensureCsrf();
    const res = await signIn(client, user.username);
    expect(res.body.code).toBe(0);
    const after = client.cookie('sl_csrf') as string;
    expect(after).not.toBe(before);
    const session = client.cookie('sl_session') as string;
    const stale = await changeTheme({
      cookie: `sl_csrf=${before}; sl_session=${session}`,
      'x-csrf-token': before,
    });
    expect(stale).toBe(ErrorCode.CSRF_REFUSED);
    const fresh = await client.post(route, { Theme: 1 });
    expect(fresh.body.code).not.toBe(ErrorCode.CSRF_REFUSED);
    await client.post('/api/User/Logout', {});
    expect(client.cookie('sl_csrf')).not.toBe(after);
    expect(client.cookie('sl_session')).toBeUndefined();
  });

  it('refuses a same-site page on another port, and a cross-site fetch, even with the token', async () => {
    const { client } = await signedIn(t);
    const session = client.cookie('sl_session') as string;
    const token = await client.ensureCsrf();
    const own = { cookie: `sl_csrf=${token}; sl_session=${session}`, 'x-csrf-token': token };
    expect(
      await changeTheme({ ...own, host: 'localhost:3000', origin: 'http://localhost:4000' }),
    ).toBe(ErrorCode.CSRF_REFUSED);
    expect(await changeTheme({ ...own, 'sec-fetch-site': 'same-site' })).toBe(
      ErrorCode.CSRF_REFUSED,
    );
    expect(await changeTheme({ ...own, 'sec-fetch-site': 'cross-site' })).toBe(
      ErrorCode.CSRF_REFUSED,
    );
    expect(await changeTheme({ ...own, 'sec-fetch-site': 'same-origin' })).not.toBe(
      ErrorCode.CSRF_REFUSED,
    );
  });
});

/**
 * What a safe method (GET) does with the CSRF cookie, which decision 082 keeps cheap: a valid
 * held token is kept as it is (one HMAC, no new cookie); anything else (none, forged, minted for
 * another session) is replaced by a new token that verifies for this session. A GET never needs
 * the header, and never lets a bad held token stand.
 */
describe('a GET and the CSRF cookie it holds', () => {
  const userInfo = (cookie?: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/User/GetUserInfo',
      headers: cookie ? { cookie } : {},
    });
  const csrfSet = (res: LightMyRequestResponse) =>
    (res.cookies as { name: string; value: string }[]).find((c) => c.name === 'sl_csrf');

  it('keeps a valid held token: no new cookie, and the same token is handed out', async () => {
    const { client } = await signedIn(t);
    const session = client.cookie('sl_session') as string;
    const token = await client.ensureCsrf();
    const cookie = `sl_csrf=${token}; sl_session=${session}`;
    const res = await userInfo(cookie);
    expect(res.json().code).toBe(0);
    expect(csrfSet(res)).toBeUndefined();
    const handed = await t.app.inject({
      method: 'GET',
      url: '/api/Security/CsrfToken',
      headers: { cookie },
    });
    expect(handed.json().result.token).toBe(token);
  });

  it('replaces a missing, forged or other-session token with one that verifies', async () => {
    const victim = await signedIn(t);
    const other = await signedIn(t);
    const session = victim.client.cookie('sl_session') as string;
    const theirs = await other.client.ensureCsrf();
    const forged = `${'x'.repeat(24)}${'y'.repeat(43)}`;
    for (const held of [undefined, forged, theirs, await csrfFor(t)]) {
      const cookie = held ? `sl_csrf=${held}; sl_session=${session}` : `sl_session=${session}`;
      const res = await userInfo(cookie);
      const fresh = csrfSet(res)?.value;
      expect(fresh, String(held)).toHaveLength(csrfTokenLength);
      expect(fresh).not.toBe(held);
      // The held token is still refused for a write; the new one passes CSRF.
      if (held) {
        const stale = await post('POST', '/api/User/ChangeTheme', {
          cookie,
          'x-csrf-token': held,
        });
        expect(stale.json().code).toBe(ErrorCode.CSRF_REFUSED);
      }
      const ok = await post('POST', '/api/User/ChangeTheme', {
        cookie: `sl_csrf=${fresh}; sl_session=${session}`,
        'x-csrf-token': fresh as string,
      });
      expect(ok.json().code).not.toBe(ErrorCode.CSRF_REFUSED);
    }
  });

  it('needs no token on a GET, and a POST still needs one with a valid held cookie', async () => {
    const { client } = await signedIn(t);
    const session = client.cookie('sl_session') as string;
    const token = await client.ensureCsrf();
    const cookie = `sl_csrf=${token}; sl_session=${session}`;
    expect((await userInfo(cookie)).json().code).toBe(0);
    const bare = await post('POST', '/api/User/ChangeTheme', { cookie });
    expect(bare.json().code).toBe(ErrorCode.CSRF_REFUSED);
  });
});
