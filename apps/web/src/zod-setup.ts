/**
 * Zod compiles object schemas with `new Function` unless told not to, and probes for it with
 * `Function('')` first: under our Content-Security-Policy (no 'unsafe-eval') that probe was
 * reported as a CSP violation on every page. The page never needs it: validation runs the
 * interpreted way. Imported first by main.tsx, before any schema is built.
 *
 * Zod keeps its settings in `globalThis.__zod_globalConfig` (what `z.config()` writes), so the
 * switch is set there without importing Zod into the home page's first chunk (its size budget,
 * docs/testing.md). zod-setup.test.ts checks that `z.config().jitless` sees it.
 */
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig = Object.assign(holder.__zod_globalConfig ?? {}, { jitless: true });

export const zodJitless = true;
