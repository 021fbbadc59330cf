import type { DB } from '../../db/index';
import { errors } from '../../http/errors';
import type { Clock } from '../../platform/clock';
import { newId } from '../../platform/ids';
import { accountSubject, hashedKey, ipSubject, type Limit } from './limits';
import {
  attemptStats,
  deleteAttempts,
  deleteAttemptsWithPrefix,
  insertAttempt,
  pruneAttempts,
} from './queries';

/**
 * Sign-in throttling (docs/decisions/019): it slows a password guesser without locking the
 * owner out. Failures count per (account, address) pair: the first few are free (typos), then
 * each further try from that address for that account waits twice as long as the one before,
 * up to a ceiling; the answer says how long, the server never sleeps. One address may fail at
 * most `perAddressPerHour` times an hour over all accounts, enough for a school behind one
 * address. There is no lock: the owner, from any other address, signs in as usual, and the
 * emailed link clears the throttle of the account from every address.
 */
export const throttle = {
  /** Failures of one pair that cost nothing. */
  freeFailures: 5,
  /** The wait after the first throttled failure, doubled for each one after it. */
  firstDelayMs: 1000,
  /** The longest wait between two tries of one pair. */
  maxDelayMs: 15 * 60 * 1000,
  /** How long a pair's failures are remembered (a success forgets them at once). */
  memoryMs: 24 * 60 * 60 * 1000,
  /** Failed sign-ins one address may make per hour, over all accounts. */
  perAddressPerHour: 300,
  /** At most one "someone is trying to sign in" email per account per this long. */
  warningEveryMs: 60 * 60 * 1000,
};

const minute = 60 * 1000;

export function pairSubject(accountKey: string, ip: string): string {
  return `${pairPrefix(accountKey)}${ipSubject(ip).slice(3)}`;
}

function pairPrefix(accountKey: string): string {
  return `pair:${hashedKey(accountKey)}|`;
}

/** The wait before the next try after `failures` failures of a pair (0 while they are free). */
export function delayAfter(failures: number): number {
  if (failures < throttle.freeFailures) return 0;
  const doublings = failures - throttle.freeFailures;
  if (doublings >= 30) return throttle.maxDelayMs;
  return Math.min(throttle.maxDelayMs, throttle.firstDelayMs * 2 ** doublings);
}

export function addressLimit(ip: string): Limit {
  return { subject: ipSubject(ip), max: throttle.perAddressPerHour, windowMs: 60 * minute };
}

/** Refuses (RATE_LIMITED, with the seconds to wait) a try the throttle does not allow yet. */
export async function assertMayTry(
  db: DB,
  clock: Clock,
  accountKey: string,
  ip: string,
): Promise<void> {
  const now = clock.now();
  const address = addressLimit(ip);
  const perAddress = await attemptStats(db, 'signin', address.subject, now - address.windowMs);
  if (perAddress.count >= address.max) {
    const retryMs = (perAddress.oldest ?? now) + address.windowMs - now;
    throw errors.rateLimited(Math.max(1, Math.ceil(retryMs / 1000)));
  }
  const pair = await attemptStats(
    db,
    'signin',
    pairSubject(accountKey, ip),
    now - throttle.memoryMs,
  );
  const wait = delayAfter(pair.count);
  if (wait > 0 && pair.newest !== null && pair.newest + wait > now) {
    throw errors.rateLimited(Math.max(1, Math.ceil((pair.newest + wait - now) / 1000)));
  }
}

/**
 * Records a failed try against the pair and the address; returns the pair's failures so far,
 * so the caller can warn the owner when the throttle starts.
 */
export async function recordFailure(
  db: DB,
  clock: Clock,
  accountKey: string,
  ip: string,
): Promise<number> {
  const now = clock.now();
  await pruneAttempts(db, now - throttle.memoryMs);
  const pair = pairSubject(accountKey, ip);
  for (const subject of [pair, addressLimit(ip).subject]) {
    await insertAttempt(db, { id: newId(now), kind: 'signin', subject, created_at: now });
  }
  return (await attemptStats(db, 'signin', pair, now - throttle.memoryMs)).count;
}

/** A success forgets the failures of its own pair. */
export async function forgetPair(db: DB, accountKey: string, ip: string): Promise<void> {
  await deleteAttempts(db, 'signin', pairSubject(accountKey, ip));
}

/** The emailed link: forgets the failures of every pair of the account. */
export async function clearAccountThrottle(db: DB, accountKey: string): Promise<void> {
  await deleteAttemptsWithPrefix(db, 'signin', pairPrefix(accountKey));
}

/** Whether a warning email may go to the account now (and records it when so). */
export async function mayWarn(db: DB, clock: Clock, accountKey: string): Promise<boolean> {
  const now = clock.now();
  const subject = accountSubject(accountKey);
  const sent = await attemptStats(db, 'signin_warning', subject, now - throttle.warningEveryMs);
  if (sent.count > 0) return false;
  await insertAttempt(db, { id: newId(now), kind: 'signin_warning', subject, created_at: now });
  return true;
}
