import type { NotificationKind } from '@storyloom/domain';
import type { DB } from '../../db/index';
import { prepared } from '../../db/prepared';
import type { NotificationEmailState, NotificationTable } from '../../db/tables/notifications';

export type NotificationRow = NotificationTable;

export async function insertNotification(db: DB, row: NotificationRow): Promise<void> {
  await db.insertInto('notifications').values(row).execute();
}

/** Compiled once (decision 075): the bell asks on every navigation. */
const unreadCount = prepared(
  (db: DB, userId: string) =>
    db
      .selectFrom('notifications')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .where('read_at', 'is', null),
  ['user id sample'],
);

export async function countUnread(db: DB, userId: string): Promise<number> {
  const [row] = await unreadCount(db, userId);
  return Number(row?.n ?? 0);
}

export interface NotificationQuery {
  userId: string;
  kinds: NotificationKind[] | null;
  unreadOnly: boolean;
  offset: number;
  limit: number;
}

function filtered(db: DB, q: NotificationQuery) {
  let query = db.selectFrom('notifications').where('user_id', '=', q.userId);
  if (q.kinds) query = query.where('kind', 'in', q.kinds);
  if (q.unreadOnly) query = query.where('read_at', 'is', null);
  return query;
}

export async function listNotifications(db: DB, q: NotificationQuery): Promise<NotificationRow[]> {
  return filtered(db, q)
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .offset(q.offset)
    .limit(q.limit)
    .execute();
}

export async function countNotifications(db: DB, q: NotificationQuery): Promise<number> {
  const row = await filtered(db, q)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function markAllRead(db: DB, userId: string, now: number): Promise<number> {
  const result = await db
    .updateTable('notifications')
    .set({ read_at: now })
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function findNotification(db: DB, id: string): Promise<NotificationRow | undefined> {
  return db.selectFrom('notifications').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Moves the email state only from `from`: the caller owns the email when a row changed. */
export async function moveEmailState(
  db: DB,
  id: string,
  from: NotificationEmailState,
  to: NotificationEmailState,
): Promise<boolean> {
  const result = await db
    .updateTable('notifications')
    .set({ email_state: to })
    .where('id', '=', id)
    .where('email_state', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function pendingEmailIds(db: DB, before: number, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('notifications')
    .select('id')
    .where('email_state', 'in', ['pending', 'sending'])
    .where('created_at', '<', before)
    .orderBy('created_at')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

export async function deleteUserNotifications(db: DB, userId: string): Promise<void> {
  await db.deleteFrom('notifications').where('user_id', '=', userId).execute();
}
