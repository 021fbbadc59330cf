import { normalizeLogin, normalizeTotpCode } from '@storyloom/domain';
import * as OTPAuth from 'otpauth';
import type { DB } from '../../../db/index';
import type { Clock } from '../../../platform/clock';
import {
  hashPassword,
  needsRehash,
  verifyAgainstDummy,
  verifyPassword,
} from '../../../platform/passwords/index';
import { type AtRestKey, SealedValueError, unseal } from '../../../platform/secrets/index';
import { accountErrors } from '../account-errors';
import { advanceTotpStep, findUserByLogin, type UserRow, updateUser } from '../queries';

/**
 * Checks a login (username or email) and password. Unknown accounts cost the same argon2 work
 * as known ones, and both answer the same: null.
 */
export async function checkCredentials(
  db: DB,
  login: string,
  password: string,
): Promise<UserRow | null> {
  const user = await findUserByLogin(db, normalizeLogin(login));
  if (!user?.password_hash) {
    await verifyAgainstDummy(password);
    return null;
  }
  if (!(await verifyPassword(user.password_hash, password))) return null;
  if (needsRehash(user.password_hash)) {
    await updateUser(db, user.id, { password_hash: await hashPassword(password) });
  }
  return user;
}

/** Account lookup for the per-account attempt limit, keyed the same for every login spelling. */
export async function attemptKeyFor(db: DB, login: string): Promise<string> {
  const user = await findUserByLogin(db, normalizeLogin(login));
  return user ? `id:${user.id}` : `login:${normalizeLogin(login)}`;
}

export function totpFor(secret: string, label: string): OTPAuth.TOTP {
  return new OTPAuth.TOTP({
    issuer: 'Storyloom',
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    secret: OTPAuth.Secret.fromBase32(secret),
  });
}

/** The 30-second step a code belongs to, or null when it is not valid now (±1 step). */
export function totpStep(secret: string, label: string, code: string, now: number): number | null {
  const digits = normalizeTotpCode(code);
  if (!digits) return null;
  const delta = totpFor(secret, label).validate({ token: digits, timestamp: now, window: 1 });
  return delta === null ? null : Math.floor(now / 30_000) + delta;
}

/**
 * A TOTP secret as stored (sealed, bound to its account) -> its base32 text; null when it does
 * not open (altered, copied from another account, or sealed under another session secret), which
 * callers answer like a wrong code.
 */
export function openTotpSecret(
  key: AtRestKey,
  user: Pick<UserRow, 'id'>,
  stored: string,
): string | null {
  try {
    return unseal(key, stored, user.id);
  } catch (err) {
    if (err instanceof SealedValueError) return null;
    throw err;
  }
}

/**
 * The second factor at sign-in for an account with TOTP on: a missing code answers
 * TOTP_REQUIRED, a wrong or replayed one TOTP_INVALID. `key` opens the sealed secret.
 */
export async function checkSecondFactor(
  db: DB,
  clock: Clock,
  user: UserRow,
  code: string | undefined,
  key: AtRestKey,
): Promise<boolean> {
  if (user.totp_enabled !== 1 || !user.totp_secret) return false;
  if (!code) throw accountErrors.totpRequired();
  const secret = openTotpSecret(key, user, user.totp_secret);
  const step = secret === null ? null : totpStep(secret, user.username, code, clock.now());
  if (step === null || !(await advanceTotpStep(db, user.id, step))) {
    throw accountErrors.totpInvalid();
  }
  return true;
}

export async function recordSignIn(db: DB, clock: Clock, userId: string): Promise<void> {
  await updateUser(db, userId, { last_login_at: clock.now() });
}
