import type { BookType, QueueEntryKind } from '@storyloom/domain';
import { type Insertable, type Selectable, sql } from 'kysely';
import type { DB } from '../../../db/index';
import type { ModerationDecisionTable, ModerationEntryTable } from '../../../db/tables/moderation';

export type EntryRow = Selectable<ModerationEntryTable>;
export type DecisionRow = Selectable<ModerationDecisionTable>;

export const openKeyOf = (bookId: string, kind: QueueEntryKind) => `${bookId}:${kind}`;

/** Opens an entry unless one of its kind is already open for the book. True when it opened. */
export async function insertEntry(db: DB, row: Insertable<ModerationEntryTable>) {
  const result = await db
    .insertInto('moderation_entries')
    .values(row)
    .onConflict((oc) => oc.column('open_key').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

export async function findOpenEntry(db: DB, bookId: string, kind: QueueEntryKind) {
  return db
    .selectFrom('moderation_entries')
    .selectAll()
    .where('open_key', '=', openKeyOf(bookId, kind))
    .executeTakeFirst();
}

export async function findEntryByOpenId(db: DB, openId: string) {
  return db
    .selectFrom('moderation_entries')
    .selectAll()
    .where('open_id', '=', openId)
    .executeTakeFirst();
}

/**
 * Takes the claim if the entry is open and unclaimed, already the moderator's, or its claim has
 * run out: one conditional update, so of two moderators claiming at once exactly one wins.
 */
export async function claimEntry(
  db: DB,
  entryId: string,
  moderatorId: string,
  now: number,
  until: number,
): Promise<boolean> {
  const result = await db
    .updateTable('moderation_entries')
    .set({ claimed_by: moderatorId, claim_expires_at: until, updated_at: now })
    .where('id', '=', entryId)
    .where('status', '=', 'open')
    .where((eb) =>
      eb.or([
        eb('claimed_by', 'is', null),
        eb('claimed_by', '=', moderatorId),
        eb('claim_expires_at', '<=', now),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Lets go of a claim (only the moderator's own). */
export async function releaseEntry(db: DB, entryId: string, moderatorId: string, now: number) {
  await db
    .updateTable('moderation_entries')
    .set({ claimed_by: null, claim_expires_at: null, updated_at: now })
    .where('id', '=', entryId)
    .where('claimed_by', '=', moderatorId)
    .execute();
}

/** Closes an open entry. False when it was already closed (someone decided first). */
export async function closeEntry(
  db: DB,
  entryId: string,
  by: string | null,
  now: number,
): Promise<boolean> {
  const result = await db
    .updateTable('moderation_entries')
    .set({
      status: 'closed',
      open_key: null,
      closed_at: now,
      closed_by: by,
      claimed_by: null,
      claim_expires_at: null,
      updated_at: now,
    })
    .where('id', '=', entryId)
    .where('status', '=', 'open')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export interface QueueFilter {
  kind?: QueueEntryKind | undefined;
  type?: BookType | undefined;
  language?: string | undefined;
}

function filtered(db: DB, f: QueueFilter) {
  let q = db.selectFrom('moderation_entries').where('status', '=', 'open');
  if (f.kind) q = q.where('kind', '=', f.kind);
  if (f.type) q = q.where('book_type', '=', f.type);
  if (f.language) q = q.where('language', '=', f.language);
  return q;
}

/** The open entries, oldest first. */
export async function listQueue(db: DB, f: QueueFilter, offset: number, limit: number) {
  return filtered(db, f)
    .selectAll()
    .orderBy('created_at')
    .orderBy('id')
    .offset(offset)
    .limit(limit)
    .execute();
}

export async function countQueue(db: DB, f: QueueFilter): Promise<number> {
  const row = await filtered(db, f).select(sql<number>`count(*)`.as('count')).executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** Open submissions that came in before `createdAt` (the writer's estimate of the wait). */
export async function countSubmissionsBefore(db: DB, createdAt: number): Promise<number> {
  const row = await db
    .selectFrom('moderation_entries')
    .select(sql<number>`count(*)`.as('count'))
    .where('status', '=', 'open')
    .where('kind', '=', 'submission')
    .where('created_at', '<', createdAt)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

export async function insertDecision(db: DB, row: Insertable<ModerationDecisionTable>) {
  await db.insertInto('moderation_decisions').values(row).execute();
}

export async function listDecisions(db: DB, bookId: string): Promise<DecisionRow[]> {
  return db
    .selectFrom('moderation_decisions')
    .selectAll()
    .where('book_id', '=', bookId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}
