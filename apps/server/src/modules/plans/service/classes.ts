import type { DB } from '../../../db/index';
import { planPartiesByIds } from '../../user/index';
import type { PlansContext } from '../context';
import { planErrors } from '../errors';
import { planFor } from '../policy';
import { deleteMember, memberRow } from '../queries';

/** One class counted in a school plan, as the classes module answers it. */
export interface PlanClassRow {
  openId: string;
  name: string;
  grade: string;
  teacherId: string;
  studentIds: string[];
  createdAt: number;
}

/**
 * The classes module registers here (decision 024: a registration, so plans never imports
 * classes): the classes of a school plan, and a class leaving it (its plan id cleared).
 */
export interface PlanClassDirectory {
  classesOf(db: DB, planOpenId: string): Promise<PlanClassRow[]>;
  /** Clears the class's plan id; false when the class is not (or no longer) in the plan. */
  release(trx: DB, planOpenId: string, classOpenId: string, now: number): Promise<boolean>;
}
export const planClassDirectories: PlanClassDirectory[] = [];

async function classesOfPlan(db: DB, planOpenId: string): Promise<PlanClassRow[]> {
  const lists = await Promise.all(planClassDirectories.map((d) => d.classesOf(db, planOpenId)));
  return lists.flat();
}

/** GetPlanClass: the classes of a school plan, for its manager and its teachers. */
export async function planClasses(ctx: PlansContext, userId: string, openId: string) {
  const { plan, role } = await planFor(ctx.db, userId, openId, 'view');
  if (plan.kind !== 'school' || (role !== 'manager' && role !== 'teacher')) {
    throw planErrors.notFound();
  }
  const rows = await classesOfPlan(ctx.db, plan.open_id);
  const teachers = await planPartiesByIds(
    ctx.db,
    rows.map((r) => r.teacherId),
  );
  return rows.map((r) => ({
    OpenId: r.openId,
    Name: r.name,
    Grade: r.grade,
    Teacher: teachers.get(r.teacherId)?.username ?? '',
    StudentCount: r.studentIds.length,
    CreateTime: new Date(r.createdAt).toISOString(),
  }));
}

/**
 * DismissPlanClass: the manager takes a class out of the school plan. The class stays (its
 * teacher keeps it); its students leave the plan unless another class of the plan holds them.
 */
export async function dismissPlanClass(
  ctx: PlansContext,
  userId: string,
  openId: string,
  classOpenId: string,
): Promise<void> {
  const { plan } = await planFor(ctx.db, userId, openId, 'manage');
  if (plan.kind !== 'school') throw planErrors.notFound();
  const now = ctx.clock.now();
  await ctx.db.transaction().execute(async (trx) => {
    const before = await classesOfPlan(trx, plan.open_id);
    const leaving = before.find((c) => c.openId === classOpenId);
    if (!leaving) throw planErrors.notFound();
    const released = await Promise.all(
      planClassDirectories.map((d) => d.release(trx, plan.open_id, classOpenId, now)),
    );
    if (!released.some(Boolean)) throw planErrors.notFound();
    const staying = new Set(
      before.filter((c) => c.openId !== classOpenId).flatMap((c) => c.studentIds),
    );
    for (const studentId of leaving.studentIds) {
      if (staying.has(studentId)) continue;
      const row = await memberRow(trx, plan.id, studentId);
      if (row?.role === 'student') await deleteMember(trx, plan.id, studentId);
    }
  });
}
