import {
  AccountType,
  ageOn,
  birthdayChangeNeedsConfirmation,
  parentConsentAge,
} from '@storyloom/domain';
import type { Updateable } from 'kysely';
import type { ParentConsentState, UserTable } from '../../../db/tables/accounts';
import { newId, newOpenId } from '../../../platform/ids';
import { accountErrors } from '../account-errors';
import {
  type BirthdayChangeRow,
  closeBirthdayChange,
  findPendingBirthdayChange,
  insertBirthdayChange,
} from '../birthday-queries';
import type { AccountContext } from '../context';
import { insertConsentEvent, retireTokens, type UserRow, updateUser } from '../queries';
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

/** A birthday change waiting for the parent (emailed link) or for staff. */
export interface BirthdayConfirmation {
  confirmer: 'parent' | 'staff';
  /** The parent's address and the link's token, when the parent confirms. */
  parentEmail: string | null;
  token: string | null;
  oldBirthday: string;
  newBirthday: string;
}

export interface BirthdayOutcome {
  patch: Updateable<UserTable>;
  consent: ConsentRequest | null;
  confirmation: BirthdayConfirmation | null;
}

/**
 * The birthday's effect on consent, once the birthday counts: under 13 outside a class, a consent
 * not yet given needs a parent's email and starts the consent request.
 */
async function applyBirthday(
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

/** A newer request replaces the one still waiting (its link stops working). */
async function replacePending(ctx: AccountContext, userId: string): Promise<void> {
  const now = ctx.clock.now();
  const pending = await findPendingBirthdayChange(ctx.db, userId);
  if (pending) await closeBirthdayChange(ctx.db, pending.id, 'replaced', null, now);
  await retireTokens(ctx.db, userId, ['birthday_change'], now);
}

/**
 * A birthday set or changed on an existing account (CompeleteInfo, UpdateInfo); call inside the
 * transaction, then send the emails after it. A change the domain says needs confirmation
 * (under 13, or across 13 or a reading bracket: decision 021) does not touch the account: it
 * waits for the parent (a link to the parent's address on file) or, with no parent on file, for
 * staff. Every change is recorded in birthday_changes.
 */
export async function birthdayChange(
  ctx: AccountContext,
  user: UserRow,
  birthday: string,
  parentEmail: string | undefined,
): Promise<BirthdayOutcome> {
  const now = ctx.clock.now();
  await replacePending(ctx, user.id);
  const base = {
    open_id: newOpenId(),
    user_id: user.id,
    old_birthday: user.birthday,
    new_birthday: birthday,
    requested_by: user.id,
    created_at: now,
  };
  if (
    user.account_type !== AccountType.CLASS_STUDENT &&
    birthdayChangeNeedsConfirmation(user.birthday, birthday, now)
  ) {
    const becomesChild = consentNeeded(birthday, user.account_type, now);
    if (becomesChild && user.parent_consent !== 'given' && !user.parent_email && !parentEmail) {
      throw accountErrors.field('ParentEmail', 'parentEmailNeeded');
    }
    const parent = user.parent_email;
    const id = newId(now);
    await insertBirthdayChange(ctx.db, {
      ...base,
      id,
      status: 'pending',
      confirmer: parent ? 'parent' : 'staff',
      // The parent's address the link goes to; or, for staff, the one given for the consent
      // that follows once the change counts.
      parent_email: parent ?? parentEmail ?? null,
      decided_by: null,
      open_key: user.id,
      decided_at: null,
    });
    const token = parent
      ? await issueToken(ctx.db, ctx.clock, user.id, 'birthday_change', id)
      : null;
    return {
      patch: {},
      consent: null,
      confirmation: {
        confirmer: parent ? 'parent' : 'staff',
        parentEmail: parent,
        token,
        oldBirthday: user.birthday ?? '',
        newBirthday: birthday,
      },
    };
  }
  const applied = await applyBirthday(ctx, user, birthday, parentEmail);
  await insertBirthdayChange(ctx.db, {
    ...base,
    id: newId(now),
    status: 'applied',
    confirmer: 'self',
    parent_email: null,
    decided_by: null,
    open_key: null,
    decided_at: now,
  });
  return { ...applied, confirmation: null };
}

/**
 * A waiting change confirmed (by the parent's link or by staff: `decidedBy` is `parent` or the
 * staff account's id): it now counts, with its effect on consent. Inside a transaction.
 */
export async function applyConfirmedChange(
  ctx: AccountContext,
  change: BirthdayChangeRow,
  user: UserRow,
  decidedBy: string,
): Promise<ConsentRequest | null> {
  const now = ctx.clock.now();
  if (!(await closeBirthdayChange(ctx.db, change.id, 'confirmed', decidedBy, now))) {
    throw accountErrors.linkInvalid();
  }
  const { patch, consent } = await applyBirthday(
    ctx,
    user,
    change.new_birthday,
    change.parent_email ?? undefined,
  );
  await updateUser(ctx.db, user.id, { ...patch, updated_at: now });
  await retireTokens(ctx.db, user.id, ['birthday_change'], now);
  return consent;
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
