import { describe, expect, it } from 'vitest';
import { Message } from './errors';
import { translateMessage } from './messages';
import {
  addMemberPriceCents,
  dayMs,
  isPlanItem,
  isSchoolFreeTrial,
  type LivePlan,
  membershipAt,
  notLoaded,
  type PlanInfo,
  planDisplay,
  planTypeOf,
  schoolMinimum,
  schoolPlanPriceCents,
  validateFamilyMembers,
  validateSchoolMembers,
} from './plans';

const now = Date.UTC(2026, 10, 26, 12, 0, 0);
const plan = (over: Partial<LivePlan>): LivePlan => ({
  kind: 'individual',
  expiresAt: now + dayMs,
  category: '',
  ...over,
});

describe('membershipAt (decision 024: membership by time)', () => {
  it.each([
    ['no plans', [], false],
    ['a plan ending tomorrow', [plan({ expiresAt: now + dayMs })], true],
    ['a plan that ended yesterday', [plan({ expiresAt: now - dayMs })], false],
    ['a plan ending at exactly now', [plan({ expiresAt: now })], false],
    ['a plan ending one millisecond after now', [plan({ expiresAt: now + 1 })], true],
    [
      'an expired plan and a live family plan',
      [plan({ expiresAt: now - 1 }), plan({ kind: 'family' })],
      true,
    ],
  ] as const)('%s: isMember %s', (_name, plans, member) => {
    expect(membershipAt(plans, now).isMember).toBe(member);
  });

  it('a live trial alone is a free trial, with its end as FreeTrialExpireTime', () => {
    const m = membershipAt([plan({ category: 'trial', expiresAt: now + 7 * dayMs })], now);
    expect(m).toEqual({
      isMember: true,
      isInFreeTrial: true,
      freeTrialExpireTime: new Date(now + 7 * dayMs).toISOString(),
      membershipTime: null,
    });
  });

  it('a school trial (Category "1") counts as a free trial too', () => {
    expect(membershipAt([plan({ kind: 'school', category: '1' })], now).isInFreeTrial).toBe(true);
  });

  it('a paid plan beside a trial is not a free trial; MembershipTime is the latest paid end', () => {
    const m = membershipAt(
      [
        plan({ category: 'trial' }),
        plan({ expiresAt: now + 30 * dayMs }),
        plan({ kind: 'family', expiresAt: now + 300 * dayMs }),
      ],
      now,
    );
    expect(m.isInFreeTrial).toBe(false);
    expect(m.membershipTime).toBe(new Date(now + 300 * dayMs).toISOString());
  });

  it('an expired trial is neither membership nor a free trial', () => {
    expect(membershipAt([plan({ category: 'trial', expiresAt: now - 1 })], now)).toEqual({
      isMember: false,
      isInFreeTrial: false,
      freeTrialExpireTime: null,
      membershipTime: null,
    });
  });
});

describe('SPEC §5 family plan member count', () => {
  it.each([
    [1, 'familyPlanMembers'],
    [2, null],
    [5, null],
    [6, 'familyPlanMembers'],
    [2.5, 'familyPlanMembers'],
    [Number.NaN, 'familyPlanMembers'],
  ])('%s -> %s', (count, key) => {
    expect(validateFamilyMembers(count)).toBe(key);
  });

  it('says the SPEC text', () => {
    expect(Message.familyPlanMembers).toBe(
      'Family plan requires at least two members to participate and up to five participants.',
    );
  });
});

describe('SPEC §5 school plan member count', () => {
  it('the minimum is 10, raised to the server minimum when higher', () => {
    expect(schoolMinimum(undefined)).toBe(10);
    expect(schoolMinimum(4)).toBe(10);
    expect(schoolMinimum(23)).toBe(23);
  });

  it.each([
    [9, 10, { key: 'schoolPlanMembers', params: { min: 10 } }],
    [10, 10, null],
    [200, 10, null],
    [201, 10, { key: 'schoolPlanDistrict', params: { max: 200 } }],
    [22, 23, { key: 'schoolPlanMembers', params: { min: 23 } }],
    [12.5, 10, { key: 'schoolPlanMembers', params: { min: 10 } }],
  ])('%s with minimum %s', (count, min, problem) => {
    expect(validateSchoolMembers(count, min)).toEqual(problem);
  });

  it('words the minimum as SPEC does', () => {
    expect(translateMessage('schoolPlanMembers', 'en', { min: 12 })).toBe(
      'You have added 12 teachers and students in your class. Please enter a number 12-200 to cover all the current accounts.',
    );
  });
});

describe('SPEC §9 school plan price', () => {
  it.each([
    [0, null],
    [1, 800],
    [10, 8000],
    [15, 12000],
    [16, 12720],
    [100, 73200],
    [101, 73880],
    [200, 141200],
    [201, null],
  ])('%s accounts -> %s cents', (n, cents) => {
    expect(schoolPlanPriceCents(n)).toBe(cents);
  });

  it('adding members costs the new tier unit price prorated by the days left', () => {
    // 20 seats + 5 = 25 (tier 7.20), half a year left.
    expect(addMemberPriceCents(20, 5, now + 182.5 * dayMs, now)).toBe(
      Math.round((720 * 5 * 183) / 365),
    );
    expect(addMemberPriceCents(20, 5, now + 365 * dayMs, now)).toBe(3600);
    expect(addMemberPriceCents(20, 5, now - dayMs, now)).toBe(0);
    expect(addMemberPriceCents(199, 5, now + 365 * dayMs, now)).toBeNull();
    expect(addMemberPriceCents(20, 0, now + 365 * dayMs, now)).toBeNull();
  });
});

describe('SPEC §3 Plan', () => {
  const info: PlanInfo = {
    openId: 'p1',
    MaxMember: 5,
    MemberCount: 2,
    Type: 0,
    ExpireTime: '2027-11-26T12:00:00.000Z',
    Expired: false,
    StudentCount: 0,
    TeacherCount: 0,
    CreateTime: '2026-11-26T12:00:00.000Z',
    Category: '',
  };

  it('shows "--" for every field before loading', () => {
    expect(Object.values(planDisplay(null))).toEqual(Array(10).fill(notLoaded));
  });

  it('shows the values once loaded, dates as days', () => {
    expect(planDisplay(info)).toMatchObject({
      MaxMember: '5',
      MemberCount: '2',
      ExpireTime: '2027-11-26',
      CreateTime: '2026-11-26',
    });
  });

  it('Category "1" while not expired is a school-plan free trial', () => {
    expect(isSchoolFreeTrial({ Category: '1', Expired: false })).toBe(true);
    expect(isSchoolFreeTrial({ Category: '1', Expired: true })).toBe(false);
    expect(isSchoolFreeTrial({ Category: '', Expired: false })).toBe(false);
  });

  it('Type is 0 for a family plan and above 0 for a school plan; individual plans have none', () => {
    expect(planTypeOf('family')).toBe(0);
    expect(planTypeOf('school')).toBeGreaterThan(0);
    expect(planTypeOf('individual')).toBeNull();
  });

  it('knows the SPEC §9 plan items only', () => {
    expect(isPlanItem('FAMILY_PLAN')).toBe(true);
    expect(isPlanItem('PRINT_BOOK')).toBe(false);
    expect(isPlanItem('GOLD_PLAN')).toBe(false);
  });
});
