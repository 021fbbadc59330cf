import { normalizeLogin, validateEmail } from '@storyloom/domain';
import { isUniqueViolation } from '../../../db/dialect';
import { errors } from '../../../http/errors';
import { rewardReferral } from '../../invitation/index';
import { grantWelcomeTicket } from '../../ledger/index';
import { accountErrors } from '../account-errors';
import type { AccountContext } from '../context';
import {
  emailTaken,
  findUserByEmail,
  findUserById,
  latestTokenTime,
  retireTokens,
  updateUser,
} from '../queries';
import { consumeToken, issueToken, peekToken } from '../tokens';
import { sendActivationEmail } from './mail';

/** An activation email is sent at most once a minute per account. */
export const resendCooldownMs = 60 * 1000;

type LinkKind = 'activation' | 'email_change';

/** GetActiveInfo: what an /email-active link will do, without doing it. */
export async function activeInfo(ctx: AccountContext, token: string) {
  const row = await peekToken(ctx.db, ctx.clock, token, ['activation', 'email_change']);
  const user = await findUserById(ctx.db, row.user_id);
  if (!user || user.deleted_at !== null) throw accountErrors.linkInvalid();
  const kind = row.purpose as LinkKind;
  return {
    Kind: kind,
    UserName: user.username,
    Email: kind === 'email_change' ? (row.payload ?? '') : (user.email ?? ''),
    IsActive: user.is_active,
  };
}

/**
 * ActiveEmail: uses an activation link (IsActive 0 -> 1, and the referral reward) or an email
 * change link (the new address replaces the old; it also activates, the address being proven).
 */
export async function activate(ctx: AccountContext, token: string) {
  const now = ctx.clock.now();
  try {
    const result = await ctx.db.transaction().execute(async (trx) => {
      const row = await consumeToken(trx, ctx.clock, token, ['activation', 'email_change']);
      const user = await findUserById(trx, row.user_id);
      if (!user || user.deleted_at !== null) throw accountErrors.linkInvalid();
      const activeNow = user.is_active === 0 ? 1 : user.is_active;
      if (row.purpose === 'email_change') {
        const email = row.payload ?? '';
        if (validateEmail(email)) throw accountErrors.linkInvalid();
        if (await emailTaken(trx, normalizeLogin(email))) throw accountErrors.emailTaken();
        await updateUser(trx, user.id, {
          email,
          email_lower: normalizeLogin(email),
          is_active: activeNow,
          updated_at: now,
        });
        await retireTokens(trx, user.id, ['email_change', 'activation'], now);
      } else {
        await updateUser(trx, user.id, { is_active: activeNow, updated_at: now });
        await retireTokens(trx, user.id, ['activation'], now);
      }
      if (activeNow === 1) await rewardReferral(trx, ctx.clock, user.id);
      return {
        Kind: row.purpose as LinkKind,
        UserName: user.username,
        IsActive: activeNow,
        user: { id: user.id, accountType: user.account_type },
      };
    });
    const { user, ...answer } = result;
    // After the commit, in its own transaction: the ledger entry's key makes it once per account.
    if (answer.IsActive === 1) await grantWelcomeTicket(ctx, user);
    return answer;
  } catch (err) {
    if (isUniqueViolation(err)) throw accountErrors.emailTaken();
    throw err;
  }
}

async function sendFreshActivation(ctx: AccountContext, userId: string): Promise<boolean> {
  const user = await findUserById(ctx.db, userId);
  if (!user?.email || user.is_active !== 0 || user.deleted_at !== null) return false;
  const last = await latestTokenTime(ctx.db, user.id, 'activation');
  if (last !== null && ctx.clock.now() - last < resendCooldownMs) return false;
  const token = await issueToken(ctx.db, ctx.clock, user.id, 'activation');
  sendActivationEmail(ctx, user, token);
  return true;
}

/** ResendActiveEmail (signed in, /reactivate): a fresh link; ALREADY_ACTIVE when not needed. */
export async function resendActivation(ctx: AccountContext, userId: string): Promise<void> {
  const user = await findUserById(ctx.db, userId);
  if (!user) throw errors.notLoggedIn();
  if (user.is_active !== 0) throw accountErrors.alreadyActive();
  const last = await latestTokenTime(ctx.db, user.id, 'activation');
  if (last !== null && ctx.clock.now() - last < resendCooldownMs) {
    throw errors.rateLimited(Math.ceil((last + resendCooldownMs - ctx.clock.now()) / 1000));
  }
  await sendFreshActivation(ctx, user.id);
}

/**
 * ResendActiveEmailWhenSignUp (no sign-in, by email): always answers the same, whether or not
 * an inactive account has this address, so it reveals nothing.
 */
export async function resendActivationBeforeSignIn(
  ctx: AccountContext,
  email: string,
): Promise<void> {
  const problem = validateEmail(email);
  if (problem) throw accountErrors.field('Email', problem);
  const user = await findUserByEmail(ctx.db, normalizeLogin(email));
  if (user) await sendFreshActivation(ctx, user.id);
}
