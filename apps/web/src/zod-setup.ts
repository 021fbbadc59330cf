import { z } from 'zod';

/**
 * Zod compiles object schemas with `new Function` unless told not to, and probes for it with
 * `Function('')` first: under our Content-Security-Policy (no 'unsafe-eval') that probe was
 * reported as a CSP violation on every page. The page never needs it: validation runs the
 * interpreted way. Imported first by main.tsx, before any schema is built.
 */
z.config({ jitless: true });

export const zodJitless = true;
