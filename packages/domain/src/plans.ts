import type { MessageKey } from './errors';
import type { ServerPlanEntry } from './user-info';

/**
 * Plans and membership (SPEC §3 Plan, §5 member counts, §9 prices and limits; PRODUCT.md
 * "Plans and payments"; decision 024). Pure rules shared by the web and the server.
 */

/** Envelope codes of the plan calls (docs/api.md "Plans"); kept here, not in ErrorCode, so the home page does not carry them. */
export const PlanErrorCode = {
  PLAN_MEMBER_COUNT: 100701,
  PLAN_FULL: 100702,
  ALREADY_IN_PLAN: 100703,
  FREE_TRIAL_USED: 100704,
  NO_SUCH_PACKAGE: 100705,
  MONTHLY_IN_SCHOOL_PLAN: 100706,
  PLAN_NEEDED: 100707,
  PLAN_EXPIRED: 100708,
} as const;

/** SPEC §9 pay item codes of plans (PRINT_BOOK belongs to print). */
export const PlanItem = {
  MONTHLY_PLAN: 'MONTHLY_PLAN',
  ONE_YEAR: 'ONE_YEAR',
  FAMILY_PLAN: 'FAMILY_PLAN',
  SCHOOL_PLAN: 'SCHOOL_PLAN',
  RENEW_SCHOOL_PLAN: 'RENEW_SCHOOL_PLAN',
  PLAN_ADD_MEMBER: 'PLAN_ADD_MEMBER',
} as const;
export type PlanItem = (typeof PlanItem)[keyof typeof PlanItem];

export function isPlanItem(value: string): value is PlanItem {
  return Object.values(PlanItem).includes(value as PlanItem);
}

export const planLimits = {
  /** SPEC §5 / §9: family plan 2 to 5 members, default 5. */
  familyMin: 2,
  familyMax: 5,
  familyDefault: 5,
  /** SPEC §9: school plan 10 (or the server minimum) to 200 accounts. */
  schoolMin: 10,
  schoolMax: 200,
  /** SPEC §9: free trial 7 days; a teacher free trial covers up to 40 students and teachers. */
  freeTrialDays: 7,
  teacherTrialSeats: 40,
  /** Invitation links stay valid 7 days (decision 024). */
  invitationDays: 7,
} as const;

export const dayMs = 24 * 60 * 60 * 1000;

/** The kind of a stored plan; SPEC §3 Type is 0 for family, above 0 for school. */
export type PlanKind = 'individual' | 'family' | 'school';

export function planTypeOf(kind: PlanKind): number | null {
  if (kind === 'family') return 0;
  if (kind === 'school') return 1;
  return null;
}

/** Plan.Category: "1" while not expired is a school-plan free trial (SPEC §3). */
export const schoolTrialCategory = '1';
/** The individual 7-day free trial (not a plan entry, only IsInFreeTrial). */
export const individualTrialCategory = 'trial';

export function isTrialCategory(category: string): boolean {
  return category === schoolTrialCategory || category === individualTrialCategory;
}

/** SPEC §3 Plan, as GetPlanInfo answers it. */
export interface PlanInfo {
  openId: string;
  MaxMember: number;
  MemberCount: number;
  Type: number;
  /** Date-time text, ISO 8601 UTC. */
  ExpireTime: string;
  Expired: boolean;
  StudentCount: number;
  TeacherCount: number;
  CreateTime: string;
  Category: string;
}

/** What a plan screen shows for each field: the value, or "--" before loading (SPEC §3). */
export type PlanDisplay = { [K in keyof PlanInfo]: string };

export const notLoaded = '--';

export function planDisplay(plan: PlanInfo | null | undefined): PlanDisplay {
  const text = (v: string | number | boolean | undefined) =>
    plan ? String(v ?? notLoaded) : notLoaded;
  return {
    openId: text(plan?.openId),
    MaxMember: text(plan?.MaxMember),
    MemberCount: text(plan?.MemberCount),
    Type: text(plan?.Type),
    ExpireTime: plan ? plan.ExpireTime.slice(0, 10) : notLoaded,
    Expired: text(plan?.Expired),
    StudentCount: text(plan?.StudentCount),
    TeacherCount: text(plan?.TeacherCount),
    CreateTime: plan ? plan.CreateTime.slice(0, 10) : notLoaded,
    Category: text(plan?.Category),
  };
}

/** SPEC §3: Category "1" while not expired means a school-plan free trial. */
export function isSchoolFreeTrial(plan: Pick<PlanInfo, 'Category' | 'Expired'>): boolean {
  return plan.Category === schoolTrialCategory && !plan.Expired;
}

