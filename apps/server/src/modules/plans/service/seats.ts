import { addMemberPriceCents, isTrialCategory, schoolMinimum } from '@storyloom/domain';
import type { DB } from '../../../db/index';
import type { PlansContext } from '../context';
import { planErrors } from '../errors';
import { planFor } from '../policy';
import {
  countMembers,
  deleteMember,
  insertMember,
  memberRow,
  type PlanRow,
  planByOpenId,
  plansOfUser,
} from '../queries';

const used = (c: Awaited<ReturnType<typeof countMembers>>) =>
  c.manager + c.member + c.teacher + c.student;

/** The school plan a teacher works in (as its manager or an invited teacher), newest first. */
export async function schoolPlanOf(db: DB, teacherId: string): Promise<PlanRow | undefined> {
  const rows = await plansOfUser(db, teacherId);
  return rows.find((p) => p.kind === 'school' && (p.role === 'manager' || p.role === 'teacher'));
}

export interface StudentSeats {
  planOpenId: string;
  maxMember: number;
  used: number;
  left: number;
  trial: boolean;
  expired: boolean;
}

/** Classes (#18): the teacher's school plan seats, or null without a school plan. */
export async function studentSeats(
  db: DB,
  teacherId: string,
  now: number,
): Promise<StudentSeats | null> {
  const plan = await schoolPlanOf(db, teacherId);
  if (!plan) return null;
  const taken = used(await countMembers(db, plan.id));
  return {
    planOpenId: plan.open_id,
    maxMember: plan.max_member,
    used: taken,
    left: Math.max(0, plan.max_member - taken),
    trial: isTrialCategory(plan.category),
    expired: plan.expires_at <= now,
  };
}

/** Classes (#18): may this teacher add `count` students now? Throws the SPEC §8 text if not. */
export async function mayAddStudents(
  db: DB,
  teacherId: string,
  count: number,
  now: number,
): Promise<StudentSeats> {
  const seats = await studentSeats(db, teacherId, now);
  if (!seats) throw planErrors.addStudentsNeedPlan();
  if (seats.expired) throw seats.trial ? planErrors.trialExpired() : planErrors.schoolPlanExpired();
  if (seats.left < count) throw planErrors.accountsUsedUp();
  return seats;
}

/**
 * Classes (#18): a student joins the school plan when joining one of its classes, inside the
 * class's transaction. Already in it: nothing changes.
 */
export async function joinSchoolPlan(
  trx: DB,
  input: { planOpenId: string; userId: string; now: number },
): Promise<void> {
  const plan = await planByOpenId(trx, input.planOpenId);
  if (plan?.kind !== 'school') throw planErrors.addStudentsNeedPlan();
  if (plan.expires_at <= input.now) {
    throw isTrialCategory(plan.category)
      ? planErrors.trialExpired()
      : planErrors.schoolPlanExpired();
  }
  if (await memberRow(trx, plan.id, input.userId)) return;
  if (used(await countMembers(trx, plan.id)) >= plan.max_member) throw planErrors.accountsUsedUp();
  await insertMember(trx, {
    plan_id: plan.id,
    user_id: input.userId,
    role: 'student',
    joined_at: input.now,
  });
}

export async function leaveSchoolPlan(
  trx: DB,
  input: { planOpenId: string; userId: string },
): Promise<void> {
  const plan = await planByOpenId(trx, input.planOpenId);
  const row = plan ? await memberRow(trx, plan.id, input.userId) : undefined;
  if (plan && row?.role === 'student') await deleteMember(trx, plan.id, input.userId);
}

/** CheckCanAdd: whether the manager's plan has room for `count` more people. */
export async function checkCanAdd(
  ctx: PlansContext,
  userId: string,
  openId: string,
  count: number,
) {
  const now = ctx.clock.now();
  const { plan } = await planFor(ctx.db, userId, openId, 'manage');
  const taken = used(await countMembers(ctx.db, plan.id));
  const left = Math.max(0, plan.max_member - taken);
  return { CanAdd: plan.expires_at > now && left >= count, Left: left, MaxMember: plan.max_member };
}

/** GetAddMemberPirce: the price in cents of `count` more seats on the manager's school plan. */
export async function addMemberPrice(
  ctx: PlansContext,
  userId: string,
  openId: string,
  count: number,
) {
  const now = ctx.clock.now();
  const { plan } = await planFor(ctx.db, userId, openId, 'manage');
  if (plan.kind !== 'school') throw planErrors.noSuchPackage();
  const cents = addMemberPriceCents(plan.max_member, count, plan.expires_at, now);
  if (cents === null) throw planErrors.schoolDistrict(schoolMinimum(0));
  return { PriceCents: cents, Price: (cents / 100).toFixed(2), Count: count };
}

/**
 * GetMinSchoolPlanNum: the least a school plan may be bought for: 10, or the people the
 * caller's school plan already holds when more (SPEC §5).
 */
export async function minSchoolPlanNum(db: DB, userId: string): Promise<number> {
  const plan = await schoolPlanOf(db, userId);
  return schoolMinimum(plan ? used(await countMembers(db, plan.id)) : 0);
}
