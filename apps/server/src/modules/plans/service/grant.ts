import {
  addMemberPriceCents,
  dayMs,
  isPlanItem,
  type PlanItem,
  planPricesCents,
  schoolPlanPriceCents,
  validateFamilyMembers,
  validateSchoolMembers,
} from '@storyloom/domain';
import type { DB } from '../../../db/index';
import { newId, newOpenId } from '../../../platform/ids';
import { planErrors } from '../errors';
import {
  countMembers,
  grantByKey,
  insertGrant,
  insertMember,
  insertPlan,
  managedPlan,
  type PlanRow,
  planById,
  plansOfUser,
  updatePlan,
} from '../queries';
import { minSchoolPlanNum } from './seats';

const yearMs = 365 * dayMs;
/** A month of the monthly plan: 30 days from the end of the current one (or now). */
const monthMs = 30 * dayMs;

export interface PurchaseInput {
  userId: string;
  item: string;
  /** Family: people 2-5; school: accounts; PLAN_ADD_MEMBER: seats added. */
  members: number;
  now: number;
  /**
   * A school plan quoted by an admin at an agreed price (a custom order, decision 053): the
   * accounts may be above the price list's 200 (a district); the floor and "fewer than currently
   * held" still hold. The price answered is then the list's, or 0 above it: the agreed one is the
   * order's.
   */
  quoted?: boolean;
}

/**
 * Payments (#17), before creating an order: refuses what may not be bought (SPEC §5, §8 texts)
 * and answers the server's price in integer cents (never the client's).
 */
export async function planPurchaseCheck(
  db: DB,
  input: PurchaseInput,
): Promise<{ item: PlanItem; members: number; priceCents: number }> {
  const { item, members, now, userId } = input;
  if (!isPlanItem(item)) throw planErrors.noSuchPackage();
  const mine = await plansOfUser(db, userId);
  switch (item) {
    case 'MONTHLY_PLAN':
      if (mine.some((p) => p.kind === 'school' && p.expires_at > now)) {
        throw planErrors.monthlyInSchoolPlan();
      }
      return { item, members: 1, priceCents: planPricesCents.MONTHLY_PLAN };
    case 'ONE_YEAR':
      return { item, members: 1, priceCents: planPricesCents.ONE_YEAR };
    case 'FAMILY_PLAN':
      if (validateFamilyMembers(members)) throw planErrors.familyCount();
      return { item, members, priceCents: planPricesCents.FAMILY_PLAN };
    case 'SCHOOL_PLAN':
    case 'RENEW_SCHOOL_PLAN': {
      const min = await minSchoolPlanNum(db, userId);
      const problem = validateSchoolMembers(members, min);
      const quotedDistrict = input.quoted === true && problem?.key === 'schoolPlanDistrict';
      if (quotedDistrict) {
        if (members < min) throw planErrors.schoolFewer();
        return { item, members, priceCents: 0 };
      }
      if (problem?.key === 'schoolPlanDistrict') throw planErrors.schoolDistrict(min);
      if (problem) {
        throw Number.isInteger(members) && members >= 10
          ? planErrors.schoolFewer()
          : planErrors.schoolCount(min);
      }
      return { item, members, priceCents: schoolPlanPriceCents(members) as number };
    }
    case 'PLAN_ADD_MEMBER': {
      const plan = await managedPlan(db, userId, 'school');
      if (!plan || plan.expires_at <= now) throw planErrors.addStudentsNeedPlan();
      const cents = addMemberPriceCents(plan.max_member, members, plan.expires_at, now);
      if (cents === null) throw planErrors.schoolDistrict(10);
      return { item, members, priceCents: cents };
    }
  }
}

export interface GrantInput extends PurchaseInput {
  /** The order's idempotency key, e.g. `order:<orderId>`. */
  key: string;
}

export interface GrantResult {
  planOpenId: string;
  expiresAt: number;
}

/** From the end of a live plan, or from now for a lapsed one (never back-dated). */
function extendFrom(plan: PlanRow | undefined, now: number): number {
  return plan && plan.expires_at > now ? plan.expires_at : now;
}

