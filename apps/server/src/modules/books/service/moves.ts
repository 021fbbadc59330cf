import {
  allowedMoves,
  canFeature,
  canTransition,
  moveOutcome,
  refuseMove,
  type StoryHistoryAction,
  type StoryMove,
  type StoryState,
  type StoryTransition,
  storyTransitions,
} from '@storyloom/domain';
import type { Updateable } from 'kysely';
import type { DB } from '../../../db/index';
import type { BookTable } from '../../../db/tables/books';
import { errors } from '../../../http/errors';
import { newId } from '../../../platform/ids';
import { bookErrors } from '../errors';
import type { BookActor } from '../policy';
import {
  type BookRow,
  currentVersion,
  findBookById,
  findBookByOpenId,
  updateBookAtVersion,
  wrote,
} from '../queries/books';
import { insertHistory } from '../queries/history';
import type { MoveBookInput } from '../schemas';
import { syncBookArtworks } from './artwork-use';
import { type BooksContext, bookFor } from './context';

/**
 * Run inside every state change's transaction with the book as it is afterwards (the reading
 * module keeps its list rows and slug history this way). Modules push at import time.
 */
export const bookStateHooks: ((trx: DB, book: BookRow) => Promise<void>)[] = [];

/**
 * Changes a book's state (or flags) if it is still at the version and state it was read at,
 * and records who, when and why in its history, in one transaction. Every state change of the
 * product goes through here.
 */
async function changeState(
  ctx: BooksContext,
  book: BookRow,
  change: {
    action: StoryHistoryAction;
    to: StoryState;
    actorId: string;
    reason: string | null;
    values?: Updateable<BookTable>;
    deleted?: boolean;
    /** More writes that must commit with the change (publishing: the ticket, the queue). */
    within?: ((trx: DB, book: BookRow) => Promise<void>) | undefined;
  },
): Promise<BookRow> {
  const now = ctx.clock.now();
  await ctx.db.transaction().execute(async (trx: DB) => {
    const applied = await updateBookAtVersion(
      trx,
      book.id,
      book.version,
      {
        ...change.values,
        state: change.to,
        updated_at: now,
        ...(change.to !== book.state ? { state_changed_at: now } : {}),
        ...(change.deleted ? { deleted_at: now, start_key: null } : {}),
      },
      book.state,
    );
    if (!applied) throw bookErrors.stale((await currentVersion(trx, book.id)) ?? book);
    await insertHistory(trx, {
      id: newId(now),
      book_id: book.id,
      action: change.action,
      version: book.version + 1,
      from_state: book.state,
      to_state: change.to,
      actor_id: change.actorId,
      reason: change.reason,
      created_at: now,
    });
    if (change.deleted) await syncBookArtworks(trx, book.id, []);
    if (change.within) await change.within(trx, book);
    if (bookStateHooks.length > 0) {
      const changed = await findBookById(trx, book.id);
      if (changed) for (const hook of bookStateHooks) await hook(trx, changed);
    }
  });
  // Committed: cached public reads see it now whatever the database's isolation.
  wrote(book.id, 'state');
  const after = await findBookById(ctx.db, book.id);
  if (!after) throw new Error('book vanished');
  return after;
}

/**
 * The writer's SPEC §4 moves (to draft, make private, remove from class, delete), checked
 * against the book's state by the domain table. Delete is a soft delete: the book leaves every
 * list and its art set can start a new draft; its rows and history stay.
 */
export async function moveBook(ctx: BooksContext, actor: BookActor, input: MoveBookInput) {
  const book = await bookFor(ctx, actor, input.BookId, 'move');
  return applyMove(ctx, actor, book, input.Move, input.Reason ?? null);
}

