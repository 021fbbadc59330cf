import type { Kysely } from 'kysely';

/** The staff-written blog: posts in zh, en or es, a slug unique within its language. */
// biome-ignore lint/suspicious/noExplicitAny: migrations work on the schema as it was, untyped.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('blog_posts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('open_id', 'text', (c) => c.notNull().unique())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('cover_artwork_id', 'text')
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('published_at', 'bigint')
    .addColumn('author_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('blog_posts_language_slug', ['language', 'slug'])
    .execute();
  await db.schema
    .createIndex('blog_posts_public')
    .on('blog_posts')
    .columns(['state', 'language', 'published_at'])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('blog_posts').execute();
}
