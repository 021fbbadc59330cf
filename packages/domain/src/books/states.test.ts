import { describe, expect, it } from 'vitest';
import {
  allowedMoves,
  canTransition,
  isEditableState,
  type MoveRefusal,
  moveOutcome,
  refuseMove,
  type StoryMove,
  type StoryState,
  storyMoves,
  storyStates,
} from './states';

/**
 * SPEC §4 moves by state, written out in full: each row is a state, each column a move; ✓ is
 * allowed (for a picture book that is in a class), otherwise the refusal.
 */
const expected: Record<StoryState, Record<StoryMove, '✓' | MoveRefusal>> = {
  draft: {
    to_draft: 'already_draft',
    make_private: '✓',
    convert_to_longform: '✓',
    remove_from_class: '✓',
    delete: '✓',
  },
  under_review: {
    to_draft: 'under_review',
    make_private: 'under_review',
    convert_to_longform: 'under_review',
    remove_from_class: 'under_review',
    delete: 'under_review',
  },
  returned: {
    to_draft: '✓',
    make_private: '✓',
    convert_to_longform: '✓',
    remove_from_class: '✓',
    delete: '✓',
  },
  published: {
    to_draft: '✓',
    make_private: '✓',
    convert_to_longform: '✓',
    remove_from_class: '✓',
    delete: '✓',
  },
  private: {
    to_draft: '✓',
    make_private: 'already_private',
    convert_to_longform: '✓',
    remove_from_class: '✓',
    delete: '✓',
  },
  submitted_to_teacher: {
    to_draft: '✓',
    make_private: 'with_teacher',
    convert_to_longform: '✓',
    remove_from_class: '✓',
    delete: 'with_teacher',
  },
};

describe('SPEC §4 moves by state', () => {
  const cases = storyStates.flatMap((state) =>
    storyMoves.map((move) => [state, move, expected[state][move]] as const),
  );
  it.each(cases)('%s: %s -> %s', (state, move, result) => {
    const refusal = refuseMove({ type: 'picturebook', state, inClass: true }, move);
    expect(refusal ?? '✓').toBe(result);
  });

  it('only picture books and flash fiction convert to longform', () => {
    const verdict = (type: 'picturebook' | 'flashfiction' | 'longform' | 'poetry' | 'comic') =>
      refuseMove({ type, state: 'draft', inClass: false }, 'convert_to_longform');
    expect(verdict('picturebook')).toBeNull();
    expect(verdict('flashfiction')).toBeNull();
    expect(verdict('longform')).toBe('not_convertible');
    expect(verdict('poetry')).toBe('not_convertible');
    expect(verdict('comic')).toBe('not_convertible');
  });

  it('remove from class needs a class', () => {
    expect(
      refuseMove({ type: 'poetry', state: 'published', inClass: false }, 'remove_from_class'),
    ).toBe('not_in_class');
  });

  it('lists the allowed moves in SPEC order', () => {
    expect(allowedMoves({ type: 'flashfiction', state: 'private', inClass: false })).toEqual([
      'to_draft',
      'convert_to_longform',
      'delete',
    ]);
    expect(allowedMoves({ type: 'longform', state: 'under_review', inClass: true })).toEqual([]);
  });
});

describe('what a move does', () => {
  const published = {
    type: 'picturebook' as const,
    state: 'published' as const,
    inClass: true,
    featured: true,
  };
  it('leaving published ends featuring', () => {
    expect(moveOutcome(published, 'to_draft')).toMatchObject({ state: 'draft', featured: false });
    expect(moveOutcome(published, 'make_private')).toMatchObject({
      state: 'private',
      featured: false,
    });
  });
  it('removing from a class keeps the state, except a submission goes back to draft', () => {
    expect(moveOutcome(published, 'remove_from_class')).toMatchObject({
      state: 'published',
      inClass: false,
      featured: true,
    });
    expect(
      moveOutcome({ ...published, state: 'submitted_to_teacher' }, 'remove_from_class'),
    ).toMatchObject({ state: 'draft', inClass: false });
  });
  it('converting leaves the story as it is; deleting keeps its state for the record', () => {
    expect(moveOutcome(published, 'convert_to_longform')).toEqual({
      state: 'published',
      featured: true,
      inClass: true,
      deleted: false,
      createsLongform: true,
    });
    expect(moveOutcome(published, 'delete')).toMatchObject({
      state: 'published',
      deleted: true,
      featured: false,
    });
  });
});

describe('editing and product transitions', () => {
  it.each(storyStates.map((s) => [s] as const))('%s editable?', (state) => {
    expect(isEditableState(state)).toBe(['draft', 'returned', 'private'].includes(state));
  });
  it('publishing and classes move stories only from the states they start from', () => {
    expect(canTransition('draft', 'submit_for_review')).toBe(true);
    expect(canTransition('published', 'submit_for_review')).toBe(false);
    expect(canTransition('under_review', 'approve')).toBe(true);
    expect(canTransition('draft', 'approve')).toBe(false);
    expect(canTransition('under_review', 'return')).toBe(true);
    expect(canTransition('private', 'submit_to_teacher')).toBe(true);
    expect(canTransition('submitted_to_teacher', 'teacher_return')).toBe(true);
  });
});
