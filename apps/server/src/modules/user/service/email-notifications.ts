import {
  type EmailNotificationKind,
  emailNotificationKinds,
  isEmailNotificationKind,
  normalizeLogin,
} from '@storyloom/domain';
import type { DB } from '../../../db/index';
import { accountErrors } from '../account-errors';
import type { AccountContext } from '../context';
import { findUserByUsername, listEmailSettings, upsertEmailSetting } from '../queries';
import { verifySignedValue } from '../tokens';

export interface EmailSetting {
  Kind: EmailNotificationKind;
  Enabled: boolean;
}

/** Every kind with its switch; a kind never switched is on. */
export async function emailSettings(db: DB, userId: string): Promise<EmailSetting[]> {
  const rows = await listEmailSettings(db, userId);
  const off = new Set(rows.filter((r) => r.enabled === 0).map((r) => r.kind));
  return emailNotificationKinds.map((kind) => ({ Kind: kind, Enabled: !off.has(kind) }));
}

/** For later modules: may this account be sent emails of this kind? */
export async function emailAllowed(
  db: DB,
  userId: string,
  kind: EmailNotificationKind,
): Promise<boolean> {
  return (await emailSettings(db, userId)).some((s) => s.Kind === kind && s.Enabled);
}

export async function setEmailSetting(
  ctx: AccountContext,
  userId: string,
  kind: EmailNotificationKind,
  enabled: boolean,
): Promise<EmailSetting[]> {
  await upsertEmailSetting(ctx.db, {
    user_id: userId,
    kind,
    enabled: enabled ? 1 : 0,
    updated_at: ctx.clock.now(),
  });
  return emailSettings(ctx.db, userId);
}

/**
 * CancelEmailNotification: the one-click link of a notification email
 * (/cancel-email-notification/{userName}/{token}/{kind}) switches that kind off, or every
 * kind for `all`, without sign-in. The token is an HMAC of the account and the kind.
 */
export async function cancelEmailNotification(
  ctx: AccountContext,
  input: { UserName: string; Token: string; Kind: string },
): Promise<{ UserName: string; Kinds: EmailNotificationKind[] }> {
  const kind = input.Kind || 'all';
  if (kind !== 'all' && !isEmailNotificationKind(kind)) throw accountErrors.linkInvalid();
  const user = await findUserByUsername(ctx.db, normalizeLogin(input.UserName));
  if (
    !user ||
    !verifySignedValue(ctx.config, 'unsubscribe', `${user.open_id}:${kind}`, input.Token)
  ) {
    throw accountErrors.linkInvalid();
  }
  const kinds = kind === 'all' ? [...emailNotificationKinds] : [kind];
  const now = ctx.clock.now();
  await ctx.db.transaction().execute(async (trx) => {
    for (const k of kinds) {
      await upsertEmailSetting(trx, { user_id: user.id, kind: k, enabled: 0, updated_at: now });
    }
  });
  return { UserName: user.username, Kinds: kinds };
}
