import { isArtistType, isClassStudentType, isStudentType, isTeacherType } from './account';
import { type AgeGroupId, ageGroupFor, ageOn } from './age';
import type { ServerPlanEntry, ServerUserInfo } from './user-info';

/**
 * The signed-in user as the web session store holds it: every SPEC §3 "Signed-in user" field,
 * mapped from the server contract (`ServerUserInfo`, PascalCase). Field names follow SPEC §3
 * exactly, including the ones SPEC writes in PascalCase (FreeTrialExpireTime, MembershipTime,
 * Plans, PasswordInsecure). staffRole, language and needsParentConsent come from PRODUCT.md.
 */
export interface SignedInUser {
  isLogin: true;
  uid: string;
  username: string;
  /** The display name (PRODUCT.md profile); empty when none was given. */
  name: string;
  avatar: string;
  originalAvatar: string;
  largeAvatar: string;
  email: string;
  /** 0 not activated, 1 active, 2 disabled (logged out automatically, SPEC §4). */
  isActive: number;
  accountType: number;
  /** SPEC §3 "role label": the account type's name as the server words it. */
  roleLabel: string;
  isMember: boolean;
  isInFreeTrial: boolean;
  FreeTrialExpireTime: string | null;
  MembershipTime: string | null;
  lastLogin: string | null;
  dateJoined: string;
  /** Whether a card-provider customer exists (the provider's id never leaves the server). */
  stripeCustomerId: boolean;
  crown: number;
  gift: number;
  ticket: number;
  /** YYYY-MM-DD or null. */
  birthday: string | null;
  /** Whole years; null when unknown. */
  age: number | null;
  ageGroup: AgeGroupId;
  level: number;
  /** The background theme; "standard" when the server has none (SPEC §3). */
  theme: string;
  country: string;
  Plans: ServerPlanEntry[];
  PasswordInsecure: boolean;
  joinFromPreviewSite: boolean;
  isNewBorn: boolean;
  bookCount: number;
  /** True when the stored value equals 1 (SPEC §3). */
  barClosed: boolean;
  searchKey: string;
  challengeId: string;
  staffRole: 'none' | 'moderator' | 'admin';
  language: 'zh' | 'en' | 'es';
  needsParentConsent: boolean;
  /** Two-step sign-in (TOTP) is on. */
  totpEnabled: boolean;
  /** A birthday change waiting for the parent's or staff's confirmation (decision 021). */
  pendingBirthday?: { birthday: string; confirmer: 'parent' | 'staff' } | null;
}

/** SPEC §3: the default background. */
export const defaultTheme = 'standard';

/** SPEC §3: barClosed is true when the stored value equals 1. */
export function barClosedFrom(stored: number | string | null | undefined): boolean {
  return Number(stored) === 1;
}

function validAge(age: number | null | undefined): number | null {
  return typeof age === 'number' && Number.isFinite(age) ? age : null;
}

/**
 * Maps GetUserInfo's `result.info` to the signed-in user. The age is the server's; when the
 * server has none but a birthday is known, it is computed from the birthday at `nowMs`.
 */
export function toSignedInUser(info: ServerUserInfo, nowMs: number): SignedInUser {
  const age = validAge(info.Age) ?? (info.Birthday ? validAge(ageOn(info.Birthday, nowMs)) : null);
  return {
    isLogin: true,
    uid: info.Uid,
    username: info.UserName,
    name: info.Name ?? '',
    avatar: info.Avatar,
    originalAvatar: info.OriginalAvatar,
    largeAvatar: info.LargeAvatar,
    email: info.Email,
    isActive: info.IsActive,
    accountType: info.AccountType,
    roleLabel: info.RoleLabel,
    isMember: info.IsMember,
    isInFreeTrial: info.IsInFreeTrial,
    FreeTrialExpireTime: info.FreeTrialExpireTime,
    MembershipTime: info.MembershipTime,
    lastLogin: info.LastLogin,
    dateJoined: info.DateJoined,
    stripeCustomerId: info.StripeCustomerId,
    crown: info.Crown,
    gift: info.Gift,
    ticket: info.Ticket,
    birthday: info.Birthday,
    age,
    ageGroup: ageGroupFor(age),
    level: info.Level,
    theme: info.Theme || defaultTheme,
    country: info.Country,
    Plans: info.Plans ?? [],
    PasswordInsecure: info.PasswordInsecure,
    joinFromPreviewSite: info.JoinFromPreviewSite,
    isNewBorn: info.IsNewBorn,
    bookCount: info.BookCount,
    barClosed: barClosedFrom(info.BarClosed),
    searchKey: info.SearchKey,
    challengeId: info.ChallengeId,
    staffRole: info.StaffRole,
    language: info.Language,
    needsParentConsent: info.NeedsParentConsent,
    totpEnabled: info.TotpEnabled === true,
    pendingBirthday: info.PendingBirthday
      ? { birthday: info.PendingBirthday.Birthday, confirmer: info.PendingBirthday.Confirmer }
      : null,
  };
}

