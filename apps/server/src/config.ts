import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { z } from 'zod';
import { repoRoot } from './paths';

const optional = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== '' ? v.trim() : undefined));

/** Environment variables (PRODUCT.md, "Infrastructure defaults"). Defaults = embedded mode. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optional.refine(
    (v) => v === undefined || /^postgres(ql)?:\/\//.test(v) || /^sqlite:/.test(v),
    'DATABASE_URL must be a postgres:// URL (or sqlite:FILE)',
  ),
  PUBLIC_URL: optional,
  SESSION_SECRET: optional.refine((v) => v === undefined || v.length >= 32, {
    message: 'SESSION_SECRET must be at least 32 characters',
  }),
  SMTP_URL: optional,
  MAIL_FROM: z.string().default('Storyloom <hello@storyloom.local>'),
  /** Where feedback and contact messages are emailed (issue 21). */
  SUPPORT_EMAIL: z.string().default('support@storyloom.local'),
  S3_ENDPOINT: optional,
  S3_BUCKET: optional,
  S3_REGION: optional,
  S3_ACCESS_KEY_ID: optional,
  S3_SECRET_ACCESS_KEY: optional,
  STRIPE_SECRET_KEY: optional,
  STRIPE_WEBHOOK_SECRET: optional,
  /** Another Stripe API host (stripe-mock, a test fake); default api.stripe.com. */
  STRIPE_API_BASE: optional.refine((v) => v === undefined || /^https?:\/\//.test(v), {
    message: 'STRIPE_API_BASE must be an http(s) URL',
  }),
  PAYPAL_CLIENT_ID: optional,
  PAYPAL_CLIENT_SECRET: optional,
  /** PayPal's REST API (default its sandbox; https://api-m.paypal.com when live). */
  PAYPAL_API_BASE: z
    .string()
    .regex(/^https?:\/\//, 'PAYPAL_API_BASE must be an http(s) URL')
    .default('https://api-m.sandbox.paypal.com'),
  /** The webhook's id at PayPal: its events are verified against it. */
  PAYPAL_WEBHOOK_ID: optional,
  GOOGLE_CLIENT_ID: optional,
  GOOGLE_JWKS_URL: optional,
  REDIS_URL: optional,
  /** Every Redis key and channel of this deployment starts with it (decision 041). */
  REDIS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9:_.-]{1,64}$/, 'REDIS_PREFIX: letters, digits and : _ . - (at most 64)')
    .default('storyloom:'),
  /** PostgreSQL: connections per server (default 10, at least 2; servers x this < max_connections). */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(2).max(500).default(10),
  /** PostgreSQL: a statement running longer is cancelled (ms; default 0 = no limit). */
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(0),
  /** SIGTERM: ms between readiness going false and the server closing (default 0). */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(600_000).default(0),
  SEED: z.enum(['demo', 'none']).default('demo'),
  DEMO_PASSWORD: optional,
  DEMO_TOTP_SECRET: optional.refine((v) => v === undefined || /^[A-Z2-7]{16,64}$/.test(v), {
    message: 'DEMO_TOTP_SECRET must be base32 (A-Z, 2-7), 16 to 64 characters',
  }),
  BRAND_STRING: z.string().default('storyloom.cn'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: optional,
  TRUST_PROXY: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  /** e2e only: a server clock tests can move (POST /api/Test/Clock); needs NODE_ENV=test. */
  TEST_CLOCK: z.enum(['1', '0', 'true', 'false']).default('0'),
  /** Sign-ups per address per hour (default 20); the e2e harness raises it. */
  SIGNUP_LIMIT_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(20),
  /**
   * Multiplies the per-writer limits (`perWriter`, default 1). Benchmarks only: one demo
   * account's signed-in reads run at thousands a minute (bench/README.md).
   */
  WRITER_LIMIT_SCALE: z.coerce.number().int().min(1).max(100_000).default(1),
  /** Publishing: distinct readers' reports that hide a story until reviewed (default 3). */
  REPORTS_TO_HIDE: z.coerce.number().int().min(1).max(1000).default(3),
  /** Publishing: minutes a moderator's claim on a queue entry lasts (default 30). */
  MODERATION_CLAIM_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(30),
  /** Publishing: more words for the pre-screen to flag, separated by commas. */
  MODERATION_WORDS: z.string().default(''),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  database:
    | { kind: 'sqlite'; file: string }
    | {
        kind: 'postgres';
        url: string;
        /** Connections this server keeps at most (DATABASE_POOL_SIZE). */
        poolSize?: number;
        /** Statements running longer are cancelled; 0: no limit (DATABASE_STATEMENT_TIMEOUT_MS). */
        statementTimeoutMs?: number;
      };
  publicUrl: string;
  sessionSecret: string | undefined;
  mail: { smtpUrl: string | undefined; from: string; support: string };
  s3:
    | {
        endpoint: string | undefined;
        bucket: string;
        region: string;
        accessKeyId?: string;
        secretAccessKey?: string;
      }
    | undefined;
  stripe:
    | { secretKey: string; webhookSecret: string | undefined; apiBase: string | undefined }
    | undefined;
  paypal:
    | { clientId: string; clientSecret: string; apiBase: string; webhookId: string | undefined }
    | undefined;
  google: { clientId: string | undefined; jwksUrl: string | undefined };
  redisUrl: string | undefined;
  /** The start of this deployment's Redis keys and channels (REDIS_PREFIX). */
  redisPrefix: string;
  /** SIGTERM: how long readiness is false before the server closes (SHUTDOWN_DRAIN_MS). */
  shutdownDrainMs: number;
  seed: 'demo' | 'none';
  demoPassword: string | undefined;
  /** The TOTP secret of the demo staff accounts (base32); random and printed when unset. */
  demoTotpSecret: string | undefined;
  brandString: string;
  logLevel: string;
  webDist: string;
  trustProxy: boolean;
  /** A movable clock and test-only calls (decision record "test clock"); needs NODE_ENV=test. */
  testClock: boolean;
  /** Account attempt limits that deployments (and the e2e harness) may tune. */
  limits: { signUpPerIpPerHour: number; writerScale: number };
  /** Publishing with moderation (docs/api.md, "Publishing"). */
  publishing: { reportsToHide: number; claimMinutes: number; extraFlagWords: string[] };
}

