import { AccountType } from '@storyloom/domain';
import type { SessionUser } from '../session/index';
import type { UserRow } from './queries';

/** Who may do what with accounts. Every account call acts on the caller's own account only. */

/** Staff (moderator, admin) sign in with a second factor. */
export function mustUseTotp(user: Pick<UserRow, 'staff_role'>): boolean {
  return user.staff_role !== 'none';
}

/** Teachers and parents may turn TOTP on; staff must. */
export function mayUseTotp(user: Pick<UserRow, 'staff_role' | 'account_type' | 'is_parent'>) {
  return mustUseTotp(user) || user.account_type === AccountType.TEACHER || user.is_parent === 1;
}

/** Class students' accounts are managed by their teacher (classes module). */
export function managesOwnAccount(user: Pick<SessionUser, 'accountType'>): boolean {
  return user.accountType !== AccountType.CLASS_STUDENT;
}

/** The consent states of accounts that may appear in public (also asked in SQL: lookup.ts). */
export const publicConsentStates = ['not_needed', 'given'] as const;

/** PRODUCT.md: an under-13 account without a parent's consent cannot publish or be listed. */
export function canAppearInPublic(user: Pick<UserRow, 'parent_consent'>): boolean {
  return (publicConsentStates as readonly string[]).includes(user.parent_consent);
}
