import type { InterfaceLanguage } from '@storyloom/domain';
import { renderEmail } from '../../../platform/mail/index';
import type { AccountContext } from '../context';
import { userLanguage } from '../present';
import type { UserRow } from '../queries';
import { signValue } from '../tokens';

/** Links in account emails point at SPEC §2 screens under PUBLIC_URL. */
export function link(
  ctx: AccountContext,
  path: string,
  query: Record<string, string> = {},
): string {
  const url = new URL(path, ctx.config.publicUrl);
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
  return url.toString();
}

export function sendActivationEmail(ctx: AccountContext, user: UserRow, token: string): void {
  if (!user.email) return;
  ctx.sendMail(
    'activation',
    renderEmail('activation', userLanguage(user), user.email, {
      userName: user.username,
      link: link(ctx, '/email-active', { token }),
    }),
  );
}

export function sendPasswordResetEmail(ctx: AccountContext, user: UserRow, token: string): void {
  if (!user.email) return;
  ctx.sendMail(
    'passwordReset',
    renderEmail('passwordReset', userLanguage(user), user.email, {
      userName: user.username,
      link: link(ctx, '/reset-password', { token }),
    }),
  );
}

/**
 * The "someone is trying to sign in" email: its link (/signin?unlock=, which posts the token to
 * /api/User/UnlockSignIn) clears the sign-in throttle of the account (session/throttle.ts).
 */
export function sendSignInWarningEmail(ctx: AccountContext, user: UserRow, token: string): void {
  if (!user.email) return;
  ctx.sendMail(
    'signInWarning',
    renderEmail('signInWarning', userLanguage(user), user.email, {
      userName: user.username,
      link: link(ctx, '/signin', { unlock: token }),
    }),
  );
}

export function sendEmailChangeEmail(
  ctx: AccountContext,
  user: UserRow,
  newEmail: string,
  token: string,
): void {
  ctx.sendMail(
    'emailChange',
    renderEmail('emailChange', userLanguage(user), newEmail, {
      userName: user.username,
      link: link(ctx, '/email-active', { token }),
    }),
  );
}

/** The signed value that withdraws a parent's consent (works any time, no sign-in). */
export function consentWithdrawToken(ctx: AccountContext, openId: string): string {
  return `${openId}.${signValue(ctx.config, 'consent-withdraw', openId)}`;
}

export function sendParentConsentEmail(
  ctx: AccountContext,
  child: UserRow,
  parentEmail: string,
  token: string,
  language: InterfaceLanguage = userLanguage(child),
): void {
  ctx.sendMail(
    'parentConsent',
    renderEmail('parentConsent', language, parentEmail, {
      userName: child.username,
      link: link(ctx, '/email-active', { consent: token }),
      withdrawLink: link(ctx, '/email-active', {
        withdraw: consentWithdrawToken(ctx, child.open_id),
      }),
    }),
  );
}

/**
 * The one-click unsubscribe link for emails of `kind` (or every kind), for later modules'
 * notification emails: /cancel-email-notification/{userName}/{token}/{kind}.
 */
export function unsubscribeLink(ctx: AccountContext, user: UserRow, kind = 'all'): string {
  const token = signValue(ctx.config, 'unsubscribe', `${user.open_id}:${kind}`);
  const parts = [user.username, token, kind].map(encodeURIComponent).join('/');
  return link(ctx, `/cancel-email-notification/${parts}`);
}

/** The parent's link to confirm (or refuse) a birthday change of the child's account. */
export function sendBirthdayChangeEmail(
  ctx: AccountContext,
  child: UserRow,
  parentEmail: string,
  token: string,
  change: { oldBirthday: string; newBirthday: string },
): void {
  ctx.sendMail(
    'birthdayChange',
    renderEmail('birthdayChange', userLanguage(child), parentEmail, {
      userName: child.username,
      link: link(ctx, '/email-active', { birthday: token }),
      oldBirthday: change.oldBirthday,
      newBirthday: change.newBirthday,
    }),
  );
}
