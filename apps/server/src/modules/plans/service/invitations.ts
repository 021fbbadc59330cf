import { createHash } from 'node:crypto';
import {
  adultAge,
  ageOn,
  dayMs,
  type InterfaceLanguage,
  isValidEmail,
  mailboxOf,
  planLimits,
} from '@storyloom/domain';
import type { DB } from '../../../db/index';
import { newId, newOpenId, newToken } from '../../../platform/ids';
import { planPartyById } from '../../user/index';
import type { PlansContext } from '../context';
import { planErrors } from '../errors';
import { renderPlanInvitation } from '../mail';
import { planFor } from '../policy';
import { presentInvitation } from '../present';
import {
  acceptInvitationRow,
  countMembers,
  deleteInvitation,
  type InvitationRow,
  insertInvitation,
  insertMember,
  invitationByOpenId,
  invitationByTokenHash,
  memberRow,
  type PlanRow,
  pendingInvitations,
  pendingInvitationsForMailbox,
  planById,
  plansOfUser,
  renewInvitation,
} from '../queries';

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

function roleFor(plan: PlanRow): 'member' | 'teacher' {
  return plan.kind === 'school' ? 'teacher' : 'member';
}

/** Seats taken: people in the plan plus invitations still open. */
async function seatsTaken(db: DB, plan: PlanRow, now: number): Promise<number> {
  const counts = await countMembers(db, plan.id);
  const open = await pendingInvitations(db, plan.id, now);
  return counts.manager + counts.member + counts.teacher + counts.student + open.length;
}

function sendInvitation(
  ctx: PlansContext,
  plan: PlanRow,
  invitation: Pick<InvitationRow, 'email'>,
  token: string,
  inviter: { username: string; language: InterfaceLanguage },
): void {
  const kind = plan.kind === 'school' ? 'school' : 'family';
  const path = kind === 'school' ? '/educator-plan' : '/family-plan';
  const link = new URL(`${path}/${plan.open_id}`, ctx.config.publicUrl);
  link.searchParams.set('invite', token);
  ctx.sendMail(
    'planInvitation',
    renderPlanInvitation(inviter.language, invitation.email, {
      inviter: inviter.username,
      kind,
      link: link.toString(),
    }),
  );
}

/**
 * Invite (family plan: a member; school plan: a teacher, SPEC §6 "only a school-plan manager
 * invites teachers"). Only the manager, only an adult (guides/children-safety.md: the path to a
 * child is opened by the parent), only while the plan runs and has a free seat.
 */
export async function invite(
  ctx: PlansContext,
  user: { id: string; language: InterfaceLanguage },
  openId: string,
  email: string,
) {
  const now = ctx.clock.now();
  const { plan } = await planFor(ctx.db, user.id, openId, 'manage');
  if (plan.kind === 'individual') throw planErrors.notFound();
  const address = email.trim();
  if (!isValidEmail(address)) throw planErrors.emailFormat();
  const inviter = await planPartyById(ctx.db, user.id);
  const age = inviter?.birthday ? ageOn(inviter.birthday, now) : null;
  if (!inviter || age === null || age < adultAge) throw planErrors.inviteAdultsOnly();
  if (plan.expires_at <= now) {
    throw plan.category ? planErrors.trialExpired() : planErrors.schoolPlanExpired();
  }
  const mailbox = mailboxOf(address);
  if (inviter.email && mailboxOf(inviter.email) === mailbox) throw planErrors.alreadyInPlan();
  const token = newToken(32);
  const row = await ctx.db.transaction().execute(async (trx) => {
    const open = await pendingInvitations(trx, plan.id, now);
    if (open.some((i) => i.mailbox === mailbox)) throw planErrors.alreadyInPlan();
    if ((await seatsTaken(trx, plan, now)) >= plan.max_member)
      throw plan.kind === 'school' ? planErrors.accountsUsedUp() : planErrors.full();
    const invitation: InvitationRow = {
      id: newId(now),
      open_id: newOpenId(),
      plan_id: plan.id,
      email: address,
      mailbox,
      role: roleFor(plan),
      token_hash: hash(token),
      invited_by: user.id,
      expires_at: now + planLimits.invitationDays * dayMs,
      accepted_at: null,
      created_at: now,
    };
    await insertInvitation(trx, invitation);
    return invitation;
  });
  sendInvitation(ctx, plan, row, token, { username: inviter.username, language: user.language });
  return presentInvitation(row);
}

/** GetInvitation: the plan's open invitations (manager only). */
export async function listInvitations(ctx: PlansContext, userId: string, openId: string) {
  const { plan } = await planFor(ctx.db, userId, openId, 'manage');
  return (await pendingInvitations(ctx.db, plan.id, ctx.clock.now())).map(presentInvitation);
}