/**
 * Payments (#17): fulfils a completed order inside its transaction. Keyed by `key`: a second
 * call with the same key changes nothing and answers the first result (decision 024).
 */
export async function grantPlan(trx: DB, input: GrantInput): Promise<GrantResult> {
  const done = await grantByKey(trx, input.key);
  if (done) {
    const plan = await planById(trx, done.plan_id);
    return { planOpenId: plan?.open_id ?? '', expiresAt: done.expires_at };
  }
  const { item, members } = await planPurchaseCheck(trx, input);
  const { userId, now } = input;
  const kind =
    item === 'MONTHLY_PLAN' || item === 'ONE_YEAR'
      ? 'individual'
      : item === 'FAMILY_PLAN'
        ? 'family'
        : 'school';
  const current = await managedPlan(trx, userId, kind);
  let plan: PlanRow;
  if (item === 'PLAN_ADD_MEMBER') {
    plan = current as PlanRow;
    await updatePlan(trx, plan.id, { max_member: plan.max_member + members }, now);
    plan = { ...plan, max_member: plan.max_member + members };
  } else {
    const length = item === 'MONTHLY_PLAN' ? monthMs : yearMs;
    const seats = kind === 'individual' ? 1 : members;
    if (current) {
      // A trial of the same kind becomes the paid plan; its people stay.
      const from = current.category ? now : extendFrom(current, now);
      const counts = await countMembers(trx, current.id);
      const people = counts.manager + counts.member + counts.teacher + counts.student;
      if (kind === 'school' && seats < people) throw planErrors.schoolFewer();
      plan = { ...current, expires_at: from + length, category: '', max_member: seats };
      await updatePlan(
        trx,
        current.id,
        { expires_at: plan.expires_at, category: '', max_member: seats },
        now,
      );
    } else {
      plan = {
        id: newId(now),
        open_id: newOpenId(),
        kind,
        manager_id: userId,
        max_member: seats,
        category: '',
        expires_at: now + length,
        created_at: now,
        updated_at: now,
      };
      await insertPlan(trx, plan);
      await insertMember(trx, {
        plan_id: plan.id,
        user_id: userId,
        role: 'manager',
        joined_at: now,
      });
    }
  }
  await insertGrant(trx, {
    key: input.key,
    plan_id: plan.id,
    user_id: userId,
    item,
    members,
    expires_at: plan.expires_at,
    created_at: now,
  });
  return { planOpenId: plan.open_id, expiresAt: plan.expires_at };
}

export interface RevokeInput {
  /** The grant's key (`order:<order id>`), as given to `grantPlan`. */
  key: string;
  now: number;
}

/**
 * Takes back what a grant gave (an order refunded; issue 17): the time it added comes off the
 * plan's end (never before now, so a plan with only this grant ends now, a plan extended by it is
 * shortened by it), or the accounts it added come off the plan (never below the people in it).
 * The grant row stays, re-keyed `revoked:<key>`, as the record of what was given and taken back;
 * a second call finds nothing to revoke. Answers whether something was revoked.
 */
export async function revokeGrant(trx: DB, input: RevokeInput): Promise<boolean> {
  const grant = await grantByKey(trx, input.key);
  if (!grant) return false;
  const plan = await planById(trx, grant.plan_id);
  if (plan) {
    if (grant.item === 'PLAN_ADD_MEMBER') {
      const counts = await countMembers(trx, plan.id);
      const people = counts.manager + counts.member + counts.teacher + counts.student;
      const seats = Math.max(people, plan.max_member - grant.members);
      await updatePlan(trx, plan.id, { max_member: seats }, input.now);
    } else {
      const length = grant.item === 'MONTHLY_PLAN' ? monthMs : yearMs;
      const end = Math.max(input.now, Math.min(plan.expires_at, plan.expires_at - length));
      await updatePlan(trx, plan.id, { expires_at: end }, input.now);
    }
  }
  await trx
    .updateTable('plan_grants')
    .set({ key: `revoked:${input.key}` })
    .where('key', '=', input.key)
    .execute();
  return true;
}
