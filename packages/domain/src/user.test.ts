import { describe, expect, it } from 'vitest';
import {
  barClosedFrom,
  canReadStories,
  classPermissions,
  deriveUserFlags,
  isExpiredAt,
  planInfoOpenId,
  type SignedInUser,
  toSignedInUser,
} from './user';
import type { ServerPlanEntry, ServerUserInfo } from './user-info';

const now = Date.parse('2026-11-22T12:00:00Z');

const serverInfo: ServerUserInfo = {
  Uid: 'u_1',
  UserName: 'demo-writer',
  Name: 'Ana María',
  Avatar: '/a/s.png',
  OriginalAvatar: '/a/o.png',
  LargeAvatar: '/a/l.png',
  Email: 'writer@example.com',
  IsActive: 1,
  AccountType: 4,
  RoleLabel: 'writer',
  StaffRole: 'none',
  IsMember: true,
  IsInFreeTrial: false,
  FreeTrialExpireTime: null,
  MembershipTime: '2027-01-01T00:00:00Z',
  LastLogin: '2026-11-21T08:00:00Z',
  DateJoined: '2025-01-01T00:00:00Z',
  StripeCustomerId: true,
  Crown: 120,
  Gift: 2,
  Ticket: 7,
  Birthday: '2012-05-04',
  Age: 14,
  Level: 3,
  Theme: 'ocean',
  Country: 'US',
  Language: 'en',
  Plans: [],
  PasswordInsecure: false,
  JoinFromPreviewSite: false,
  IsNewBorn: false,
  BookCount: 5,
  BarClosed: 0,
  SearchKey: 'dragons',
  ChallengeId: 'ch_1',
  NeedsParentConsent: false,
  TotpEnabled: true,
};

const userWith = (overrides: Partial<ServerUserInfo>): SignedInUser =>
  toSignedInUser({ ...serverInfo, ...overrides }, now);
const flagsOf = (
  overrides: Partial<ServerUserInfo>,
  classes?: Parameters<typeof deriveUserFlags>[2],
) => deriveUserFlags(userWith(overrides), now, classes);

const plan = (overrides: Partial<ServerPlanEntry>): ServerPlanEntry => ({
  IsManager: false,
  OpenId: 'p_x',
  Type: 1,
  ExpireTime: '2027-06-01T00:00:00Z',
  ...overrides,
});

describe('toSignedInUser (SPEC §3 Signed-in user from server user info)', () => {
  it('maps every field', () => {
    expect(toSignedInUser(serverInfo, now)).toEqual({
      isLogin: true,
      uid: 'u_1',
      username: 'demo-writer',
      name: 'Ana María',
      avatar: '/a/s.png',
      originalAvatar: '/a/o.png',
      largeAvatar: '/a/l.png',
      email: 'writer@example.com',
      isActive: 1,
      accountType: 4,
      roleLabel: 'writer',
      isMember: true,
      isInFreeTrial: false,
      FreeTrialExpireTime: null,
      MembershipTime: '2027-01-01T00:00:00Z',
      lastLogin: '2026-11-21T08:00:00Z',
      dateJoined: '2025-01-01T00:00:00Z',
      stripeCustomerId: true,
      crown: 120,
      gift: 2,
      ticket: 7,
      birthday: '2012-05-04',
      age: 14,
      ageGroup: '13+',
      level: 3,
      theme: 'ocean',
      country: 'US',
      Plans: [],
      PasswordInsecure: false,
      joinFromPreviewSite: false,
      isNewBorn: false,
      bookCount: 5,
      barClosed: false,
      searchKey: 'dragons',
      challengeId: 'ch_1',
      staffRole: 'none',
      language: 'en',
      needsParentConsent: false,
      pendingBirthday: null,
      totpEnabled: true,
    });
  });

  it('maps a birthday change waiting for its confirmer', () => {
    expect(
      userWith({ PendingBirthday: { Birthday: '1990-01-01', Confirmer: 'parent' } })
        .pendingBirthday,
    ).toEqual({ birthday: '1990-01-01', confirmer: 'parent' });
  });

  it('uses the default background "standard" when the server has no theme', () => {
    expect(userWith({ Theme: '' }).theme).toBe('standard');
  });

  it('computes the age from the birthday when the server sends none', () => {
    expect(userWith({ Age: null, Birthday: '2016-11-23' }).age).toBe(9);
    expect(userWith({ Age: null, Birthday: '2016-11-22' }).age).toBe(10);
  });

  it('keeps the age unknown without age and birthday', () => {
    const user = userWith({ Age: null, Birthday: null });
    expect(user.age).toBeNull();
    expect(user.ageGroup).toBe('all');
  });
});

