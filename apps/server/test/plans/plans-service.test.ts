import { ErrorCode as BaseCode, Message, PlanErrorCode } from '@storyloom/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppError } from '../../src/http/errors';
import { balancesOf } from '../../src/modules/ledger/index';
import { topUpAllMembers } from '../../src/modules/ledger/top-up';
import {
  grantPlan,
  joinSchoolPlan,
  mayAddStudents,
  membershipOf,
  planPurchaseCheck,
  studentSeats,
} from '../../src/modules/plans/index';
import { maySharePrivately } from '../../src/modules/safety/index';
import type { TestApp } from '../helpers/app';
import { buildUser, signedIn } from '../helpers/factories';
import { ctxOf } from '../ledger/helpers';
import { publish } from '../reading/helpers';
import { dayMs, familyManager, inviteCode, plansApp } from './helpers';

const ErrorCode = { ...BaseCode, ...PlanErrorCode };

let t: TestApp;
beforeAll(async () => {
  t = await plansApp();
});
afterAll(() => t.close());

const grant = (userId: string, key: string, item: string, members = 1) =>
  t.app.db
    .transaction()
    .execute((trx) => grantPlan(trx, { key, userId, item, members, now: t.clock.now() }));

async function refusal(run: () => Promise<unknown>): Promise<AppError> {
  try {
    await run();
  } catch (err) {
    return err as AppError;
  }
  throw new Error('expected a refusal');
}

describe('grantPlan (Payments #17)', () => {
  it('a yearly plan makes a member for a year; the same order twice changes nothing', async () => {
    const { row } = await buildUser(t);
    const first = await grant(row.id, 'order:y1', 'ONE_YEAR');
    const again = await grant(row.id, 'order:y1', 'ONE_YEAR');
    expect(again).toEqual(first);
    expect(first.expiresAt).toBe(t.clock.now() + 365 * dayMs);
    const m = await membershipOf(t.app.db, row.id, t.clock.now());
    expect(m).toMatchObject({ isMember: true, isInFreeTrial: false, plans: [] });
    expect(m.membershipTime).toBe(new Date(first.expiresAt).toISOString());
  });

  it('a renewal extends from the end of a live plan; a lapsed one starts again from now', async () => {
    const { row } = await buildUser(t);
    const a = await grant(row.id, 'order:m1', 'MONTHLY_PLAN');
    const b = await grant(row.id, 'order:m2', 'MONTHLY_PLAN');
    expect(b.expiresAt).toBe(a.expiresAt + 30 * dayMs);
    t.clock.advance(90 * dayMs);
    const c = await grant(row.id, 'order:m3', 'MONTHLY_PLAN');
    expect(c.expiresAt).toBe(t.clock.now() + 30 * dayMs);
    t.clock.advance(-90 * dayMs);
  });

  it('a family plan bought during the family trial keeps its people and ends the trial', async () => {
    const parent = await familyManager(t);
    const kid = await signedIn(t, { birthday: '2016-01-01', email: 'grant.kid@example.com' });
    const code = await inviteCode(t, parent, 'grant.kid@example.com');
    expect((await kid.client.post('/api/Plan/AddMember', { Code: code })).body.code).toBe(0);
    const paid = await grant(parent.user.row.id, 'order:f1', 'FAMILY_PLAN', 5);
    expect(paid.planOpenId).toBe(parent.planOpenId);
    const m = await membershipOf(t.app.db, kid.user.row.id, t.clock.now());
    expect(m).toMatchObject({ isMember: true, isInFreeTrial: false });
  });

  it('refuses what may not be bought with the SPEC texts', async () => {
    const { row } = await buildUser(t);
    const now = t.clock.now();
    const check = (item: string, members = 1) =>
      refusal(() => planPurchaseCheck(t.app.db, { userId: row.id, item, members, now }));
    expect((await check('GOLD')).messageKey).toBe('noSuchPackage');
    expect(Message.noSuchPackage).toBe('No this kind of package');
    expect((await check('FAMILY_PLAN', 6)).messageKey).toBe('familyPlanMembers');
    expect((await check('FAMILY_PLAN', 1)).messageKey).toBe('familyPlanMembers');
    expect((await check('SCHOOL_PLAN', 9)).messageKey).toBe('schoolPlanMembers');
    const district = await check('SCHOOL_PLAN', 201);
    expect(district.messageKey).toBe('schoolPlanMembers');
    expect(district.result).toMatchObject({ District: '/become-member?showdistrict=1' });
    const ok = await planPurchaseCheck(t.app.db, {
      userId: row.id,
      item: 'SCHOOL_PLAN',
      members: 16,
      now,
    });
    expect(ok.priceCents).toBe(12720);
    await grant(row.id, 'order:s1', 'SCHOOL_PLAN', 10);
    const monthly = await check('MONTHLY_PLAN');
    expect(monthly.code).toBe(ErrorCode.MONTHLY_IN_SCHOOL_PLAN);
    expect(Message[monthly.messageKey]).toBe(
      "You're in School Plan, Monthly Plan is not available.",
    );
  });
});

