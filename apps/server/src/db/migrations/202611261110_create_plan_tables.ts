import type { Kysely } from 'kysely';

/** Issue 16 (plans and membership, decision 024). */
// biome-ignore lint/suspicious/noExplicitAny: migrations work on the schema as it was, untyped.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('plans')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('open_id', 'text', (c) => c.notNull().unique())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('manager_id', 'text', (c) => c.references('users.id'))
    .addColumn('max_member', 'integer', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('plans_manager')
    .on('plans')
    .columns(['manager_id', 'kind'])
    .execute();
  await db.schema.createIndex('plans_expiry').on('plans').columns(['expires_at']).execute();
  await db.schema
    .createTable('plan_members')
    .addColumn('plan_id', 'text', (c) => c.notNull().references('plans.id'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('joined_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('plan_members_pk', ['plan_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('plan_members_user')
    .on('plan_members')
    .columns(['user_id'])
    .execute();
  await db.schema
    .createTable('plan_invitations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('open_id', 'text', (c) => c.notNull().unique())
    .addColumn('plan_id', 'text', (c) => c.notNull().references('plans.id'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('mailbox', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('invited_by', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('accepted_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('plan_invitations_plan')
    .on('plan_invitations')
    .columns(['plan_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('plan_invitations_mailbox')
    .on('plan_invitations')
    .columns(['mailbox'])
    .execute();
  await db.schema
    .createTable('plan_grants')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('plan_id', 'text', (c) => c.notNull().references('plans.id'))
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('item', 'text', (c) => c.notNull())
    .addColumn('members', 'integer', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('free_trials')
    .addColumn('mailbox', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('plan_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('started_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('school_information')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id'))
    .addColumn('fields', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations work on the schema as it was, untyped.
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'school_information',
    'free_trials',
    'plan_grants',
    'plan_invitations',
    'plan_members',
    'plans',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
