import { type Insertable, type Selectable, sql } from 'kysely';
import type { DB } from '../../../db/index';
import type { BookReportTable } from '../../../db/tables/moderation';

export type ReportRow = Selectable<BookReportTable>;

export const reportKeyOf = (bookId: string, reporterId: string) => `${bookId}:${reporterId}`;

/** A reader's report; a second open report by the same reader is not added. True when added. */
export async function insertReport(db: DB, row: Insertable<BookReportTable>): Promise<boolean> {
  const result = await db
    .insertInto('book_reports')
    .values(row)
    .onConflict((oc) => oc.column('open_key').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** How many different readers have an unresolved report on the book. */
export async function countOpenReporters(db: DB, bookId: string): Promise<number> {
  const row = await db
    .selectFrom('book_reports')
    .select(sql<number>`count(distinct reporter_id)`.as('count'))
    .where('book_id', '=', bookId)
    .where('resolved_at', 'is', null)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** The different readers who have an unresolved report on the book. */
export async function openReporterIds(db: DB, bookId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('book_reports')
    .select('reporter_id')
    .distinct()
    .where('book_id', '=', bookId)
    .where('resolved_at', 'is', null)
    .execute();
  return rows.map((row) => row.reporter_id);
}

export async function listOpenReports(db: DB, bookId: string): Promise<ReportRow[]> {
  return db
    .selectFrom('book_reports')
    .selectAll()
    .where('book_id', '=', bookId)
    .where('resolved_at', 'is', null)
    .orderBy('created_at')
    .execute();
}

export async function resolveReports(db: DB, bookId: string, by: string, now: number) {
  await db
    .updateTable('book_reports')
    .set({ resolved_at: now, resolved_by: by, open_key: null })
    .where('book_id', '=', bookId)
    .where('resolved_at', 'is', null)
    .execute();
}
