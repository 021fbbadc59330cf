import { AccountType } from '@storyloom/domain';
import { joinSchoolPlan, membershipOf } from '../../plans/index';
import type { SessionUser } from '../../session/index';
import { findUserByOpenId } from '../../user/index';
import { classErrors } from '../errors';
import { classFor } from '../policy';
import { deleteMember, insertMember, memberOf, updateClass, updateMember } from '../queries';
import { assertRoomWithoutPlan, getClass } from './classes';
import type { ClassesContext } from './context';
import { classByCode } from './sign-in';

/**
 * POST /api/Classes/JoinClass: /join-class, a signed-in student joins a class by its code
 * (decision 038). The SPEC §8 texts in this order: code format, class ended, already joined;
 * then a class in a school plan takes the student into the plan (trial or plan expired, no
 * seats left: the plans service's texts); a class without one takes only members ("not covered
 * with the School Plan") and at most 40 people. Teachers join as co-teachers by invitation,
 * class students belong to the class their teacher made: both are refused here.
 */
export async function joinClass(ctx: ClassesContext, user: SessionUser, code: string) {
  if (user.accountType === AccountType.TEACHER || user.accountType === AccountType.CLASS_STUDENT) {
    throw classErrors.joinByCodeRefused();
  }
  const row = await classByCode(ctx, code);
  if (await memberOf(ctx.db, row.id, user.id)) throw classErrors.alreadyJoined();
  const now = ctx.clock.now();
  if (!row.plan_open_id) {
    if (!(await membershipOf(ctx.db, user.id, now)).isMember) throw classErrors.notCovered();
    await assertRoomWithoutPlan(ctx, row.id, 1);
  }
  await ctx.db.transaction().execute(async (trx) => {
    if (row.plan_open_id) {
      await joinSchoolPlan(trx, { planOpenId: row.plan_open_id, userId: user.id, now });
    }
    await insertMember(trx, {
      class_id: row.id,
      user_id: user.id,
      role: 'STUDENT',
      name: '',
      init_password: null,
      joined_at: now,
    });
  });
  return { Class: await getClass(ctx, user.id, row.open_id) };
}

/**
 * POST /api/Classes/LeaveClass: a co-teacher leaves (SPEC §6); the primary teacher hands the
 * class over first. Students are removed by their teacher (RemoveMember), not by themselves.
 */
export async function leaveClass(ctx: ClassesContext, userId: string, openId: string) {
  const { row, member } = await classFor(ctx.db, userId, openId, 'teach');
  if (member.role === 'PRIMARY') throw classErrors.handOverFirst();
  await deleteMember(ctx.db, row.id, userId);
  return null;
}

/**
 * POST /api/Classes/HandOverClass: the primary teacher makes a co-teacher the primary one and
 * stays as a co-teacher (then may leave). One transaction. The class keeps its school plan.
 */
export async function handOverClass(
  ctx: ClassesContext,
  userId: string,
  openId: string,
  uid: string,
) {
  const { row, member } = await classFor(ctx.db, userId, openId, 'teach');
  if (member.role !== 'PRIMARY') throw classErrors.noPermission();
  const account = await findUserByOpenId(ctx.db, uid);
  const next = account ? await memberOf(ctx.db, row.id, account.id) : undefined;
  if (!account || next?.role !== 'TEACHER') throw classErrors.notAClassTeacher();
  await ctx.db.transaction().execute(async (trx) => {
    await updateMember(trx, row.id, account.id, { role: 'PRIMARY' });
    await updateMember(trx, row.id, userId, { role: 'TEACHER' });
    await updateClass(trx, row.id, { teacher_id: account.id, updated_at: ctx.clock.now() });
  });
  return getClass(ctx, userId, openId);
}