/** A plan as the membership rule needs it (server rows and web entries alike). */
export interface LivePlan {
  kind: PlanKind;
  /** Epoch ms; the plan ends at exactly this time. */
  expiresAt: number;
  category: string;
}

export interface Membership {
  isMember: boolean;
  isInFreeTrial: boolean;
  /** ISO text of the latest live trial's end; null without one. */
  freeTrialExpireTime: string | null;
  /** ISO text of the latest live paid plan's end; null without one. */
  membershipTime: string | null;
}

/**
 * Who is a member at `now` (decision 024): in any plan with `expiresAt > now` (expiry ends
 * membership at the exact time). In a free trial when every live plan is a trial.
 */
export function membershipAt(plans: readonly LivePlan[], now: number): Membership {
  const live = plans.filter((p) => p.expiresAt > now);
  const trials = live.filter((p) => isTrialCategory(p.category));
  const paid = live.filter((p) => !isTrialCategory(p.category));
  const latest = (list: LivePlan[]) =>
    list.length === 0 ? null : new Date(Math.max(...list.map((p) => p.expiresAt))).toISOString();
  return {
    isMember: live.length > 0,
    isInFreeTrial: trials.length > 0 && paid.length === 0,
    freeTrialExpireTime: latest(trials),
    membershipTime: latest(paid),
  };
}

/** SPEC §5: family plan member count is a whole number 2 to 5. */
export function validateFamilyMembers(count: number): MessageKey | null {
  return Number.isInteger(count) && count >= planLimits.familyMin && count <= planLimits.familyMax
    ? null
    : 'familyPlanMembers';
}

/** SPEC §5: the school minimum is 10, raised to the server-given minimum if higher. */
export function schoolMinimum(serverMinimum: number | null | undefined): number {
  return Math.max(planLimits.schoolMin, Math.floor(Number(serverMinimum) || 0));
}

export type SchoolCountProblem =
  | { key: 'schoolPlanMembers'; params: { min: number } }
  | { key: 'schoolPlanDistrict'; params: { max: number } };

/**
 * SPEC §5: a whole number from the minimum to 200 ("You have added {min} teachers and students
 * in your class. Please enter a number {min}-200 ..."); above 200 the user is pointed to the
 * district plan.
 */
export function validateSchoolMembers(count: number, minimum: number): SchoolCountProblem | null {
  if (Number.isInteger(count) && count > planLimits.schoolMax) {
    return { key: 'schoolPlanDistrict', params: { max: planLimits.schoolMax } };
  }
  if (!Number.isInteger(count) || count < minimum) {
    return { key: 'schoolPlanMembers', params: { min: minimum } };
  }
  return null;
}

/** PRODUCT.md prices in integer cents. */
export const planPricesCents = {
  MONTHLY_PLAN: 399,
  ONE_YEAR: 2999,
  FAMILY_PLAN: 6999,
} as const;

/**
 * SPEC §9 school plan price for n accounts, in cents: up to 15 at 8 each; 16 to 100: 120 plus
 * 7.2 per account above 15; 101 to 200: 732 plus 6.8 per account above 100; beyond 200 (or
 * below 1) not priced (null).
 */
export function schoolPlanPriceCents(accounts: number): number | null {
  if (!Number.isInteger(accounts) || accounts < 1 || accounts > planLimits.schoolMax) return null;
  if (accounts <= 15) return accounts * 800;
  if (accounts <= 100) return 12000 + (accounts - 15) * 720;
  return 73200 + (accounts - 100) * 680;
}

/** The school tier's unit price (cents per account) for a total of `accounts`. */
export function schoolUnitPriceCents(accounts: number): number | null {
  if (!Number.isInteger(accounts) || accounts < 1 || accounts > planLimits.schoolMax) return null;
  if (accounts <= 15) return 800;
  if (accounts <= 100) return 720;
  return 680;
}

/**
 * PRODUCT.md PLAN_ADD_MEMBER: the tier unit price of the new total, prorated by the days left in
 * the plan year (whole days, rounded up; nothing left costs nothing).
 */
export function addMemberPriceCents(
  currentSeats: number,
  added: number,
  expiresAt: number,
  now: number,
): number | null {
  const unit = schoolUnitPriceCents(currentSeats + added);
  if (unit === null || !Number.isInteger(added) || added < 1) return null;
  const daysLeft = Math.max(0, Math.min(365, Math.ceil((expiresAt - now) / dayMs)));
  return Math.round((unit * added * daysLeft) / 365);
}

/** The plan entries (SPEC §3) whose plan still runs at `now`. */
export function livePlanEntries(entries: readonly ServerPlanEntry[], now: number) {
  return entries.filter((e) => Date.parse(e.ExpireTime) > now);
}
