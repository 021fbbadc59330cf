import type { Kysely } from 'kysely';

/** Issue 20: /book-transfer-tool offers of any book to another account (decision 058). */
// biome-ignore lint/suspicious/noExplicitAny: migrations work on the schema as it was, untyped.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('book_transfers')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('open_id', 'text', (c) => c.notNull().unique())
    .addColumn('book_id', 'text', (c) => c.notNull().references('books.id'))
    .addColumn('from_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('to_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('open_key', 'text', (c) => c.unique())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('answered_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('book_transfers_to')
    .on('book_transfers')
    .columns(['to_id', 'status', 'created_at'])
    .execute();
  await db.schema
    .createIndex('book_transfers_from')
    .on('book_transfers')
    .columns(['from_id', 'status', 'created_at'])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: as above.
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('book_transfers').execute();
}
