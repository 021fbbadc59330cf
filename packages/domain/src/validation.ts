import { ageOn } from './age';
import { sameMailbox } from './email-identity';
import type { MessageKey } from './errors';

/**
 * SPEC §5 account validators shared by the web forms and the server. Each returns the message
 * key of the first problem (a SPEC §5 text where SPEC has one), or null when the value is fine.
 */

/** PRODUCT.md: usernames are 3-20 letters, digits or `_`, unique case-insensitively. */
export const usernamePattern = /^[A-Za-z0-9_]{3,20}$/;
export const usernameMinLength = 3;
export const usernameMaxLength = 20;

export function validateUsername(value: string): MessageKey | null {
  return usernamePattern.test(value) ? null : 'usernameFormat';
}

/** The stored, case-insensitive form of a username or email (unique column). */
export function normalizeLogin(value: string): string {
  return value.trim().toLowerCase();
}

export const emailMaxLength = 254;
const emailPattern =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]{1,64}@(?=.{1,253}$)(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

export function isValidEmail(value: string): boolean {
  return (
    value.length <= emailMaxLength &&
    emailPattern.test(value) &&
    !value.startsWith('.') &&
    !value.includes('..') &&
    !value.split('@')[0]?.endsWith('.')
  );
}

/** SPEC §5: "Incorrect email format!" */
export function validateEmail(value: string): MessageKey | null {
  return isValidEmail(value.trim()) ? null : 'emailFormat';
}

/**
 * New passwords (NIST SP 800-63B style): at least 8 characters, at most 128, any characters, no
 * composition rules, never truncated. Length counts Unicode code points. The server also refuses
 * passwords on its bundled list of common and breached passwords.
 */
export const passwordMinLength = 8;
export const passwordMaxLength = 128;

export function passwordLength(value: string): number {
  return [...value].length;
}

/**
 * A new password: the length rules, then two guesses an attacker tries first: only white space
 * (eight spaces pass a length rule) and the account's own username (usernames are public),
 * compared without case and surrounding spaces.
 */
export function validateNewPassword(
  value: string,
  account: { userName?: string | null | undefined } = {},
): MessageKey | null {
  const length = passwordLength(value);
  if (length < passwordMinLength) return 'passwordTooShort';
  if (length > passwordMaxLength) return 'passwordTooLong';
  if (value.trim() === '') return 'passwordBlank';
  const userName = account.userName?.trim().toLowerCase();
  if (userName && value.trim().toLowerCase() === userName) return 'passwordIsUsername';
  return null;
}

/**
 * A parent's email for an under-13 account: a valid address, and not the child's own mailbox
 * (case, Gmail's ignored dots and `+tag`s normalised: see mailboxOf). A child cannot consent
 * for herself.
 */
export function validateParentEmail(
  parentEmail: string,
  childEmail: string | null | undefined,
): MessageKey | null {
  const problem = validateEmail(parentEmail);
  if (problem) return problem;
  if (childEmail && sameMailbox(parentEmail, childEmail)) return 'parentEmailIsOwn';
  return null;
}

/** SPEC §5: "Passwords do not match" */
export function validatePasswordsMatch(password: string, confirmation: string): MessageKey | null {
  return password === confirmation ? null : 'passwordsMismatch';
}

/** Oldest age a birthday may give (anything older is a typing slip). */
export const maxAge = 120;

/** SPEC §5: a birthday must be a valid date (YYYY-MM-DD, not in the future, age at most 120). */
export function validateBirthday(value: string, nowMs: number): MessageKey | null {
  const age = ageOn(value, nowMs);
  if (age === null || age < 0 || age > maxAge) return 'birthdayInvalid';
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  if (Date.UTC(y, m - 1, d) > nowMs) return 'birthdayInvalid';
  return null;
}

/** PRODUCT.md children's privacy: accounts under this age made outside a class need a parent. */
export const parentConsentAge = 13;
/** Teacher and parent accounts are for adults. */
export const adultAge = 18;

/** Account types a person may choose at sign-up: reader/writer (4), teacher (2), parent (0). */
export const signUpAccountChoices = ['writer', 'teacher', 'parent'] as const;
export type SignUpAccountChoice = (typeof signUpAccountChoices)[number];

/** Interface themes (SPEC §3: the default background is standard). */
export const accountThemes = ['standard', 'night', 'ocean', 'forest', 'sunset'] as const;
export type AccountTheme = (typeof accountThemes)[number];

export function isAccountTheme(value: unknown): value is AccountTheme {
  return typeof value === 'string' && (accountThemes as readonly string[]).includes(value);
}

/** Country: an ISO 3166-1 alpha-2 code, or empty when not given. */
export function validateCountry(value: string): MessageKey | null {
  return value === '' || /^[A-Z]{2}$/.test(value) ? null : 'countryInvalid';
}

/** Display name: optional, at most 50 characters, no control characters. */
export const nameMaxLength = 50;
export function validateDisplayName(value: string): MessageKey | null {
  if ([...value].length > nameMaxLength) return 'nameInvalid';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point.
  if (/[\u0000-\u001f\u007f]/.test(value)) return 'nameInvalid';
  return null;
}

/** Referral codes (PRODUCT.md): 8 characters from an alphabet without look-alikes. */
export const referralCodeAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const referralCodeLength = 8;
export function looksLikeReferralCode(value: string): boolean {
  return new RegExp(`^[${referralCodeAlphabet}]{${referralCodeLength}}$`).test(
    value.trim().toUpperCase(),
  );
}

/** A TOTP code as typed: six digits (spaces allowed between groups). */
export function normalizeTotpCode(value: string): string | null {
  const digits = value.replace(/\s+/g, '');
  return /^\d{6}$/.test(digits) ? digits : null;
}

/** Kinds of email a person can switch off (/account-email-notification). */
export const emailNotificationKinds = [
  'news',
  'comments',
  'publishing',
  'class',
  'badges',
  'reminders',
] as const;
export type EmailNotificationKind = (typeof emailNotificationKinds)[number];

export function isEmailNotificationKind(value: unknown): value is EmailNotificationKind {
  return typeof value === 'string' && (emailNotificationKinds as readonly string[]).includes(value);
}

/** The built-in avatars a person can choose from (/account-avatar). */
export const builtInAvatars = [
  'fox',
  'owl',
  'cat',
  'bear',
  'rabbit',
  'panda',
  'penguin',
  'whale',
  'lion',
  'turtle',
  'dragon',
  'unicorn',
] as const;
export type BuiltInAvatar = (typeof builtInAvatars)[number];

export function isBuiltInAvatar(value: unknown): value is BuiltInAvatar {
  return typeof value === 'string' && (builtInAvatars as readonly string[]).includes(value);
}

/** Sign-up form values as the web form holds them. */
export interface SignUpForm {
  userName: string;
  email: string;
  password: string;
  confirmPassword: string;
  birthday: string;
  accountChoice: SignUpAccountChoice;
  parentEmail?: string;
}

/**
 * Every SPEC §5 problem of a sign-up form, by field, in form order. The server runs the same
 * checks (plus uniqueness and the common-password list).
 */
export function signUpProblems(
  form: SignUpForm,
  nowMs: number,
): { field: keyof SignUpForm; message: MessageKey }[] {
  const problems: { field: keyof SignUpForm; message: MessageKey }[] = [];
  const add = (field: keyof SignUpForm, message: MessageKey | null) => {
    if (message) problems.push({ field, message });
  };
  add('userName', validateUsername(form.userName));
  add('email', validateEmail(form.email));
  add('password', validateNewPassword(form.password, { userName: form.userName }));
  add('confirmPassword', validatePasswordsMatch(form.password, form.confirmPassword));
  const birthdayRequired = form.accountChoice !== 'teacher' || form.birthday !== '';
  const birthdayProblem = birthdayRequired ? validateBirthday(form.birthday, nowMs) : null;
  add('birthday', birthdayProblem);
  if (!birthdayProblem && form.birthday) {
    const age = ageOn(form.birthday, nowMs) ?? 0;
    if (form.accountChoice !== 'writer' && age < adultAge) add('accountChoice', 'adultsOnly');
    if (form.accountChoice === 'writer' && age < parentConsentAge) {
      add(
        'parentEmail',
        form.parentEmail
          ? validateParentEmail(form.parentEmail.trim(), form.email)
          : 'parentEmailNeeded',
      );
    }
  }
  return problems;
}
