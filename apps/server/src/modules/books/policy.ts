import type { DB } from '../../db/index';
import type { SessionUser } from '../session/service';
import type { BookRow } from './queries/books';

/** Who acts on a book: a signed-in account (the seed makes one for the demo writers). */
export type BookActor = Pick<SessionUser, 'id' | 'username' | 'accountType' | 'staffRole'> & {
  language: SessionUser['language'];
};

/**
 * edit: open in an editor and save; move: SPEC §4 moves (to draft, private, convert, remove from
 * class, delete); homework: open as homework (/homework/{storyBookId}/picturebook).
 */
export type BookAction = 'edit' | 'move' | 'homework';

/**
 * Who else may act on someone's book, added by later modules (the classes module lets a class
 * teacher open a student's book: `bookAccessRules.push(teacherRule)`). Every rule is asked
 * until one says yes.
 */
export type BookAccessRule = (
  db: DB,
  actor: BookActor,
  book: BookRow,
  action: BookAction,
) => Promise<boolean>;
export const bookAccessRules: BookAccessRule[] = [];

/** The owner may do everything with a book that is not deleted; others only what rules allow. */
export async function may(
  db: DB,
  actor: BookActor,
  book: BookRow,
  action: BookAction,
): Promise<boolean> {
  if (book.deleted_at !== null) return false;
  if (book.owner_id === actor.id) return true;
  for (const rule of bookAccessRules) if (await rule(db, actor, book, action)) return true;
  return false;
}
