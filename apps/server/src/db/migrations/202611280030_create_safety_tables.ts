import type { Kysely } from 'kysely';

/**
 * Issue 21 (decision 034): the blocked words admins add to the pre-screen, and the pre-screen's
 * settings (one row; absent means the defaults: every kind, default lists on).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations work on the schema as it was, untyped.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('blocked_words')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('word', 'text', (c) => c.notNull().unique())
    .addColumn('added_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('prescreen_settings')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('default_words', 'integer', (c) => c.notNull())
    .addColumn('kinds', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'text')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations work on the schema as it was, untyped.
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('prescreen_settings').execute();
  await db.schema.dropTable('blocked_words').execute();
}
