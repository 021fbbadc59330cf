import { randomInt } from 'node:crypto';
import {
  type InterfaceLanguage,
  normalizeLogin,
  referralCodeAlphabet,
  referralCodeLength,
} from '@storyloom/domain';
import { isUniqueViolation } from '../../db/dialect';
import type { DB } from '../../db/index';
import type { ParentConsentState, StaffRole } from '../../db/tables/accounts';
import { newId, newOpenId } from '../../platform/ids';
import { hashPassword, isInsecurePassword } from '../../platform/passwords/index';
import { type AtRestKey, seal } from '../../platform/secrets/index';
import { findUserById, insertUser, type UserRow, updateUser } from './queries';

/**
 * Making an account: the one path used by sign-up, Google sign-up, the seed and the test
 * factories, so every account is built the same way.
 */
export interface NewAccount {
  username: string;
  email: string | null;
  /** Clear password (hashed here) or a ready hash (factories reuse one to stay fast). */
  password?: string | null;
  passwordHash?: string;
  passwordInsecure?: boolean;
  isActive?: number;
  accountType?: number;
  isParent?: boolean;
  staffRole?: StaffRole;
  birthday?: string | null;
  name?: string;
  country?: string;
  language?: InterfaceLanguage;
  avatar?: string;
  parentEmail?: string | null;
  parentConsent?: ParentConsentState;
  googleSub?: string | null;
  referredByUserId?: string | null;
  /**
   * Two-step sign-in already on with this base32 secret (sealed here under `key`, bound to the
   * new account): the demo seed's staff accounts and the tests' staff.
   */
  totp?: { key: AtRestKey; secret: string };
}

export function newReferralCode(): string {
  let code = '';
  for (let i = 0; i < referralCodeLength; i++) {
    code += referralCodeAlphabet[randomInt(referralCodeAlphabet.length)];
  }
  return code;
}

/** Hashes a new password and decides PasswordInsecure (PRODUCT.md) while it is in clear. */
export async function passwordFields(password: string) {
  return {
    password_hash: await hashPassword(password),
    password_insecure: isInsecurePassword(password) ? 1 : 0,
  };
}

/**
 * Inserts the account; a clash on username or email throws the database's unique violation
 * (callers check first and turn a race into USERNAME_TAKEN / EMAIL_TAKEN).
 */
export async function insertAccount(db: DB, now: number, input: NewAccount): Promise<UserRow> {
  const password =
    input.passwordHash !== undefined
      ? { password_hash: input.passwordHash, password_insecure: input.passwordInsecure ? 1 : 0 }
      : input.password
        ? await passwordFields(input.password)
        : { password_hash: null, password_insecure: 0 };
  const id = newId(now);
  for (let attempt = 0; ; attempt++) {
    try {
      await insertUser(db, {
        id,
        open_id: newOpenId(),
        username: input.username,
        username_lower: normalizeLogin(input.username),
        email: input.email,
        email_lower: input.email ? normalizeLogin(input.email) : null,
        name: input.name ?? '',
        ...password,
        password_changed_at: password.password_hash ? now : null,
        is_active: input.isActive ?? 0,
        account_type: input.accountType ?? 4,
        is_parent: input.isParent ? 1 : 0,
        staff_role: input.staffRole ?? 'none',
        birthday: input.birthday ?? null,
        country: input.country ?? '',
        language: input.language ?? 'en',
        theme: 'standard',
        avatar: input.avatar ?? '',
        invitation_code: newReferralCode(),
        referred_by_user_id: input.referredByUserId ?? null,
        parent_email: input.parentEmail ?? null,
        parent_consent: input.parentConsent ?? 'not_needed',
        totp_secret: input.totp ? seal(input.totp.key, input.totp.secret, id) : null,
        totp_pending_secret: null,
        totp_enabled: input.totp ? 1 : 0,
        totp_last_step: null,
        google_sub: input.googleSub ?? null,
        bar_closed: 0,
        join_from_preview_site: 0,
        last_login_at: null,
        created_at: now,
        updated_at: now,
        deleted_at: null,
      });
      break;
    } catch (err) {
      // A clash on the random referral code (1 in 10^12) is retried; other clashes are real.
      if (attempt < 3 && isUniqueViolation(err) && String(err).includes('invitation_code')) {
        continue;
      }
      throw err;
    }
  }
  const row = await findUserById(db, id);
  if (!row) throw new Error('account not found after insert');
  return row;
}

/**
 * Classes (#18): a class student's four-digit password, set by the teacher (reset) or at
 * creation. Four digits are not a secure password by the common-password rule, but a class
 * student is never sent to change it (decision 027): the flag stays 0.
 */
export async function setClassStudentPassword(
  db: DB,
  now: number,
  userId: string,
  password: string,
): Promise<void> {
  await updateUser(db, userId, {
    password_hash: await hashPassword(password),
    password_insecure: 0,
    password_changed_at: now,
    updated_at: now,
  });
}
