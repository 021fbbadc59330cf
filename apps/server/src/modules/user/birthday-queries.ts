import type { Insertable, Selectable } from 'kysely';
import type { DB } from '../../db/index';
import { prepared } from '../../db/prepared';
import type { BirthdayChangeStatus, BirthdayChangeTable } from '../../db/tables/accounts';

export type BirthdayChangeRow = Selectable<BirthdayChangeTable>;

export async function insertBirthdayChange(
  db: DB,
  row: Insertable<BirthdayChangeTable>,
): Promise<void> {
  await db.insertInto('birthday_changes').values(row).execute();
}

/** Compiled once (decision 076): GetUserInfo asks on every call. */
const pendingChange = prepared(
  (db: DB, userId: string) =>
    db.selectFrom('birthday_changes').selectAll().where('open_key', '=', userId),
  ['user id sample'],
);

export async function findPendingBirthdayChange(
  db: DB,
  userId: string,
): Promise<BirthdayChangeRow | undefined> {
  return (await pendingChange(db, userId))[0];
}

export async function findBirthdayChange(
  db: DB,
  by: { id: string } | { openId: string },
): Promise<BirthdayChangeRow | undefined> {
  const query = db.selectFrom('birthday_changes').selectAll();
  return (
    'id' in by ? query.where('id', '=', by.id) : query.where('open_id', '=', by.openId)
  ).executeTakeFirst();
}

/** Closes a pending change; false when it was no longer pending (decided meanwhile). */
export async function closeBirthdayChange(
  db: DB,
  id: string,
  status: Exclude<BirthdayChangeStatus, 'pending' | 'applied'>,
  decidedBy: string | null,
  now: number,
): Promise<boolean> {
  const result = await db
    .updateTable('birthday_changes')
    .set({ status, decided_by: decidedBy, decided_at: now, open_key: null })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Pending changes waiting for staff (and those a parent has not answered), oldest first. */
export async function listPendingBirthdayChanges(db: DB, limit: number) {
  return db
    .selectFrom('birthday_changes as c')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .select([
      'c.open_id',
      'c.old_birthday',
      'c.new_birthday',
      'c.confirmer',
      'c.created_at',
      'u.username',
    ])
    .where('c.status', '=', 'pending')
    .orderBy('c.created_at')
    .limit(limit)
    .execute();
}

/** How many changes wait for a decision (the staff's work counts). */
export async function countPendingBirthdayChanges(db: DB): Promise<number> {
  const row = await db
    .selectFrom('birthday_changes')
    .select((eb) => eb.fn.countAll<number | string | bigint>().as('n'))
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Every change of an account, oldest first (the record of who changed what). */
export async function birthdayChangesOf(db: DB, userId: string): Promise<BirthdayChangeRow[]> {
  return db
    .selectFrom('birthday_changes')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** Account deletion: birthdays are personal data; the rows go with the account. */
export async function deleteBirthdayChanges(db: DB, userId: string): Promise<void> {
  await db.deleteFrom('birthday_changes').where('user_id', '=', userId).execute();
}
