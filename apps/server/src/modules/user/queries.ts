import { type Insertable, type Selectable, sql, type Updateable } from 'kysely';
import type { DB } from '../../db/index';
import type {
  AccountTokenPurpose,
  AccountTokenTable,
  EmailNotificationSettingTable,
  ParentConsentTable,
  UserTable,
} from '../../db/tables/accounts';
import { publicNameHooks } from './extensions';

export type UserRow = Selectable<UserTable>;
export type TokenRow = Selectable<AccountTokenTable>;

export async function findUserById(db: DB, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The accounts with these ids (any that exist), in one query. */
export async function findUsersByIds(db: DB, ids: readonly string[]): Promise<UserRow[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('users')
    .selectAll()
    .where('id', 'in', [...ids])
    .execute();
}

/** A live (not deleted) account by lower-cased username or email. */
export async function findUserByLogin(db: DB, login: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where((eb) => eb.or([eb('username_lower', '=', login), eb('email_lower', '=', login)]))
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

export async function findUserByEmail(db: DB, emailLower: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('email_lower', '=', emailLower)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

export async function findUserByUsername(
  db: DB,
  usernameLower: string,
): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('username_lower', '=', usernameLower)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

export async function findUserByGoogleSub(db: DB, sub: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('google_sub', '=', sub)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

export async function findUserByInvitationCode(db: DB, code: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('invitation_code', '=', code)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/** Whether a username or email is held by any row, erased ones included (never reused ids). */
export async function usernameTaken(db: DB, usernameLower: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('username_lower', '=', usernameLower)
    .executeTakeFirst();
  return Boolean(row);
}

export async function emailTaken(db: DB, emailLower: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('email_lower', '=', emailLower)
    .executeTakeFirst();
  return Boolean(row);
}

export async function invitationCodeTaken(db: DB, code: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('invitation_code', '=', code)
    .executeTakeFirst();
  return Boolean(row);
}

export async function insertUser(db: DB, row: Insertable<UserTable>): Promise<void> {
  await db.insertInto('users').values(row).execute();
}

/** The columns that decide whether and how an account's name appears in public. */
const publicNameColumns = ['username', 'parent_consent', 'is_active', 'deleted_at'] as const;

export async function updateUser(
  db: DB,
  id: string,
  patch: Updateable<UserTable>,
): Promise<number> {
  const result = await db.updateTable('users').set(patch).where('id', '=', id).executeTakeFirst();
  const updated = Number(result.numUpdatedRows);
  if (updated > 0 && publicNameColumns.some((column) => column in patch)) {
    const now = typeof patch.updated_at === 'number' ? patch.updated_at : Date.now();
    for (const hook of publicNameHooks) await hook(db, id, now);
  }
  return updated;
}

/** Sets the TOTP step only when it is newer than the last one used (no code is used twice). */
export async function advanceTotpStep(db: DB, id: string, step: number): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ totp_last_step: step })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function insertToken(db: DB, row: AccountTokenTable): Promise<void> {
  await db.insertInto('account_tokens').values(row).execute();
}

export async function findLiveToken(
  db: DB,
  id: string,
  purposes: AccountTokenPurpose[],
  now: number,
): Promise<TokenRow | undefined> {
  return db
    .selectFrom('account_tokens')
    .selectAll()
    .where('id', '=', id)
    .where('purpose', 'in', purposes)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

/** Marks a live token used; false when it was used, expired or never existed (single use). */
export async function useToken(db: DB, id: string, now: number): Promise<boolean> {
  const result = await db
    .updateTable('account_tokens')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Retires every unused token of a purpose (a new link replaces the old ones). */
export async function retireTokens(
  db: DB,
  userId: string,
  purposes: AccountTokenPurpose[],
  now: number,
): Promise<void> {
  await db
    .updateTable('account_tokens')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('purpose', 'in', purposes)
    .where('used_at', 'is', null)
    .execute();
}

export async function latestTokenTime(
  db: DB,
  userId: string,
  purpose: AccountTokenPurpose,
): Promise<number | null> {
  const row = await db
    .selectFrom('account_tokens')
    .select((eb) => eb.fn.max('created_at').as('latest'))
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .executeTakeFirst();
  return row?.latest === null || row?.latest === undefined ? null : Number(row.latest);
}

export async function deleteUserTokens(db: DB, userId: string): Promise<void> {
  await db.deleteFrom('account_tokens').where('user_id', '=', userId).execute();
}

export async function insertConsentEvent(db: DB, row: ParentConsentTable): Promise<void> {
  await db.insertInto('parent_consents').values(row).execute();
}

export async function eraseConsentEmails(db: DB, userId: string): Promise<void> {
  await db
    .updateTable('parent_consents')
    .set({ parent_email: null })
    .where('user_id', '=', userId)
    .execute();
}

export async function consentEvents(db: DB, userId: string) {
  return db
    .selectFrom('parent_consents')
    .select(['event', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export async function listEmailSettings(
  db: DB,
  userId: string,
): Promise<Selectable<EmailNotificationSettingTable>[]> {
  return db
    .selectFrom('email_notification_settings')
    .selectAll()
    .where('user_id', '=', userId)
    .execute();
}

export async function upsertEmailSetting(
  db: DB,
  row: EmailNotificationSettingTable,
): Promise<void> {
  await db
    .insertInto('email_notification_settings')
    .values(row)
    .onConflict((oc) =>
      oc.columns(['user_id', 'kind']).doUpdateSet({
        enabled: row.enabled,
        updated_at: row.updated_at,
      }),
    )
    .execute();
}

export async function deleteEmailSettings(db: DB, userId: string): Promise<void> {
  await db.deleteFrom('email_notification_settings').where('user_id', '=', userId).execute();
}

export async function findUserByOpenId(db: DB, openId: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('open_id', '=', openId).executeTakeFirst();
}

/**
 * The admin console's account search: username, email or display name containing the text
 * (case-insensitive), newest first; erased accounts are left out.
 */
export async function searchUsers(
  db: DB,
  query: { text: string; offset: number; limit: number },
): Promise<{ rows: UserRow[]; total: number }> {
  const needle = `%${query.text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const base = db
    .selectFrom('users')
    .where('deleted_at', 'is', null)
    .where((eb) =>
      eb.or([
        eb(sql`username_lower`, 'like', sql`${needle} escape '\\'`),
        eb(sql`coalesce(email_lower, '')`, 'like', sql`${needle} escape '\\'`),
        eb(sql`lower(name)`, 'like', sql`${needle} escape '\\'`),
      ]),
    );
  const [rows, count] = await Promise.all([
    base
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .offset(query.offset)
      .limit(query.limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
}
