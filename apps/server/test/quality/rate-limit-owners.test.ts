import { randomBytes } from 'node:crypto';
import { ErrorCode } from '@storyloom/domain';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { verifiedUserOrAddress } from '../../src/http/limit-keys';
import { createTestApp } from '../helpers/app';
import { csrfFor, signedIn } from '../helpers/factories';
import { inputSchema, valueFor } from './arbitraries';
import { perAddressRoutes } from './per-address-routes';
import { apiRoutes, type CatalogueRoute, withRouteCatalogue } from './route-catalogue';

/**
 * Who a rate limit counts (decision 066): a call that needs a session counts per signed-in
 * person (`perWriter`), so a school behind one address does not share one allowance; only the
 * routes in per-address-routes.ts (sign-in, sign-up, e-mail links, public reads), each with its
 * reason, count per address. The routes come from the app as it registers them.
 */

const { value: t, routes: all } = await withRouteCatalogue(() =>
  createTestApp({ env: { TRUST_PROXY: '1' } }),
);
afterAll(() => t.close());
const limited = apiRoutes(all).filter((r) => r.rateLimit);
const keyOf = (r: CatalogueRoute) => `${r.method} ${r.url}`;
const perAddress = limited.filter((r) => r.rateLimit?.keyGenerator === undefined);

let address = 0;
function nextAddress(): string {
  address += 1;
  return `10.7.${(address >> 8) & 255}.${address & 255}`;
}

describe('who each rate limit counts', () => {
  it('finds the limited routes', () => {
    expect(limited.length).toBeGreaterThan(150);
  });

  it('counts every limited route per signed-in person, unless it is listed with a reason', () => {
    const unlisted = perAddress.map(keyOf).filter((key) => !perAddressRoutes[key]);
    expect(unlisted, 'limited per address without a reason in per-address-routes.ts').toEqual([]);
    // Any other key is the per-person one; nothing counts under a made-up key.
    for (const r of limited) {
      const key = r.rateLimit?.keyGenerator;
      if (key !== undefined) expect(key, keyOf(r)).toBe(verifiedUserOrAddress);
    }
  });

  it('lists only routes that exist and are limited per address', () => {
    const present = new Set(perAddress.map(keyOf));
    expect(Object.keys(perAddressRoutes).filter((key) => !present.has(key))).toEqual([]);
    for (const reason of Object.values(perAddressRoutes)) expect(reason.length).toBeGreaterThan(10);
  });

  it('lists no route that turns visitors away for want of a session', async () => {
    const csrf = await t.client().ensureCsrf();
    const needSession: string[] = [];
    for (const route of perAddress) {
      const schema = route.schema.body ?? route.schema.querystring;
      const samples = schema
        ? fc.sample(valueFor(inputSchema(schema)), { numRuns: 4, seed: 11 })
        : [{}];
      const url = route.url.replace(/:(\w+)/g, 'x');
      for (const sample of samples) {
        const res = await t.app.inject({
          method: route.method as 'POST',
          url,
          headers: {
            cookie: `sl_csrf=${csrf}`,
            'x-csrf-token': csrf,
            'content-type': 'application/json',
            'x-forwarded-for': nextAddress(),
          },
          ...(route.method === 'GET' ? {} : { payload: JSON.stringify(sample ?? {}) }),
        });
        const code = String(res.headers['content-type']).includes('json') ? res.json().code : 0;
        if (code === ErrorCode.NOT_LOGGED_IN) {
          needSession.push(keyOf(route));
          break;
        }
      }
    }
    expect(needSession, 'these answer NOT_LOGGED_IN to a visitor: count them perWriter').toEqual(
      [],
    );
  }, 120_000);
});

describe('a school behind one address', () => {
  const maxOf = (method: string, url: string) => {
    const max = limited.find((r) => r.method === method && r.url === url)?.rateLimit?.max;
    expect(max).toBeGreaterThan(0);
    return max as number;
  };

  it('gives two signed-in pupils at one address an allowance each on a signed-in call', async () => {
    const url = '/api/EmailNotification/GetEmailNotification';
    const max = maxOf('POST', url);
    const headers = { headers: { 'x-forwarded-for': nextAddress() } };
    const first = await signedIn(t);
    for (let i = 0; i < max; i++) {
      const res = await first.client.post(url, {}, headers);
      if (res.status === 429) throw new Error(`limited after ${i} calls, not ${max}`);
    }
    expect((await first.client.post(url, {}, headers)).status).toBe(429);
    // The second pupil, from the same address, still has their whole allowance.
    const second = await signedIn(t);
    for (let i = 0; i < max; i++) {
      const res = await second.client.post(url, {}, headers);
      if (res.status === 429) throw new Error(`second pupil limited after ${i} calls, not ${max}`);
    }
    expect((await second.client.post(url, {}, headers)).status).toBe(429);
  }, 180_000);

  it('still holds an anonymous call to its address: new cookies or a session do not escape it', async () => {
    const url = '/api/User/CheckUserNameExist';
    const max = maxOf('POST', url);
    const ip = nextAddress();
    for (let i = 0; i < max; i++) {
      const session = randomBytes(32).toString('base64url');
      const token = await csrfFor(t, session);
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: {
          'x-forwarded-for': ip,
          cookie: `sl_csrf=${token}; sl_session=${session}`,
          'x-csrf-token': token,
          'content-type': 'application/json',
        },
        payload: JSON.stringify({ UserName: `someone${i}` }),
      });
      if (res.statusCode === 429) throw new Error(`limited after ${i} calls, not ${max}`);
    }
    const { client } = await signedIn(t);
    const over = await client.post(
      url,
      { UserName: 'someone' },
      { headers: { 'x-forwarded-for': ip } },
    );
    expect(over.status).toBe(429);
    expect(over.body).toMatchObject({ code: ErrorCode.RATE_LIMITED });
  }, 180_000);
});