/** What the derived flags need from a class (SPEC §3 Class): 0 means not allowed. */
export interface ClassPermissions {
  ReadOtherBook: number;
  PublicBook: number;
}

/** SPEC §3 derived flags of the signed-in user. */
export interface UserFlags {
  isStudent: boolean;
  isClassStudent: boolean;
  notStudent: boolean;
  isTeacher: boolean;
  isArtist: boolean;
  /** Manages a plan (a plan entry with IsManager). */
  canManagePlan: boolean;
  /** The managed plan's OpenId; "" when none. */
  managePlanOpenId: string;
  /** Belongs to a school plan (a plan entry with Type above 0). */
  isInSchoolPlan: boolean;
  schoolPlanOpenId: string;
  /** Belongs to a family plan (a plan entry with Type 0). */
  isInFamilyPlan: boolean;
  familyPlanOpenId: string;
  /** The family plan's expire time is before now (false without a family plan). */
  familyPlanExpired: boolean;
  canReadComic: boolean;
  canReadPictureStory: boolean;
  canReadFlashFiction: boolean;
  canReadLongformStory: boolean;
  canReadPoetry: boolean;
  canReadOtherBook: boolean;
  canPublicBook: boolean;
  ageGroup: AgeGroupId;
  barClosed: boolean;
}

/** SPEC §3: family plan is Type 0; any Type above 0 is a school plan. */
export function isFamilyPlanEntry(plan: ServerPlanEntry): boolean {
  return plan.Type === 0;
}
export function isSchoolPlanEntry(plan: ServerPlanEntry): boolean {
  return plan.Type > 0;
}

/** Expire time (date-time text) before `nowMs`; unreadable text counts as not expired. */
export function isExpiredAt(expireTime: string | null | undefined, nowMs: number): boolean {
  if (!expireTime) return false;
  const at = Date.parse(expireTime);
  return Number.isFinite(at) && at < nowMs;
}

/**
 * SPEC §5: reading permission for all five story types is true for non-students, or for a
 * student with a valid age (at least 0).
 */
export function canReadStories(accountType: number, age: number | null): boolean {
  if (!isStudentType(accountType)) return true;
  return age !== null && Number.isFinite(age) && age >= 0;
}

/**
 * SPEC §4: for a student, reading others' books and publishing are allowed if any of the
 * student's classes allows them. Both default to true: for non-students, before the class list
 * is known (`classes` undefined), and for a student in no class (no teacher has restricted them).
 */
export function classPermissions(
  student: boolean,
  classes: readonly ClassPermissions[] | undefined,
): { canReadOtherBook: boolean; canPublicBook: boolean } {
  if (!student || !classes || classes.length === 0) {
    return { canReadOtherBook: true, canPublicBook: true };
  }
  return {
    canReadOtherBook: classes.some((c) => Number(c.ReadOtherBook) !== 0),
    canPublicBook: classes.some((c) => Number(c.PublicBook) !== 0),
  };
}

/** Computes every SPEC §3 derived flag at `nowMs`, with the class list when known. */
export function deriveUserFlags(
  user: SignedInUser,
  nowMs: number,
  classes?: readonly ClassPermissions[],
): UserFlags {
  const isStudent = isStudentType(user.accountType);
  const plans = user.Plans ?? [];
  const managed = plans.find((p) => p.IsManager);
  const school = plans.find(isSchoolPlanEntry);
  const family = plans.find(isFamilyPlanEntry);
  const canRead = canReadStories(user.accountType, user.age);
  return {
    isStudent,
    isClassStudent: isClassStudentType(user.accountType),
    notStudent: !isStudent,
    isTeacher: isTeacherType(user.accountType),
    isArtist: isArtistType(user.accountType),
    canManagePlan: managed !== undefined,
    managePlanOpenId: managed?.OpenId ?? '',
    isInSchoolPlan: school !== undefined,
    schoolPlanOpenId: school?.OpenId ?? '',
    isInFamilyPlan: family !== undefined,
    familyPlanOpenId: family?.OpenId ?? '',
    familyPlanExpired: family !== undefined && isExpiredAt(family.ExpireTime, nowMs),
    canReadComic: canRead,
    canReadPictureStory: canRead,
    canReadFlashFiction: canRead,
    canReadLongformStory: canRead,
    canReadPoetry: canRead,
    ...classPermissions(isStudent, classes),
    ageGroup: ageGroupFor(user.age),
    barClosed: user.barClosed,
  };
}

/** SPEC §4: the plan whose info the user sees: teachers use the school plan, others the managed one. */
export function planInfoOpenId(flags: UserFlags): string {
  return flags.isTeacher ? flags.schoolPlanOpenId : flags.managePlanOpenId;
}
