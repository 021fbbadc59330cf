import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../helpers/app';
import { signedIn } from '../helpers/factories';
import { assertEnvelope, edgeCasesFor, type FuzzRequest, requestsFor, send } from './fuzz-requests';
import { apiRoutes, withRouteCatalogue } from './route-catalogue';
import { storedTextProblems } from './stored-text';

/**
 * Schema-driven fuzzing of every /api route (SPEC §8: a bad input is a clear envelope error,
 * never a 500). The routes and their zod schemas are read from the app as it registers them, so
 * a new endpoint is fuzzed without being listed here. Each route gets FUZZ_RUNS (30) random
 * requests, well-formed and spoiled, plus a fixed set of hard cases.
 */

const runs = Number(process.env.FUZZ_RUNS || 30);
const { value: t, routes: all } = await withRouteCatalogue(() =>
  createTestApp({ env: { TRUST_PROXY: '1' } }),
);
afterAll(() => t.close());
const routes = apiRoutes(all);

let address = 0;
/** Each request from its own address, so per-address rate limits do not hide the handlers. */
function nextAddress(): string {
  address += 1;
  return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
}

const csrf = await t.client().ensureCsrf();

/**
 * Who sends the requests: a visitor, and a signed-in account (a new one for each route, since
 * a route's own calls may sign it out, change its password or delete it).
 */
const identities: { name: string; headers: () => Promise<Record<string, string>> }[] = [
  {
    name: 'anonymous',
    headers: async () => ({ cookie: `sl_csrf=${csrf}`, 'x-csrf-token': csrf }),
  },
  {
    name: 'signed in',
    headers: async () => {
      const { client } = await signedIn(t);
      const token = await client.ensureCsrf();
      return {
        cookie: `sl_csrf=${token}; sl_session=${client.cookie('sl_session')}`,
        'x-csrf-token': token,
      };
    },
  },
];

async function check(request: FuzzRequest, headers: Record<string, string>): Promise<void> {
  const response = await send(t.app, request, { ...headers, 'x-forwarded-for': nextAddress() });
  assertEnvelope(request, response);
}

describe('the route catalogue', () => {
  it('finds the API routes as they are registered', () => {
    expect(routes.length).toBeGreaterThan(2);
    expect(routes).toContainEqual(
      expect.objectContaining({ method: 'POST', url: '/api/Statistics/PageView', csrf: true }),
    );
    expect(routes).toContainEqual(
      expect.objectContaining({ method: 'GET', url: '/api/Security/CsrfToken' }),
    );
  });
});

for (const identity of identities) {
  describe(`fuzzing every /api route (${identity.name})`, () => {
    it.each(routes.map((r) => [`${r.method} ${r.url}`, r] as const))(
      '%s',
      async (_name, route) => {
        const headers = await identity.headers();
        await fc.assert(
          fc.asyncProperty(requestsFor(route), (request) => check(request, headers)),
          { numRuns: runs },
        );
        for (const request of edgeCasesFor(route)) await check(request, headers);
      },
      90_000,
    );
  });
}

// After every route has had bidi overrides and control characters in every text field (the
// hard cases above): none of them reached the database (issue 14; decision 021's cleanText).
describe('what the fuzzing stored', () => {
  it('holds no bidi override or isolate and no C0 control (but tab and new line)', async () => {
    expect(await storedTextProblems(t.app)).toEqual([]);
  });
});
