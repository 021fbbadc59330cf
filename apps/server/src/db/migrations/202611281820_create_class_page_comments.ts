import type { Kysely } from 'kysely';

/** Issue 18: a teacher's comment on one page of a submitted story (decision 052). */
// biome-ignore lint/suspicious/noExplicitAny: migrations work on the schema as it was, untyped.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('class_page_comments')
    .addColumn('book_id', 'text', (c) => c.notNull().references('books.id'))
    .addColumn('part_key', 'text', (c) => c.notNull())
    .addColumn('comment', 'text', (c) => c.notNull())
    .addColumn('author_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('class_page_comments_pk', ['book_id', 'part_key'])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: as above.
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('class_page_comments').execute();
}
