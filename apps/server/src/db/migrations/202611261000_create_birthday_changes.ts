import type { Kysely } from 'kysely';

/**
 * Issue 14 (children's safety): every birthday change of an account, confirmed or waiting for the
 * parent or staff (decision 021); the screened title a comic offer shows its receiver; and no
 * more second-factor exemption for demo staff.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations work on the schema as it was, untyped.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('birthday_changes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('open_id', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('old_birthday', 'text')
    .addColumn('new_birthday', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('confirmer', 'text', (c) => c.notNull())
    .addColumn('parent_email', 'text')
    .addColumn('requested_by', 'text', (c) => c.notNull())
    .addColumn('decided_by', 'text')
    .addColumn('open_key', 'text', (c) => c.unique())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('decided_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('birthday_changes_user')
    .on('birthday_changes')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('birthday_changes_status')
    .on('birthday_changes')
    .columns(['status', 'created_at'])
    .execute();
  await db.schema
    .alterTable('comic_transfers')
    .addColumn('title', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  // Staff always need the second factor: the demo seed's exemption flag goes (decision 021).
  await db.schema.alterTable('users').dropColumn('totp_exempt').execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations work on the schema as it was, untyped.
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('totp_exempt', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('comic_transfers').dropColumn('title').execute();
  await db.schema.dropTable('birthday_changes').execute();
}
