import type { Kysely } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations work on the schema as it was, untyped.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('books')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('open_id', 'text', (c) => c.notNull().unique())
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('owner_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('featured', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('return_reason', 'text')
    .addColumn('title', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('tags', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('categories', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('age_level', 'text', (c) => c.notNull().defaultTo('all'))
    .addColumn('cover', 'text', (c) => c.notNull())
    .addColumn('art_set_id', 'text')
    .addColumn('art_ids', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('start_key', 'text', (c) => c.unique())
    .addColumn('class_id', 'text')
    .addColumn('converted_from', 'text', (c) => c.references('books.id'))
    .addColumn('word_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('part_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('state_changed_at', 'bigint', (c) => c.notNull())
    .addColumn('published_at', 'bigint')
    .addColumn('deleted_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('books_owner')
    .on('books')
    .columns(['owner_id', 'updated_at'])
    .execute();
  await db.schema
    .createIndex('books_public')
    .on('books')
    .columns(['state', 'type', 'published_at'])
    .execute();

  await db.schema
    .createTable('book_parts')
    .addColumn('book_id', 'text', (c) => c.notNull().references('books.id'))
    .addColumn('part_key', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('word_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('artwork_ids', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('book_parts_pk', ['book_id', 'part_key'])
    .execute();
  await db.schema
    .createIndex('book_parts_order')
    .on('book_parts')
    .columns(['book_id', 'position'])
    .execute();

  await db.schema
    .createTable('book_artworks')
    .addColumn('book_id', 'text', (c) => c.notNull().references('books.id'))
    .addColumn('artwork_id', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('book_artworks_pk', ['book_id', 'artwork_id'])
    .execute();
  await db.schema
    .createIndex('book_artworks_artwork')
    .on('book_artworks')
    .column('artwork_id')
    .execute();

  await db.schema
    .createTable('book_state_history')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('book_id', 'text', (c) => c.notNull().references('books.id'))
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('from_state', 'text')
    .addColumn('to_state', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('reason', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('book_state_history_book')
    .on('book_state_history')
    .columns(['book_id', 'version'])
    .execute();

  await db.schema
    .createTable('writing_days')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('book_id', 'text', (c) => c.notNull().references('books.id'))
    .addColumn('awarded', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('writing_days_pk', ['user_id', 'day'])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'writing_days',
    'book_state_history',
    'book_artworks',
    'book_parts',
    'books',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
