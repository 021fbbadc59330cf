import type { DB } from '../../../db/index';
import type { StaffRole } from '../../../db/tables/accounts';
import { errors } from '../../../http/errors';
import { endAllSessions } from '../../session/index';
import type { AccountContext } from '../context';
import { findUserByOpenId, searchUsers, type UserRow, updateUser } from '../queries';
import { resendActivation } from './activation';
import { eraseAccount } from './delete-account';
import { userInfo } from './profile';

/**
 * What an admin does to accounts from the console (issue 21, decision 028). The user module
 * owns the rows; the caller (the staff module) passes `audit`, which writes the staff audit line
 * inside the same transaction as the change, so this module never reaches into the audit table.
 */
export interface StaffAuditLine {
  action: string;
  target: string;
  before: unknown;
  after: unknown;
}
export type StaffAudit = (trx: DB, line: StaffAuditLine, now: number) => Promise<void>;

export interface StaffActor {
  id: string;
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/** The account as an admin sees it in the list (never the password hash or TOTP secret). */
function presentStaffAccount(row: UserRow) {
  return {
    OpenId: row.open_id,
    UserName: row.username,
    Name: row.name,
    Email: row.email ?? '',
    IsActive: row.is_active,
    AccountType: row.account_type,
    StaffRole: row.staff_role,
    TotpEnabled: row.totp_enabled === 1,
    DateJoined: iso(row.created_at),
    LastLogin: iso(row.last_login_at),
    Deleted: row.deleted_at !== null,
  };
}

/** The facts an audit line keeps before and after a change. */
function auditFacts(row: UserRow) {
  return {
    UserName: row.username,
    IsActive: row.is_active,
    StaffRole: row.staff_role,
    TotpEnabled: row.totp_enabled === 1,
  };
}

export async function staffSearchAccounts(
  db: DB,
  query: { Query: string; Page: number; PageSize: number },
) {
  const { rows, total } = await searchUsers(db, {
    text: query.Query,
    offset: (query.Page - 1) * query.PageSize,
    limit: query.PageSize,
  });
  return { List: rows.map(presentStaffAccount), Total: total, Page: query.Page };
}

async function liveAccount(db: DB, openId: string): Promise<UserRow> {
  const row = await findUserByOpenId(db, openId);
  if (!row || row.deleted_at !== null) throw errors.notFound();
  return row;
}

/** One account with what the other modules add to it (books, crowns, tickets, plans). */
export async function staffViewAccount(ctx: AccountContext, openId: string) {
  const row = await liveAccount(ctx.db, openId);
  return { Account: presentStaffAccount(row), Info: await userInfo(ctx.db, ctx.clock, row.id) };
}

/** No admin changes their own account from the console: that is what /account is for. */
function notSelf(actor: StaffActor, row: UserRow): void {
  if (row.id === actor.id) throw errors.noPermission();
}

async function change(
  ctx: AccountContext,
  row: UserRow,
  action: string,
  audit: StaffAudit,
  apply: (trx: DB, now: number) => Promise<void>,
) {
  const now = ctx.clock.now();
  await ctx.db.transaction().execute(async (trx) => {
    await apply(trx, now);
    const after = await findUserByOpenId(trx, row.open_id);
    await audit(
      trx,
      {
        action,
        target: `user:${row.open_id}`,
        before: auditFacts(row),
        after: after ? auditFacts(after) : null,
      },
      now,
    );
  });
  return staffViewAccount(ctx, row.open_id);
}

/** IsActive 2: every session ends at once, so the next call answers SESSION_EXPIRED. */
export async function staffDisableAccount(
  ctx: AccountContext,
  actor: StaffActor,
  openId: string,
  audit: StaffAudit,
) {
  const row = await liveAccount(ctx.db, openId);
  notSelf(actor, row);
  if (row.is_active === 2) return staffViewAccount(ctx, openId);
  return change(ctx, row, 'user.disable', audit, async (trx, now) => {
    await updateUser(trx, row.id, { is_active: 2, disabled_from: row.is_active, updated_at: now });
    await endAllSessions(trx, ctx.clock, row.id, 'disabled');
  });
}

/** Back to the IsActive it had when it was disabled (active, or not yet activated). */
export async function staffEnableAccount(
  ctx: AccountContext,
  actor: StaffActor,
  openId: string,
  audit: StaffAudit,
) {
  const row = await liveAccount(ctx.db, openId);
  notSelf(actor, row);
  if (row.is_active !== 2) return staffViewAccount(ctx, openId);
  // Disabled before this column existed: an account with an email activates again by link.
  const restored = row.disabled_from ?? (row.email === null ? 1 : 0);
  return change(ctx, row, 'user.enable', audit, async (trx, now) => {
    await updateUser(trx, row.id, { is_active: restored, disabled_from: null, updated_at: now });
  });
}

/** A fresh activation link (ALREADY_ACTIVE when not needed; once a minute per account). */
export async function staffResendActivation(
  ctx: AccountContext,
  openId: string,
  audit: StaffAudit,
) {
  const row = await liveAccount(ctx.db, openId);
  await resendActivation(ctx, row.id);
  const now = ctx.clock.now();
  const line = { action: 'user.resend_activation', target: `user:${row.open_id}` };
  await audit(ctx.db, { ...line, before: null, after: { Email: row.email } }, now);
  return staffViewAccount(ctx, openId);
}

/**
 * Two-step sign-in off and every session ended: the person sets it up again (staff must, at
 * their next sign-in). Used when someone lost their authenticator.
 */
export async function staffResetTwoStep(
  ctx: AccountContext,
  actor: StaffActor,
  openId: string,
  audit: StaffAudit,
) {
  const row = await liveAccount(ctx.db, openId);
  notSelf(actor, row);
  return change(ctx, row, 'user.reset_two_step', audit, async (trx, now) => {
    await updateUser(trx, row.id, {
      totp_secret: null,
      totp_pending_secret: null,
      totp_enabled: 0,
      totp_last_step: null,
      updated_at: now,
    });
    await endAllSessions(trx, ctx.clock, row.id, 'two_step_reset');
  });
}

/** Staff role (admins only, never their own): a new role takes effect with a new sign-in. */
export async function staffChangeRole(
  ctx: AccountContext,
  actor: StaffActor,
  input: { OpenId: string; StaffRole: StaffRole },
  audit: StaffAudit,
) {
  const row = await liveAccount(ctx.db, input.OpenId);
  notSelf(actor, row);
  if (row.staff_role === input.StaffRole) return staffViewAccount(ctx, input.OpenId);
  return change(ctx, row, 'user.role', audit, async (trx, now) => {
    await updateUser(trx, row.id, { staff_role: input.StaffRole, updated_at: now });
    await endAllSessions(trx, ctx.clock, row.id, 'role_changed');
  });
}

/**
 * The account-deletion flow (the same erasure as /account-delete), confirmed by typing the
 * account's username; the audit line keeps who it was.
 */
export async function staffDeleteAccount(
  ctx: AccountContext,
  actor: StaffActor,
  input: { OpenId: string; ConfirmUserName: string },
  audit: StaffAudit,
) {
  const row = await liveAccount(ctx.db, input.OpenId);
  notSelf(actor, row);
  if (input.ConfirmUserName !== row.username) {
    throw errors.badInput([{ path: 'ConfirmUserName', message: 'badInput' }]);
  }
  await eraseAccount(ctx, row, (trx, now) =>
    audit(
      trx,
      {
        action: 'user.delete',
        target: `user:${row.open_id}`,
        before: auditFacts(row),
        after: null,
      },
      now,
    ),
  );
  return { Deleted: true };
}