async function openInvitation(ctx: PlansContext, userId: string, openId: string, inviteId: string) {
  const { plan } = await planFor(ctx.db, userId, openId, 'manage');
  const invitation = await invitationByOpenId(ctx.db, plan.id, inviteId);
  if (!invitation || invitation.accepted_at !== null) throw planErrors.notFound();
  return { plan, invitation };
}

/** ResendInvite: a new link (the old one stops working) valid 7 more days. */
export async function resendInvitation(
  ctx: PlansContext,
  user: { id: string; language: InterfaceLanguage },
  openId: string,
  inviteId: string,
) {
  const now = ctx.clock.now();
  const { plan, invitation } = await openInvitation(ctx, user.id, openId, inviteId);
  const token = newToken(32);
  const expiresAt = now + planLimits.invitationDays * dayMs;
  await renewInvitation(ctx.db, invitation.id, hash(token), expiresAt);
  const inviter = await planPartyById(ctx.db, user.id);
  sendInvitation(ctx, plan, invitation, token, {
    username: inviter?.username ?? '',
    language: user.language,
  });
  return presentInvitation({ ...invitation, expires_at: expiresAt });
}

/** DeleteInvite: the link stops working. */
export async function deleteInvite(
  ctx: PlansContext,
  userId: string,
  openId: string,
  inviteId: string,
): Promise<void> {
  const { invitation } = await openInvitation(ctx, userId, openId, inviteId);
  await deleteInvitation(ctx.db, invitation.id);
}

/**
 * AddMember: the invited person accepts, by the emailed link's code or (from the pending list of
 * /api/Invitation/Check) by its id. The signed-in account must be the invited mailbox. Joins in
 * one transaction with the seat check; one family plan per account.
 */
export async function acceptInvitation(
  ctx: PlansContext,
  userId: string,
  by: { code?: string; inviteId?: string },
) {
  const now = ctx.clock.now();
  const me = await planPartyById(ctx.db, userId);
  if (!me) throw planErrors.invitationInvalid();
  let invitation: InvitationRow | undefined;
  if (by.code) invitation = await invitationByTokenHash(ctx.db, hash(by.code));
  else if (by.inviteId && me.email) {
    invitation = (await pendingInvitationsForMailbox(ctx.db, mailboxOf(me.email), now)).find(
      (i) => i.open_id === by.inviteId,
    );
  }
  if (!invitation || invitation.accepted_at !== null || invitation.expires_at <= now) {
    throw planErrors.invitationInvalid();
  }
  if (!me.email || me.isActive !== 1 || mailboxOf(me.email) !== invitation.mailbox) {
    throw planErrors.invitationOtherEmail();
  }
  const found = invitation;
  const plan = await planById(ctx.db, found.plan_id);
  if (!plan) throw planErrors.invitationInvalid();
  if (plan.expires_at <= now) {
    throw plan.category ? planErrors.trialExpired() : planErrors.schoolPlanExpired();
  }
  await ctx.db.transaction().execute(async (trx) => {
    if (await memberRow(trx, plan.id, userId)) throw planErrors.alreadyInPlan();
    const mine = await plansOfUser(trx, userId);
    if (plan.kind === 'family' && mine.some((p) => p.kind === 'family' && p.expires_at > now)) {
      throw planErrors.alreadyInPlan();
    }
    // The invitation's own seat was counted while it was open.
    if ((await seatsTaken(trx, plan, now)) > plan.max_member)
      throw plan.kind === 'school' ? planErrors.accountsUsedUp() : planErrors.full();
    if (!(await acceptInvitationRow(trx, found.id, now))) throw planErrors.invitationInvalid();
    await insertMember(trx, {
      plan_id: plan.id,
      user_id: userId,
      role: found.role,
      joined_at: now,
    });
  });
  return { OpenId: plan.open_id, Kind: plan.kind };
}

/** /api/Invitation/Check: open plan invitations for the signed-in account's mailbox. */
export async function invitationsForMe(ctx: PlansContext, userId: string) {
  const now = ctx.clock.now();
  const me = await planPartyById(ctx.db, userId);
  if (!me?.email || me.isActive !== 1) return [];
  const rows = await pendingInvitationsForMailbox(ctx.db, mailboxOf(me.email), now);
  const out = [];
  for (const row of rows) {
    const plan = await planById(ctx.db, row.plan_id);
    if (!plan || plan.expires_at <= now) continue;
    const inviter = await planPartyById(ctx.db, row.invited_by);
    out.push({
      InviteId: row.open_id,
      Kind: plan.kind,
      Role: row.role,
      InviterName: inviter?.username ?? '',
      ExpireTime: new Date(row.expires_at).toISOString(),
    });
  }
  return out;
}
