/**
 * The web app's one way to call the server (SPEC §7, §8).
 *
 * - Same origin, `credentials: 'same-origin'`, 50-second timeout.
 * - POST bodies are form-encoded by default (URLSearchParams), JSON with `{ json: true }`,
 *   FormData as given (uploads).
 * - CSRF: the server sets the readable cookie `sl_csrf` (`__Host-sl_csrf` over HTTPS), a token
 *   signed by the server and bound to the session; state-changing calls echo it in
 *   `X-CSRF-Token`. The server sends a new one whenever the session changes. Without the cookie the token is first fetched from
 *   GET /api/Security/CsrfToken. A call refused with code 100005 fetches a fresh token and is
 *   retried once. Paths containing `/h5/v2/` also carry `Authorization: Bearer <token>`.
 * - Envelope rules (SPEC §8), in order:
 *   1. code 0 resolves with `result`;
 *   2. code 100005 (CSRF refused) fetches a fresh token and retries once;
 *   3. paths containing `/v2/` resolve with `result` whatever the code (no dialog, no error);
 *   4. any other code rejects with ApiError (code, msg, message = the envelope's translated
 *      message); code 404 with an empty message gets "This page does not exist, or you do not
 *      have permission to view it！";
 *   5. code 100004 or a message containing "not login in", "not login" or "not sign" also opens
 *      the one "Your login has expired" dialog, except for the silent paths and `silent` calls;
 * - A body that is not an envelope: HTTP failure -> ApiError with the HTTP status as code
 *   (message "server error", or the SPEC 404 text for 404); otherwise (a string body) -> -1000
 *   "server error".
 * - Network failure or timeout -> ApiError -1000 with the error's message, status 0.
 */
import {
  type Envelope,
  ErrorCode,
  isEnvelope,
  shellMessages,
  translateShellMessage,
} from '@storyloom/domain';
import { ApiError } from './api-error';
import { readCookie } from './cookies';
import { clientLanguage } from './language';
import { notifySessionExpired } from './session-expiry';

export { ApiError, isApiError } from './api-error';
export { clientLanguage, LANGUAGE_COOKIE } from './language';
export { dismissSessionExpired, onSessionExpired, sessionExpiry } from './session-expiry';
export { apiErrorMessage, showApiError, showSuccess } from './show-api-error';

/** SPEC §7 / §9: every call times out after 50 seconds. */
export const REQUEST_TIMEOUT_MS = 50_000;
export const CSRF_COOKIE = 'sl_csrf';
/** The cookie's name when the site is served over HTTPS (a subdomain cannot set it). */
export const HOST_CSRF_COOKIE = '__Host-sl_csrf';
export const CSRF_HEADER = 'X-CSRF-Token';
export const CSRF_TOKEN_PATH = '/api/Security/CsrfToken';

/** SPEC §7: calls that never open the session-expired dialog. */
export const silentPaths: readonly string[] = [
  '/api/Invitation/Check',
  '/api/UserData/UpdateReadingHistory',
  '/api/Writes/ArtworkCount',
];

/** SPEC §8: message fragments that mean the session expired. */
const expiredPhrases = ['not login in', 'not login', 'not sign'];

export interface CallOptions {
  /** No session-expired dialog for this call (it still rejects). */
  silent?: boolean;
  /** Overrides the 50-second timeout. */
  timeoutMs?: number;
  /** Cancels the call (TanStack Query passes one to query functions). */
  signal?: AbortSignal;
}

