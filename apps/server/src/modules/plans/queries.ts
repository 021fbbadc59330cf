import type { Insertable, Selectable } from 'kysely';
import type { DB } from '../../db/index';
import { prepared } from '../../db/prepared';
import type {
  DistrictRequestTable,
  PlanGrantTable,
  PlanInvitationTable,
  PlanMemberTable,
  PlanTable,
} from '../../db/tables/plans';

/** Kysely only: the plans module's tables (decision 024). No HTTP types, no rules. */

export type PlanRow = Selectable<PlanTable>;
export type PlanMemberRow = Selectable<PlanMemberTable>;
export type InvitationRow = Selectable<PlanInvitationTable>;
export type GrantRow = Selectable<PlanGrantTable>;
export type DistrictRequestRow = Selectable<DistrictRequestTable>;
export type PlanRole = 'manager' | 'member' | 'teacher' | 'student';

export interface UserPlanRow extends PlanRow {
  role: string;
}

/** Compiled once (decision 076): GetUserInfo asks on every call. */
const plansOfUserQuery = prepared(
  (db: DB, userId: string) =>
    db
      .selectFrom('plan_members as m')
      .innerJoin('plans as p', 'p.id', 'm.plan_id')
      .selectAll('p')
      .select('m.role')
      .where('m.user_id', '=', userId)
      .orderBy('p.expires_at', 'desc'),
  ['user id sample'],
);

/** Every plan a user is in (any role), newest end first. */
export async function plansOfUser(db: DB, userId: string): Promise<UserPlanRow[]> {
  return plansOfUserQuery(db, userId);
}

export async function planByOpenId(db: DB, openId: string): Promise<PlanRow | undefined> {
  return db.selectFrom('plans').selectAll().where('open_id', '=', openId).executeTakeFirst();
}

