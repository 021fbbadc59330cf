import type { Kysely } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations work on the schema as it was, untyped.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('images')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('open_id', 'text', (c) => c.notNull().unique())
    .addColumn('owner_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('stem', 'text', (c) => c.notNull().unique())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('has_alpha', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('bytes', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('deleted_at', 'bigint')
    .execute();
  await db.schema.createIndex('images_owner').on('images').column('owner_id').execute();

  await db.schema
    .createTable('artist_profiles')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id'))
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('display_name', 'text', (c) => c.notNull())
    .addColumn('bio', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('featured', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('licence', 'text', (c) => c.notNull())
    .addColumn('licence_url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('attribution', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('artworks')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('open_id', 'text', (c) => c.notNull().unique())
    .addColumn('artist_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('image_id', 'text', (c) => c.notNull().references('images.id'))
    .addColumn('library', 'text', (c) => c.notNull())
    .addColumn('comic_kind', 'text')
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('book_types', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('for_sale', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('reject_reason', 'text')
    .addColumn('reviewed_by', 'text', (c) => c.references('users.id'))
    .addColumn('reviewed_at', 'bigint')
    .addColumn('licence', 'text', (c) => c.notNull())
    .addColumn('licence_url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('attribution', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('use_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('favorite_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('deleted_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('artworks_public')
    .on('artworks')
    .columns(['status', 'library', 'created_at'])
    .execute();
  await db.schema
    .createIndex('artworks_artist')
    .on('artworks')
    .columns(['artist_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('artwork_tags')
    .addColumn('artwork_id', 'text', (c) => c.notNull().references('artworks.id'))
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('tag', 'text', (c) => c.notNull())
    .addColumn('tag_key', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('artwork_tags_pk', ['artwork_id', 'language', 'tag_key'])
    .execute();
  await db.schema.createIndex('artwork_tags_key').on('artwork_tags').column('tag_key').execute();

  await db.schema
    .createTable('artwork_favorites')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('artwork_id', 'text', (c) => c.notNull().references('artworks.id'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('artwork_favorites_pk', ['user_id', 'artwork_id'])
    .execute();

  await db.schema
    .createTable('art_sets')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('open_id', 'text', (c) => c.notNull().unique())
    .addColumn('owner_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('book_type', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('source_value', 'text', (c) => c.notNull())
    .addColumn('artwork_ids', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('art_sets_owner').on('art_sets').column('owner_id').execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'art_sets',
    'artwork_favorites',
    'artwork_tags',
    'artworks',
    'artist_profiles',
    'images',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
