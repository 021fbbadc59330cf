import type { Kysely } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations work on the schema as it was, untyped.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('app_settings')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('page_views')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('route_name', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text')
    .addColumn('language', 'text')
    .addColumn('share_source', 'text')
    .addColumn('from_ads', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('from_fbclid', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('page_views_created_at')
    .on('page_views')
    .column('created_at')
    .execute();
  await db.schema
    .createIndex('page_views_route_created')
    .on('page_views')
    .columns(['route_name', 'created_at'])
    .execute();

  await db.schema
    .createTable('share_visits')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('request_uri', 'text', (c) => c.notNull())
    .addColumn('share_source', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('share_visits').execute();
  await db.schema.dropTable('page_views').execute();
  await db.schema.dropTable('app_settings').execute();
}