describe('seats for Classes (#18)', () => {
  it('a teacher without a school plan may not add students', async () => {
    const { row } = await buildUser(t, { accountType: 2 });
    const err = await refusal(() => mayAddStudents(t.app.db, row.id, 1, t.clock.now()));
    expect(Message[err.messageKey]).toBe(
      'In order to add students, you must be part of a school plan.',
    );
  });

  it('counts seats, refuses when used up, and the expired plan with its SPEC text', async () => {
    const teacher = await buildUser(t, { accountType: 2 });
    const plan = await grant(teacher.row.id, 'order:school-seats', 'SCHOOL_PLAN', 10);
    const seats = await studentSeats(t.app.db, teacher.row.id, t.clock.now());
    expect(seats).toMatchObject({ maxMember: 10, used: 1, left: 9, trial: false, expired: false });
    for (let i = 0; i < 9; i++) {
      const student = await buildUser(t, { accountType: 9, email: null });
      await t.app.db.transaction().execute((trx) =>
        joinSchoolPlan(trx, {
          planOpenId: plan.planOpenId,
          userId: student.row.id,
          now: t.clock.now(),
        }),
      );
    }
    const full = await refusal(() => mayAddStudents(t.app.db, teacher.row.id, 1, t.clock.now()));
    expect(Message[full.messageKey]).toBe(
      'All the accounts have been used up, please ask your teacher for help.',
    );
    t.clock.advance(366 * dayMs);
    const ended = await refusal(() => mayAddStudents(t.app.db, teacher.row.id, 1, t.clock.now()));
    expect(Message[ended.messageKey]).toBe('Sorry, your school plan has expired...');
    t.clock.advance(-366 * dayMs);
  });

  it('the teacher school trial: teachers only, 40 seats, Category "1"', async () => {
    const school = {
      SchoolName: 'Hill School',
      Country: 'US',
      Address: '1 Hill Road',
      City: 'Springfield',
      State: 'OR',
      Zip: '97403',
      Phone: '555-0100',
      FirstName: 'Ada',
      LastName: 'Lee',
      JobTitle: 'Teacher',
      SchoolEmail: 'ada@hill.example.org',
      HeardFrom: 'A friend',
    };
    const writer = await signedIn(t);
    const refused = await writer.client.post('/api/plan/ApplyFreeTrialSchoolInformation', school, {
      json: true,
    });
    expect(refused.body.msg).toBe('No permission');
    const teacher = await signedIn(t, { accountType: 2 });
    const bad = await teacher.client.post(
      '/api/plan/ApplyFreeTrialSchoolInformation',
      { ...school, Zip: '' },
      { json: true },
    );
    expect(bad.body.code).toBe(ErrorCode.BAD_INPUT);
    const res = await teacher.client.post<{ OpenId: string; Category: string }>(
      '/api/plan/ApplyFreeTrialSchoolInformation',
      school,
      { json: true },
    );
    expect(res.body.result.Category).toBe('1');
    const mine = await teacher.client.get('/api/v2_1/YourStuff/GetMyPlanInfomation');
    expect(mine.body.result).toMatchObject({ MaxMember: 40, Category: '1', Type: 1 });
    const last = await teacher.client.get('/api/plan/getLastSchoolInformation');
    expect(last.body.result).toEqual(school);
    const seats = await studentSeats(t.app.db, teacher.user.row.id, t.clock.now());
    expect(seats).toMatchObject({ maxMember: 40, trial: true });
    t.clock.advance(8 * dayMs);
    const ended = await refusal(() =>
      mayAddStudents(t.app.db, teacher.user.row.id, 1, t.clock.now()),
    );
    expect(Message[ended.messageKey]).toBe(
      'Sorry, your free trial has expired. Become a member today to unlock more fun.',
    );
    t.clock.advance(-8 * dayMs);
  });
});

describe('membership effects', () => {
  it('a member reads a paid-only story; when the plan ends it is locked again', async () => {
    const author = await buildUser(t);
    const [made] = await publish(t, author.row.id, [{ title: 'Members Tale', membersOnly: true }]);
    const reader = await signedIn(t);
    const read = () =>
      reader.client.post('/api/Read/Book', { StoryBookId: made?.openId }, { json: true });
    expect((await read()).body.msg).toBe('Sorry, this story is only visible to paid members');
    await grant(reader.user.row.id, 'order:reader', 'MONTHLY_PLAN');
    expect((await read()).body.code).toBe(0);
    t.clock.advance(30 * dayMs);
    expect((await read()).body.code).toBe(ErrorCode.PAID_ONLY);
    t.clock.advance(-30 * dayMs);
  });

  it('the monthly top-up reaches real members only', async () => {
    const member = await buildUser(t);
    const other = await buildUser(t);
    await grant(member.row.id, 'order:topup', 'ONE_YEAR');
    await topUpAllMembers(ctxOf(t));
    expect((await balancesOf(t.app.db, member.row.id)).tickets).toBe(10);
    expect((await balancesOf(t.app.db, other.row.id)).tickets).toBe(0);
  });

  it('the parent and child of one live family plan may share privately; strangers may not', async () => {
    const parent = await familyManager(t);
    const kid = await signedIn(t, { birthday: '2016-03-03', email: 'share.kid@example.com' });
    const stranger = await buildUser(t);
    const now = t.clock.now();
    expect(
      (await maySharePrivately(t.app.db, parent.user.row.id, kid.user.row.id, now)).allowed,
    ).toBe(false);
    const code = await inviteCode(t, parent, 'share.kid@example.com');
    expect((await kid.client.post('/api/Plan/AddMember', { Code: code })).body.code).toBe(0);
    expect(await maySharePrivately(t.app.db, parent.user.row.id, kid.user.row.id, now)).toEqual({
      allowed: true,
      via: 'family-plan',
    });
    expect((await maySharePrivately(t.app.db, stranger.row.id, kid.user.row.id, now)).allowed).toBe(
      false,
    );
  });
});
