import type { BadgeFacts, BadgeId, BadgeMetric } from '@storyloom/domain';
import { sql } from 'kysely';
import type { DB } from '../../db/index';

/** Raises a fact to `value` (facts never go down). */
export async function raiseFact(
  db: DB,
  userId: string,
  metric: BadgeMetric,
  value: number,
  now: number,
): Promise<void> {
  await db
    .insertInto('badge_facts')
    .values({ user_id: userId, metric, value, updated_at: now })
    .onConflict((oc) =>
      oc.columns(['user_id', 'metric']).doUpdateSet({
        value: sql<number>`case when excluded.value > badge_facts.value then excluded.value else badge_facts.value end`,
        updated_at: now,
      }),
    )
    .execute();
}

export async function readFacts(db: DB, userId: string): Promise<Partial<BadgeFacts>> {
  const rows = await db
    .selectFrom('badge_facts')
    .select(['metric', 'value'])
    .where('user_id', '=', userId)
    .execute();
  const facts: Partial<BadgeFacts> = {};
  for (const row of rows) facts[row.metric] = row.value;
  return facts;
}

/** Awards a badge once; true when this call awarded it. */
export async function insertAward(
  db: DB,
  row: { id: string; user_id: string; badge_id: BadgeId; created_at: number },
): Promise<boolean> {
  const result = await db
    .insertInto('badge_awards')
    .values(row)
    .onConflict((oc) => oc.columns(['user_id', 'badge_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function listAwards(db: DB, userId: string) {
  return db
    .selectFrom('badge_awards')
    .select(['badge_id', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('badge_id')
    .execute();
}
