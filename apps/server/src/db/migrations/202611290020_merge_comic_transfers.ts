import { type Kysely, sql } from 'kysely';

/**
 * Issue 20: the comic transfer goes through the transfers module (decisions 058, 061): the
 * comic offers move into `book_transfers` and `comic_transfers` goes. A comic with an open offer
 * in both keeps the book tool's (the newer path) and its comic offer closes as cancelled.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations work on the schema as it was, untyped.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`UPDATE comic_transfers SET status = 'cancelled', open_key = NULL, answered_at = created_at
    WHERE open_key IS NOT NULL
      AND open_key IN (SELECT open_key FROM book_transfers WHERE open_key IS NOT NULL)`.execute(db);
  await sql`INSERT INTO book_transfers
      (id, open_id, book_id, from_id, to_id, status, open_key, title, created_at, answered_at)
    SELECT id, open_id, book_id, from_id, to_id, status, open_key, title, created_at, answered_at
    FROM comic_transfers`.execute(db);
  await db.schema.dropTable('comic_transfers').execute();
}

/** Back: the table comes back as it was, with the comic offers copied out of book_transfers. */
// biome-ignore lint/suspicious/noExplicitAny: as above.
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('comic_transfers')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('open_id', 'text', (c) => c.notNull().unique())
    .addColumn('book_id', 'text', (c) => c.notNull().references('books.id'))
    .addColumn('from_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('to_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('open_key', 'text', (c) => c.unique())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('answered_at', 'bigint')
    .addColumn('title', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .createIndex('comic_transfers_to')
    .on('comic_transfers')
    .columns(['to_id', 'status', 'created_at'])
    .execute();
  await db.schema
    .createIndex('comic_transfers_from')
    .on('comic_transfers')
    .columns(['from_id', 'status', 'created_at'])
    .execute();
  await sql`INSERT INTO comic_transfers
      (id, open_id, book_id, from_id, to_id, status, open_key, title, created_at, answered_at)
    SELECT t.id, t.open_id, t.book_id, t.from_id, t.to_id, t.status, t.open_key, t.title,
      t.created_at, t.answered_at
    FROM book_transfers t JOIN books b ON b.id = t.book_id WHERE b.type = 'comic'`.execute(db);
}
