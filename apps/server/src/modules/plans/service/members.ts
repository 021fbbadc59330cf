import { planPartiesByIds } from '../../user/index';
import type { PlansContext } from '../context';
import { planErrors } from '../errors';
import { planFor } from '../policy';
import { presentMember, presentPlanInfo } from '../present';
import type { PlanRole } from '../queries';
import { countMembers, deleteMember, membersOf, plansOfUser, setMemberLabel } from '../queries';

/** GetPlanInfo: SPEC §3 Plan for someone in it. */
export async function planInfo(ctx: PlansContext, userId: string, openId: string) {
  const { plan, isManager, role } = await planFor(ctx.db, userId, openId, 'view');
  const counts = await countMembers(ctx.db, plan.id);
  return { ...presentPlanInfo(plan, counts, ctx.clock.now()), IsManager: isManager, Role: role };
}

/**
 * GetPlanMember / GetPlanTeacher / GetPlanStudent: the people of a plan, by role. Everyone in
 * the plan may see who is in it (usernames); only the manager sees emails and names.
 */
export async function planPeople(
  ctx: PlansContext,
  userId: string,
  openId: string,
  roles: readonly PlanRole[],
) {
  const { plan, isManager } = await planFor(ctx.db, userId, openId, 'view');
  // The manager first, then everyone in the order they joined.
  const rows = (await membersOf(ctx.db, plan.id))
    .filter((m) => roles.includes(m.role as PlanRole))
    .sort((a, b) => Number(b.role === 'manager') - Number(a.role === 'manager'));
  const parties = await planPartiesByIds(
    ctx.db,
    rows.map((r) => r.user_id),
  );
  return rows.flatMap((r) => {
    const party = parties.get(r.user_id);
    return party ? [presentMember(party, r.role, r.joined_at, isManager, r.label)] : [];
  });
}

/**
 * DeletePlanMember / DeletePlanTeacher / DeletePlanStudent: the manager removes someone (never
 * themselves); LeavePlan: someone leaves on their own (not the manager).
 */
export async function removeFromPlan(
  ctx: PlansContext,
  userId: string,
  openId: string,
  memberUid: string,
  roles: readonly PlanRole[],
): Promise<void> {
  const { plan } = await planFor(ctx.db, userId, openId, 'manage');
  await ctx.db.transaction().execute(async (trx) => {
    const rows = await membersOf(trx, plan.id);
    const parties = await planPartiesByIds(
      trx,
      rows.map((r) => r.user_id),
    );
    const target = rows.find((r) => parties.get(r.user_id)?.openId === memberUid);
    if (!target || !roles.includes(target.role as PlanRole)) throw planErrors.notFound();
    if (target.role === 'manager') throw planErrors.cannotRemoveManager();
    await deleteMember(trx, plan.id, target.user_id);
  });
}

/**
 * SavePlanMember / SavePlanTeacher (decision 036): the manager keeps a label for a person of the
 * plan (a child's first name next to the username, a teacher's subject). Only the manager sees
 * it; it never reaches the person or anyone else (guides/children-safety.md). Empty clears it.
 */
export async function savePersonLabel(
  ctx: PlansContext,
  userId: string,
  openId: string,
  memberUid: string,
  label: string,
  roles: readonly PlanRole[],
) {
  const { plan } = await planFor(ctx.db, userId, openId, 'manage');
  const rows = await membersOf(ctx.db, plan.id);
  const parties = await planPartiesByIds(
    ctx.db,
    rows.map((r) => r.user_id),
  );
  const target = rows.find((r) => parties.get(r.user_id)?.openId === memberUid);
  const party = target ? parties.get(target.user_id) : undefined;
  if (!target || !party || !roles.includes(target.role as PlanRole)) throw planErrors.notFound();
  await setMemberLabel(ctx.db, plan.id, target.user_id, label);
  return presentMember(party, target.role, target.joined_at, true, label);
}

export async function leavePlan(ctx: PlansContext, userId: string, openId: string): Promise<void> {
  const { plan, role } = await planFor(ctx.db, userId, openId, 'view');
  if (role === 'manager') throw planErrors.cannotRemoveManager();
  await deleteMember(ctx.db, plan.id, userId);
}

/**
 * GetMyPlanInfomation (SPEC §4): the plan whose info the session shows: a teacher's school plan
 * (as its manager or teacher), otherwise the plan the user manages; null without one.
 */
export async function myPlanInfo(ctx: PlansContext, userId: string, isTeacher: boolean) {
  const rows = await plansOfUser(ctx.db, userId);
  const chosen = isTeacher
    ? rows.find((p) => p.kind === 'school' && (p.role === 'manager' || p.role === 'teacher'))
    : rows.find((p) => p.role === 'manager' && p.kind !== 'individual');
  if (!chosen) return null;
  const counts = await countMembers(ctx.db, chosen.id);
  return {
    ...presentPlanInfo(chosen, counts, ctx.clock.now()),
    IsManager: chosen.role === 'manager',
  };
}
