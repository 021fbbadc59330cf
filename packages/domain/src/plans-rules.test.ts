import { describe, expect, it } from 'vitest';
import { ErrorCode, Message } from './errors';
import { translateMessage } from './messages';
import {
  addMemberPriceCents,
  dayMs,
  individualTrialCategory,
  isTrialCategory,
  livePlanEntries,
  membershipAt,
  PlanErrorCode,
  planLimits,
  schoolTrialCategory,
  schoolUnitPriceCents,
} from './plans';
import { isExpiredAt, isFamilyPlanEntry, isSchoolPlanEntry } from './user';
import type { ServerPlanEntry } from './user-info';

/**
 * The plan rules plans.test.ts leaves out (issue 16, "unit tests for every derived flag and
 * rule"): the limits as SPEC §9 states them, the school tier's unit price at each boundary, trial
 * categories, which plan entries are family or school and which still run, the plan error codes
 * and the SPEC texts of the plan refusals.
 */

const now = Date.UTC(2026, 10, 28, 12, 0, 0);
const entry = (over: Partial<ServerPlanEntry>): ServerPlanEntry => ({
  IsManager: false,
  OpenId: 'p1',
  Type: 0,
  ExpireTime: new Date(now + dayMs).toISOString(),
  ...over,
});

describe('SPEC §9 plan limits', () => {
  it('family 2 to 5 members (default 5), school 10 to 200, 7-day trials with 40 teacher seats', () => {
    expect(planLimits).toMatchObject({
      familyMin: 2,
      familyMax: 5,
      familyDefault: 5,
      schoolMin: 10,
      schoolMax: 200,
      freeTrialDays: 7,
      teacherTrialSeats: 40,
      invitationDays: 7,
    });
  });
});

describe('SPEC §9 school unit price (cents per account) by the total', () => {
  it.each([
    [1, 800],
    [15, 800],
    [16, 720],
    [100, 720],
    [101, 680],
    [200, 680],
    [0, null],
    [201, null],
    [12.5, null],
    [Number.NaN, null],
  ])('%s accounts -> %s', (accounts, cents) => {
    expect(schoolUnitPriceCents(accounts)).toBe(cents);
  });

  it('adding accounts prices them at the tier of the new total', () => {
    // 14 + 2 = 16 accounts: the 16-100 tier, a full year left.
    expect(addMemberPriceCents(14, 2, now + 365 * dayMs, now)).toBe(2 * 720);
    // 98 + 3 = 101: the 101-200 tier.
    expect(addMemberPriceCents(98, 3, now + 365 * dayMs, now)).toBe(3 * 680);
    // More than a year left is charged as one year.
    expect(addMemberPriceCents(20, 1, now + 500 * dayMs, now)).toBe(720);
    // Part of a day left counts as a whole day.
    expect(addMemberPriceCents(20, 1, now + 1, now)).toBe(Math.round(720 / 365));
  });
});

describe('trial categories (SPEC §3 Category "1"; decision 024)', () => {
  it.each([
    [schoolTrialCategory, true],
    [individualTrialCategory, true],
    ['', false],
    ['2', false],
    ['TRIAL', false],
  ])('%j -> %s', (category, trial) => {
    expect(isTrialCategory(category)).toBe(trial);
  });

  it('a paid plan beside a trial: a member, not in a free trial', () => {
    const m = membershipAt(
      [
        { kind: 'school', expiresAt: now + 3 * dayMs, category: schoolTrialCategory },
        { kind: 'individual', expiresAt: now + 30 * dayMs, category: '' },
      ],
      now,
    );
    expect(m).toEqual({
      isMember: true,
      isInFreeTrial: false,
      freeTrialExpireTime: new Date(now + 3 * dayMs).toISOString(),
      membershipTime: new Date(now + 30 * dayMs).toISOString(),
    });
  });
});

describe('plan entries in user info (SPEC §3: Type 0 family, above 0 school)', () => {
  it.each([
    [0, true, false],
    [1, false, true],
    [2, false, true],
  ])('Type %s: family %s, school %s', (type, family, school) => {
    expect(isFamilyPlanEntry(entry({ Type: type }))).toBe(family);
    expect(isSchoolPlanEntry(entry({ Type: type }))).toBe(school);
  });

  it('only entries that still run at now are live (the end is exact)', () => {
    const running = entry({ OpenId: 'running' });
    const endsNow = entry({ OpenId: 'ends-now', ExpireTime: new Date(now).toISOString() });
    const ended = entry({ OpenId: 'ended', ExpireTime: new Date(now - 1).toISOString() });
    expect(livePlanEntries([running, endsNow, ended], now).map((e) => e.OpenId)).toEqual([
      'running',
    ]);
  });

  it('expire time before now is expired; missing or unreadable text is not', () => {
    expect(isExpiredAt(new Date(now - 1).toISOString(), now)).toBe(true);
    expect(isExpiredAt(new Date(now + 1).toISOString(), now)).toBe(false);
    expect(isExpiredAt('', now)).toBe(false);
    expect(isExpiredAt(null, now)).toBe(false);
    expect(isExpiredAt('not a date', now)).toBe(false);
  });
});

describe('plan refusals (docs/api.md "Plans", SPEC §8 texts)', () => {
  it('the plan error codes are distinct and apart from the shared ones', () => {
    const codes = Object.values(PlanErrorCode);
    expect(new Set(codes).size).toBe(codes.length);
    const shared = new Set<number>(Object.values(ErrorCode));
    expect(codes.filter((c) => shared.has(c))).toEqual([]);
  });

  it.each([
    ['monthlyInSchoolPlan', "You're in School Plan, Monthly Plan is not available."],
    ['noSuchPackage', 'No this kind of package'],
    ['membershipExpired', 'Sorry, your membership has expired. Please renew to resume the class.'],
    [
      'trialExpired',
      'Sorry, your free trial has expired. Become a member today to unlock more fun.',
    ],
    [
      'classNotCovered',
      'Whoops, this class is not covered with the School Plan, individual membership needed',
    ],
    ['becomeSchoolMember', 'Become a school plan member today...'],
  ] as const)('%s says the SPEC text', (key, text) => {
    expect(Message[key]).toBe(text);
    expect(translateMessage(key, 'en')).toBe(text);
  });
});
