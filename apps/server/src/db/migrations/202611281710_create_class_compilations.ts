import type { Kysely } from 'kysely';

/** Issue 18: class compilations, a class book of 5 or more comics or poems (decision 051). */
// biome-ignore lint/suspicious/noExplicitAny: migrations work on the schema as it was, untyped.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('class_compilations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('open_id', 'text', (c) => c.notNull().unique())
    .addColumn('class_id', 'text', (c) => c.notNull().references('classes.id'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('cover_book_id', 'text')
    .addColumn('background', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('published_at', 'bigint')
    .addColumn('pdf_state', 'text', (c) => c.notNull().defaultTo('none'))
    .addColumn('pdf_key', 'text')
    .addColumn('pdf_pages', 'integer')
    .execute();
  await db.schema
    .createIndex('class_compilations_class')
    .on('class_compilations')
    .columns(['class_id', 'created_at'])
    .execute();
  await db.schema
    .createTable('class_compilation_items')
    .addColumn('compilation_id', 'text', (c) => c.notNull().references('class_compilations.id'))
    .addColumn('book_id', 'text', (c) => c.notNull().references('books.id'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('class_compilation_items_pk', ['compilation_id', 'book_id'])
    .execute();
  await db.schema
    .createIndex('class_compilation_items_book')
    .on('class_compilation_items')
    .columns(['book_id'])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: as above.
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('class_compilation_items').execute();
  await db.schema.dropTable('class_compilations').execute();
}
