import { addressFor } from './lib/session.mjs';

/**
 * The benchmark scenarios, run by run.mjs against the real server and against the bare-Fastify
 * floor answering the same bytes. Adding one is a few lines:
 *
 *   { name, method, path,                   // the call
 *     body?: (i) => string,                 // a body per request (i counts requests)
 *     contentType?: string,
 *     headers?: Record<string, string>,     // further request headers (Accept-Encoding)
 *     csrf?: true,                          // send the visitor's CSRF cookie and header
 *     signedIn?: true,                      // send the session cookie of a signed-in demo user
 *     write?: true,                         // it stores a row: checked against the database
 *     perAddress?: true,                    // a distinct client address per request (rate limits
 *                                           // are per address; the server runs TRUST_PROXY)
 *     connections?: number,                 // instead of BENCH_CONNECTIONS (CPU-bound calls)
 *     needs?: (ctx) => string | undefined } // why it cannot run yet, if so
 *
 * `ctx` (see run.mjs) carries the run id, the demo account and password, the signed-in session
 * (ctx.session, when sign-in worked) and what the server offers (web build kind, ...).
 */

/** @typedef {{name: string, method: 'GET' | 'POST', path: string | ((i: number, ctx: any) => string), body?: (i: number, ctx: any) => string, contentType?: string, headers?: Record<string, string>, csrf?: boolean, signedIn?: boolean, write?: boolean, perAddress?: boolean, connections?: number, needs?: (ctx: any) => string | undefined}} Scenario */

/** What a browser says it accepts: the HTML comes back in brotli. */
const browserEncodings = { 'accept-encoding': 'gzip, deflate, br, zstd' };

/** @type {Scenario[]} */
export const scenarios = [
  { name: 'home page (anonymous HTML)', method: 'GET', path: '/' },
  // As a browser asks (issue 22, decision 079): the drawn page in brotli, from the page cache.
  {
    name: 'home page (anonymous HTML, brotli)',
    method: 'GET',
    path: '/',
    headers: browserEncodings,
  },
  {
    name: 'list /picture-book (anonymous HTML, brotli)',
    method: 'GET',
    path: '/picture-book',
    headers: browserEncodings,
  },
  {
    name: 'article /about (anonymous HTML, brotli)',
    method: 'GET',
    path: '/about',
    headers: browserEncodings,
  },
  { name: 'liveness /healthz', method: 'GET', path: '/healthz' },
  { name: 'readiness /readyz (database ping)', method: 'GET', path: '/readyz' },
  { name: 'CSRF token (JSON envelope)', method: 'GET', path: '/api/Security/CsrfToken' },
  {
    name: 'page view write (form + CSRF)',
    method: 'POST',
    path: '/api/Statistics/PageView',
    contentType: 'application/x-www-form-urlencoded',
    body: (i, ctx) => `path=${encodeURIComponent(`/bench/${ctx.runId}/${i}`)}&language=en`,
    csrf: true,
    perAddress: true,
    write: true,
  },
  {
    name: 'share visit write (GET with query)',
    method: 'GET',
    path: (i, ctx) =>
      `/api/Statistics/CarouselShare?request_uri=${encodeURIComponent(`/bench/${ctx.runId}/s/${i}?fbclid=x`)}`,
    perAddress: true,
    write: true,
  },
  {
    name: 'user info, anonymous',
    method: 'GET',
    path: '/api/User/GetUserInfo',
  },
  {
    name: 'user info, signed in (session lookup)',
    method: 'GET',
    path: '/api/User/GetUserInfo',
    signedIn: true,
    needs: (ctx) => (ctx.session ? undefined : 'no session: sign-in failed'),
  },
  {
    // As the browser calls it (decision 079): with the CSRF cookie the web app holds, so the
    // server verifies it rather than minting a new one and setting it on every answer.
    name: 'user info, signed in, with its CSRF cookie (as a browser)',
    method: 'GET',
    path: '/api/User/GetUserInfo',
    csrf: true,
    signedIn: true,
    needs: (ctx) => (ctx.session ? undefined : 'no session: sign-in failed'),
  },
  {
    // The writer's own books (YourStuff): the session, its books, their covers.
    name: 'write list, signed in',
    method: 'POST',
    path: '/api/YourStuff/WriteList',
    contentType: 'application/json',
    body: () => '{}',
    csrf: true,
    signedIn: true,
    needs: (ctx) => (ctx.session ? undefined : 'no session: sign-in failed'),
  },
  {
    // Asked on every navigation (SPEC §2).
    name: 'notification count, signed in',
    method: 'POST',
    path: '/api/Notification/GetNotificationCount',
    contentType: 'application/json',
    body: () => '{}',
    csrf: true,
    signedIn: true,
    needs: (ctx) => (ctx.session ? undefined : 'no session: sign-in failed'),
  },
  {
    name: 'list: picture books, first page (anonymous)',
    method: 'POST',
    path: '/api/Read/List',
    contentType: 'application/json',
    body: () => JSON.stringify({ Type: 'picturebook' }),
    csrf: true,
    perAddress: true,
  },
  {
    // Every request a visitor of their own (each read is counted once, in the read buffer).
    name: 'reader: a demo picture book (anonymous)',
    method: 'POST',
    path: '/api/Read/Book',
    contentType: 'application/json',
    body: (_i, ctx) => JSON.stringify({ StoryBookId: ctx.demoBook }),
    csrf: true,
    perAddress: true,
    needs: (ctx) => (ctx.demoBook ? undefined : 'no demo picture book listed'),
  },
  {
    name: 'sign-in (argon2id verify + new session)',
    method: 'POST',
    path: '/api/User/SignIn',
    contentType: 'application/x-www-form-urlencoded',
    body: (_i, ctx) =>
      new URLSearchParams({ UserName: ctx.demoUser, Password: ctx.demoPassword }).toString(),
    csrf: true,
    perAddress: true,
    // argon2id is meant to be slow: a few at a time, as people sign in.
    connections: 8,
    needs: (ctx) => (ctx.session ? undefined : 'sign-in failed'),
  },
];

export { addressFor };
