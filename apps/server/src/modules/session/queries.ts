import { sql } from 'kysely';
import type { DB } from '../../db/index';
import { prepared } from '../../db/prepared';
import type { AuthAttemptTable, SessionTable } from '../../db/tables/accounts';

export async function insertSession(db: DB, row: SessionTable): Promise<void> {
  await db.insertInto('sessions').values(row).execute();
}

function sessionWithUserQuery(db: DB, sessionId: string) {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .selectAll('users')
    .select([
      'sessions.id as session_id',
      'sessions.second_factor',
      'sessions.created_at as session_created_at',
      'sessions.last_seen_at',
      'sessions.expires_at',
      'sessions.revoked_at',
      'users.id as user_id',
    ])
    .where('sessions.id', '=', sessionId);
}

/** Compiled once (decision 075): every signed-in request runs it. */
const lookUp = prepared(sessionWithUserQuery, ['session id sample']);

/**
 * The session and its user's whole row: every request needs a few facts about the user, and
 * GetUserInfo answers from the same row instead of reading it again (decision 070).
 */
export async function findSessionWithUser(db: DB, sessionId: string) {
  return (await lookUp(db, sessionId))[0];
}

export async function touchSession(db: DB, sessionId: string, now: number): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ last_seen_at: now })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

export async function revokeSession(
  db: DB,
  sessionId: string,
  now: number,
  reason: string,
): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: now, revoked_reason: reason })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Ends every live session of a user (password change, disabling, deletion). */
export async function revokeUserSessions(
  db: DB,
  userId: string,
  now: number,
  reason: string,
): Promise<number> {
  const result = await db
    .updateTable('sessions')
    .set({ revoked_at: now, revoked_reason: reason })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function insertAttempt(db: DB, row: AuthAttemptTable): Promise<void> {
  await db.insertInto('auth_attempts').values(row).execute();
}

export async function attemptsSince(
  db: DB,
  kind: AuthAttemptTable['kind'],
  subject: string,
  since: number,
): Promise<{ count: number; oldest: number | null }> {
  const row = await db
    .selectFrom('auth_attempts')
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.min('created_at').as('oldest')])
    .where('kind', '=', kind)
    .where('subject', '=', subject)
    .where('created_at', '>', since)
    .executeTakeFirst();
  return {
    count: Number(row?.n ?? 0),
    oldest: row?.oldest === null || row?.oldest === undefined ? null : Number(row.oldest),
  };
}

export async function deleteAttempts(
  db: DB,
  kind: AuthAttemptTable['kind'],
  subject: string,
): Promise<void> {
  await db
    .deleteFrom('auth_attempts')
    .where('kind', '=', kind)
    .where('subject', '=', subject)
    .execute();
}

export async function pruneAttempts(db: DB, before: number): Promise<void> {
  await db.deleteFrom('auth_attempts').where('created_at', '<', before).execute();
}

/** Count, first and last time of the attempts of one subject since `since`. */
export async function attemptStats(
  db: DB,
  kind: AuthAttemptTable['kind'],
  subject: string,
  since: number,
): Promise<{ count: number; oldest: number | null; newest: number | null }> {
  const row = await db
    .selectFrom('auth_attempts')
    .select((eb) => [
      eb.fn.countAll<number>().as('n'),
      eb.fn.min('created_at').as('oldest'),
      eb.fn.max('created_at').as('newest'),
    ])
    .where('kind', '=', kind)
    .where('subject', '=', subject)
    .where('created_at', '>', since)
    .executeTakeFirst();
  const time = (value: unknown) => (value === null || value === undefined ? null : Number(value));
  return { count: Number(row?.n ?? 0), oldest: time(row?.oldest), newest: time(row?.newest) };
}

/** Deletes the attempts whose subject starts with `prefix` (compared exactly, no wildcards). */
export async function deleteAttemptsWithPrefix(
  db: DB,
  kind: AuthAttemptTable['kind'],
  prefix: string,
): Promise<void> {
  await db
    .deleteFrom('auth_attempts')
    .where('kind', '=', kind)
    .where(sql<boolean>`substr(subject, 1, ${prefix.length}) = ${prefix}`)
    .execute();
}