export async function planById(db: DB, id: string): Promise<PlanRow | undefined> {
  return db.selectFrom('plans').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The plan of `kind` a user manages (the newest one). */
export async function managedPlan(
  db: DB,
  userId: string,
  kind: string,
): Promise<PlanRow | undefined> {
  return db
    .selectFrom('plans')
    .selectAll()
    .where('manager_id', '=', userId)
    .where('kind', '=', kind)
    .orderBy('expires_at', 'desc')
    .executeTakeFirst();
}

export async function insertPlan(db: DB, row: PlanRow): Promise<void> {
  await db.insertInto('plans').values(row).execute();
}

export async function updatePlan(
  db: DB,
  id: string,
  changes: Partial<Pick<PlanRow, 'expires_at' | 'category' | 'max_member' | 'manager_id'>>,
  now: number,
): Promise<void> {
  await db
    .updateTable('plans')
    .set({ ...changes, updated_at: now })
    .where('id', '=', id)
    .execute();
}

export async function memberRow(
  db: DB,
  planId: string,
  userId: string,
): Promise<PlanMemberRow | undefined> {
  return db
    .selectFrom('plan_members')
    .selectAll()
    .where('plan_id', '=', planId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export async function membersOf(db: DB, planId: string): Promise<PlanMemberRow[]> {
  return db
    .selectFrom('plan_members')
    .selectAll()
    .where('plan_id', '=', planId)
    .orderBy('joined_at')
    .orderBy('user_id')
    .execute();
}

/** Members by role: { manager, member, teacher, student } counts. */
export async function countMembers(db: DB, planId: string): Promise<Record<PlanRole, number>> {
  const rows = await db
    .selectFrom('plan_members')
    .select(['role', (eb) => eb.fn.countAll<number>().as('n')])
    .where('plan_id', '=', planId)
    .groupBy('role')
    .execute();
  const counts: Record<PlanRole, number> = { manager: 0, member: 0, teacher: 0, student: 0 };
  for (const row of rows) counts[row.role as PlanRole] = Number(row.n);
  return counts;
}

export async function insertMember(db: DB, row: Insertable<PlanMemberTable>): Promise<void> {
  await db
    .insertInto('plan_members')
    .values(row)
    .onConflict((oc) => oc.columns(['plan_id', 'user_id']).doNothing())
    .execute();
}

export async function deleteMember(db: DB, planId: string, userId: string): Promise<number> {
  const result = await db
    .deleteFrom('plan_members')
    .where('plan_id', '=', planId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function deleteMembershipsOf(db: DB, userId: string): Promise<void> {
  await db.deleteFrom('plan_members').where('user_id', '=', userId).execute();
}

/** Internal ids of everyone in a plan that runs at `now`. */
export async function liveMemberIds(db: DB, now: number): Promise<string[]> {
  const rows = await db
    .selectFrom('plan_members as m')
    .innerJoin('plans as p', 'p.id', 'm.plan_id')
    .select('m.user_id')
    .distinct()
    .where('p.expires_at', '>', now)
    .execute();
  return rows.map((r) => r.user_id);
}

// Invitations

export async function insertInvitation(db: DB, row: InvitationRow): Promise<void> {
  await db.insertInto('plan_invitations').values(row).execute();
}

export async function pendingInvitations(
  db: DB,
  planId: string,
  now: number,
): Promise<InvitationRow[]> {
  return db
    .selectFrom('plan_invitations')
    .selectAll()
    .where('plan_id', '=', planId)
    .where('accepted_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('created_at')
    .execute();
}

export async function invitationByOpenId(
  db: DB,
  planId: string,
  openId: string,
): Promise<InvitationRow | undefined> {
  return db
    .selectFrom('plan_invitations')
    .selectAll()
    .where('plan_id', '=', planId)
    .where('open_id', '=', openId)
    .executeTakeFirst();
}

export async function invitationByTokenHash(
  db: DB,
  tokenHash: string,
): Promise<InvitationRow | undefined> {
  return db
    .selectFrom('plan_invitations')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
}

export async function pendingInvitationsForMailbox(
  db: DB,
  mailbox: string,
  now: number,
): Promise<InvitationRow[]> {
  return db
    .selectFrom('plan_invitations')
    .selectAll()
    .where('mailbox', '=', mailbox)
    .where('accepted_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('created_at')
    .execute();
}

export async function renewInvitation(
  db: DB,
  id: string,
  tokenHash: string,
  expiresAt: number,
): Promise<void> {
  await db
    .updateTable('plan_invitations')
    .set({ token_hash: tokenHash, expires_at: expiresAt })
    .where('id', '=', id)
    .execute();
}

/** Marks an invitation accepted once; false when it was accepted meanwhile. */
export async function acceptInvitationRow(db: DB, id: string, now: number): Promise<boolean> {
  const result = await db
    .updateTable('plan_invitations')
    .set({ accepted_at: now })
    .where('id', '=', id)
    .where('accepted_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteInvitation(db: DB, id: string): Promise<void> {
  await db.deleteFrom('plan_invitations').where('id', '=', id).execute();
}

// Grants and free trials

export async function grantByKey(db: DB, key: string): Promise<GrantRow | undefined> {
  return db.selectFrom('plan_grants').selectAll().where('key', '=', key).executeTakeFirst();
}

export async function insertGrant(db: DB, row: GrantRow): Promise<void> {
  await db.insertInto('plan_grants').values(row).execute();
}

export async function trialOfMailbox(db: DB, mailbox: string) {
  return db.selectFrom('free_trials').selectAll().where('mailbox', '=', mailbox).executeTakeFirst();
}

/** Records a trial once per mailbox; false when the mailbox already had one. */
export async function insertTrial(
  db: DB,
  row: { mailbox: string; user_id: string; plan_id: string; kind: string; started_at: number },
): Promise<boolean> {
  const result = await db
    .insertInto('free_trials')
    .values(row)
    .onConflict((oc) => oc.column('mailbox').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

// School information (SPEC §5 school order form)

export async function schoolInformationOf(db: DB, userId: string) {
  return db
    .selectFrom('school_information')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export async function saveSchoolInformationRow(
  db: DB,
  userId: string,
  fields: string,
  now: number,
): Promise<void> {
  await db
    .insertInto('school_information')
    .values({ user_id: userId, fields, updated_at: now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ fields, updated_at: now }))
    .execute();
}

export async function setMemberLabel(
  db: DB,
  planId: string,
  userId: string,
  label: string,
): Promise<void> {
  await db
    .updateTable('plan_members')
    .set({ label })
    .where('plan_id', '=', planId)
    .where('user_id', '=', userId)
    .execute();
}

export async function insertDistrictRequest(db: DB, row: DistrictRequestRow): Promise<void> {
  await db.insertInto('district_requests').values(row).execute();
}

/** District requests, newest first, `limit` + 1 rows after the cursor (created_at, id). */
export async function districtRequests(
  db: DB,
  before: { at: number; id: string } | null,
  limit: number,
): Promise<DistrictRequestRow[]> {
  let q = db.selectFrom('district_requests').selectAll();
  if (before) {
    q = q.where((eb) =>
      eb.or([
        eb('created_at', '<', before.at),
        eb.and([eb('created_at', '=', before.at), eb('id', '<', before.id)]),
      ]),
    );
  }
  return q
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit + 1)
    .execute();
}
