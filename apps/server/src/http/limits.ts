import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { sessionCookie } from './session';

/**
 * The rate rules of the routes (one place; @fastify/rate-limit reads `config.rateLimit`).
 * `perMinute`: requests per address per minute.
 */
export const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });

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

/** `perMinute` as route options (`{ config: ... }`), for routes that take no other options. */
export const limitedPerMinute = (max: number) => ({ config: perMinute(max) });
