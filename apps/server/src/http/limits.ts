import { verifiedUserOrAddress } from './limit-keys';

/**
 * The rate rules of the routes (one place; @fastify/rate-limit reads `config.rateLimit`).
 * `perMinute`: requests per address per minute.
 */
export const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });

/**
 * Per-minute limits counted per writer (their verified session's user) rather than per address:
 * a class autosaving from behind one school address must not hold itself back. Calls without a
 * live session (none, expired, or made up) count per address, never per raw cookie.
 */
export const perWriter = (max: number) => ({
  rateLimit: {
    max: max * writerScale,
    timeWindow: '1 minute',
    keyGenerator: verifiedUserOrAddress,
  },
});

/** WRITER_LIMIT_SCALE (benchmarks only), set by buildApp before the routes register. */
let writerScale = 1;
export function setWriterLimitScale(scale: number): void {
  writerScale = scale;
}

/** `perMinute` as route options (`{ config: ... }`), for routes that take no other options. */
export const limitedPerMinute = (max: number) => ({ config: perMinute(max) });

/** `perWriter` as route options (`{ config: ... }`), for routes that take no other options. */
export const limitedPerWriter = (max: number) => ({ config: perWriter(max) });
