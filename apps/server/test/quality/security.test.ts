import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ErrorCode, httpStatusFor, routes as specRoutes } from '@storyloom/domain';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { createSession } from '../../src/modules/session/service';
import { createTestApp, type TestApp } from '../helpers/app';
import {
  browser,
  buildUser,
  csrfFor,
  outbox,
  signedIn,
  signIn,
  testPassword,
} from '../helpers/factories';
import { formEncode, inputSchema, valueFor } from './arbitraries';
import { apiRoutes, type CatalogueRoute, withRouteCatalogue } from './route-catalogue';

/**
 * Security checks over every route the app registers: CSRF on every state-changing call, cookie
 * flags and session rotation, security headers on every HTML page, rate limits, and no password
 * or hash in any answer or email.
 */

const dist = mkdtempSync(join(tmpdir(), 'storyloom-security-dist-'));
const indexHtml = '<!doctype html><html><head><title>Storyloom</title></head><body></body></html>';
writeFileSync(join(dist, 'index.html'), indexHtml);

const { value: t, routes: all } = await withRouteCatalogue(() =>
  createTestApp({ env: { TRUST_PROXY: '1', WEB_DIST: dist } }),
);
const https: TestApp = await createTestApp({
  env: { WEB_DIST: dist, PUBLIC_URL: 'https://storyloom.test' },
});
afterAll(async () => {
  await t.close();
  await https.close();
  rmSync(dist, { recursive: true, force: true });
});
const routes = apiRoutes(all);
const stateChanging = routes.filter((r) => r.csrf);

let address = 0;
function nextAddress(): string {
  address += 1;
  return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
}

const csrf = await t.client().ensureCsrf();

function urlOf(route: CatalogueRoute): string {
  return route.url.replace(/:(\w+)/g, 'x').replace('*', 'x');
}

function inject(
  route: CatalogueRoute,
  headers: Record<string, string>,
  payload = '{}',
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: route.method as 'POST',
    url: urlOf(route),
    headers: { 'content-type': 'application/json', 'x-forwarded-for': nextAddress(), ...headers },
    payload,
  });
}

describe('CSRF on every state-changing call', () => {
  it('has state-changing calls to check', () => {
    expect(stateChanging.length).toBeGreaterThan(0);
  });

  const refused = (res: LightMyRequestResponse) => {
    expect(res.statusCode).toBe(httpStatusFor(ErrorCode.CSRF_REFUSED));
    expect(res.json()).toMatchObject({ code: ErrorCode.CSRF_REFUSED });
  };

  it.each(stateChanging.map((r) => [`${r.method} ${r.url}`, r] as const))(
    '%s',
    async (_name, route) => {
      // No token at all.
      refused(await inject(route, {}));
      // The cookie without the header (what a cross-site form post carries).
      refused(await inject(route, { cookie: `sl_csrf=${csrf}` }));
      // A header that does not match the cookie.
      refused(await inject(route, { cookie: `sl_csrf=${csrf}`, 'x-csrf-token': `${csrf}x` }));
      refused(
        await inject(route, {
          cookie: `sl_csrf=${'a'.repeat(43)}`,
          'x-csrf-token': 'b'.repeat(43),
        }),
      );
      // The right token sent from a foreign page.
      const token = { cookie: `sl_csrf=${csrf}`, 'x-csrf-token': csrf };
      refused(await inject(route, { ...token, origin: 'https://evil.example' }));
      refused(await inject(route, { ...token, origin: 'null' }));
      // The right token from the site itself gets past CSRF (whatever the call then says).
      const own = await inject(route, {
        ...token,
        origin: 'http://localhost:80',
        host: 'localhost',
      });
      expect(own.json().code).not.toBe(ErrorCode.CSRF_REFUSED);
      const none = await inject(route, token);
      expect(none.json().code).not.toBe(ErrorCode.CSRF_REFUSED);
    },
  );
});

interface SetCookie {
  name: string;
  value: string;
  path?: string;
  sameSite?: string;
  secure?: boolean;
  httpOnly?: boolean;
  domain?: string;
}

