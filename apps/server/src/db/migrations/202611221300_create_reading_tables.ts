import { type Kysely, sql } from 'kysely';

/** The list sorts: each has a column on reading_listings and an index (type, column, open_id). */
const sortColumns = ['published_at', 'author_since', 'active_at', 'popular', 'monthly', 'yearly'];

// biome-ignore lint/suspicious/noExplicitAny: migrations work on the schema as it was, untyped.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('reading_listings')
    .addColumn('book_id', 'text', (c) => c.primaryKey().references('books.id'))
    .addColumn('open_id', 'text', (c) => c.notNull())
    .addColumn('owner_id', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('age_level', 'text', (c) => c.notNull())
    .addColumn('category1', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('category2', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('members_only', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('published_at', 'bigint', (c) => c.notNull())
    .addColumn('author_since', 'bigint', (c) => c.notNull())
    .addColumn('active_at', 'bigint', (c) => c.notNull())
    .addColumn('popular', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('monthly', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('yearly', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('reads', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('favorites', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  for (const column of sortColumns) {
    await db.schema
      .createIndex(`reading_listings_${column}`)
      .on('reading_listings')
      .columns(['type', column, 'open_id'])
      .execute();
  }
  await db.schema
    .createIndex('reading_listings_best')
    .on('reading_listings')
    .columns(['popular', 'open_id'])
    .execute();

  await db.schema
    .createIndex('reading_listings_owner')
    .on('reading_listings')
    .columns(['owner_id', 'author_since'])
    .execute();

  await db.schema
    .createTable('book_slugs')
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('book_id', 'text', (c) => c.notNull().references('books.id'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('book_slugs_pk', ['slug', 'book_id'])
    .execute();

  await db.schema
    .createTable('book_favorites')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('book_id', 'text', (c) => c.notNull().references('books.id'))
    .addColumn('book_type', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('book_favorites_pk', ['user_id', 'book_id'])
    .execute();
  await db.schema
    .createIndex('book_favorites_user')
    .on('book_favorites')
    .columns(['user_id', 'book_type', 'created_at'])
    .execute();

  await db.schema
    .createTable('reading_history')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('book_id', 'text', (c) => c.notNull().references('books.id'))
    .addColumn('book_type', 'text', (c) => c.notNull())
    .addColumn('part_key', 'text', (c) => c.notNull())
    .addColumn('part_index', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('position', 'real', (c) => c.notNull().defaultTo(0))
    .addColumn('finished', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('reading_history_pk', ['user_id', 'book_id'])
    .execute();
  await db.schema
    .createIndex('reading_history_user')
    .on('reading_history')
    .columns(['user_id', 'updated_at'])
    .execute();

  await db.schema
    .createTable('book_count_marks')
    .addColumn('book_id', 'text', (c) => c.notNull())
    .addColumn('reader_key', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('book_count_marks_pk', ['book_id', 'reader_key', 'day', 'kind'])
    .execute();
  await db.schema
    .createIndex('book_count_marks_day')
    .on('book_count_marks')
    .column('day')
    .execute();

  await db.schema
    .createTable('book_daily_counts')
    .addColumn('book_id', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('reads', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('favorites', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('book_daily_counts_pk', ['book_id', 'day'])
    .execute();

  // Books published before this migration: their listing rows and current slugs.
  await sql`
    insert into reading_listings (book_id, open_id, owner_id, type, language, age_level,
      published_at, author_since, active_at, updated_at)
    select b.id, b.open_id, b.owner_id, b.type, b.language, b.age_level,
      coalesce(b.published_at, b.updated_at),
      (select min(coalesce(o.published_at, o.updated_at)) from books o
        where o.owner_id = b.owner_id and o.state = 'published'),
      coalesce(b.published_at, b.updated_at), b.updated_at
    from books b where b.state = 'published' and b.deleted_at is null`.execute(db);
  await sql`
    insert into book_slugs (slug, book_id, created_at)
    select slug, id, updated_at from books where state = 'published'`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'book_daily_counts',
    'book_count_marks',
    'reading_history',
    'book_favorites',
    'book_slugs',
    'reading_listings',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
