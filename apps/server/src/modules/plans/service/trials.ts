import {
  AccountType,
  adultAge,
  ageOn,
  dayMs,
  individualTrialCategory,
  mailboxOf,
  planLimits,
  schoolTrialCategory,
} from '@storyloom/domain';
import { newId, newOpenId } from '../../../platform/ids';
import { planPartyById } from '../../user/index';
import type { PlansContext } from '../context';
import { planErrors } from '../errors';
import {
  insertMember,
  insertPlan,
  insertTrial,
  plansOfUser,
  saveSchoolInformationRow,
  trialOfMailbox,
} from '../queries';

export type TrialKind = 'individual' | 'family' | 'school';

/**
 * Starts a 7-day free trial (SPEC §9, PRODUCT.md), once per person (mailbox): the individual
 * trial (membership), the family trial (a family plan the adult manages, up to 5 people) or the
 * teacher's school trial (Category "1", up to 40 students and teachers).
 */
export async function startFreeTrial(
  ctx: PlansContext,
  userId: string,
  kind: TrialKind,
  schoolFields?: Record<string, string>,
) {
  const now = ctx.clock.now();
  const me = await planPartyById(ctx.db, userId);
  if (!me?.email || me.isActive !== 1) throw planErrors.trialUsed();
  if (kind === 'school' && me.accountType !== AccountType.TEACHER) {
    throw planErrors.trialTeachersOnly();
  }
  if (kind === 'family') {
    const age = me.birthday ? ageOn(me.birthday, now) : null;
    if (age === null || age < adultAge) throw planErrors.inviteAdultsOnly();
  }
  const planKind = kind === 'school' ? 'school' : kind;
  const mine = await plansOfUser(ctx.db, userId);
  if (mine.some((p) => p.kind === planKind && p.expires_at > now)) throw planErrors.alreadyInPlan();
  const mailbox = mailboxOf(me.email);
  if (await trialOfMailbox(ctx.db, mailbox)) throw planErrors.trialUsed();
  const plan = {
    id: newId(now),
    open_id: newOpenId(),
    kind: planKind,
    manager_id: userId,
    max_member:
      kind === 'school'
        ? planLimits.teacherTrialSeats
        : kind === 'family'
          ? planLimits.familyDefault
          : 1,
    category: kind === 'school' ? schoolTrialCategory : individualTrialCategory,
    expires_at: now + planLimits.freeTrialDays * dayMs,
    created_at: now,
    updated_at: now,
  };
  await ctx.db.transaction().execute(async (trx) => {
    if (
      !(await insertTrial(trx, {
        mailbox,
        user_id: userId,
        plan_id: plan.id,
        kind,
        started_at: now,
      }))
    ) {
      throw planErrors.trialUsed();
    }
    await insertPlan(trx, plan);
    await insertMember(trx, { plan_id: plan.id, user_id: userId, role: 'manager', joined_at: now });
    if (schoolFields) {
      await saveSchoolInformationRow(trx, userId, JSON.stringify(schoolFields), now);
    }
  });
  return {
    OpenId: plan.open_id,
    Kind: plan.kind,
    Category: plan.category,
    ExpireTime: new Date(plan.expires_at).toISOString(),
  };
}

/** CheckFreeTrialEmail: whether the caller's mailbox may still start a free trial. */
export async function freeTrialUsed(ctx: PlansContext, userId: string): Promise<boolean> {
  const me = await planPartyById(ctx.db, userId);
  if (!me?.email) return true;
  return (await trialOfMailbox(ctx.db, mailboxOf(me.email))) !== undefined;
}
