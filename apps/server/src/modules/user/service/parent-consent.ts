import { sameMailbox, validateParentEmail } from '@storyloom/domain';
import { errors } from '../../../http/errors';
import { newId } from '../../../platform/ids';
import { accountErrors } from '../account-errors';
import type { AccountContext } from '../context';
import {
  consentEvents,
  findUserById,
  findUserByOpenId,
  insertConsentEvent,
  latestTokenTime,
  retireTokens,
  updateUser,
} from '../queries';
import { consumeToken, peekToken, verifySignedValue } from '../tokens';
import { resendCooldownMs } from './activation';
import { requestConsent } from './birthday';
import { sendParentConsentEmail } from './mail';

/**
 * Children's privacy (PRODUCT.md): an under-13 account made outside a class waits for a
 * parent's consent before it can publish publicly or appear in public lists. The parent
 * confirms with a single-use link and may withdraw later with a signed link. Every request,
 * grant and withdrawal is recorded in parent_consents.
 */

/** GetParentConsentInfo: whose account a consent link is about. */
export async function consentInfo(ctx: AccountContext, token: string) {
  const row = await peekToken(ctx.db, ctx.clock, token, ['parent_consent']);
  const child = await findUserById(ctx.db, row.user_id);
  if (!child || child.deleted_at !== null) throw accountErrors.linkInvalid();
  return { ChildUserName: child.username, State: child.parent_consent };
}

/** ConfirmParentConsent. */
export async function confirmConsent(ctx: AccountContext, token: string) {
  const now = ctx.clock.now();
  return ctx.db.transaction().execute(async (trx) => {
    const row = await consumeToken(trx, ctx.clock, token, ['parent_consent']);
    const child = await findUserById(trx, row.user_id);
    if (!child || child.deleted_at !== null) throw accountErrors.linkInvalid();
    await updateUser(trx, child.id, {
      parent_consent: 'given',
      parent_email: row.payload ?? child.parent_email,
      updated_at: now,
    });
    await insertConsentEvent(trx, {
      id: newId(now),
      user_id: child.id,
      parent_email: row.payload,
      event: 'given',
      created_at: now,
    });
    await retireTokens(trx, child.id, ['parent_consent'], now);
    return { ChildUserName: child.username, State: 'given' as const };
  });
}

/** WithdrawParentConsent: with the signed link of the consent email (`{openId}.{signature}`). */
export async function withdrawConsent(ctx: AccountContext, token: string) {
  const [openId = '', signature = ''] = token.split('.');
  if (!openId || !verifySignedValue(ctx.config, 'consent-withdraw', openId, signature)) {
    throw accountErrors.linkInvalid();
  }
  const child = await findUserByOpenId(ctx.db, openId);
  if (!child || child.deleted_at !== null) throw accountErrors.linkInvalid();
  if (child.parent_consent === 'not_needed') throw accountErrors.linkInvalid();
  const now = ctx.clock.now();
  await ctx.db.transaction().execute(async (trx) => {
    await updateUser(trx, child.id, { parent_consent: 'withdrawn', updated_at: now });
    await insertConsentEvent(trx, {
      id: newId(now),
      user_id: child.id,
      parent_email: child.parent_email,
      event: 'withdrawn',
      created_at: now,
    });
    await retireTokens(trx, child.id, ['parent_consent'], now);
  });
  return { ChildUserName: child.username, State: 'withdrawn' as const };
}

/**
 * ResendParentConsentEmail (the signed-in child, or after a withdrawal): a fresh link. The child
 * may correct the parent's address only while no parent has ever answered: once consent was
 * given or withdrawn, the link goes to that parent's address on file, and only staff change it
 * (children-safety.md: a child cannot undo protection; issue 14).
 */
export async function resendConsent(
  ctx: AccountContext,
  userId: string,
  parentEmail: string | undefined,
): Promise<void> {
  const child = await findUserById(ctx.db, userId);
  if (!child) throw errors.notLoggedIn();
  if (child.parent_consent !== 'pending' && child.parent_consent !== 'withdrawn') {
    throw errors.noPermission();
  }
  if (parentEmail) {
    const own = validateParentEmail(parentEmail, child.email);
    if (own) throw accountErrors.field('ParentEmail', own);
  }
  const answered =
    child.parent_consent === 'withdrawn' ||
    (await consentEvents(ctx.db, child.id)).some(
      (e) => e.event === 'given' || e.event === 'withdrawn',
    );
  const onFile = child.parent_email;
  if (answered && parentEmail && !(onFile && sameMailbox(parentEmail, onFile))) {
    throw accountErrors.field('ParentEmail', 'parentEmailLocked');
  }
  const email = answered ? onFile : (parentEmail ?? onFile);
  if (!email) throw accountErrors.field('ParentEmail', 'parentEmailNeeded');
  const problem = validateParentEmail(email, child.email);
  if (problem) throw accountErrors.field('ParentEmail', problem);
  const last = await latestTokenTime(ctx.db, child.id, 'parent_consent');
  if (last !== null && ctx.clock.now() - last < resendCooldownMs) {
    throw errors.rateLimited(Math.ceil((last + resendCooldownMs - ctx.clock.now()) / 1000));
  }
  const request = await ctx.db.transaction().execute(async (trx) => {
    await updateUser(trx, child.id, {
      parent_email: email,
      parent_consent: 'pending',
      updated_at: ctx.clock.now(),
    });
    return requestConsent({ ...ctx, db: trx }, child.id, email);
  });
  sendParentConsentEmail(ctx, child, request.parentEmail, request.token);
}
