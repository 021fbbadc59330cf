import type { DB } from '../../db/index';
import type {
  ChallengeEntryTable,
  ChallengeStepTable,
  ChallengeTable,
  ChallengeUnitTable,
  GuideTable,
} from '../../db/tables/challenges';

export type UnitRow = ChallengeUnitTable;
export type StepRow = ChallengeStepTable;
export type ChallengeRow = ChallengeTable;
export type EntryRow = ChallengeEntryTable;
export type GuideRow = GuideTable;

export const listUnits = (db: DB) =>
  db.selectFrom('challenge_units').selectAll().orderBy('position').execute();

export const findUnit = (db: DB, openId: string) =>
  db.selectFrom('challenge_units').selectAll().where('open_id', '=', openId).executeTakeFirst();

export const listSteps = (db: DB) =>
  db.selectFrom('challenge_steps').selectAll().orderBy('unit_id').orderBy('position').execute();

export const stepsOfUnit = (db: DB, unitId: string) =>
  db
    .selectFrom('challenge_steps')
    .selectAll()
    .where('unit_id', '=', unitId)
    .orderBy('position')
    .execute();

export const findStep = (db: DB, openId: string) =>
  db.selectFrom('challenge_steps').selectAll().where('open_id', '=', openId).executeTakeFirst();

export const progressOf = (db: DB, userId: string) =>
  db
    .selectFrom('challenge_step_progress')
    .select(['step_id', 'score', 'total', 'completed_at'])
    .where('user_id', '=', userId)
    .execute();

/** Records a completed step once; false when it was already recorded. */
export async function insertProgress(
  db: DB,
  row: {
    id: string;
    user_id: string;
    step_id: string;
    score: number;
    total: number;
    completed_at: number;
  },
): Promise<boolean> {
  const done = await db
    .insertInto('challenge_step_progress')
    .values(row)
    .onConflict((oc) => oc.columns(['user_id', 'step_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return done !== undefined;
}

export function listChallenges(
  db: DB,
  filter: {
    kind?: string | undefined;
    bookType?: string | undefined;
    time?: 'current' | 'past' | undefined;
  },
  now: number,
) {
  let q = db.selectFrom('challenges').selectAll().where('published', '=', 1);
  if (filter.kind) q = q.where('kind', '=', filter.kind);
  if (filter.bookType) q = q.where('book_type', '=', filter.bookType);
  if (filter.time === 'current') q = q.where('starts_at', '<=', now).where('ends_at', '>', now);
  if (filter.time === 'past') q = q.where('ends_at', '<=', now);
  return q
    .orderBy('ends_at', filter.time === 'past' ? 'desc' : 'asc')
    .orderBy('open_id')
    .limit(100)
    .execute();
}

export const findChallenge = (db: DB, openId: string) =>
  db.selectFrom('challenges').selectAll().where('open_id', '=', openId).executeTakeFirst();

export const findChallengeById = (db: DB, id: string) =>
  db.selectFrom('challenges').selectAll().where('id', '=', id).executeTakeFirst();

export const findEntryByBook = (db: DB, bookOpenId: string) =>
  db
    .selectFrom('challenge_entries')
    .selectAll()
    .where('book_open_id', '=', bookOpenId)
    .executeTakeFirst();

export async function insertEntry(db: DB, row: EntryRow): Promise<boolean> {
  const done = await db
    .insertInto('challenge_entries')
    .values(row)
    .onConflict((oc) => oc.column('book_open_id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return done !== undefined;
}

export const entriesOfUser = (db: DB, userId: string) =>
  db
    .selectFrom('challenge_entries')
    .innerJoin('challenges', 'challenges.id', 'challenge_entries.challenge_id')
    .select([
      'challenge_entries.id',
      'challenge_entries.book_open_id',
      'challenge_entries.approved_at',
      'challenge_entries.created_at',
      'challenges.open_id as challenge_open_id',
      'challenges.title_json',
      'challenges.kind',
      'challenges.book_type',
    ])
    .where('challenge_entries.user_id', '=', userId)
    .orderBy('challenge_entries.created_at', 'desc')
    .limit(200)
    .execute();

export const approvedEntriesOf = (db: DB, challengeId: string, limit: number) =>
  db
    .selectFrom('challenge_entries')
    .selectAll()
    .where('challenge_id', '=', challengeId)
    .where('approved_at', 'is not', null)
    .orderBy('featured', 'desc')
    .orderBy('approved_at')
    .limit(limit)
    .execute();

export async function countEntries(db: DB, challengeId: string): Promise<number> {
  const row = await db
    .selectFrom('challenge_entries')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('challenge_id', '=', challengeId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Marks an entry approved (first approval only); true when this call marked it. */
export async function markApproved(db: DB, entryId: string, now: number): Promise<boolean> {
  const res = await db
    .updateTable('challenge_entries')
    .set({ approved_at: now })
    .where('id', '=', entryId)
    .where('approved_at', 'is', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

export async function countApprovedChallenges(db: DB, userId: string): Promise<number> {
  const row = await db
    .selectFrom('challenge_entries')
    .select((eb) => eb.fn.count<number>('challenge_id').distinct().as('n'))
    .where('user_id', '=', userId)
    .where('approved_at', 'is not', null)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export function listGuides(
  db: DB,
  filter: {
    category?: number | undefined;
    bookType?: string | undefined;
    genre?: string | undefined;
  },
) {
  let q = db.selectFrom('guides').selectAll();
  if (filter.category !== undefined) q = q.where('category', '=', filter.category);
  if (filter.bookType) {
    const bookType = filter.bookType;
    q = q.where((eb) => eb.or([eb('book_type', '=', bookType), eb('book_type', 'is', null)]));
  }
  if (filter.genre) q = q.where('genre', 'in', [filter.genre, 'any']);
  return q.orderBy('category').orderBy('position').execute();
}

export const findGuide = (db: DB, openId: string) =>
  db.selectFrom('guides').selectAll().where('open_id', '=', openId).executeTakeFirst();

/** When the writer's first entry of a challenge was approved (null: none approved yet). */
export async function firstApprovalOf(
  db: DB,
  userId: string,
  challengeId: string,
): Promise<number | null> {
  const row = await db
    .selectFrom('challenge_entries')
    .select((eb) => eb.fn.min<number>('approved_at').as('at'))
    .where('user_id', '=', userId)
    .where('challenge_id', '=', challengeId)
    .where('approved_at', 'is not', null)
    .executeTakeFirst();
  return row?.at === null || row?.at === undefined ? null : Number(row.at);
}

/** The challenges (internal ids) a writer has completed: an entry of theirs approved. */
export async function completedChallengeIds(db: DB, userId: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('challenge_entries')
    .select('challenge_id')
    .distinct()
    .where('user_id', '=', userId)
    .where('approved_at', 'is not', null)
    .execute();
  return new Set(rows.map((r) => r.challenge_id));
}
