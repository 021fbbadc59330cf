import type { Kysely } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations work on the schema as it was, untyped.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('jobs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('singleton_key', 'text')
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('max_attempts', 'integer', (c) => c.notNull())
    .addColumn('run_at', 'bigint', (c) => c.notNull())
    .addColumn('locked_until', 'bigint')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('jobs_singleton', ['name', 'singleton_key'])
    .execute();
  await db.schema.createIndex('jobs_due').on('jobs').columns(['state', 'run_at']).execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('jobs').execute();
}
