import type { Kysely } from 'kysely';

/**
 * Issue 18 (decision 059): an assignment may be one of the challenges (its public id); null is
 * the teacher's own prompt.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations work on the schema as it was, untyped.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('class_assignments').addColumn('challenge_id', 'text').execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('class_assignments').dropColumn('challenge_id').execute();
}
