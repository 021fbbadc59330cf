import type { Insertable, Selectable, Updateable } from 'kysely';
import type { DB } from '../../db/index';
import type {
  FaqEntryTable,
  HelpMessageKind,
  HelpMessageState,
  HelpMessageTable,
  ProductUpdateTable,
  StaffAuditTable,
} from '../../db/tables/help';

export type FaqRow = Selectable<FaqEntryTable>;
export type UpdateRow = Selectable<ProductUpdateTable>;
export type MessageRow = Selectable<HelpMessageTable>;
export type AuditRow = Selectable<StaffAuditTable>;

// FAQ

export function listFaq(db: DB): Promise<FaqRow[]> {
  return db
    .selectFrom('faq_entries')
    .selectAll()
    .orderBy('topic')
    .orderBy('position')
    .orderBy('created_at')
    .execute();
}

export function findFaq(db: DB, openId: string): Promise<FaqRow | undefined> {
  return db.selectFrom('faq_entries').selectAll().where('open_id', '=', openId).executeTakeFirst();
}

export async function insertFaq(db: DB, row: Insertable<FaqEntryTable>): Promise<void> {
  await db.insertInto('faq_entries').values(row).execute();
}

export async function updateFaq(db: DB, id: string, values: Updateable<FaqEntryTable>) {
  await db.updateTable('faq_entries').set(values).where('id', '=', id).execute();
}

export async function deleteFaq(db: DB, id: string): Promise<void> {
  await db.deleteFrom('faq_entries').where('id', '=', id).execute();
}

export async function countFaq(db: DB): Promise<number> {
  const row = await db
    .selectFrom('faq_entries')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

// Updates

export async function listUpdates(
  db: DB,
  page: { offset: number; limit: number },
): Promise<{ rows: UpdateRow[]; total: number }> {
  const counted = await db
    .selectFrom('product_updates')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  const rows = await db
    .selectFrom('product_updates')
    .selectAll()
    .orderBy('published_at', 'desc')
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return { rows, total: Number(counted?.n ?? 0) };
}

export function findUpdate(db: DB, openId: string): Promise<UpdateRow | undefined> {
  return db
    .selectFrom('product_updates')
    .selectAll()
    .where('open_id', '=', openId)
    .executeTakeFirst();
}

export async function insertUpdate(db: DB, row: Insertable<ProductUpdateTable>): Promise<void> {
  await db.insertInto('product_updates').values(row).execute();
}

export async function updateUpdate(db: DB, id: string, values: Updateable<ProductUpdateTable>) {
  await db.updateTable('product_updates').set(values).where('id', '=', id).execute();
}

export async function deleteUpdate(db: DB, id: string): Promise<void> {
  await db.deleteFrom('product_updates').where('id', '=', id).execute();
}

// Messages

export async function insertMessage(db: DB, row: Insertable<HelpMessageTable>): Promise<void> {
  await db.insertInto('help_messages').values(row).execute();
}

export function findMessage(db: DB, openId: string): Promise<MessageRow | undefined> {
  return db
    .selectFrom('help_messages')
    .selectAll()
    .where('open_id', '=', openId)
    .executeTakeFirst();
}

export async function markReplied(
  db: DB,
  id: string,
  values: { reply: string; replied_by: string; replied_at: number },
): Promise<void> {
  await db
    .updateTable('help_messages')
    .set({ ...values, state: 'replied' })
    .where('id', '=', id)
    .execute();
}

export interface MessageFilter {
  kind?: HelpMessageKind | undefined;
  state?: HelpMessageState | undefined;
  offset: number;
  limit: number;
}

export async function listMessages(
  db: DB,
  f: MessageFilter,
): Promise<{ rows: MessageRow[]; total: number }> {
  let q = db.selectFrom('help_messages');
  if (f.kind) q = q.where('kind', '=', f.kind);
  if (f.state) q = q.where('state', '=', f.state);
  const counted = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
  const rows = await q
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(f.limit)
    .offset(f.offset)
    .execute();
  return { rows, total: Number(counted?.n ?? 0) };
}

// Audit log

export async function insertAudit(db: DB, row: Insertable<StaffAuditTable>): Promise<void> {
  await db.insertInto('staff_audit').values(row).execute();
}

export async function listAudit(
  db: DB,
  page: { offset: number; limit: number },
): Promise<{ rows: AuditRow[]; total: number }> {
  const counted = await db
    .selectFrom('staff_audit')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  const rows = await db
    .selectFrom('staff_audit')
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return { rows, total: Number(counted?.n ?? 0) };
}

/** Account deletion: the person's messages to support are deleted with the account. */
export async function eraseMessagesOf(db: DB, userId: string): Promise<void> {
  await db.deleteFrom('help_messages').where('user_id', '=', userId).execute();
}
