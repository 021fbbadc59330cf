import { AccountType, ageOn, parentConsentAge } from '@storyloom/domain';
import type { Updateable } from 'kysely';
import type { ParentConsentState, UserTable } from '../../../db/tables/accounts';
import { newId } from '../../../platform/ids';
import { accountErrors } from '../account-errors';
import type { AccountContext } from '../context';
import { insertConsentEvent, type UserRow } from '../queries';
import { issueToken } from '../tokens';

/** Where an account stands on a parent's consent once its birthday is known. */
export function consentNeeded(birthday: string | null, accountType: number, now: number): boolean {
  if (!birthday || accountType === AccountType.CLASS_STUDENT) return false;
  const age = ageOn(birthday, now);
  return age !== null && age < parentConsentAge;
}

export interface ConsentRequest {
  parentEmail: string;
  token: string;
}

/**
 * A birthday set or changed on an existing account (CompeleteInfo, UpdateInfo). Under 13 outside
 * a class, a consent not yet given needs a parent's email and starts the consent request; call
 * inside the transaction, then send the email after it.
 */
export async function birthdayChange(
  ctx: AccountContext,
  user: UserRow,
  birthday: string,
  parentEmail: string | undefined,
): Promise<{ patch: Updateable<UserTable>; consent: ConsentRequest | null }> {
  const now = ctx.clock.now();
  const needed = consentNeeded(birthday, user.account_type, now);
  if (!needed) {
    const state: ParentConsentState = user.parent_consent === 'given' ? 'given' : 'not_needed';
    return { patch: { birthday, parent_consent: state }, consent: null };
  }
  if (user.parent_consent === 'given') return { patch: { birthday }, consent: null };
  const email = parentEmail ?? user.parent_email ?? undefined;
  if (!email) throw accountErrors.field('ParentEmail', 'parentEmailNeeded');
  const consent = await requestConsent(ctx, user.id, email);
  return {
    patch: { birthday, parent_email: email, parent_consent: 'pending' },
    consent,
  };
}

/** Records the request and makes the single-use link for the parent (inside a transaction). */
export async function requestConsent(
  ctx: AccountContext,
  userId: string,
  parentEmail: string,
): Promise<ConsentRequest> {
  const now = ctx.clock.now();
  await insertConsentEvent(ctx.db, {
    id: newId(now),
    user_id: userId,
    parent_email: parentEmail,
    event: 'requested',
    created_at: now,
  });
  const token = await issueToken(ctx.db, ctx.clock, userId, 'parent_consent', parentEmail);
  return { parentEmail, token };
}
