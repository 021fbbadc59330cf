import { randomBytes } from 'node:crypto';
import { ErrorCode } from '@storyloom/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../helpers/app';
import { csrfFor, signedIn } from '../helpers/factories';
import { apiRoutes, withRouteCatalogue } from './route-catalogue';

/**
 * Per-person request limits count under the verified session's user, or the address: never
 * under the raw session cookie, which anyone can make up (issue 14, Medium #7). A client that
 * sends a new random `sl_session` with every request (and the CSRF token the server hands out
 * for it) is still held to the limit of its address.
 */

const { value: t, routes: all } = await withRouteCatalogue(() =>
  createTestApp({ env: { TRUST_PROXY: '1' } }),
);
afterAll(() => t.close());
const routes = apiRoutes(all);

const calls = [
  '/api/Read/List',
  '/api/Read/Book',
  '/api/Best/GetBest',
  '/api/Books/Get',
  '/api/Books/Save',
];

let address = 0;
function nextAddress(): string {
  address += 1;
  return `10.8.${(address >> 8) & 255}.${address & 255}`;
}

async function callWith(url: string, ip: string, session: string) {
  const token = await csrfFor(t, session);
  return t.app.inject({
    method: 'POST',
    url,
    headers: {
      'x-forwarded-for': ip,
      cookie: `sl_csrf=${token}; sl_session=${session}`,
      'x-csrf-token': token,
      'content-type': 'application/json',
    },
    payload: '{}',
  });
}

describe('rate limits do not trust an unverified session cookie', () => {
  it.each(calls)(
    '%s: a made-up sl_session per request does not escape the limit',
    async (url) => {
      const route = routes.find((r) => r.url === url && r.method === 'POST');
      const max = route?.rateLimit?.max as number;
      expect(max).toBeGreaterThan(0);
      const ip = nextAddress();
      for (let i = 0; i < max; i++) {
        const res = await callWith(url, ip, randomBytes(32).toString('base64url'));
        if (res.statusCode === 429) throw new Error(`limited after ${i} calls, not ${max}`);
      }
      const over = await callWith(url, ip, randomBytes(32).toString('base64url'));
      expect(over.statusCode).toBe(429);
      expect(over.json()).toMatchObject({ code: ErrorCode.RATE_LIMITED });
    },
    180_000,
  );

  it('still gives a signed-in writer an allowance of their own behind a busy address', async () => {
    const url = '/api/Read/Book';
    const max = routes.find((r) => r.url === url)?.rateLimit?.max as number;
    const ip = nextAddress();
    for (let i = 0; i <= max; i++) await callWith(url, ip, randomBytes(32).toString('base64url'));
    const { client } = await signedIn(t);
    const res = await client.post(url, {}, { headers: { 'x-forwarded-for': ip } });
    expect(res.status).not.toBe(429);
  }, 180_000);

  it('counts the notification bell per signed-in user: a class behind one address does not run out together', async () => {
    const url = '/api/Notification/GetNotificationCount';
    const max = routes.find((r) => r.url === url)?.rateLimit?.max as number;
    expect(max).toBeGreaterThan(0);
    const ip = nextAddress();
    const first = await signedIn(t);
    const headers = { headers: { 'x-forwarded-for': ip } };
    for (let i = 0; i < max; i++) {
      const res = await first.client.post(url, {}, headers);
      if (res.status === 429) throw new Error(`limited after ${i} calls, not ${max}`);
    }
    // The first pupil has used their allowance; the next one at the same address has their own.
    expect((await first.client.post(url, {}, headers)).status).toBe(429);
    const second = await signedIn(t);
    expect((await second.client.post(url, {}, headers)).status).toBe(200);
  }, 180_000);
});
