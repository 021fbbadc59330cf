import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { sessionCookie } from '../../../http/session';

/**
 * Per-minute limits counted per writer (their session) rather than per address: a class
 * autosaving from behind one school address must not hold itself back. Calls without a session
 * count per address.
 */
export const perWriter = (max: number) => ({
  rateLimit: {
    max,
    timeWindow: '1 minute',
    keyGenerator: (request: FastifyRequest) => {
      const token = request.cookies[sessionCookie];
      if (!token) return `ip:${request.ip}`;
      return `writer:${createHash('sha256').update(token).digest('base64url').slice(0, 22)}`;
    },
  },
});
