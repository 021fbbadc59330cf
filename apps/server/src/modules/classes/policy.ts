import { classPermissions } from '@storyloom/domain';
import type { DB } from '../../db/index';
import type { BookAccessRule } from '../books/index';
import { inPublishedCompilationOf } from './compilation-queries';
import { classErrors } from './errors';
import {
  type ClassRow,
  classByOpenId,
  classmateMayRead,
  type MemberRow,
  memberOf,
  studentClassPermissions,
  teachesInAnyClass,
  teachesStudent,
} from './queries';

/**
 * Who may do what with a class (decision 027). A teacher (roster role PRIMARY or TEACHER)
 * manages a class; a member (any role) sees it; anyone else gets the same 404 as for a class
 * that does not exist, so a class's existence is not revealed.
 */
export type ClassNeed = 'teach' | 'member';

export const isTeacherRole = (role: string) => role === 'PRIMARY' || role === 'TEACHER';

export async function classFor(
  db: DB,
  userId: string,
  openId: string,
  need: ClassNeed,
): Promise<{ row: ClassRow; member: MemberRow }> {
  const row = await classByOpenId(db, openId);
  const member = row ? await memberOf(db, row.id, userId) : undefined;
  if (!row || !member) throw classErrors.notFound();
  if (need === 'teach' && !isTeacherRole(member.role)) throw classErrors.notFound();
  return { row, member };
}

/**
 * The books policy's class rule (decision 017): a teacher of the class a book was given to
 * may read it and review it, when its writer is a student of that class. Nobody else gains
 * anything: not other teachers, not classmates, not the public.
 */
export const classTeacherRule: BookAccessRule = async (db, actor, book) =>
  book.class_id !== null && (await teachesStudent(db, actor.id, book.owner_id, book.class_id));

/**
 * The books policy's classmates rule (`read`): where the class allows reading others' books
 * (ReadOtherBook), its students may read a classmate's story that the teacher approved for the
 * class, although it is not public. Teachers, other classes and visitors gain nothing.
 */
export const classmateReadRule: BookAccessRule = async (db, actor, book) =>
  book.class_id !== null &&
  (await classmateMayRead(db, actor.id, book.owner_id, book.id, book.class_id));

/**
 * The books policy's read limit (SPEC §3/§4 canReadOtherBook): a class student reads others'
 * books, public ones too, only when one of their classes allows it. Accounts in no class as a
 * student are not limited (the flag's default is true).
 */
export const classStudentReadLimit: BookAccessRule = async (db, actor, book) =>
  classPermissions(true, await studentClassPermissions(db, actor.id)).canReadOtherBook ||
  (await inPublishedCompilationOf(db, actor.id, book.id, book.owner_id));

/**
 * The books policy's compilation rule (`read`, decision 051): a story in a compilation its
 * class published is read by that class's members (the teacher chose to share it with the
 * class), while its writer is still a student there. Not other classes, not the public.
 */
export const compilationReadRule: BookAccessRule = async (db, actor, book) =>
  inPublishedCompilationOf(db, actor.id, book.id, book.owner_id);

/**
 * The class relation of private sharing (decision 021, guides/children-safety.md "Who can reach
 * a child"): a class's teacher and each of its students, either way, while both are on its
 * roster. Two students of a class are not related here: nobody with standing approves what one
 * child sends another.
 */
export async function classSharingRelation(db: DB, fromId: string, toId: string) {
  return (await teachesInAnyClass(db, fromId, toId)) || teachesInAnyClass(db, toId, fromId);
}
