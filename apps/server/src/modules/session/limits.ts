import { createHash } from 'node:crypto';
import type { DB } from '../../db/index';
import type { AuthAttemptTable } from '../../db/tables/accounts';
import { errors } from '../../http/errors';
import type { Clock } from '../../platform/clock';
import { newId } from '../../platform/ids';
import { attemptsSince, deleteAttempts, insertAttempt, pruneAttempts } from './queries';

/**
 * Attempt limits kept in the database (so they hold across servers and follow the injected
 * clock): sign-ups per address and per email, reset emails per account. Failed sign-ins are
 * throttled by ./throttle.ts. The per-route request limits of @fastify/rate-limit sit in front
 * of these.
 */
export interface Limit {
  subject: string;
  max: number;
  windowMs: number;
}

const minute = 60 * 1000;

/** Production's sign-ups per address per hour. */
export const defaultSignUpsPerIpPerHour = 20;

/** Sign-ins are not limited here but throttled (./throttle.ts). */
export const limits = {
  /** `max`: SIGNUP_LIMIT_PER_HOUR (config `limits.signUpPerIpPerHour`, default 20). */
  signUpPerIp: (ip: string, max = defaultSignUpsPerIpPerHour): Limit => ({
    subject: ipSubject(ip),
    max,
    windowMs: 60 * minute,
  }),
  signUpPerEmail: (email: string): Limit => ({
    subject: accountSubject(email),
    max: 5,
    windowMs: 60 * minute,
  }),
};

/** Addresses are kept only as a hash, and only for a day. */
export function ipSubject(ip: string): string {
  return `ip:${createHash('sha256').update(ip).digest('hex').slice(0, 32)}`;
}

/**
 * A key the client chose (a login typed at sign-in, an email at sign-up) is kept only as a
 * hash: no raw address, and none of the control or bidi characters a typed login may carry,
 * ever reaches the attempts table (issue 14: no stored text holds them).
 */
export function hashedKey(key: string): string {
  return createHash('sha256').update(key).digest('hex').slice(0, 32);
}

export function accountSubject(key: string): string {
  return `account:${hashedKey(key)}`;
}

/** Throws RATE_LIMITED (with the seconds to wait) when any of the limits is used up. */
export async function assertWithinLimits(
  db: DB,
  clock: Clock,
  kind: AuthAttemptTable['kind'],
  checks: Limit[],
): Promise<void> {
  const now = clock.now();
  for (const check of checks) {
    const { count, oldest } = await attemptsSince(db, kind, check.subject, now - check.windowMs);
    if (count >= check.max) {
      const retryMs = (oldest ?? now) + check.windowMs - now;
      throw errors.rateLimited(Math.max(1, Math.ceil(retryMs / 1000)));
    }
  }
}

export async function recordAttempt(
  db: DB,
  clock: Clock,
  kind: AuthAttemptTable['kind'],
  subjects: string[],
): Promise<void> {
  const now = clock.now();
  await pruneAttempts(db, now - 24 * 60 * minute);
  for (const subject of subjects) {
    await insertAttempt(db, { id: newId(now), kind, subject, created_at: now });
  }
}

export async function clearAttempts(
  db: DB,
  kind: AuthAttemptTable['kind'],
  subject: string,
): Promise<void> {
  await deleteAttempts(db, kind, subject);
}

/**
 * Whether one more email of `kind` may go to `subject` within the hour (at most `max`), and
 * records it when so. The caller stays silent when not: the answer must not tell.
 */
export async function mayMail(
  db: DB,
  clock: Clock,
  kind: 'reset_mail',
  subject: string,
  max: number,
): Promise<boolean> {
  const now = clock.now();
  const { count } = await attemptsSince(db, kind, subject, now - 60 * minute);
  if (count >= max) return false;
  await recordAttempt(db, clock, kind, [subject]);
  return true;
}
