import type { DB } from '../../../db/index';
import { errors } from '../../../http/errors';
import { newToken } from '../../../platform/ids';
import { verifyPassword } from '../../../platform/passwords/index';
import { endAllSessions } from '../../session/index';
import { accountErrors } from '../account-errors';
import { newReferralCode } from '../accounts';
import type { AccountContext } from '../context';
import { accountErasureSteps } from '../extensions';
import {
  deleteEmailSettings,
  deleteUserTokens,
  eraseConsentEmails,
  findUserById,
  type UserRow,
  updateUser,
} from '../queries';
import { removeAvatarFiles } from './avatar';

/**
 * DeleteAccount (/account-delete): confirmed with the password (or, for an account without
 * one, its username). Personal data is erased and the row kept anonymised so ledgers and orders
 * still add up; later modules erase private work and unpublish public work through
 * `accountErasureSteps`. Every session ends.
 */
export async function deleteAccount(
  ctx: AccountContext,
  userId: string,
  input: { Password?: string | undefined; UserName?: string | undefined },
): Promise<void> {
  const user = await findUserById(ctx.db, userId);
  if (!user || user.deleted_at !== null) throw errors.notLoggedIn();
  if (user.password_hash) {
    if (!input.Password || !(await verifyPassword(user.password_hash, input.Password))) {
      throw accountErrors.wrongPassword();
    }
  } else if (input.UserName !== user.username) {
    throw accountErrors.field('UserName', 'badInput');
  }
  await eraseAccount(ctx, user);
}

/**
 * The erasure itself, shared by DeleteAccount and an admin's deletion (staff-accounts.ts):
 * `alongside` runs in the same transaction (the staff audit line).
 */
export async function eraseAccount(
  ctx: AccountContext,
  user: UserRow,
  alongside?: (trx: DB, now: number) => Promise<void>,
): Promise<void> {
  const now = ctx.clock.now();
  const placeholder = `deleted_${newToken(9)}`;
  await ctx.db.transaction().execute(async (trx) => {
    for (const step of accountErasureSteps) await step(trx, user.id, now);
    await updateUser(trx, user.id, {
      username: placeholder,
      username_lower: placeholder.toLowerCase(),
      email: null,
      email_lower: null,
      name: '',
      password_hash: null,
      password_insecure: 0,
      birthday: null,
      country: '',
      avatar: '',
      invitation_code: newReferralCode(),
      parent_email: null,
      totp_secret: null,
      totp_pending_secret: null,
      totp_enabled: 0,
      google_sub: null,
      is_active: 2,
      updated_at: now,
      deleted_at: now,
    });
    await deleteUserTokens(trx, user.id);
    await deleteEmailSettings(trx, user.id);
    await eraseConsentEmails(trx, user.id);
    await endAllSessions(trx, ctx.clock, user.id, 'deleted');
    if (alongside) await alongside(trx, now);
  });
  await removeAvatarFiles(ctx, user.avatar);
}
