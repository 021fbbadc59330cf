import type { Kysely } from 'kysely';

/**
 * Issue 16 (decision 036): the manager's own label for a person of the plan (SavePlanMember,
 * SavePlanTeacher) and the district contact form's requests (DistrictEmail).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations work on the schema as it was, untyped.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('plan_members')
    .addColumn('label', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .createTable('district_requests')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('open_id', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'text', (c) => c.references('users.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('district', 'text', (c) => c.notNull())
    .addColumn('accounts', 'integer', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('message', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('district_requests_created')
    .on('district_requests')
    .columns(['created_at', 'id'])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('district_requests').execute();
  await db.schema.alterTable('plan_members').dropColumn('label').execute();
}