export async function applyMove(
  ctx: BooksContext,
  actor: BookActor,
  book: BookRow,
  move: Exclude<StoryMove, 'convert_to_longform'>,
  reason: string | null,
): Promise<BookRow> {
  const movable = { type: book.type, state: book.state, inClass: book.class_id !== null };
  const refusal = refuseMove(movable, move);
  if (refusal) throw bookErrors.moveNotAllowed(book.state, refusal, allowedMoves(movable));
  const outcome = moveOutcome({ ...movable, featured: book.featured === 1 }, move);
  return changeState(ctx, book, {
    action: move,
    to: outcome.state,
    actorId: actor.id,
    reason,
    deleted: outcome.deleted,
    values: {
      featured: outcome.featured ? 1 : 0,
      ...(outcome.inClass ? {} : { class_id: null }),
      ...(outcome.state !== 'published' ? { published_at: null } : {}),
    },
  });
}

/**
 * For the publishing and classes modules: submit for review, approve, return (with a reason),
 * submit to a teacher (with the class), the teacher's return. Refused with MOVE_NOT_ALLOWED
 * from a state the transition does not start from.
 */
export async function transitionBook(
  ctx: BooksContext,
  input: {
    bookOpenId: string;
    transition: StoryTransition;
    actorId: string;
    reason?: string | null;
    classId?: string | null;
    /** Book columns set with the change (publishing: the information sent with Submit). */
    values?: Updateable<BookTable>;
    within?: (trx: DB, book: BookRow) => Promise<void>;
  },
): Promise<BookRow> {
  const book = await findBookByOpenId(ctx.db, input.bookOpenId);
  if (!book) throw errors.notFound();
  if (!canTransition(book.state, input.transition)) {
    const movable = { type: book.type, state: book.state, inClass: book.class_id !== null };
    throw bookErrors.moveNotAllowed(book.state, 'wrong_state', allowedMoves(movable));
  }
  const to = storyTransitions[input.transition].to;
  const now = ctx.clock.now();
  return changeState(ctx, book, {
    action: input.transition,
    to,
    actorId: input.actorId,
    reason: input.reason ?? null,
    within: input.within,
    values: {
      ...input.values,
      return_reason: returns(input.transition) ? (input.reason ?? '') : null,
      ...(to === 'published' ? { published_at: now, hidden_at: null } : {}),
      ...(to !== 'published' ? { featured: 0 } : {}),
      ...(input.transition === 'submit_to_teacher' ? { class_id: input.classId ?? null } : {}),
    },
  });
}

/** The transitions that send a story back to its writer with a reason. */
function returns(transition: StoryTransition): boolean {
  return transition === 'return' || transition === 'take_down';
}

/** A moderator features (or stops featuring) a published story. */
export async function setFeatured(
  ctx: BooksContext,
  input: {
    bookOpenId: string;
    featured: boolean;
    actorId: string;
    reason?: string | null;
    within?: (trx: DB, book: BookRow) => Promise<void>;
  },
): Promise<BookRow> {
  const book = await findBookByOpenId(ctx.db, input.bookOpenId);
  if (!book) throw errors.notFound();
  if (!canFeature(book.state)) {
    const movable = { type: book.type, state: book.state, inClass: book.class_id !== null };
    throw bookErrors.moveNotAllowed(book.state, 'wrong_state', allowedMoves(movable));
  }
  return changeState(ctx, book, {
    action: input.featured ? 'feature' : 'unfeature',
    to: book.state,
    actorId: input.actorId,
    reason: input.reason ?? null,
    within: input.within,
    values: { featured: input.featured ? 1 : 0 },
  });
}

/** The classes module shares a book with a class (showcase) without changing its state. */
export async function setBookClass(
  ctx: BooksContext,
  input: { bookOpenId: string; classId: string | null },
): Promise<void> {
  const book = await findBookByOpenId(ctx.db, input.bookOpenId);
  if (!book) throw errors.notFound();
  const applied = await updateBookAtVersion(ctx.db, book.id, book.version, {
    class_id: input.classId,
    updated_at: ctx.clock.now(),
  });
  if (!applied) throw bookErrors.stale((await currentVersion(ctx.db, book.id)) ?? book);
}