export interface PostOptions extends CallOptions {
  /** Send the body as JSON instead of form-encoded. */
  json?: boolean;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const unsafeMethods = new Set<Method>(['POST', 'PUT', 'PATCH', 'DELETE']);

interface RequestSpec {
  method: Method;
  path: string;
  body?: object;
  json?: boolean;
  silent?: boolean;
  timeoutMs?: number;
  signal?: AbortSignal;
  /** The CSRF token to send instead of the cookie's (the retry after a refusal). */
  csrfToken?: string;
}

function pathnameOf(path: string): string {
  return path.split(/[?#]/)[0] ?? path;
}

export function isSilentPath(path: string): boolean {
  const pathname = pathnameOf(path).toLowerCase();
  return silentPaths.some((silent) => silent.toLowerCase() === pathname);
}

/** SPEC §8: code 100004, or a message containing one of the phrases. */
export function meansSessionExpired(envelope: Pick<Envelope, 'code' | 'msg' | 'message'>): boolean {
  if (envelope.code === ErrorCode.SESSION_EXPIRED) return true;
  const text = `${envelope.msg ?? ''}\n${envelope.message ?? ''}`.toLowerCase();
  return expiredPhrases.some((phrase) => text.includes(phrase));
}

function formValue(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object' && value !== null) return JSON.stringify(value);
  return String(value);
}

/** Form-encodes a plain object: arrays repeat the key, null and undefined are left out. */
export function toFormBody(body: object): URLSearchParams {
  if (body instanceof URLSearchParams) return body;
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      for (const item of value)
        if (item !== undefined && item !== null) form.append(key, formValue(item));
    } else {
      form.append(key, formValue(value));
    }
  }
  return form;
}

// ---------------------------------------------------------------------------------------------
// CSRF token

let memoryToken: string | null = null;
let pendingToken: Promise<string> | null = null;

/** Fetches a fresh CSRF token (shared by concurrent callers); the server also sets the cookie. */
export function refreshCsrfToken(): Promise<string> {
  pendingToken ??= send<{ token?: unknown }>({ method: 'GET', path: CSRF_TOKEN_PATH, silent: true })
    .then((result) => {
      const token = typeof result?.token === 'string' ? result.token : csrfCookie();
      if (!token) {
        throw new ApiError({ code: ErrorCode.CSRF_REFUSED, message: shellMessages.en.csrfRefused });
      }
      memoryToken = token;
      return token;
    })
    .finally(() => {
      pendingToken = null;
    });
  return pendingToken;
}

function csrfCookie(): string | null {
  return readCookie(HOST_CSRF_COOKIE) ?? readCookie(CSRF_COOKIE);
}

/** The CSRF token: the cookie's, else the last one fetched, else a fresh one. */
export async function csrfToken(): Promise<string> {
  return csrfCookie() ?? memoryToken ?? refreshCsrfToken();
}

/** Forgets the remembered token (tests; after sign-out the cookie stays valid). */
export function resetCsrfToken(): void {
  memoryToken = null;
  pendingToken = null;
}

// ---------------------------------------------------------------------------------------------
// Requests

function networkError(err: unknown, timedOut: boolean, timeoutMs: number): ApiError {
  const message = timedOut
    ? `timeout of ${timeoutMs}ms exceeded`
    : err instanceof Error && err.message
      ? err.message
      : 'Network Error';
  return new ApiError({ code: ErrorCode.SERVER_ERROR, message, status: 0, cause: err });
}

function serverError(status: number): ApiError {
  return new ApiError({
    code: ErrorCode.SERVER_ERROR,
    msg: shellMessages.en.serverError,
    message: translateShellMessage('serverError', clientLanguage()),
    status,
  });
}

/**
 * An HTTP failure without an envelope: the status is the code; the text is the SPEC one for
 * 404 and "server error" otherwise (in the reader's language), with the HTTP reason as `msg`.
 */
function httpError(status: number, statusText: string): ApiError {
  const key = status === 404 ? 'pageNotFound' : 'serverError';
  return new ApiError({
    code: status,
    msg: `Request failed with status code ${status}${statusText ? ` (${statusText})` : ''}`,
    message: translateShellMessage(key, clientLanguage()),
    status,
  });
}

function envelopeError(envelope: Envelope, status: number): ApiError {
  let message = envelope.message || envelope.msg || '';
  let msg = envelope.msg || message;
  if (envelope.code === ErrorCode.NOT_FOUND && !message) {
    message = translateShellMessage('pageNotFound', clientLanguage());
    msg = shellMessages.en.pageNotFound;
  }
  return new ApiError({ code: envelope.code, msg, message, status, result: envelope.result });
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * How a call reaches the server: the browser's `fetch`, or, in the server render
 * (entry-server.tsx), the app in process (Fastify's inject, never the network), which also
 * vouches for the call itself (no CSRF token to fetch).
 */
export type ApiTransport = (path: string, init: RequestInit) => Promise<Response>;
let serverTransport: ApiTransport | null = null;

/** Sends every call through `transport` (the server render only). */
export function setServerTransport(transport: ApiTransport): void {
  serverTransport = transport;
}

async function buildHeaders(spec: RequestSpec): Promise<Headers> {
  const headers = new Headers({ Accept: 'application/json' });
  if (serverTransport) return headers;
  const needsToken = unsafeMethods.has(spec.method) || spec.path.includes('/h5/v2/');
  if (!needsToken) return headers;
  const token = spec.csrfToken ?? (await csrfToken());
  if (unsafeMethods.has(spec.method)) headers.set(CSRF_HEADER, token);
  if (spec.path.includes('/h5/v2/')) headers.set('Authorization', `Bearer ${token}`);
  return headers;
}

function buildBody(spec: RequestSpec, headers: Headers): BodyInit | undefined {
  if (spec.method === 'GET' || spec.body === undefined) return undefined;
  if (spec.body instanceof FormData) return spec.body;
  if (spec.json) {
    headers.set('Content-Type', 'application/json');
    return JSON.stringify(spec.body);
  }
  headers.set('Content-Type', 'application/x-www-form-urlencoded;charset=UTF-8');
  return toFormBody(spec.body).toString();
}

/** One exchange with the server: the response's status and parsed body (undefined if not JSON). */
async function exchange(
  spec: RequestSpec,
): Promise<{ status: number; ok: boolean; body: unknown; statusText: string }> {
  const timeoutMs = spec.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const cancel = () => controller.abort();
  if (spec.signal?.aborted) controller.abort();
  spec.signal?.addEventListener('abort', cancel, { once: true });
  try {
    const headers = await buildHeaders(spec);
    const body = buildBody(spec, headers);
    const response = await (serverTransport ?? fetch)(spec.path, {
      method: spec.method,
      headers,
      body,
      credentials: 'same-origin',
      signal: controller.signal,
    });
    const text = await response.text();
    return {
      status: response.status,
      ok: response.ok,
      statusText: response.statusText,
      body: parseJson(text),
    };
  } catch (err) {
    if (err instanceof ApiError) throw err;
    throw networkError(err, timedOut, timeoutMs);
  } finally {
    clearTimeout(timer);
    spec.signal?.removeEventListener('abort', cancel);
  }
}

async function send<T>(spec: RequestSpec, csrfRetried = false): Promise<T> {
  const { status, ok, statusText, body } = await exchange(spec);
  if (!isEnvelope(body)) {
    if (!ok) throw httpError(status, statusText);
    throw serverError(status);
  }
  if (body.code === ErrorCode.OK) return body.result as T;
  if (body.code === ErrorCode.CSRF_REFUSED && !csrfRetried && spec.path !== CSRF_TOKEN_PATH) {
    memoryToken = null;
    const fresh = await refreshCsrfToken();
    return send<T>({ ...spec, csrfToken: fresh }, true);
  }
  if (spec.path.includes('/v2/')) return body.result as T;
  const error = envelopeError(body, status);
  if (meansSessionExpired(body) && !spec.silent && !isSilentPath(spec.path)) {
    notifySessionExpired();
  }
  throw error;
}

export const api = {
  /** GET; resolves with the envelope's result. */
  get<T>(path: string, options: CallOptions = {}): Promise<T> {
    return send<T>({ method: 'GET', path, ...options });
  },
  /** POST, form-encoded unless `json`; resolves with the envelope's result. */
  post<T>(path: string, body?: object, options: PostOptions = {}): Promise<T> {
    return send<T>({ method: 'POST', path, body, ...options });
  },
  put<T>(path: string, body?: object, options: PostOptions = {}): Promise<T> {
    return send<T>({ method: 'PUT', path, body, ...options });
  },
  patch<T>(path: string, body?: object, options: PostOptions = {}): Promise<T> {
    return send<T>({ method: 'PATCH', path, body, ...options });
  },
  delete<T>(path: string, body?: object, options: PostOptions = {}): Promise<T> {
    return send<T>({ method: 'DELETE', path, body, ...options });
  },
  /**
   * Fire-and-forget GET (page views, CarouselShare): no dialog, no error, never rejects.
   * Resolves once the call is done or has failed.
   */
  async fire(path: string): Promise<void> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
    try {
      await fetch(path, {
        method: 'GET',
        credentials: 'same-origin',
        keepalive: true,
        signal: controller.signal,
      });
    } catch {
      // Fire-and-forget: failures are not the user's concern.
    } finally {
      clearTimeout(timer);
    }
  },
};

export type Api = typeof api;
