import type { Kysely } from 'kysely';

/**
 * Issue 22: which version of the search index's contents the rows were built by (decision 063).
 * A server starting with another version rebuilds the index once; otherwise the rows follow the
 * books and accounts as they change, and no rebuild runs on a schedule.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations work on the schema as it was, untyped.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('search_index_state')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('rebuilt_at', 'bigint', (c) => c.notNull())
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: as above.
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('search_index_state').execute();
}
