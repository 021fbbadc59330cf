import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * Search (decision 012): `search_entries` holds each published book's and artist's terms, cut by
 * the search module the same way for both engines. SQLite indexes them with an FTS5 table kept
 * in step by triggers; PostgreSQL with a generated, weighted tsvector ('simple' configuration:
 * the terms are already lower-cased and folded) under a GIN index.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations work on the schema as it was, untyped.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('search_entries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('ref_id', 'text', (c) => c.notNull())
    .addColumn('sub_type', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('title_terms', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('tags_terms', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('author_terms', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('body_terms', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('search_entries_ref')
    .on('search_entries')
    .columns(['kind', 'ref_id'])
    .execute();

  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`alter table search_entries add column document tsvector generated always as (
      setweight(to_tsvector('simple', title_terms), 'A') ||
      setweight(to_tsvector('simple', tags_terms), 'B') ||
      setweight(to_tsvector('simple', author_terms), 'B') ||
      setweight(to_tsvector('simple', body_terms), 'C')
    ) stored`.execute(db);
    await sql`create index search_entries_document on search_entries using gin (document)`.execute(
      db,
    );
    return;
  }
  await sql`create virtual table search_fts using fts5(
    title_terms, tags_terms, author_terms, body_terms,
    content='search_entries', content_rowid='rowid', tokenize='unicode61'
  )`.execute(db);
  await sql`create trigger search_entries_ai after insert on search_entries begin
    insert into search_fts(rowid, title_terms, tags_terms, author_terms, body_terms)
    values (new.rowid, new.title_terms, new.tags_terms, new.author_terms, new.body_terms);
  end`.execute(db);
  await sql`create trigger search_entries_ad after delete on search_entries begin
    insert into search_fts(search_fts, rowid, title_terms, tags_terms, author_terms, body_terms)
    values ('delete', old.rowid, old.title_terms, old.tags_terms, old.author_terms, old.body_terms);
  end`.execute(db);
  await sql`create trigger search_entries_au after update on search_entries begin
    insert into search_fts(search_fts, rowid, title_terms, tags_terms, author_terms, body_terms)
    values ('delete', old.rowid, old.title_terms, old.tags_terms, old.author_terms, old.body_terms);
    insert into search_fts(rowid, title_terms, tags_terms, author_terms, body_terms)
    values (new.rowid, new.title_terms, new.tags_terms, new.author_terms, new.body_terms);
  end`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
export async function down(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) {
    await sql`drop table if exists search_fts`.execute(db);
  }
  await db.schema.dropTable('search_entries').execute();
}
