/**
 * Classes (SPEC §3 Class and roster entry, §4 class states, §5 class validation, PRODUCT.md
 * "Classes"). Pure rules shared by the server's classes module and the class screens.
 */
import type { MessageKey } from './errors';
import { isValidEmail } from './validation';

/** Error codes of the classes module (docs/api.md, "Classes"). */
export const ClassErrorCode = {
  CLASS_ENDED: 100801,
  ALREADY_JOINED: 100802,
  CLASS_INPUT: 100803,
  CLASS_MEMBER_LIMIT: 100804,
  NOT_SUBMITTED: 100805,
} as const;

/** PRODUCT.md: a class passcode is 6 characters of this alphabet, case-insensitive. */
export const classPasscodeAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const classPasscodeLength = 6;

/** The passcode as stored and compared (upper case, spaces dropped), or null when malformed. */
export function normalizeClassPasscode(value: string): string | null {
  const code = value.replace(/\s+/g, '').toUpperCase();
  if (code.length !== classPasscodeLength) return null;
  for (const ch of code) if (!classPasscodeAlphabet.includes(ch)) return null;
  return code;
}

/** SPEC §5: "Incorrect class passcode format" for anything that is not a passcode. */
export function validateClassPasscode(value: string): MessageKey | null {
  return normalizeClassPasscode(value) ? null : 'classPasscodeFormat';
}

/** SPEC §5: a class student's password is four digits. */
export function validateStudentPassword(value: string): MessageKey | null {
  return /^\d{4}$/.test(value) ? null : 'studentPasswordDigits';
}

/**
 * SPEC §5 "the default student password of {secret} is provided by a helper": four digits
 * from a random source (the server passes crypto's randomInt), never a fixed value.
 */
export function defaultStudentPassword(randomBelow: (n: number) => number): string {
  return String(randomBelow(10_000)).padStart(4, '0');
}

/** SPEC §3 grade options. */
export const classGrades = [
  'Kindergarten/Preschool',
  '1st',
  '2nd',
  '3rd',
  '4th',
  '5th',
  '6th',
  '7th',
  '8th',
  '9th',
  '10th',
  '11th',
  '12th',
  'College',
  'Occupational',
  'Other',
] as const;
export type ClassGrade = (typeof classGrades)[number];

export function isClassGrade(value: string): value is ClassGrade {
  return (classGrades as readonly string[]).includes(value);
}

/** SPEC §6: a teacher without a plan has a class member limit of 40. */
export const classMemberLimitWithoutPlan = 40;

/**
 * SPEC §3/§4: EndTime is a date, optionally followed by a time; a class is ended when the date
 * part is earlier than today (`today` as YYYY-MM-DD, UTC). No end date: never ended.
 */
export function isClassEnded(endTime: string | null | undefined, today: string): boolean {
  if (!endTime) return false;
  const date = endTime.trim().slice(0, 10);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return false;
  return date < today;
}

/** The UTC calendar date of an epoch-ms time, as YYYY-MM-DD. */
export function utcDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** A date (YYYY-MM-DD), optionally followed by a time (HH:MM or HH:MM:SS), that exists. */
export function isDateWithOptionalTime(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(value.trim());
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const at = new Date(Date.UTC(y, mo - 1, d));
  if (at.getUTCFullYear() !== y || at.getUTCMonth() !== mo - 1 || at.getUTCDate() !== d) {
    return false;
  }
  if (m[4] !== undefined && (Number(m[4]) > 23 || Number(m[5]) > 59 || Number(m[6] ?? 0) > 59)) {
    return false;
  }
  return true;
}

/** SPEC §5: an assignment needs a due date. */
export function validateAssignmentDueDate(value: string | null | undefined): MessageKey | null {
  return value && isDateWithOptionalTime(value) ? null : 'assignmentDueDate';
}

/** SPEC §5: a compilation needs at least 5 comics or 5 poems. */
export const compilationMinimum = 5;
export function validateCompilation(count: number): MessageKey | null {
  return count >= compilationMinimum ? null : 'compilationTooFew';
}

/** One parsed line of the student bulk input. */
export interface StudentLine {
  line: number;
  name: string;
  email: string | null;
}

export type StudentInputResult =
  | { ok: true; students: StudentLine[] }
  | { ok: false; message: MessageKey; line: number | null };

/**
 * SPEC §5 student bulk input: one student per line, name and email separated by a comma
 * (class students, who have no email, may give the name alone: PRODUCT.md). Names use only
 * letters and digits, emails must be valid, values cannot contain a comma. Messages name the
 * line; empty input asks for student name and email. At most `max` lines.
 */
export function parseStudentInput(input: string, max = 200): StudentInputResult {
  const lines = input.split(/\r?\n/);
  const students: StudentLine[] = [];
  for (const [index, raw] of lines.entries()) {
    const line = index + 1;
    const text = raw.trim();
    if (text === '') continue;
    const values = text.split(',').map((v) => v.trim());
    if (values.length > 2) return { ok: false, message: 'studentLineComma', line };
    const [name = '', email = ''] = values;
    if (!/^[\p{L}\p{N}]{1,40}$/u.test(name)) {
      return { ok: false, message: 'studentLineName', line };
    }
    if (values.length === 2 && !isValidEmail(email)) {
      return { ok: false, message: 'studentLineEmail', line };
    }
    students.push({ line, name, email: values.length === 2 ? email : null });
  }
  if (students.length === 0) return { ok: false, message: 'studentInputEmpty', line: null };
  if (students.length > max) return { ok: false, message: 'studentInputTooMany', line: null };
  return { ok: true, students };
}

/**
 * A class student's username: letters and digits of the name (ASCII kept, others dropped),
 * cut to 12, then a number; the server tries again with another number on a clash.
 */
export function studentUsername(name: string, randomBelow: (n: number) => number): string {
  const base =
    name
      .normalize('NFKD')
      .replace(/[^A-Za-z0-9]/g, '')
      .slice(0, 12) || 'student';
  return `${base}${String(randomBelow(10_000)).padStart(4, '0')}`;
}

/** Roster roles and statuses (SPEC §3 roster entry). */
export const RosterRole = { PRIMARY: 'PRIMARY', TEACHER: 'TEACHER', STUDENT: 'STUDENT' } as const;
export type RosterRole = (typeof RosterRole)[keyof typeof RosterRole];
export const RosterStatus = { JOINED: 'Joined', WAITING: 'Waiting for user' } as const;

/** A submission to the teacher, as the teacher decides it. */
export const submissionStates = ['submitted', 'returned', 'approved'] as const;
export type SubmissionState = (typeof submissionStates)[number];

/**
 * The age a class student is given from the class's grade (decision 027): the school holds the
 * student's data and the teacher types no birthday, but reading brackets (and SPEC §2 guard 5)
 * need an age. The youngest usual age of the grade; "Other" counts as the youngest school age.
 */
export function gradeAge(grade: string): number {
  const index = (classGrades as readonly string[]).indexOf(grade);
  if (index === 0) return 5;
  if (index >= 1 && index <= 12) return index + 5;
  if (grade === 'College' || grade === 'Occupational') return 18;
  return 6;
}

/** A birthday (YYYY-MM-DD) that makes someone `age` at `nowMs`: 1 January, `age` years back. */
export function birthdayForAge(age: number, nowMs: number): string {
  const year = new Date(nowMs).getUTCFullYear() - age;
  return `${String(year).padStart(4, '0')}-01-01`;
}
