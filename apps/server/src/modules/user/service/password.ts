import {
  normalizeLogin,
  validateEmail,
  validateNewPassword,
  validatePasswordsMatch,
} from '@storyloom/domain';
import { errors } from '../../../http/errors';
import { isCommonPassword, verifyPassword } from '../../../platform/passwords/index';
import { accountSubject, endAllSessions, mayMail } from '../../session/index';
import { accountErrors } from '../account-errors';
import { passwordFields } from '../accounts';
import type { AccountContext } from '../context';
import { findUserByEmail, findUserById, retireTokens, updateUser } from '../queries';
import { consumeToken, issueToken, peekToken } from '../tokens';
import { sendPasswordResetEmail } from './mail';

/**
 * The new-password rules: length, not blank, not the username (domain), confirmation, and the
 * common/breached list.
 */
export function checkNewPassword(password: string, confirmation: string, userName: string): void {
  const problem = validateNewPassword(password, { userName });
  if (problem) throw accountErrors.field('Password', problem);
  const mismatch = validatePasswordsMatch(password, confirmation);
  if (mismatch) throw accountErrors.field('ConfirmPassword', mismatch);
  if (isCommonPassword(password)) throw accountErrors.field('Password', 'passwordTooCommon');
}

/** Password reset emails one account may receive per hour (docs/decisions/019). */
export const resetMailsPerHour = 3;

/**
 * ForgotPassword: the same answer whether or not an account has this address. The reset email
 * goes out in the background so the answer takes the same time either way.
 */
export async function forgotPassword(ctx: AccountContext, email: string): Promise<void> {
  const problem = validateEmail(email);
  if (problem) throw accountErrors.field('Email', problem);
  const user = await findUserByEmail(ctx.db, normalizeLogin(email));
  if (!user || user.is_active === 2) return;
  // At most a few reset emails an hour to one account, refused silently (the answer is the
  // same as for an address without an account): no one can fill a victim's inbox.
  if (
    !(await mayMail(ctx.db, ctx.clock, 'reset_mail', accountSubject(user.id), resetMailsPerHour))
  ) {
    return;
  }
  const token = await issueToken(ctx.db, ctx.clock, user.id, 'password_reset');
  sendPasswordResetEmail(ctx, user, token);
}

/** GetForgotInfo: whose password a reset link is for. */
export async function forgotInfo(ctx: AccountContext, token: string) {
  const row = await peekToken(ctx.db, ctx.clock, token, ['password_reset']);
  const user = await findUserById(ctx.db, row.user_id);
  if (!user || user.deleted_at !== null || user.is_active === 2) throw accountErrors.linkInvalid();
  return { UserName: user.username };
}

/**
 * GenerateNewPwd: sets the password chosen on /reset-password with a single-use link. Every
 * session of the account ends; the address being proven, an inactive account becomes active.
 */
export async function resetPassword(
  ctx: AccountContext,
  token: string,
  password: string,
  confirmation: string,
): Promise<void> {
  const peeked = await peekToken(ctx.db, ctx.clock, token, ['password_reset']);
  const owner = await findUserById(ctx.db, peeked.user_id);
  if (!owner || owner.deleted_at !== null || owner.is_active === 2) {
    throw accountErrors.linkInvalid();
  }
  checkNewPassword(password, confirmation, owner.username);
  const fields = await passwordFields(password);
  const now = ctx.clock.now();
  await ctx.db.transaction().execute(async (trx) => {
    const row = await consumeToken(trx, ctx.clock, token, ['password_reset']);
    const user = await findUserById(trx, row.user_id);
    if (!user || user.deleted_at !== null || user.is_active === 2) {
      throw accountErrors.linkInvalid();
    }
    await updateUser(trx, user.id, {
      ...fields,
      password_changed_at: now,
      is_active: user.is_active === 0 ? 1 : user.is_active,
      updated_at: now,
    });
    await retireTokens(trx, user.id, ['password_reset'], now);
    await endAllSessions(trx, ctx.clock, user.id, 'password_reset');
  });
}

/**
 * ChangePwd: the current password, then the new one twice. Every session of the account ends
 * (the caller then gets a fresh one). An account made with Google has no password yet and sets
 * its first one without the old.
 */
export async function changePassword(
  ctx: AccountContext,
  userId: string,
  input: { OldPassword: string; Password: string; ConfirmPassword: string },
): Promise<void> {
  const user = await findUserById(ctx.db, userId);
  if (!user || user.deleted_at !== null) throw errors.notLoggedIn();
  if (user.password_hash && !(await verifyPassword(user.password_hash, input.OldPassword))) {
    throw accountErrors.wrongPassword('OldPassword');
  }
  checkNewPassword(input.Password, input.ConfirmPassword, user.username);
  const fields = await passwordFields(input.Password);
  const now = ctx.clock.now();
  await ctx.db.transaction().execute(async (trx) => {
    await updateUser(trx, user.id, { ...fields, password_changed_at: now, updated_at: now });
    await retireTokens(trx, user.id, ['password_reset'], now);
    await endAllSessions(trx, ctx.clock, user.id, 'password_change');
  });
}
