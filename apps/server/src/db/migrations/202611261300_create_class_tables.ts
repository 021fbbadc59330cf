import type { Kysely } from 'kysely';

/** Issue 18 (classes, decision 027). */
// biome-ignore lint/suspicious/noExplicitAny: migrations work on the schema as it was, untyped.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('classes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('open_id', 'text', (c) => c.notNull().unique())
    .addColumn('passcode', 'text', (c) => c.notNull().unique())
    .addColumn('access_code', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('grade', 'text', (c) => c.notNull())
    .addColumn('end_time', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('read_other_book', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('public_book', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('teacher_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('plan_open_id', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('classes_teacher').on('classes').columns(['teacher_id']).execute();
  await db.schema
    .createTable('class_members')
    .addColumn('class_id', 'text', (c) => c.notNull().references('classes.id'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('init_password', 'text')
    .addColumn('joined_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('class_members_pk', ['class_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('class_members_user')
    .on('class_members')
    .columns(['user_id'])
    .execute();
  await db.schema
    .createTable('class_assignments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('open_id', 'text', (c) => c.notNull().unique())
    .addColumn('class_id', 'text', (c) => c.notNull().references('classes.id'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('prompt', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('due_time', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('class_assignments_class')
    .on('class_assignments')
    .columns(['class_id', 'created_at'])
    .execute();
  await db.schema
    .createTable('class_submissions')
    .addColumn('book_id', 'text', (c) => c.primaryKey().references('books.id'))
    .addColumn('class_id', 'text', (c) => c.notNull().references('classes.id'))
    .addColumn('assignment_id', 'text', (c) => c.references('class_assignments.id'))
    .addColumn('student_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('comment', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('submitted_at', 'bigint', (c) => c.notNull())
    .addColumn('reviewed_at', 'bigint')
    .addColumn('reviewed_by', 'text')
    .execute();
  await db.schema
    .createIndex('class_submissions_class')
    .on('class_submissions')
    .columns(['class_id', 'state', 'submitted_at'])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('class_submissions').execute();
  await db.schema.dropTable('class_assignments').execute();
  await db.schema.dropTable('class_members').execute();
  await db.schema.dropTable('classes').execute();
}
