import type { Insertable, Selectable, Updateable } from 'kysely';
import type { DB } from '../../db/index';
import type { ClassCompilationTable } from '../../db/tables/classes';

/** Class compilations and their stories, in order (decision 051). */
export type CompilationRow = Selectable<ClassCompilationTable>;

export async function compilationByOpenId(
  db: DB,
  classId: string,
  openId: string,
): Promise<CompilationRow | undefined> {
  return db
    .selectFrom('class_compilations')
    .selectAll()
    .where('class_id', '=', classId)
    .where('open_id', '=', openId)
    .executeTakeFirst();
}

export async function compilationById(db: DB, id: string): Promise<CompilationRow | undefined> {
  return db.selectFrom('class_compilations').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function compilationsOf(db: DB, classId: string): Promise<CompilationRow[]> {
  return db
    .selectFrom('class_compilations')
    .selectAll()
    .where('class_id', '=', classId)
    .orderBy('created_at', 'desc')
    .limit(100)
    .execute();
}

/** The book ids of each compilation, in the teacher's order. */
export async function itemsOf(db: DB, compilationIds: readonly string[]) {
  const out = new Map<string, string[]>();
  if (compilationIds.length === 0) return out;
  const rows = await db
    .selectFrom('class_compilation_items')
    .select(['compilation_id', 'book_id'])
    .where('compilation_id', 'in', [...compilationIds])
    .orderBy('position')
    .execute();
  for (const r of rows)
    out.set(r.compilation_id, [...(out.get(r.compilation_id) ?? []), r.book_id]);
  return out;
}

export async function insertCompilation(db: DB, row: Insertable<ClassCompilationTable>) {
  await db.insertInto('class_compilations').values(row).execute();
}

export async function updateCompilation(
  db: DB,
  id: string,
  patch: Updateable<ClassCompilationTable>,
) {
  await db.updateTable('class_compilations').set(patch).where('id', '=', id).execute();
}

/** Puts a compilation's stories in this order (the old list goes). */
export async function setItems(db: DB, compilationId: string, bookIds: readonly string[]) {
  await db
    .deleteFrom('class_compilation_items')
    .where('compilation_id', '=', compilationId)
    .execute();
  if (bookIds.length === 0) return;
  await db
    .insertInto('class_compilation_items')
    .values(
      bookIds.map((book_id, position) => ({ compilation_id: compilationId, book_id, position })),
    )
    .execute();
}

/**
 * Is `readerId` a member (any role) of a class that published a compilation with this book in
 * it, the book's writer still a student of that class? The books policy's compilation rule.
 */
export async function inPublishedCompilationOf(
  db: DB,
  readerId: string,
  bookId: string,
  writerId: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('class_compilation_items as i')
    .innerJoin('class_compilations as c', 'c.id', 'i.compilation_id')
    .innerJoin('class_members as x', (j) =>
      j.onRef('x.class_id', '=', 'c.class_id').on('x.user_id', '=', readerId),
    )
    .innerJoin('class_members as y', (j) =>
      j.onRef('y.class_id', '=', 'c.class_id').on('y.user_id', '=', writerId),
    )
    .select('c.id')
    .where('i.book_id', '=', bookId)
    .where('c.state', '=', 'published')
    .where('y.role', '=', 'STUDENT')
    .executeTakeFirst();
  return row !== undefined;
}

/** Deletes a compilation and its list of stories (the stories stay their writers' books). */
export async function deleteCompilationRow(db: DB, id: string) {
  await db.deleteFrom('class_compilation_items').where('compilation_id', '=', id).execute();
  await db.deleteFrom('class_compilations').where('id', '=', id).execute();
}

/** The writers of a compilation's stories. */
export async function writersOf(db: DB, compilationId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('class_compilation_items as i')
    .innerJoin('books as b', 'b.id', 'i.book_id')
    .select('b.owner_id')
    .distinct()
    .where('i.compilation_id', '=', compilationId)
    .execute();
  return rows.map((r) => r.owner_id);
}

/** In how many published compilations a writer has a story (the class_compilation badge's fact). */
export async function publishedCompilationsWith(db: DB, writerId: string): Promise<number> {
  const row = await db
    .selectFrom('class_compilation_items as i')
    .innerJoin('class_compilations as c', 'c.id', 'i.compilation_id')
    .innerJoin('books as b', 'b.id', 'i.book_id')
    .select((eb) => eb.fn.count<number | string>('c.id').distinct().as('n'))
    .where('b.owner_id', '=', writerId)
    .where('c.state', '=', 'published')
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
