import type { Kysely } from 'kysely';

/**
 * Issue 20, print: the basket (SPEC §3 basket item: Quantity), one line per user, book and
 * format (softcover or hardcover).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations work on the schema as it was, untyped.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('basket_items')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('open_id', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('book_id', 'text', (c) => c.notNull().references('books.id'))
    .addColumn('format', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('basket_items_user_book_format')
    .on('basket_items')
    .columns(['user_id', 'book_id', 'format'])
    .unique()
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations work on the schema as it was, untyped.
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('basket_items').execute();
}
