import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { newToken } from '../platform/ids';
import { errors } from './errors';

export const csrfCookie = 'sl_csrf';
export const csrfHeader = 'x-csrf-token';
const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false for calls that prove themselves another way (signed provider webhooks). */
    csrf?: boolean;
  }
  interface FastifyRequest {
    csrfToken: string;
  }
}

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
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

/** The token the client sent: the X-CSRF-Token header, or a Bearer token on /h5/v2/ paths (SPEC §7). */
function sentToken(request: FastifyRequest): string | undefined {
  const header = request.headers[csrfHeader];
  if (typeof header === 'string' && header) return header;
  const auth = request.headers.authorization;
  if (request.url.includes('/h5/v2/') && auth?.startsWith('Bearer ')) return auth.slice(7);
  return undefined;
}

/**
 * CSRF protection by double-submit: every visitor gets a random token in a readable, SameSite
 * cookie; every state-changing API call must echo it in X-CSRF-Token, and a browser Origin
 * (when sent) must be this site's own.
 */
export function registerCsrf(app: FastifyInstance, options: { secureCookies: boolean }): void {
  app.decorateRequest('csrfToken', '');
  app.addHook('onRequest', async (request, reply) => {
    let token = request.cookies[csrfCookie];
    if (!token || token.length < 32) {
      token = newToken(32);
      reply.setCookie(csrfCookie, token, {
        path: '/',
        sameSite: 'lax',
        secure: options.secureCookies,
        httpOnly: false,
      });
    }
    request.csrfToken = token;
    if (!unsafeMethods.has(request.method) || !request.url.startsWith('/api/')) return;
    if (request.routeOptions.config?.csrf === false) return;
    const origin = request.headers.origin;
    if (origin && !sameSite(origin, request)) throw errors.csrfRefused();
    const sent = sentToken(request);
    const cookieToken = request.cookies[csrfCookie];
    if (!sent || !cookieToken || !sameToken(sent, cookieToken)) throw errors.csrfRefused();
  });
}
