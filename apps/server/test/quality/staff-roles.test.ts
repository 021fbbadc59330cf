import { AccountType, ErrorCode } from '@storyloom/domain';
import fc from 'fast-check';
import type { FastifyRequest } from 'fastify';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createSession } from '../../src/modules/session/service';
import type { NewAccount } from '../../src/modules/user/accounts';
import { createTestApp } from '../helpers/app';
import { buildUser, csrfFor } from '../helpers/factories';
import { inputSchema, valueFor } from './arbitraries';
import { apiRoutes, type CatalogueRoute, withRouteCatalogue } from './route-catalogue';

/**
 * The staff-role sweep (issue 21): every call in the route catalogue is made by a moderator who
 * passed the second factor. Each call's own guard (requireStaff, watched here) says which role it
 * asks for, so the admin-only calls are found from the code, not from a list kept by hand. Then
 * each staff call is made again by a writer, a reader and a visitor, and by an admin whose sign-in
 * skipped the second factor: every one is refused, as the right error, never a server error.
 */
const asked = vi.hoisted(() => new Map<string, 'moderator' | 'admin'>());

vi.mock('../../src/http/session', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../src/http/session')>();
  return {
    ...actual,
    requireStaff: (request: FastifyRequest, role: 'moderator' | 'admin') => {
      const key = `${request.method} ${request.routeOptions.url}`;
      if (asked.get(key) !== 'admin') asked.set(key, role);
      return actual.requireStaff(request, role);
    },
  };
});

const { value: t, routes: all } = await withRouteCatalogue(() =>
  createTestApp({ env: { TRUST_PROXY: '1' } }),
);
afterAll(() => t.close());
const calls = apiRoutes(all);

let address = 0;
function nextAddress(): string {
  address += 1;
  return `10.8.${(address >> 8) & 255}.${address & 255}`;
}

/** A browser's headers: a new session for `account` (made directly), or a visitor's. */
async function headersFor(
  account: Partial<NewAccount> | null,
  secondFactor = true,
): Promise<Record<string, string>> {
  if (!account) {
    const token = await csrfFor(t);
    return { cookie: `sl_csrf=${token}`, 'x-csrf-token': token };
  }
  const user = await buildUser(t, account);
  const session = await createSession(t.app.db, t.app.clock, user.row.id, { secondFactor });
  const token = await csrfFor(t, session.token);
  return { cookie: `sl_csrf=${token}; sl_session=${session.token}`, 'x-csrf-token': token };
}

/** Schema-valid inputs for a call (so the handler, and its guard, is reached). */
function samplesFor(call: CatalogueRoute, runs: number) {
  const schema = call.schema.body ?? call.schema.querystring;
  const bodies = schema
    ? fc.sample(valueFor(inputSchema(schema)), { numRuns: runs, seed: 21 })
    : [{}];
  const params = call.schema.params
    ? fc.sample(valueFor(inputSchema(call.schema.params)), { numRuns: bodies.length, seed: 21 })
    : [];
  return bodies.map((fields, i) => ({
    fields,
    params: (params[i] ?? {}) as Record<string, unknown>,
  }));
}

type Input = ReturnType<typeof samplesFor>[number];

/** Makes one call; resolves to its HTTP status and answer code. */
async function callAs(headers: Record<string, string>, call: CatalogueRoute, input: Input) {
  const url = call.url.replace(/:(\w+)/g, (_m, name: string) =>
    encodeURIComponent(String(input.params[name] ?? 'x')),
  );
  const get = call.method === 'GET' || call.method === 'DELETE';
  const query = get && call.schema.querystring ? `?${new URLSearchParams(flat(input.fields))}` : '';
  const res = await t.app.inject({
    method: call.method as 'POST',
    url: `${url}${query}`,
    headers: {
      ...headers,
      'x-forwarded-for': nextAddress(),
      ...(get ? {} : { 'content-type': 'application/json' }),
    },
    ...(get ? {} : { payload: JSON.stringify(input.fields ?? {}) }),
  });
  const body = String(res.headers['content-type'] ?? '').includes('json')
    ? (res.json() as { code?: number })
    : {};
  return { status: res.statusCode, code: body.code };
}

function flat(fields: unknown): Record<string, string> {
  if (typeof fields !== 'object' || fields === null) return {};
  return Object.fromEntries(
    Object.entries(fields).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
  );
}

const moderator = await headersFor({ accountType: AccountType.WRITER, staffRole: 'moderator' });
const moderatorAnswers = new Map<string, { status: number; code?: number }>();
/** The input that reached each staff call's guard; the other callers send the same. */
const reaching = new Map<string, Input>();
for (const call of calls) {
  const key = `${call.method} ${call.url}`;
  // Inputs are tried until one passes validation (a few schemas refine what a sample may hold).
  for (const input of samplesFor(call, 12)) {
    moderatorAnswers.set(key, await callAs(moderator, call, input));
    if (asked.has(key)) {
      reaching.set(key, input);
      break;
    }
  }
}
const staffCalls = calls.filter((c) => asked.has(`${c.method} ${c.url}`));
const adminOnly = staffCalls.filter((c) => asked.get(`${c.method} ${c.url}`) === 'admin');
const named = (list: CatalogueRoute[]) => list.map((c) => [`${c.method} ${c.url}`, c] as const);

describe('the staff calls, as their guards name them', () => {
  it('reaches the guard of every admin console call', () => {
    const console = calls.filter((c) => c.url.startsWith('/api/Admin/'));
    const unreached = console.map((c) => `${c.method} ${c.url}`).filter((key) => !asked.has(key));
    expect(unreached).toEqual([]);
    // The console's user powers are admin-only (decision 028).
    for (const url of ['/api/Admin/UserDisable', '/api/Admin/UserRole', '/api/Admin/UserDelete']) {
      expect(adminOnly.map((c) => c.url)).toContain(url);
    }
  });

  it.each(named(adminOnly))('%s refuses a moderator', (key) => {
    const answer = moderatorAnswers.get(key);
    expect(answer?.status, key).toBeLessThan(500);
    expect(answer?.code, key).toBe(ErrorCode.NO_PERMISSION);
  });
});

describe.each([
  { who: 'a writer', account: { accountType: AccountType.WRITER }, code: ErrorCode.NO_PERMISSION },
  { who: 'a reader', account: { accountType: AccountType.REGULAR }, code: ErrorCode.NO_PERMISSION },
  { who: 'a visitor', account: null, code: ErrorCode.NOT_LOGGED_IN },
  {
    who: 'an admin without the second factor',
    account: { accountType: AccountType.WRITER, staffRole: 'admin' as const },
    code: ErrorCode.SECOND_FACTOR_REQUIRED,
    secondFactor: false,
  },
])('$who', ({ account, code, secondFactor }) => {
  it('is refused every staff call, with the matching error', async () => {
    const headers = await headersFor(account, secondFactor ?? true);
    const wrong: string[] = [];
    for (const call of staffCalls) {
      const answer = await callAs(
        headers,
        call,
        reaching.get(`${call.method} ${call.url}`) ?? {
          fields: {},
          params: {},
        },
      );
      if (answer.status >= 500 || answer.code !== code) {
        wrong.push(`${call.method} ${call.url}: ${answer.status} ${answer.code}`);
      }
    }
    expect(wrong).toEqual([]);
  }, 120_000);
});
