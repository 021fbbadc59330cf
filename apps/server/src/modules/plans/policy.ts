import type { DB } from '../../db/index';
import { planErrors } from './errors';
import { memberRow, type PlanRow, planByOpenId } from './queries';

export interface PlanAccess {
  plan: PlanRow;
  /** The caller's role in the plan. */
  role: string;
  isManager: boolean;
}

/**
 * The plans policy (decision 024): a plan is seen by the people in it and managed only by its
 * manager. Anyone else is answered exactly as for a plan that does not exist (404).
 */
export async function planFor(
  db: DB,
  userId: string,
  openId: string,
  action: 'view' | 'manage',
): Promise<PlanAccess> {
  const plan = await planByOpenId(db, openId);
  const member = plan ? await memberRow(db, plan.id, userId) : undefined;
  if (!plan || !member) throw planErrors.notFound();
  const isManager = member.role === 'manager' && plan.manager_id === userId;
  if (action === 'manage' && !isManager) throw planErrors.noPermission();
  return { plan, role: member.role, isManager };
}
