import type { BookType } from '../artwork';

/**
 * Story states (SPEC §4, PRODUCT.md "Content") and what may happen to a story in each. Featured
 * is a flag on a published story, not a state of its own. Pure rules, shared by the server (which
 * enforces them) and the web app (which shows only the moves that will work).
 */
export const storyStates = [
  'draft',
  'under_review',
  'returned',
  'published',
  'private',
  'submitted_to_teacher',
] as const;
export type StoryState = (typeof storyStates)[number];

export function isStoryState(value: unknown): value is StoryState {
  return typeof value === 'string' && (storyStates as readonly string[]).includes(value);
}

/** The writer's moves (SPEC §4 "Allowed moves"), offered in /yourstuff-write. */
export const storyMoves = [
  'to_draft',
  'make_private',
  'convert_to_longform',
  'remove_from_class',
  'delete',
] as const;
export type StoryMove = (typeof storyMoves)[number];

/** The book types ConvertToLongForm accepts: a picture book or flash fiction. */
export const convertibleTypes: readonly BookType[] = ['picturebook', 'flashfiction'];

/** The states in which the writer may change the words and pictures. */
export const editableStates: readonly StoryState[] = ['draft', 'returned', 'private'];

export function isEditableState(state: StoryState): boolean {
  return editableStates.includes(state);
}

/** What a move looks at. */
export interface MovableBook {
  type: BookType;
  state: StoryState;
  /** Shared with a class (showcase or an assignment submission). */
  inClass: boolean;
}

/** Why a move is refused (shown by the client next to the disabled action). */
export type MoveRefusal =
  | 'already_draft'
  | 'already_private'
  | 'under_review'
  | 'with_teacher'
  | 'not_convertible'
  | 'not_in_class';

/**
 * The one table of SPEC §4 moves by state. `true` = allowed (subject to the type and class checks
 * in `refuseMove`), otherwise the reason it is refused. Under review, a story waits for the
 * moderator and nothing moves; a story with the teacher is withdrawn (to draft, or removed from
 * the class) before it is made private or deleted.
 */
const moveTable: Record<StoryState, Record<StoryMove, true | MoveRefusal>> = {
  draft: {
    to_draft: 'already_draft',
    make_private: true,
    convert_to_longform: true,
    remove_from_class: true,
    delete: true,
  },
  under_review: {
    to_draft: 'under_review',
    make_private: 'under_review',
    convert_to_longform: 'under_review',
    remove_from_class: 'under_review',
    delete: 'under_review',
  },
  returned: {
    to_draft: true,
    make_private: true,
    convert_to_longform: true,
    remove_from_class: true,
    delete: true,
  },
  published: {
    to_draft: true,
    make_private: true,
    convert_to_longform: true,
    remove_from_class: true,
    delete: true,
  },
  private: {
    to_draft: true,
    make_private: 'already_private',
    convert_to_longform: true,
    remove_from_class: true,
    delete: true,
  },
  submitted_to_teacher: {
    to_draft: true,
    make_private: 'with_teacher',
    convert_to_longform: true,
    remove_from_class: true,
    delete: 'with_teacher',
  },
};

/** Null when the move is allowed, otherwise why not. */
export function refuseMove(book: MovableBook, move: StoryMove): MoveRefusal | null {
  const byState = moveTable[book.state][move];
  if (byState !== true) return byState;
  if (move === 'convert_to_longform' && !convertibleTypes.includes(book.type)) {
    return 'not_convertible';
  }
  if (move === 'remove_from_class' && !book.inClass) return 'not_in_class';
  return null;
}

/** The moves the writer can make now, in SPEC order. */
export function allowedMoves(book: MovableBook): StoryMove[] {
  return storyMoves.filter((move) => refuseMove(book, move) === null);
}

/** A story after a move: its state, whether it stays featured and in its class. */
export interface MoveOutcome {
  state: StoryState;
  featured: boolean;
  inClass: boolean;
  /** Soft-deleted (kept for history, gone from every list). */
  deleted: boolean;
  /** A new longform story is made from this one (this one stays as it is). */
  createsLongform: boolean;
}

/**
 * What an allowed move does. Leaving `published` ends featuring; removing a story that is with
 * the teacher brings it back to draft; converting leaves the story as it is and makes a new
 * longform draft; deleting keeps the state for the record.
 */
export function moveOutcome(
  book: MovableBook & { featured: boolean },
  move: StoryMove,
): MoveOutcome {
  const same: MoveOutcome = {
    state: book.state,
    featured: book.featured,
    inClass: book.inClass,
    deleted: false,
    createsLongform: false,
  };
  switch (move) {
    case 'to_draft':
      return { ...same, state: 'draft', featured: false };
    case 'make_private':
      return { ...same, state: 'private', featured: false };
    case 'convert_to_longform':
      return { ...same, createsLongform: true };
    case 'remove_from_class':
      return {
        ...same,
        inClass: false,
        state: book.state === 'submitted_to_teacher' ? 'draft' : book.state,
      };
    case 'delete':
      return { ...same, featured: false, deleted: true };
  }
}

/**
 * Changes made by the product rather than the writer's moves, for the publishing and classes
 * modules: which states each may start from and where it leads. `return` needs a reason.
 */
export const storyTransitions = {
  submit_for_review: { from: ['draft', 'returned', 'private'], to: 'under_review' },
  /** The writer takes a story out of review (the ticket is not refunded). */
  withdraw: { from: ['under_review'], to: 'draft' },
  approve: { from: ['under_review'], to: 'published' },
  return: { from: ['under_review'], to: 'returned' },
  /** A moderator takes a published story down after reports (it is returned with a reason). */
  take_down: { from: ['published'], to: 'returned' },
  submit_to_teacher: { from: ['draft', 'returned', 'private'], to: 'submitted_to_teacher' },
  teacher_return: { from: ['submitted_to_teacher'], to: 'draft' },
  /** The class teacher approves a submission: the story stays with its writer, private. */
  teacher_approve: { from: ['submitted_to_teacher'], to: 'private' },
  /**
   * Where the class allows publishing (PublicBook), the teacher's approval sends the story on to
   * public moderation (decision 052).
   */
  teacher_approve_publish: { from: ['submitted_to_teacher'], to: 'under_review' },
} as const satisfies Record<string, { from: readonly StoryState[]; to: StoryState }>;
export type StoryTransition = keyof typeof storyTransitions;

export function canTransition(state: StoryState, transition: StoryTransition): boolean {
  return (storyTransitions[transition].from as readonly StoryState[]).includes(state);
}

/** Featuring is a flag a moderator sets on a published story (and clears again). */
export function canFeature(state: StoryState): boolean {
  return state === 'published';
}

/** Every kind of entry in a story's history (who, when, why). */
export type StoryHistoryAction = 'create' | StoryMove | StoryTransition | 'feature' | 'unfeature';