describe('cookie flags', () => {
  it('gives the CSRF cookie Path=/ and SameSite=Lax, readable by the page, not Secure on http', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    const cookie = (res.cookies as SetCookie[]).find((c) => c.name === 'sl_csrf');
    expect(cookie).toMatchObject({ path: '/', sameSite: 'Lax' });
    expect(cookie?.secure).toBeFalsy();
    expect(cookie?.httpOnly).toBeFalsy();
    expect(cookie?.domain).toBeUndefined();
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{32,}$/);
  });

  it('names the CSRF cookie __Host- and makes it Secure when the site is served over HTTPS', async () => {
    const res = await https.app.inject({ method: 'GET', url: '/' });
    const cookies = res.cookies as SetCookie[];
    expect(cookies.find((c) => c.name === 'sl_csrf')).toBeUndefined();
    const cookie = cookies.find((c) => c.name === '__Host-sl_csrf');
    expect(cookie).toMatchObject({ path: '/', sameSite: 'Lax', secure: true });
    expect(cookie?.domain).toBeUndefined();
  });

  it('gives each visitor a different token', async () => {
    const tokens = new Set<string>();
    for (let i = 0; i < 20; i++) {
      const res = await t.app.inject({ method: 'GET', url: '/api/Security/CsrfToken' });
      tokens.add(res.json().result.token);
    }
    expect(tokens.size).toBe(20);
  });
});

function sessionCookieOf(res: { cookies: unknown }): SetCookie | undefined {
  return (res.cookies as SetCookie[]).find((c) => c.name === 'sl_session');
}

describe('the session cookie', () => {
  it('is HttpOnly, SameSite=Lax, Path=/, lasting, and not Secure on http', async () => {
    const user = await buildUser(t);
    const res = await signIn(browser(t), user.username);
    expect(res.body.code).toBe(0);
    const cookie = sessionCookieOf(res.raw);
    expect(cookie).toMatchObject({ path: '/', sameSite: 'Lax', httpOnly: true });
    expect(cookie?.secure).toBeFalsy();
    expect(cookie?.domain).toBeUndefined();
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{40,}$/);
  });

  it('is Secure when the site is served over HTTPS', async () => {
    const user = await buildUser(https);
    const res = await signIn(https.client(), user.username);
    expect(sessionCookieOf(res.raw)).toMatchObject({ httpOnly: true, secure: true });
  });

  it('gets a new token at every sign-in, and the one before stops working (no fixation)', async () => {
    const { user, client } = await signedIn(t);
    const first = client.cookie('sl_session') as string;
    await signIn(client, user.username);
    const second = client.cookie('sl_session') as string;
    expect(second).not.toBe(first);
    const old = await t.app.inject({
      method: 'GET',
      url: '/api/User/GetUserInfo',
      headers: { cookie: `sl_session=${first}` },
    });
    expect(old.json().result?.info ?? null).toBeNull();
  });

  it('is cleared by Logout, and its token stops working', async () => {
    const { client } = await signedIn(t);
    const token = client.cookie('sl_session') as string;
    const res = await client.post('/api/User/Logout', {});
    expect(res.body.code).toBe(0);
    expect(client.cookie('sl_session')).toBeUndefined();
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/User/GetUserInfo',
      headers: { cookie: `sl_session=${token}` },
    });
    expect(after.json().result?.info ?? null).toBeNull();
  });

  it('is not accepted when made up', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/User/GetUserInfo',
      headers: { cookie: `sl_session=${'A'.repeat(43)}` },
    });
    expect(res.json().result?.info ?? null).toBeNull();
  });
});

/** A concrete URL for every SPEC §2 route (parameters filled in). */
const pages = [
  ...specRoutes.map((r) =>
    r.path
      .replace(/\{\w+\?\}/g, 'x')
      .replace(/\{\w+\*\}/g, 'a/b')
      .replace(/\{\w+\+\}/g, 'a')
      .replace(/\{\w+\}/g, 'x'),
  ),
  '/no-such-page',
  '/about?x=<script>',
];

function expectPageHeaders(res: LightMyRequestResponse, options: { embed: boolean }) {
  const csp = String(res.headers['content-security-policy'] ?? '');
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("base-uri 'self'");
  expect(csp).toContain("form-action 'self'");
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(res.headers['x-powered-by']).toBeUndefined();
  const permissions = String(res.headers['permissions-policy'] ?? '');
  for (const off of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()', 'usb=()']) {
    expect(permissions).toContain(off);
  }
  expect(permissions).toContain('fullscreen=(self)');
  if (options.embed) {
    expect(csp).toContain('frame-ancestors *');
    expect(res.headers['x-frame-options']).toBeUndefined();
  } else {
    expect(csp).toContain("frame-ancestors 'self'");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  }
}

