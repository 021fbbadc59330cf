import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { type Config, resolveSessionSecret } from '../../config';
import type { DB } from '../../db/index';
import type { AccountTokenPurpose } from '../../db/tables/accounts';
import type { Clock } from '../../platform/clock';
import { newToken } from '../../platform/ids';
import { accountErrors } from './account-errors';
import { findLiveToken, insertToken, retireTokens, type TokenRow, useToken } from './queries';

/**
 * Emailed links carry a 256-bit single-use token; the table keeps only its SHA-256. Lifetimes:
 * activation 7 days, password reset 1 hour, email change 24 hours, parent consent 14 days.
 */
const hour = 60 * 60 * 1000;
export const tokenLifetimeMs: Record<AccountTokenPurpose, number> = {
  activation: 7 * 24 * hour,
  password_reset: hour,
  email_change: 24 * hour,
  parent_consent: 14 * 24 * hour,
  birthday_change: 7 * 24 * hour,
};

export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A new token for `purpose`; unused older tokens of the same purpose stop working. */
export async function issueToken(
  db: DB,
  clock: Clock,
  userId: string,
  purpose: AccountTokenPurpose,
  payload: string | null = null,
): Promise<string> {
  const now = clock.now();
  const token = newToken(32);
  await retireTokens(db, userId, [purpose], now);
  await insertToken(db, {
    id: tokenHash(token),
    user_id: userId,
    purpose,
    payload,
    created_at: now,
    expires_at: now + tokenLifetimeMs[purpose],
    used_at: null,
  });
  return token;
}

function plausible(token: string): boolean {
  return /^[A-Za-z0-9_-]{20,100}$/.test(token);
}

/** A live token, without using it up (the Get*Info calls). */
export async function peekToken(
  db: DB,
  clock: Clock,
  token: string,
  purposes: AccountTokenPurpose[],
): Promise<TokenRow> {
  const row = plausible(token)
    ? await findLiveToken(db, tokenHash(token), purposes, clock.now())
    : undefined;
  if (!row) throw accountErrors.linkInvalid();
  return row;
}

/** Uses a token up (call inside the transaction that does what it allows). */
export async function consumeToken(
  db: DB,
  clock: Clock,
  token: string,
  purposes: AccountTokenPurpose[],
): Promise<TokenRow> {
  const row = await peekToken(db, clock, token, purposes);
  if (!(await useToken(db, row.id, clock.now()))) throw accountErrors.linkInvalid();
  return row;
}

// Signed values for links that work without sign-in and more than once (one-click
// unsubscribe, withdrawing a parent's consent): HMAC-SHA256 with the session secret.
const secrets = new WeakMap<Config, string>();
function secretFor(config: Config): string {
  let secret = secrets.get(config);
  if (!secret) {
    secret = resolveSessionSecret(config);
    secrets.set(config, secret);
  }
  return secret;
}

export function signValue(config: Config, purpose: string, value: string): string {
  return createHmac('sha256', secretFor(config))
    .update(`${purpose}\n${value}`)
    .digest('base64url')
    .slice(0, 32);
}

export function verifySignedValue(
  config: Config,
  purpose: string,
  value: string,
  signature: string,
): boolean {
  const expected = Buffer.from(signValue(config, purpose, value));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
