import type { Insertable, Selectable, Updateable } from 'kysely';
import type { DB } from '../../db/index';
import type {
  ClassAssignmentTable,
  ClassMemberTable,
  ClassSubmissionTable,
  ClassTable,
} from '../../db/tables/classes';

export type ClassRow = Selectable<ClassTable>;
export type MemberRow = Selectable<ClassMemberTable>;
export type AssignmentRow = Selectable<ClassAssignmentTable>;
export type SubmissionRow = Selectable<ClassSubmissionTable>;

export async function classByOpenId(db: DB, openId: string): Promise<ClassRow | undefined> {
  return db.selectFrom('classes').selectAll().where('open_id', '=', openId).executeTakeFirst();
}

export async function classById(db: DB, id: string): Promise<ClassRow | undefined> {
  return db.selectFrom('classes').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function classByPasscode(db: DB, passcode: string): Promise<ClassRow | undefined> {
  return db.selectFrom('classes').selectAll().where('passcode', '=', passcode).executeTakeFirst();
}

export async function insertClass(db: DB, row: Insertable<ClassTable>): Promise<void> {
  await db.insertInto('classes').values(row).execute();
}

export async function updateClass(db: DB, id: string, patch: Updateable<ClassTable>) {
  await db.updateTable('classes').set(patch).where('id', '=', id).execute();
}

/** The classes an account is in (any role), oldest first, with its role. */
export async function classesOfUser(db: DB, userId: string) {
  return db
    .selectFrom('class_members as m')
    .innerJoin('classes as c', 'c.id', 'm.class_id')
    .selectAll('c')
    .select(['m.role as member_role'])
    .where('m.user_id', '=', userId)
    .orderBy('c.created_at', 'asc')
    .orderBy('c.id', 'asc')
    .execute();
}

export async function memberOf(
  db: DB,
  classId: string,
  userId: string,
): Promise<MemberRow | undefined> {
  return db
    .selectFrom('class_members')
    .selectAll()
    .where('class_id', '=', classId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export async function membersOf(db: DB, classId: string): Promise<MemberRow[]> {
  return db
    .selectFrom('class_members')
    .selectAll()
    .where('class_id', '=', classId)
    .orderBy('joined_at', 'asc')
    .orderBy('user_id', 'asc')
    .execute();
}

export async function countMembers(db: DB, classId: string): Promise<number> {
  const row = await db
    .selectFrom('class_members')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('class_id', '=', classId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function insertMember(db: DB, row: Insertable<ClassMemberTable>): Promise<void> {
  await db.insertInto('class_members').values(row).execute();
}

export async function updateMember(
  db: DB,
  classId: string,
  userId: string,
  patch: Updateable<ClassMemberTable>,
) {
  await db
    .updateTable('class_members')
    .set(patch)
    .where('class_id', '=', classId)
    .where('user_id', '=', userId)
    .execute();
}

export async function deleteMember(db: DB, classId: string, userId: string): Promise<void> {
  await db
    .deleteFrom('class_members')
    .where('class_id', '=', classId)
    .where('user_id', '=', userId)
    .execute();
}

/** Is `teacherId` a teacher (PRIMARY or TEACHER) of a class `studentId` is a student of? */
export async function teachesStudent(
  db: DB,
  teacherId: string,
  studentId: string,
  classId: string,
): Promise<boolean> {
  const rows = await db
    .selectFrom('class_members')
    .select(['user_id', 'role'])
    .where('class_id', '=', classId)
    .where('user_id', 'in', [teacherId, studentId])
    .execute();
  const teacher = rows.find((r) => r.user_id === teacherId);
  const student = rows.find((r) => r.user_id === studentId);
  return (
    teacher !== undefined &&
    (teacher.role === 'PRIMARY' || teacher.role === 'TEACHER') &&
    student?.role === 'STUDENT'
  );
}

/** Does `teacherId` teach (PRIMARY or TEACHER) a class that `studentId` is a student of? */
export async function teachesInAnyClass(
  db: DB,
  teacherId: string,
  studentId: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('class_members as t')
    .innerJoin('class_members as s', 's.class_id', 't.class_id')
    .select('t.class_id')
    .where('t.user_id', '=', teacherId)
    .where('t.role', 'in', ['PRIMARY', 'TEACHER'])
    .where('s.user_id', '=', studentId)
    .where('s.role', '=', 'STUDENT')
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Is `readerId` a student of the class `bookId` was handed to, beside its writer, with the
 * teacher's approval on it, in a class that lets its students read each other's books?
 */
export async function classmateMayRead(
  db: DB,
  readerId: string,
  writerId: string,
  bookId: string,
  classId: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('class_submissions as s')
    .innerJoin('classes as c', 'c.id', 's.class_id')
    .innerJoin('class_members as x', (j) =>
      j.onRef('x.class_id', '=', 's.class_id').on('x.user_id', '=', readerId),
    )
    .innerJoin('class_members as y', (j) =>
      j.onRef('y.class_id', '=', 's.class_id').on('y.user_id', '=', writerId),
    )
    .select('c.id')
    .where('s.book_id', '=', bookId)
    .where('s.class_id', '=', classId)
    .where('s.student_id', '=', writerId)
    .where('s.state', '=', 'approved')
    .where('x.role', '=', 'STUDENT')
    .where('y.role', '=', 'STUDENT')
    .where('c.read_other_book', '=', 1)
    .executeTakeFirst();
  return row !== undefined;
}

/** The permissions of the classes an account is a student of (SPEC §3 Class). */
export async function studentClassPermissions(db: DB, userId: string) {
  return db
    .selectFrom('class_members as m')
    .innerJoin('classes as c', 'c.id', 'm.class_id')
    .select(['c.read_other_book as ReadOtherBook', 'c.public_book as PublicBook'])
    .where('m.user_id', '=', userId)
    .where('m.role', '=', 'STUDENT')
    .execute();
}

export async function insertAssignment(db: DB, row: Insertable<ClassAssignmentTable>) {
  await db.insertInto('class_assignments').values(row).execute();
}

export async function assignmentsOf(db: DB, classId: string): Promise<AssignmentRow[]> {
  return db
    .selectFrom('class_assignments')
    .selectAll()
    .where('class_id', '=', classId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export async function assignmentByOpenId(
  db: DB,
  openId: string,
): Promise<AssignmentRow | undefined> {
  return db
    .selectFrom('class_assignments')
    .selectAll()
    .where('open_id', '=', openId)
    .executeTakeFirst();
}

export async function assignmentsByIds(db: DB, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('class_assignments')
    .selectAll()
    .where('id', 'in', [...ids])
    .execute();
}

export async function submissionOf(db: DB, bookId: string): Promise<SubmissionRow | undefined> {
  return db
    .selectFrom('class_submissions')
    .selectAll()
    .where('book_id', '=', bookId)
    .executeTakeFirst();
}

/** Records (or starts again) a book's submission to its class. */
export async function upsertSubmission(db: DB, row: Insertable<ClassSubmissionTable>) {
  await db
    .insertInto('class_submissions')
    .values(row)
    .onConflict((oc) =>
      oc.column('book_id').doUpdateSet({
        class_id: row.class_id,
        assignment_id: row.assignment_id ?? null,
        student_id: row.student_id,
        state: row.state,
        comment: '',
        submitted_at: row.submitted_at,
        reviewed_at: null,
        reviewed_by: null,
      }),
    )
    .execute();
}

export async function updateSubmission(
  db: DB,
  bookId: string,
  patch: Updateable<ClassSubmissionTable>,
) {
  await db.updateTable('class_submissions').set(patch).where('book_id', '=', bookId).execute();
}

export async function submissionsOfClass(
  db: DB,
  classId: string,
  state: string | undefined,
): Promise<SubmissionRow[]> {
  let q = db.selectFrom('class_submissions').selectAll().where('class_id', '=', classId);
  if (state) q = q.where('state', '=', state);
  return q.orderBy('submitted_at', 'desc').limit(200).execute();
}

export async function submissionsOfStudent(db: DB, studentId: string): Promise<SubmissionRow[]> {
  return db
    .selectFrom('class_submissions')
    .selectAll()
    .where('student_id', '=', studentId)
    .orderBy('submitted_at', 'desc')
    .limit(200)
    .execute();
}

/** The classes counted in a school plan, with their students' ids (the plans module asks). */
export async function classesOfPlan(db: DB, planOpenId: string) {
  const rows = await db
    .selectFrom('classes')
    .selectAll()
    .where('plan_open_id', '=', planOpenId)
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .execute();
  const students = rows.length
    ? await db
        .selectFrom('class_members')
        .select(['class_id', 'user_id'])
        .where(
          'class_id',
          'in',
          rows.map((r) => r.id),
        )
        .where('role', '=', 'STUDENT')
        .execute()
    : [];
  return rows.map((row) => ({
    row,
    studentIds: students.filter((s) => s.class_id === row.id).map((s) => s.user_id),
  }));
}

/** A class leaves its school plan; false when it was not in that plan. */
export async function releaseClassFromPlan(
  db: DB,
  planOpenId: string,
  classOpenId: string,
  now: number,
): Promise<boolean> {
  const result = await db
    .updateTable('classes')
    .set({ plan_open_id: null, updated_at: now })
    .where('open_id', '=', classOpenId)
    .where('plan_open_id', '=', planOpenId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