describe('derived flags (SPEC §3), one by one', () => {
  describe('isStudent', () => {
    it.each([
      [0, false],
      [1, true],
      [2, false],
      [3, false],
      [4, false],
      [5, false],
      [6, true],
      [7, true],
      [8, true],
      [9, true],
    ])('account type %i -> %s', (type, expected) => {
      expect(flagsOf({ AccountType: type }).isStudent).toBe(expected);
    });
  });

  describe('isClassStudent', () => {
    it.each([
      [9, true],
      [1, false],
      [6, false],
      [8, false],
      [0, false],
    ])('account type %i -> %s', (type, expected) => {
      expect(flagsOf({ AccountType: type }).isClassStudent).toBe(expected);
    });
  });

  describe('notStudent', () => {
    it.each([
      [0, true],
      [2, true],
      [5, true],
      [1, false],
      [9, false],
    ])('account type %i -> %s', (type, expected) => {
      expect(flagsOf({ AccountType: type }).notStudent).toBe(expected);
    });
  });

  describe('isTeacher', () => {
    it.each([
      [2, true],
      [0, false],
      [3, false],
      [9, false],
    ])('account type %i -> %s', (type, expected) => {
      expect(flagsOf({ AccountType: type }).isTeacher).toBe(expected);
    });
  });

  describe('isArtist', () => {
    it.each([
      [3, true],
      [2, false],
      [4, false],
    ])('account type %i -> %s', (type, expected) => {
      expect(flagsOf({ AccountType: type }).isArtist).toBe(expected);
    });
  });

  describe('canManagePlan and managePlanOpenId', () => {
    it('are false and empty without plans', () => {
      const flags = flagsOf({ Plans: [] });
      expect(flags.canManagePlan).toBe(false);
      expect(flags.managePlanOpenId).toBe('');
    });
    it('are false and empty for a plan member who is not its manager', () => {
      const flags = flagsOf({ Plans: [plan({ OpenId: 'p_member', IsManager: false })] });
      expect(flags.canManagePlan).toBe(false);
      expect(flags.managePlanOpenId).toBe('');
    });
    it('name the managed plan', () => {
      const flags = flagsOf({
        Plans: [plan({ OpenId: 'p_member' }), plan({ OpenId: 'p_mine', IsManager: true, Type: 0 })],
      });
      expect(flags.canManagePlan).toBe(true);
      expect(flags.managePlanOpenId).toBe('p_mine');
    });
  });

  describe('isInSchoolPlan and schoolPlanOpenId', () => {
    it('are set by a plan with Type above 0', () => {
      const flags = flagsOf({ Plans: [plan({ OpenId: 'p_school', Type: 2 })] });
      expect(flags.isInSchoolPlan).toBe(true);
      expect(flags.schoolPlanOpenId).toBe('p_school');
    });
    it('are not set by a family plan (Type 0)', () => {
      const flags = flagsOf({ Plans: [plan({ OpenId: 'p_family', Type: 0 })] });
      expect(flags.isInSchoolPlan).toBe(false);
      expect(flags.schoolPlanOpenId).toBe('');
    });
  });

  describe('isInFamilyPlan and familyPlanOpenId', () => {
    it('are set by a plan with Type 0', () => {
      const flags = flagsOf({ Plans: [plan({ OpenId: 'p_family', Type: 0 })] });
      expect(flags.isInFamilyPlan).toBe(true);
      expect(flags.familyPlanOpenId).toBe('p_family');
    });
    it('are not set by a school plan', () => {
      const flags = flagsOf({ Plans: [plan({ OpenId: 'p_school', Type: 1 })] });
      expect(flags.isInFamilyPlan).toBe(false);
      expect(flags.familyPlanOpenId).toBe('');
    });
  });

  describe('familyPlanExpired', () => {
    it('is true when the family plan expire time is before now', () => {
      const family = plan({ Type: 0, ExpireTime: '2026-11-22T11:59:59Z' });
      expect(flagsOf({ Plans: [family] }).familyPlanExpired).toBe(true);
    });
    it('is false when the family plan expires later', () => {
      const family = plan({ Type: 0, ExpireTime: '2026-11-22T12:00:01Z' });
      expect(flagsOf({ Plans: [family] }).familyPlanExpired).toBe(false);
    });
    it('is false without a family plan, even with an expired school plan', () => {
      const school = plan({ Type: 1, ExpireTime: '2020-01-01T00:00:00Z' });
      expect(flagsOf({ Plans: [school] }).familyPlanExpired).toBe(false);
    });
    it('reads expire times as text: unreadable text is not expired', () => {
      expect(isExpiredAt('not a date', now)).toBe(false);
      expect(isExpiredAt('', now)).toBe(false);
      expect(isExpiredAt('2026-11-21', now)).toBe(true);
    });
  });

  // SPEC §5: reading permission for all five story types is true for non-students or age >= 0.
  const readFlags = [
    'canReadComic',
    'canReadPictureStory',
    'canReadFlashFiction',
    'canReadLongformStory',
    'canReadPoetry',
  ] as const;
  for (const flag of readFlags) {
    describe(flag, () => {
      it('is true for a non-student without an age', () => {
        expect(flagsOf({ AccountType: 4, Age: null, Birthday: null })[flag]).toBe(true);
      });
      it('is true for a student aged 0 or more', () => {
        expect(flagsOf({ AccountType: 1, Age: 0 })[flag]).toBe(true);
        expect(flagsOf({ AccountType: 9, Age: 11 })[flag]).toBe(true);
      });
      it('is false for a student without a valid age', () => {
        expect(flagsOf({ AccountType: 9, Age: null, Birthday: null })[flag]).toBe(false);
        expect(flagsOf({ AccountType: 1, Age: -1 })[flag]).toBe(false);
      });
    });
  }
  it('canReadStories agrees with the flags', () => {
    expect(canReadStories(0, null)).toBe(true);
    expect(canReadStories(6, 7)).toBe(true);
    expect(canReadStories(6, null)).toBe(false);
  });

  describe('canReadOtherBook', () => {
    it('defaults to true', () => {
      expect(flagsOf({}).canReadOtherBook).toBe(true);
      expect(flagsOf({ AccountType: 9 }).canReadOtherBook).toBe(true);
    });
    it('is true for a student when any class allows it', () => {
      const classes = [
        { ReadOtherBook: 0, PublicBook: 0 },
        { ReadOtherBook: 1, PublicBook: 0 },
      ];
      expect(flagsOf({ AccountType: 9 }, classes).canReadOtherBook).toBe(true);
    });
    it('is false for a student when no class allows it', () => {
      const classes = [{ ReadOtherBook: 0, PublicBook: 1 }];
      expect(flagsOf({ AccountType: 9 }, classes).canReadOtherBook).toBe(false);
    });
    it('stays true for a non-student whatever the classes say', () => {
      const classes = [{ ReadOtherBook: 0, PublicBook: 0 }];
      expect(flagsOf({ AccountType: 2 }, classes).canReadOtherBook).toBe(true);
    });
    it('stays true for a student in no class', () => {
      expect(flagsOf({ AccountType: 1 }, []).canReadOtherBook).toBe(true);
    });
  });

  describe('canPublicBook', () => {
    it('defaults to true', () => {
      expect(flagsOf({}).canPublicBook).toBe(true);
      expect(flagsOf({ AccountType: 9 }).canPublicBook).toBe(true);
    });
    it('is true for a student when any class allows it', () => {
      const classes = [
        { ReadOtherBook: 1, PublicBook: 0 },
        { ReadOtherBook: 0, PublicBook: 1 },
      ];
      expect(flagsOf({ AccountType: 6 }, classes).canPublicBook).toBe(true);
    });
    it('is false for a student when no class allows it', () => {
      const classes = [{ ReadOtherBook: 1, PublicBook: 0 }];
      expect(flagsOf({ AccountType: 9 }, classes).canPublicBook).toBe(false);
    });
    it('stays true for a non-student whatever the classes say', () => {
      const classes = [{ ReadOtherBook: 0, PublicBook: 0 }];
      expect(flagsOf({ AccountType: 0 }, classes).canPublicBook).toBe(true);
    });
    it('classPermissions treats any non-zero value as allowed', () => {
      expect(classPermissions(true, [{ ReadOtherBook: 2, PublicBook: 0 }])).toEqual({
        canReadOtherBook: true,
        canPublicBook: false,
      });
    });
  });

  describe('ageGroup', () => {
    it.each([
      [null, 'all'],
      [2, 'all'],
      [3, '3+'],
      [8, '6+'],
      [9, '9+'],
      [15, '13+'],
      [16, '16+'],
      [40, '16+'],
    ])('age %s -> %s', (age, expected) => {
      expect(flagsOf({ Age: age, Birthday: null }).ageGroup).toBe(expected);
    });
  });

  describe('barClosed', () => {
    it('is true when the stored value equals 1', () => {
      expect(flagsOf({ BarClosed: 1 }).barClosed).toBe(true);
      expect(userWith({ BarClosed: 1 }).barClosed).toBe(true);
    });
    it('is false for any other stored value', () => {
      expect(flagsOf({ BarClosed: 0 }).barClosed).toBe(false);
      expect(flagsOf({ BarClosed: 2 }).barClosed).toBe(false);
    });
    it('barClosedFrom reads text and missing values', () => {
      expect(barClosedFrom('1')).toBe(true);
      expect(barClosedFrom(null)).toBe(false);
      expect(barClosedFrom(undefined)).toBe(false);
    });
  });
});

describe('planInfoOpenId (SPEC §4)', () => {
  const plans = [
    plan({ OpenId: 'p_school', Type: 1 }),
    plan({ OpenId: 'p_family', Type: 0, IsManager: true }),
  ];
  it('teachers use the school plan id', () => {
    expect(planInfoOpenId(flagsOf({ AccountType: 2, Plans: plans }))).toBe('p_school');
  });
  it('others use the managed plan id', () => {
    expect(planInfoOpenId(flagsOf({ AccountType: 4, Plans: plans }))).toBe('p_family');
  });
});