export class ConfigError extends Error {}

/** Environment -> typed config. Throws ConfigError with every problem named. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  const dataDir = resolve(e.DATA_DIR);
  const database: Config['database'] = e.DATABASE_URL?.startsWith('postgres')
    ? {
        kind: 'postgres',
        url: e.DATABASE_URL,
        poolSize: e.DATABASE_POOL_SIZE,
        statementTimeoutMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
      }
    : {
        kind: 'sqlite',
        file: e.DATABASE_URL?.startsWith('sqlite:')
          ? resolve(e.DATABASE_URL.slice('sqlite:'.length))
          : join(dataDir, 'storyloom.db'),
      };
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    database,
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    sessionSecret: e.SESSION_SECRET,
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM, support: e.SUPPORT_EMAIL },
    s3: e.S3_BUCKET
      ? {
          endpoint: e.S3_ENDPOINT,
          bucket: e.S3_BUCKET,
          region: e.S3_REGION ?? 'us-east-1',
          ...(e.S3_ACCESS_KEY_ID ? { accessKeyId: e.S3_ACCESS_KEY_ID } : {}),
          ...(e.S3_SECRET_ACCESS_KEY ? { secretAccessKey: e.S3_SECRET_ACCESS_KEY } : {}),
        }
      : undefined,
    stripe: e.STRIPE_SECRET_KEY
      ? {
          secretKey: e.STRIPE_SECRET_KEY,
          webhookSecret: e.STRIPE_WEBHOOK_SECRET,
          apiBase: e.STRIPE_API_BASE,
        }
      : undefined,
    paypal:
      e.PAYPAL_CLIENT_ID && e.PAYPAL_CLIENT_SECRET
        ? {
            clientId: e.PAYPAL_CLIENT_ID,
            clientSecret: e.PAYPAL_CLIENT_SECRET,
            apiBase: e.PAYPAL_API_BASE,
            webhookId: e.PAYPAL_WEBHOOK_ID,
          }
        : undefined,
    google: { clientId: e.GOOGLE_CLIENT_ID, jwksUrl: e.GOOGLE_JWKS_URL },
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS,
    seed: e.SEED,
    demoPassword: e.DEMO_PASSWORD,
    demoTotpSecret: e.DEMO_TOTP_SECRET,
    brandString: e.BRAND_STRING,
    logLevel: e.LOG_LEVEL,
    webDist: e.WEB_DIST ? resolve(e.WEB_DIST) : join(repoRoot, 'apps/web/dist'),
    trustProxy: e.TRUST_PROXY,
    testClock: e.NODE_ENV === 'test' && (e.TEST_CLOCK === '1' || e.TEST_CLOCK === 'true'),
    limits: { signUpPerIpPerHour: e.SIGNUP_LIMIT_PER_HOUR, writerScale: e.WRITER_LIMIT_SCALE },
    publishing: {
      reportsToHide: e.REPORTS_TO_HIDE,
      claimMinutes: e.MODERATION_CLAIM_MINUTES,
      extraFlagWords: e.MODERATION_WORDS.split(',')
        .map((w) => w.trim())
        .filter(Boolean),
    },
  };
}

/**
 * The session secret: SESSION_SECRET when set, else one generated once and kept under DATA_DIR
 * (PRODUCT.md), so sessions survive restarts.
 */
export function resolveSessionSecret(config: Config): string {
  if (config.sessionSecret) return config.sessionSecret;
  const file = join(config.dataDir, 'session-secret');
  if (existsSync(file)) {
    const kept = readFileSync(file, 'utf8').trim();
    if (kept.length >= 32) return kept;
  }
  mkdirSync(dirname(file), { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
