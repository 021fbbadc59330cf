import { createHmac, createSecretKey, type KeyObject, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { newToken } from '../platform/ids';
import { sessionCookie } from './cookie-names';
import { errors } from './errors';

/** The readable cookie that carries the token to the page; `__Host-` prefixed over HTTPS. */
export const csrfCookie = 'sl_csrf';
export const hostCsrfCookie = '__Host-sl_csrf';
export const csrfHeader = 'x-csrf-token';
const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** A token is a random nonce and its HMAC, both base64url: 24 + 43 characters. */
const nonceLength = 24;
const macLength = 43;
export const csrfTokenLength = nonceLength + macLength;

/** An opt-out must say why the call proves itself another way (docs/decisions/018). */
const minimumReasonLength = 20;

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Set only for a call that proves itself another way (a signed policy, a provider's
     * signature), to the written reason it needs no CSRF token. Anything else is checked.
     */
    csrfExempt?: string;
  }
  interface FastifyRequest {
    csrfToken: string;
  }
  interface FastifyInstance {
    /**
     * The HMAC key of CSRF tokens, derived from the session secret. A KeyObject: HMAC with a
     * raw Buffer imports the key anew on every call (twice the cost; decision 082).
     */
    csrfKey: KeyObject;
  }
}

export function csrfCookieName(secure: boolean): string {
  return secure ? hostCsrfCookie : csrfCookie;
}

/**
 * The token is bound to the session cookie the browser holds (or to "no session"), and signed
 * with a key derived from the session secret: a value the client chose, a token minted for
 * another session, or one from before a sign-in or sign-out does not verify.
 */
function mac(key: KeyObject, nonce: string, session: string | undefined): string {
  return createHmac('sha256', key)
    .update(`csrf1\n${nonce}\n${session ?? ''}`)
    .digest('base64url');
}

function mint(key: KeyObject, session: string | undefined): string {
  const nonce = newToken(18);
  return `${nonce}${mac(key, nonce, session)}`;
}

function verifies(key: KeyObject, token: string | undefined, session: string | undefined): boolean {
  if (typeof token !== 'string' || token.length !== csrfTokenLength) return false;
  const nonce = token.slice(0, nonceLength);
  const expected = Buffer.from(mac(key, nonce, session));
  const given = Buffer.from(token.slice(nonceLength));
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** Whether a browser Origin is this site's own (default ports normalised by URL parsing). */
function sameSite(origin: string, request: FastifyRequest): boolean {
  try {
    const own = new URL(`${request.protocol}://${request.host}`);
    const from = new URL(origin);
    return from.protocol === own.protocol && from.host === own.host;
  } catch {
    return false;
  }
}

/**
 * The token the client sent: the X-CSRF-Token header, or a Bearer token (SPEC §7: the web app
 * sends it so on /h5/v2/ paths). Where it came from decides nothing: it must verify either way,
 * so no path is looked at here.
 */
function sentToken(request: FastifyRequest): string | undefined {
  const header = request.headers[csrfHeader];
  if (typeof header === 'string' && header) return header;
  const auth = request.headers.authorization;
  if (auth?.startsWith('Bearer ')) return auth.slice(7);
  return undefined;
}

function keyOf(request: FastifyRequest): KeyObject {
  return request.server.csrfKey;
}

/**
 * Mints a token for the session the browser will hold after this answer and sets it as the
 * cookie. Called whenever the session cookie is set or cleared (sign-in, sign-out, rotation).
 */
export function issueCsrfToken(
  request: FastifyRequest,
  reply: FastifyReply,
  session: string | undefined,
): string {
  const secure = request.server.config.publicUrl.startsWith('https://');
  const token = mint(keyOf(request), session);
  reply.setCookie(csrfCookieName(secure), token, {
    path: '/',
    sameSite: 'lax',
    secure,
    httpOnly: false,
  });
  request.csrfToken = token;
  return token;
}

/**
 * A token for a call the server makes to itself in process (the server render's API calls,
 * decision 071): bound to no session, as those calls carry none.
 */
export function inProcessCsrfToken(app: FastifyInstance): string {
  return mint(app.csrfKey, undefined);
}

/** Fails at start-up when a route opts out of CSRF without a written reason. */
function checkOptOut(route: RouteOptions): void {
  const config = route.config as { csrf?: unknown; csrfExempt?: unknown } | undefined;
  if (config?.csrf !== undefined) {
    throw new Error(`${route.url}: use config.csrfExempt with a reason, not config.csrf`);
  }
  const reason = config?.csrfExempt;
  if (reason === undefined) return;
  if (typeof reason !== 'string' || reason.trim().length < minimumReasonLength) {
    throw new Error(`${route.url}: config.csrfExempt must say why the call needs no CSRF token`);
  }
}

/**
 * CSRF protection, decided on the route the router matched (docs/decisions/018): every
 * state-changing method (POST, PUT, PATCH, DELETE), on any path, matched or not, needs the
 * session-bound signed token in X-CSRF-Token, and a browser Origin (when sent) must be this
 * site's own; only a route whose config gives `csrfExempt` with a reason is let through. The
 * token reaches the page in a readable SameSite cookie (`__Host-sl_csrf` over HTTPS).
 */
export function registerCsrf(
  app: FastifyInstance,
  options: { secureCookies: boolean; secret: string },
): void {
  app.decorate(
    'csrfKey',
    createSecretKey(createHmac('sha256', options.secret).update('storyloom csrf key').digest()),
  );
  app.decorateRequest('csrfToken', '');
  app.addHook('onRoute', checkOptOut);
  const heldCookie = csrfCookieName(options.secureCookies);
  // A callback hook, not an async one: no promise and no extra turn per request (decision 082).
  app.addHook('onRequest', (request, reply, done) => {
    done(checkRequest(request, reply, heldCookie));
  });
}

/** The CSRF rule for one request: undefined when it may go on, else the refusal. */
function checkRequest(
  request: FastifyRequest,
  reply: FastifyReply,
  heldCookie: string,
): Error | undefined {
  const key = keyOf(request);
  const session = request.cookies[sessionCookie];
  const held = request.cookies[heldCookie];
  if (held && verifies(key, held, session)) request.csrfToken = held;
  else issueCsrfToken(request, reply, session);

  if (!unsafeMethods.has(request.method)) return undefined;
  const reason = request.routeOptions.config?.csrfExempt;
  if (request.routeOptions.url !== undefined && typeof reason === 'string') return undefined;
  const origin = request.headers.origin;
  if (origin && !sameSite(origin, request)) return errors.csrfRefused();
  const site = request.headers['sec-fetch-site'];
  if (site === 'cross-site' || site === 'same-site') return errors.csrfRefused();
  const sent = sentToken(request);
  // The header usually repeats the cookie's token, already verified above: one HMAC, not two.
  if (!(sent === request.csrfToken && sent === held) && !verifies(key, sent, session)) {
    return errors.csrfRefused();
  }
  return undefined;
}
