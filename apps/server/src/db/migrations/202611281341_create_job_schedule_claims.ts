import type { Kysely } from 'kysely';

/**
 * Issue 24 (decision 041): one row per recurring job and period, written by the first server to
 * reach that period, so a schedule runs once whatever the number of servers.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations work on the schema as it was, untyped.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('job_schedule_claims')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('period_key', 'text', (c) => c.notNull())
    .addColumn('claimed_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('job_schedule_claims_pk', ['name', 'period_key'])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('job_schedule_claims').execute();
}
