import type { DB } from '../../db/index';
import type { ChallengeRow, GuideRow, StepRow, UnitRow } from './queries';

/** The admins' side of the tables: every challenge (drafts too), and the writes. */
export const allChallenges = (db: DB) =>
  db
    .selectFrom('challenges')
    .selectAll()
    .orderBy('starts_at', 'desc')
    .orderBy('open_id')
    .limit(500)
    .execute();

export const allGuides = (db: DB) =>
  db.selectFrom('guides').selectAll().orderBy('category').orderBy('position').execute();

export async function entryCounts(db: DB): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('challenge_entries')
    .select(['challenge_id', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('challenge_id')
    .execute();
  return new Map(rows.map((r) => [r.challenge_id, Number(r.n)]));
}

export const entriesOfChallenge = (db: DB, challengeId: string) =>
  db
    .selectFrom('challenge_entries')
    .selectAll()
    .where('challenge_id', '=', challengeId)
    .orderBy('featured', 'desc')
    .orderBy('created_at', 'desc')
    .limit(200)
    .execute();

export const insertChallenge = (db: DB, row: ChallengeRow) =>
  db.insertInto('challenges').values(row).execute();

export const updateChallenge = (
  db: DB,
  id: string,
  values: Omit<ChallengeRow, 'id' | 'open_id' | 'created_at'>,
) => db.updateTable('challenges').set(values).where('id', '=', id).execute();

export async function setFeatured(db: DB, entryId: string, featured: boolean): Promise<void> {
  await db
    .updateTable('challenge_entries')
    .set({ featured: featured ? 1 : 0 })
    .where('id', '=', entryId)
    .execute();
}

export const insertUnit = (db: DB, row: UnitRow) =>
  db.insertInto('challenge_units').values(row).execute();

export const updateUnit = (
  db: DB,
  id: string,
  values: Pick<UnitRow, 'position' | 'title_json' | 'summary_json'>,
) => db.updateTable('challenge_units').set(values).where('id', '=', id).execute();

export const insertStep = (db: DB, row: StepRow) =>
  db.insertInto('challenge_steps').values(row).execute();

export const updateStep = (
  db: DB,
  id: string,
  values: Pick<StepRow, 'position' | 'title_json' | 'content_json'>,
) => db.updateTable('challenge_steps').set(values).where('id', '=', id).execute();

export const insertGuide = (db: DB, row: GuideRow) => db.insertInto('guides').values(row).execute();

export const updateGuide = (
  db: DB,
  id: string,
  values: Omit<GuideRow, 'id' | 'open_id' | 'created_at'>,
) => db.updateTable('guides').set(values).where('id', '=', id).execute();

/** The next position at the end of a list (units, a unit's steps, a category's guides). */
export async function nextPosition(
  db: DB,
  table: 'challenge_units' | 'challenge_steps' | 'guides',
  where?: { column: 'unit_id' | 'category'; value: string | number },
): Promise<number> {
  let q = db.selectFrom(table).select((eb) => eb.fn.max<number>('position').as('p'));
  if (where) {
    // biome-ignore lint/suspicious/noExplicitAny: one helper over three tables' position column.
    q = q.where(where.column as any, '=', where.value) as typeof q;
  }
  const row = await q.executeTakeFirst();
  return Number(row?.p ?? 0) + 1;
}