describe('security headers on every HTML page', () => {
  it.each(pages)('%s', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.headers['content-type']).toContain('text/html');
    expectPageHeaders(res, { embed: /^\/embed(-s)?\//.test(url) });
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('adds HSTS and upgrade-insecure-requests when served over HTTPS', async () => {
    for (const url of ['/', '/signin', '/embed/x/x']) {
      const res = await https.app.inject({ method: 'GET', url });
      expectPageHeaders(res, { embed: url.startsWith('/embed') });
      expect(res.headers['strict-transport-security']).toMatch(/max-age=\d{7,}/);
      expect(res.headers['content-security-policy']).toContain('upgrade-insecure-requests');
    }
  });

  it('loosens framing only for the plain spelling of an embed path', async () => {
    // (Dot segments and %2e%2e are resolved by the request's URL parsing, as a browser does.)
    for (const url of ['/embed/x/..%2F..%2Fsignin', '/embed/x%2F..%2F..%2Fsignin', '/embed%5Cx']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(String(res.headers['content-security-policy']), url).toContain(
        "frame-ancestors 'self'",
      );
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
    }
  });

  it('answers an API miss under any spelling of /api with the JSON envelope, never the page', async () => {
    for (const url of ['/%61pi/nothing', '/API/nothing', '//api/nothing']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['content-type'], url).toContain('application/json');
      expect(res.statusCode, url).toBe(404);
    }
  });

  it('sends nosniff and no framework banner on API answers too', async () => {
    for (const route of routes.filter((r) => r.method === 'GET')) {
      const res = await t.app.inject({ method: 'GET', url: urlOf(route) });
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-powered-by']).toBeUndefined();
      expect(res.headers['content-type']).toContain('application/json');
    }
  });
});

describe('rate limits', () => {
  const limited = routes.filter((r) => r.rateLimit);

  it('limits every state-changing call', () => {
    const unlimited = stateChanging.filter((r) => !r.rateLimit).map((r) => `${r.method} ${r.url}`);
    expect(unlimited).toEqual([]);
  });

  it.each(limited.map((r) => [`${r.method} ${r.url} (${r.rateLimit?.max}/window)`, r] as const))(
    '%s',
    async (_name, route) => {
      const max = route.rateLimit?.max as number;
      const from = nextAddress();
      const call = (ip: string) =>
        t.app.inject({
          method: route.method as 'POST',
          url: urlOf(route),
          headers: {
            'x-forwarded-for': ip,
            cookie: `sl_csrf=${csrf}`,
            'x-csrf-token': csrf,
            ...(route.method === 'GET' ? {} : { 'content-type': 'application/json' }),
          },
          ...(route.method === 'GET' ? {} : { payload: '{}' }),
        });
      for (let i = 0; i < max; i++) {
        const res = await call(from);
        if (res.statusCode === 429) throw new Error(`limited after ${i} calls, not ${max}`);
      }
      const over = await call(from);
      expect(over.statusCode).toBe(429);
      expect(over.json()).toMatchObject({ code: ErrorCode.RATE_LIMITED });
      expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
      // Someone else is not held back by it.
      expect((await call(nextAddress())).statusCode).not.toBe(429);
    },
  );
});

function multipart(name: string, filename: string, type: string, data: Buffer) {
  const boundary = `----storyloom${Date.now()}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\n` +
        `Content-Type: ${type}\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

describe('uploaded files can never run as a page', () => {
  const page = Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>');
  const disguised = [
    ['HTML named .png', 'me.png', 'image/png', page],
    [
      'SVG with a script',
      'me.svg',
      'image/svg+xml',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    ],
    [
      'a GIF header before HTML',
      'me.gif',
      'image/gif',
      Buffer.concat([Buffer.from('GIF89a'), page]),
    ],
  ] as const;

  it.each(disguised)('refuses an avatar that is %s', async (_name, filename, type, data) => {
    const { client } = await signedIn(t);
    const body = multipart('file', filename, type, data);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/User/UpdateAvatar',
      headers: {
        cookie: `sl_csrf=${await client.ensureCsrf()}; sl_session=${client.cookie('sl_session')}`,
        'x-csrf-token': client.cookie('sl_csrf') as string,
        'content-type': body.contentType,
      },
      payload: body.payload,
    });
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json().code).not.toBe(0);
  });

  it('serves an uploaded avatar re-encoded, as an image, with nosniff', async () => {
    const { default: sharp } = await import('sharp');
    const png = await sharp({
      create: { width: 64, height: 64, channels: 3, background: '#c33' },
    })
      .png()
      .toBuffer();
    const { client } = await signedIn(t);
    const body = multipart('file', 'me.png', 'image/png', png);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/User/UpdateAvatar',
      headers: {
        cookie: `sl_csrf=${await client.ensureCsrf()}; sl_session=${client.cookie('sl_session')}`,
        'x-csrf-token': client.cookie('sl_csrf') as string,
        'content-type': body.contentType,
      },
      payload: body.payload,
    });
    expect(res.json().code).toBe(0);
    const info = res.json().result.info as Record<string, string>;
    const urls = [info.Avatar, info.OriginalAvatar, info.LargeAvatar].filter(
      (u): u is string => typeof u === 'string' && u.startsWith('/media/'),
    );
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls) {
      const file = await t.app.inject({ method: 'GET', url });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toMatch(/^image\/webp/);
      expect(file.headers['x-content-type-options']).toBe('nosniff');
      expect(file.rawPayload.subarray(0, 4).toString('latin1')).toBe('RIFF');
    }
  });
});

/** Text that must never leave the server, whatever the call. */
const secrets = [/\$argon2(id|i|d)\$/, /password_hash/i, /passwordHash/, /session_token/i];

/** Every value sent in a field whose name says password (long enough to be recognisable). */
function passwordsIn(fields: unknown, found: Set<string>): void {
  if (!fields || typeof fields !== 'object') return;
  for (const [key, value] of Object.entries(fields as Record<string, unknown>)) {
    if (/password|pwd/i.test(key) && typeof value === 'string' && value.length >= 8)
      found.add(value);
    else passwordsIn(value, found);
  }
}

/** The passwords in play: sent at sign-up, in factory accounts, and in every fuzzed body. */
const passwords = new Set<string>([testPassword]);

function leaks(text: string): boolean {
  return secrets.some((s) => s.test(text)) || [...passwords].some((p) => text.includes(p));
}

describe('no password or hash in any answer or email', () => {
  it('finds none in the sign-up answer and the new account’s info', async () => {
    const signUpPassword = 'quiet otters fold paper boats';
    passwords.add(signUpPassword);
    const visitor = browser(t);
    const signUp = await visitor.post('/api/User/SignUp', {
      UserName: 'leak_check_user',
      Email: 'leak-check@example.com',
      Password: signUpPassword,
      ConfirmPassword: signUpPassword,
      Birthday: '1990-01-01',
      AccountType: 4,
    });
    expect(signUp.body.code).toBe(0);
    const info = await visitor.get('/api/User/GetUserInfo');
    expect(info.body.code).toBe(0);
    for (const answer of [signUp, info]) {
      expect(leaks(`${JSON.stringify(answer.headers)} ${answer.raw.body}`)).toBe(false);
    }
  });

  it.each(routes.map((r) => [`${r.method} ${r.url}`, r] as const))(
    'finds none in well-formed calls of %s, anonymous and signed in',
    async (_name, route) => {
      const schema = route.schema.body ?? route.schema.querystring;
      const samples = schema
        ? fc.sample(valueFor(inputSchema(schema)), { numRuns: 4, seed: 7 })
        : [{}];
      for (const [i, fields] of samples.entries()) {
        passwordsIn(fields, passwords);
        let cookie = `sl_csrf=${csrf}`;
        let token = csrf;
        if (i % 2 === 1) {
          // Every other call as a signed-in account of its own (the call may end its session).
          const user = await buildUser(t);
          const session = await createSession(t.app.db, t.app.clock, user.row.id, {
            secondFactor: false,
          });
          token = await csrfFor(t, session.token);
          cookie = `sl_csrf=${token}; sl_session=${session.token}`;
        }
        const query =
          route.method === 'GET' && route.schema.querystring ? `?${formEncode(fields)}` : '';
        const res = await t.app.inject({
          method: route.method as 'POST',
          url: `${urlOf(route)}${query}`,
          headers: {
            'x-forwarded-for': nextAddress(),
            cookie,
            'x-csrf-token': token,
            ...(route.method === 'GET' ? {} : { 'content-type': 'application/json' }),
          },
          ...(route.method === 'GET' ? {} : { payload: JSON.stringify(fields) }),
        });
        const answer = `${JSON.stringify(res.headers)} ${res.body}`;
        if (leaks(answer)) throw new Error(`a secret left the server: ${answer.slice(0, 500)}`);
      }
    },
  );

  it('finds none in the emails sent meanwhile', async () => {
    const mails = await outbox(t);
    expect(mails.length).toBeGreaterThan(0);
    const leaking = mails.filter((m) => leaks(m.raw)).map((m) => m.subject);
    expect(leaking).toEqual([]);
  });
});
