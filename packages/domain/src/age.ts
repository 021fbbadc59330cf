/** Age groups (SPEC §3) and the age-group rule (SPEC §5). */
export const ageGroups = [
  { id: 'all', label: 'All', minAge: 0 },
  { id: '3+', label: '3+ preschooler', minAge: 3 },
  { id: '6+', label: '6+ kid', minAge: 6 },
  { id: '9+', label: '9+ tween', minAge: 9 },
  { id: '13+', label: '13+ teen', minAge: 13 },
  { id: '16+', label: '16+ young adult', minAge: 16 },
] as const;
export type AgeGroupId = (typeof ageGroups)[number]['id'];

/** The highest age bracket whose lower bound is at most the age; `all` for no valid age. */
export function ageGroupFor(age: number | null | undefined): AgeGroupId {
  if (age === null || age === undefined || !Number.isFinite(age) || age < 0) return 'all';
  let group: AgeGroupId = 'all';
  for (const g of ageGroups) if (g.minAge <= age) group = g.id;
  return group;
}

/** Whole years between a birthday (YYYY-MM-DD) and a moment (epoch ms, UTC). */
export function ageOn(birthday: string, nowMs: number): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthday);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const born = new Date(Date.UTC(y, mo - 1, d));
  if (born.getUTCFullYear() !== y || born.getUTCMonth() !== mo - 1 || born.getUTCDate() !== d) {
    return null;
  }
  const now = new Date(nowMs);
  let age = now.getUTCFullYear() - y;
  const beforeBirthday =
    now.getUTCMonth() < mo - 1 || (now.getUTCMonth() === mo - 1 && now.getUTCDate() < d);
  if (beforeBirthday) age -= 1;
  return age;
}

/** Under this age an account made outside a class needs a parent's consent (PRODUCT.md). */
const consentAge = 13;

/**
 * Whether a birthday change must be confirmed by the parent (or staff) before it counts
 * (guides/children-safety.md "a child cannot undo protection"; decision 021). It must when the
 * account is under 13 by its confirmed birthday, or when the change moves it across 13 or into
 * another reading bracket (All, 3+, 6+, 9+, 13+, 16+). A first birthday (none confirmed yet)
 * goes through the sign-up rules instead; a change within one bracket at 13 or older is free.
 */
export function birthdayChangeNeedsConfirmation(
  confirmed: string | null,
  requested: string,
  nowMs: number,
): boolean {
  if (confirmed === null || confirmed === requested) return false;
  const before = ageOn(confirmed, nowMs);
  const after = ageOn(requested, nowMs);
  if (before === null || after === null) return before !== after;
  if (before < consentAge || after < consentAge) return true;
  return ageGroupFor(before) !== ageGroupFor(after);
}
