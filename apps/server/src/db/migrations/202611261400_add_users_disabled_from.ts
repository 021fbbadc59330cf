import type { Kysely } from 'kysely';

/**
 * Issue 21 (admin console, decision 028): what IsActive an account had when an admin disabled
 * it (0 not activated, 1 active), so re-enabling gives back exactly that.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations work on the schema as it was, untyped.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('disabled_from', 'integer').execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations work on the schema as it was, untyped.
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('disabled_from').execute();
}
