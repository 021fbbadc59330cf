import type { DB } from '../../db/index';
import type { SessionUser } from '../session/index';
import type { BookRow } from './queries/books';
import { isPublicBook } from './visibility';

/** Who acts on a book: a signed-in account (the seed makes one for the demo writers). */
export type BookActor = Pick<SessionUser, 'id' | 'username' | 'accountType' | 'staffRole'> & {
  language: SessionUser['language'];
};

/** Whoever asks the policy: an account (only its id and staff role are read here) or a visitor. */
export type BookAsker = (Pick<BookActor, 'id'> & Partial<Pick<BookActor, 'staffRole'>>) | null;

/**
 * What someone may want to do with a book:
 * - read: open it in the reader (the public rule: published, not hidden, not deleted);
 * - edit: open in an editor and save (its cover and comic pages too);
 * - move: SPEC §4 moves (to draft, private, convert, remove from class, delete);
 * - homework: open as homework (/homework/{storyBookId}/picturebook);
 * - publish: submit for review, withdraw, make private, publish or unpublish a comic;
 * - transfer: give a comic to someone else;
 * - report: report a published story (not one's own);
 * - print: buy it as a PDF (one's own published or private book, or anyone's public one);
 * - review, moderate: staff decisions on the queue and on reports;
 * - teacher-review: a class teacher reviewing a student's book (only registered rules grant it).
 */
export type BookAction =
  | 'read'
  | 'edit'
  | 'move'
  | 'homework'
  | 'publish'
  | 'transfer'
  | 'report'
  | 'print'
  | 'review'
  | 'moderate'
  | 'teacher-review';

/**
 * Who else may do an action with someone's book, registered by other modules through
 * `registerBookRule` (classes: "a class teacher may read a student's private book"; plans: "a
 * member may read paid-only stories"). A rule can only add permission: it is asked after the
 * base rule said no, and the first rule that says yes wins. A deleted book is refused to all
 * but staff reviewing or moderating.
 */
export type BookAccessRule = (
  db: DB,
  actor: NonNullable<BookAsker>,
  book: BookRow,
) => Promise<boolean> | boolean;

const rules = new Map<BookAction, BookAccessRule[]>();

/** Adds a rule for an action (idempotent: the same function registered twice counts once). */
export function registerBookRule(action: BookAction, rule: BookAccessRule): void {
  const list = rules.get(action) ?? [];
  if (!list.includes(rule)) list.push(rule);
  rules.set(action, list);
}

/**
 * Who may NOT do an action with someone else's book although the rules above allow it,
 * registered through `registerBookLimit` (classes: "a class student reads others' books only
 * where one of their classes allows it", SPEC §4 canReadOtherBook). A limit is asked for anyone
 * but the book's owner and staff, after permission was granted; any limit saying no refuses.
 */
export type BookAccessLimit = BookAccessRule;

const limits = new Map<BookAction, BookAccessLimit[]>();

/** Adds a limit for an action (idempotent like `registerBookRule`). */
export function registerBookLimit(action: BookAction, limit: BookAccessLimit): void {
  const list = limits.get(action) ?? [];
  if (!list.includes(limit)) list.push(limit);
  limits.set(action, list);
}

const isOwner = (actor: BookAsker, book: BookRow) => actor !== null && book.owner_id === actor.id;
const isStaff = (actor: BookAsker) => actor !== null && (actor.staffRole ?? 'none') !== 'none';

/** The rules books itself knows: the owner's, the public's and staff's. */
function baseRule(actor: BookAsker, book: BookRow, action: BookAction): boolean {
  switch (action) {
    case 'read':
      return isPublicBook(book);
    case 'edit':
    case 'move':
    case 'homework':
    case 'publish':
    case 'transfer':
      return isOwner(actor, book);
    case 'report':
      // A published story, hidden or not (reports keep counting while it waits), not one's own:
      // the publishing module answers "you cannot report your own story" for that one.
      return actor !== null && book.state === 'published';
    case 'print':
      if (book.hidden_at !== null) return false;
      if (isOwner(actor, book)) return book.state === 'private' || book.state === 'published';
      return book.state === 'published';
    case 'review':
    case 'moderate':
      return isStaff(actor);
    case 'teacher-review':
      return false;
  }
}

/**
 * May this actor (null: a visitor) do this action with this book? The one answer every module
 * asks, directly or through `bookFor` / `loadBook`.
 */
export async function may(
  db: DB,
  actor: BookAsker,
  book: BookRow,
  action: BookAction,
): Promise<boolean> {
  if (book.deleted_at !== null) {
    // Staff still see a deleted book in the queue and the moderation tools; no one else does.
    return (action === 'review' || action === 'moderate') && isStaff(actor);
  }
  if (!(await granted(db, actor, book, action))) return false;
  if (actor === null || isOwner(actor, book) || isStaff(actor)) return true;
  for (const limit of limits.get(action) ?? []) if (!(await limit(db, actor, book))) return false;
  return true;
}

async function granted(db: DB, actor: BookAsker, book: BookRow, action: BookAction) {
  if (baseRule(actor, book, action)) return true;
  if (actor === null) return false;
  for (const rule of rules.get(action) ?? []) if (await rule(db, actor, book)) return true;
  return false;
}
