import type { Kysely } from 'kysely';

/** Issue 18: co-teacher invitations, "Waiting for user" until accepted (decision 038). */
// biome-ignore lint/suspicious/noExplicitAny: migrations work on the schema as it was, untyped.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('class_invitations')
    .addColumn('class_id', 'text', (c) => c.notNull().references('classes.id'))
    .addColumn('email_lower', 'text', (c) => c.notNull())
    .addColumn('invited_by', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('class_invitations_pk', ['class_id', 'email_lower'])
    .execute();
  await db.schema
    .createIndex('class_invitations_email')
    .on('class_invitations')
    .columns(['email_lower'])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: as above.
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('class_invitations').execute();
}
