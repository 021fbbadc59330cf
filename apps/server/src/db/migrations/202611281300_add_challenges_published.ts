import type { Kysely } from 'kysely';

/**
 * Issue 19 (admin authoring, decision 035): a challenge an admin is still writing is kept
 * unpublished (0) and shown to no one but admins; every challenge before this was published (1).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations work on the schema as it was, untyped.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('challenges')
    .addColumn('published', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('challenges').dropColumn('published').execute();
}
