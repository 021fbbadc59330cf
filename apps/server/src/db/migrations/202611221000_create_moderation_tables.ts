import type { Kysely } from 'kysely';

/**
 * Publishing with moderation: the moderators' queue (stories waiting for review and reported
 * stories, with their pre-screen flags and claims), every decision, readers' reports, and the
 * books' `hidden_at` (hidden after several readers' reports until reviewed).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations work on the schema as it was, untyped.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('books').addColumn('hidden_at', 'bigint').execute();

  await db.schema
    .createTable('moderation_entries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('open_id', 'text', (c) => c.notNull().unique())
    .addColumn('book_id', 'text', (c) => c.notNull().references('books.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    // `<book id>:<kind>` while open, null once closed: one open entry of a kind per book.
    .addColumn('open_key', 'text', (c) => c.unique())
    .addColumn('book_type', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('flags', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('claimed_by', 'text', (c) => c.references('users.id'))
    .addColumn('claim_expires_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('closed_at', 'bigint')
    .addColumn('closed_by', 'text', (c) => c.references('users.id'))
    .execute();
  await db.schema
    .createIndex('moderation_entries_queue')
    .on('moderation_entries')
    .columns(['status', 'created_at'])
    .execute();
  await db.schema
    .createIndex('moderation_entries_book')
    .on('moderation_entries')
    .column('book_id')
    .execute();

  await db.schema
    .createTable('moderation_decisions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('entry_id', 'text', (c) => c.references('moderation_entries.id'))
    .addColumn('book_id', 'text', (c) => c.notNull().references('books.id'))
    // Null for what the product decides by itself (hidden after reports).
    .addColumn('moderator_id', 'text', (c) => c.references('users.id'))
    .addColumn('decision', 'text', (c) => c.notNull())
    .addColumn('reason_code', 'text')
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('moderation_decisions_book')
    .on('moderation_decisions')
    .columns(['book_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('book_reports')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('book_id', 'text', (c) => c.notNull().references('books.id'))
    .addColumn('reporter_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    // `<book id>:<reporter id>` while unresolved: a reader's open report counts once.
    .addColumn('open_key', 'text', (c) => c.unique())
    .addColumn('entry_id', 'text', (c) => c.references('moderation_entries.id'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('resolved_at', 'bigint')
    .addColumn('resolved_by', 'text', (c) => c.references('users.id'))
    .execute();
  await db.schema
    .createIndex('book_reports_book')
    .on('book_reports')
    .columns(['book_id', 'resolved_at'])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['book_reports', 'moderation_decisions', 'moderation_entries']) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.alterTable('books').dropColumn('hidden_at').execute();
}
