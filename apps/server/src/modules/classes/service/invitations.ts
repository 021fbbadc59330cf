import { AccountType, isValidEmail, normalizeLogin, RosterStatus } from '@storyloom/domain';
import type { SessionUser } from '../../session/index';
import { classPartiesByIds, findUserByLogin, findUserByOpenId } from '../../user/index';
import { classErrors } from '../errors';
import {
  deleteInvitation,
  insertInvitation,
  invitationOf,
  invitationsForEmail,
  invitationsOfClass,
} from '../invitation-queries';
import { renderTeacherInvitation } from '../mail';
import { classFor } from '../policy';
import { classByOpenId, insertMember, memberOf } from '../queries';
import { getClass } from './classes';
import type { ClassesContext } from './context';

function emailKey(email: string): string {
  const key = normalizeLogin(email);
  if (!isValidEmail(key)) throw classErrors.input('Email', 'emailFormat');
  return key;
}

/**
 * POST /api/Classes/InviteTeacher: a teacher of the class invites a co-teacher by email (SPEC
 * §6 "add students and teachers"). The roster shows the invitation as "Waiting for user" until a
 * teacher account with that (activated) email accepts it. An account of that email already in
 * the class: "You've already joined this class". Inviting twice changes nothing;
 * the first time, the invitee gets an email pointing to /class-list (decision 044).
 */
export async function inviteTeacher(
  ctx: ClassesContext,
  inviter: Pick<SessionUser, 'id' | 'username' | 'language'>,
  openId: string,
  email: string,
) {
  const { row } = await classFor(ctx.db, inviter.id, openId, 'teach');
  const key = emailKey(email);
  const account = await findUserByLogin(ctx.db, key);
  if (account && account.email_lower === key && (await memberOf(ctx.db, row.id, account.id))) {
    throw classErrors.alreadyJoined();
  }
  if (!(await invitationOf(ctx.db, row.id, key))) {
    await insertInvitation(ctx.db, {
      class_id: row.id,
      email_lower: key,
      invited_by: inviter.id,
      created_at: ctx.clock.now(),
    });
    // Once per invitation (decision 044): inviting again changes nothing and sends nothing.
    ctx.sendMail(
      'classTeacherInvitation',
      renderTeacherInvitation(inviter.language, key, {
        inviter: inviter.username,
        link: new URL('/class-list', ctx.publicUrl).toString(),
      }),
    );
  }
  return { Email: key, Status: RosterStatus.WAITING };
}

/** POST /api/Classes/CancelInvitation: a teacher of the class takes an invitation back. */
export async function cancelInvitation(
  ctx: ClassesContext,
  userId: string,
  openId: string,
  email: string,
) {
  const { row } = await classFor(ctx.db, userId, openId, 'teach');
  if (!(await deleteInvitation(ctx.db, row.id, normalizeLogin(email)))) {
    throw classErrors.notFound();
  }
  return null;
}

/** The roster's "Waiting for user" entries, for the class's teachers. */
export async function waitingEntries(ctx: ClassesContext, classId: string) {
  return (await invitationsOfClass(ctx.db, classId)).map((i) => ({
    Uid: '',
    Role: 'TEACHER' as const,
    Username: '',
    Email: i.email_lower,
    Name: '',
    InitPassword: '',
    Status: RosterStatus.WAITING,
  }));
}

/** The caller's email when they may take invitations: an activated teacher account. */
async function invitee(ctx: ClassesContext, user: SessionUser): Promise<string | null> {
  if (user.accountType !== AccountType.TEACHER || user.isActive !== 1) return null;
  const row = await findUserByOpenId(ctx.db, user.openId);
  return row?.email_lower ? row.email_lower : null;
}

/** POST /api/Classes/GetMyInvitations: the classes inviting the caller as a co-teacher. */
export async function myInvitations(ctx: ClassesContext, user: SessionUser) {
  const email = await invitee(ctx, user);
  if (!email) return [];
  const rows = await invitationsForEmail(ctx.db, email);
  const parties = await classPartiesByIds(
    ctx.db,
    rows.map((r) => r.invited_by),
  );
  return rows.map((r) => ({
    OpenId: r.open_id,
    ClassName: r.name,
    InvitedBy: parties.get(r.invited_by)?.username ?? '',
  }));
}

/**
 * POST /api/Classes/AcceptInvitation: the invited teacher joins as a co-teacher (roster role
 * TEACHER); the invitation goes, in one transaction. Anyone without that invitation: the 404 of
 * a class that does not exist.
 */
export async function acceptInvitation(ctx: ClassesContext, user: SessionUser, openId: string) {
  const email = await invitee(ctx, user);
  const row = await classByOpenId(ctx.db, openId);
  if (!email || !row || !(await invitationOf(ctx.db, row.id, email))) {
    throw classErrors.notFound();
  }
  const already = await memberOf(ctx.db, row.id, user.id);
  await ctx.db.transaction().execute(async (trx) => {
    await deleteInvitation(trx, row.id, email);
    if (!already) {
      await insertMember(trx, {
        class_id: row.id,
        user_id: user.id,
        role: 'TEACHER',
        name: '',
        init_password: null,
        joined_at: ctx.clock.now(),
      });
    }
  });
  if (already) throw classErrors.alreadyJoined();
  return getClass(ctx, user.id, openId);
}
