import type { Kysely } from 'kysely';

/**
 * Issue 19 (decision 031): challenges, units of lessons and quizzes, guides, each writer's
 * progress and challenge entries. Texts in three languages are kept as JSON text
 * ({"zh":…,"en":…,"es":…}), validated in the module.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations work on the schema as it was, untyped.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('challenge_units')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('open_id', 'text', (c) => c.notNull().unique())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('title_json', 'text', (c) => c.notNull())
    .addColumn('summary_json', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('challenge_steps')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('open_id', 'text', (c) => c.notNull().unique())
    .addColumn('unit_id', 'text', (c) => c.notNull().references('challenge_units.id'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('title_json', 'text', (c) => c.notNull())
    .addColumn('content_json', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('challenge_steps_unit')
    .on('challenge_steps')
    .columns(['unit_id', 'position'])
    .execute();
  await db.schema
    .createTable('challenge_step_progress')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('step_id', 'text', (c) => c.notNull().references('challenge_steps.id'))
    .addColumn('score', 'integer', (c) => c.notNull())
    .addColumn('total', 'integer', (c) => c.notNull())
    .addColumn('completed_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('challenge_step_progress_once', ['user_id', 'step_id'])
    .execute();
  await db.schema
    .createTable('challenges')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('open_id', 'text', (c) => c.notNull().unique())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('book_type', 'text', (c) => c.notNull())
    .addColumn('starts_at', 'bigint', (c) => c.notNull())
    .addColumn('ends_at', 'bigint', (c) => c.notNull())
    .addColumn('title_json', 'text', (c) => c.notNull())
    .addColumn('prompt_json', 'text', (c) => c.notNull())
    .addColumn('artwork_id', 'text')
    .addColumn('age_level', 'text', (c) => c.notNull())
    .addColumn('paid_only', 'integer', (c) => c.notNull())
    .addColumn('starter', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('challenges_window')
    .on('challenges')
    .columns(['kind', 'ends_at'])
    .execute();
  await db.schema
    .createTable('challenge_entries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('challenge_id', 'text', (c) => c.notNull().references('challenges.id'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('book_open_id', 'text', (c) => c.notNull().unique())
    .addColumn('approved_at', 'bigint')
    .addColumn('featured', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('challenge_entries_user')
    .on('challenge_entries')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('challenge_entries_challenge')
    .on('challenge_entries')
    .columns(['challenge_id', 'approved_at'])
    .execute();
  await db.schema
    .createTable('guides')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('open_id', 'text', (c) => c.notNull().unique())
    .addColumn('category', 'integer', (c) => c.notNull())
    .addColumn('book_type', 'text')
    .addColumn('genre', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('title_json', 'text', (c) => c.notNull())
    .addColumn('body_json', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('guides_category')
    .on('guides')
    .columns(['category', 'position'])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'guides',
    'challenge_entries',
    'challenges',
    'challenge_step_progress',
    'challenge_steps',
    'challenge_units',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
