import * as OTPAuth from 'otpauth';
import { errors } from '../../../http/errors';
import { verifyPassword } from '../../../platform/passwords/index';
import { seal, totpSecretKey } from '../../../platform/secrets/index';
import { accountErrors } from '../account-errors';
import type { AccountContext } from '../context';
import { mayUseTotp, mustUseTotp } from '../policy';
import { advanceTotpStep, findUserById, updateUser } from '../queries';
import { openTotpSecret, totpFor, totpStep } from './credentials';

async function loadUser(ctx: AccountContext, userId: string) {
  const user = await findUserById(ctx.db, userId);
  if (!user || user.deleted_at !== null) throw errors.notLoggedIn();
  return user;
}

/**
 * Starts turning on TOTP: a new secret kept as pending until a code from it is confirmed.
 * Staff must have it; teachers and parents may.
 */
export async function setupTotp(
  ctx: AccountContext,
  userId: string,
): Promise<{ Secret: string; Uri: string }> {
  const user = await loadUser(ctx, userId);
  if (!mayUseTotp(user)) throw errors.noPermission();
  const secret = new OTPAuth.Secret({ size: 20 }).base32;
  // Kept sealed (AES-256-GCM, bound to the account); only this answer shows it.
  await updateUser(ctx.db, user.id, {
    totp_pending_secret: seal(totpSecretKey(ctx.config), secret, user.id),
    updated_at: ctx.clock.now(),
  });
  return { Secret: secret, Uri: totpFor(secret, user.username).toString() };
}

/** Confirms the pending secret with a code from it; the current session counts as verified. */
export async function confirmTotp(
  ctx: AccountContext,
  userId: string,
  code: string,
): Promise<void> {
  const user = await loadUser(ctx, userId);
  if (!mayUseTotp(user)) throw errors.noPermission();
  if (!user.totp_pending_secret) throw accountErrors.totpInvalid();
  const now = ctx.clock.now();
  const pending = openTotpSecret(totpSecretKey(ctx.config), user, user.totp_pending_secret);
  const step = pending === null ? null : totpStep(pending, user.username, code, now);
  if (step === null) throw accountErrors.totpInvalid();
  await updateUser(ctx.db, user.id, {
    totp_secret: user.totp_pending_secret,
    totp_pending_secret: null,
    totp_enabled: 1,
    totp_last_step: step,
    updated_at: now,
  });
}

/** Turns TOTP off (password and a current code). Staff cannot turn it off. */
export async function disableTotp(
  ctx: AccountContext,
  userId: string,
  password: string,
  code: string,
): Promise<void> {
  const user = await loadUser(ctx, userId);
  if (mustUseTotp(user)) throw errors.noPermission();
  if (user.totp_enabled !== 1 || !user.totp_secret) return;
  if (!user.password_hash || !(await verifyPassword(user.password_hash, password))) {
    throw accountErrors.wrongPassword();
  }
  const secret = openTotpSecret(totpSecretKey(ctx.config), user, user.totp_secret);
  const step = secret === null ? null : totpStep(secret, user.username, code, ctx.clock.now());
  if (step === null || !(await advanceTotpStep(ctx.db, user.id, step))) {
    throw accountErrors.totpInvalid();
  }
  await updateUser(ctx.db, user.id, {
    totp_secret: null,
    totp_pending_secret: null,
    totp_enabled: 0,
    totp_last_step: null,
    updated_at: ctx.clock.now(),
  });
}
