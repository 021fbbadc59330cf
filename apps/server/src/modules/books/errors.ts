import {
  type BookType,
  ErrorCode,
  type MoveRefusal,
  type StoryMove,
  type StoryState,
} from '@storyloom/domain';
import { AppError, errors } from '../../http/errors';

export interface FieldProblem {
  path: string;
  message: string;
}

/** The books module's refusals (codes in docs/api.md, "Books"). */
export const bookErrors = {
  /** A save or move made on an older version: nothing is written; the current one is told. */
  stale: (current: { version: number; updated_at: number; state: StoryState }) =>
    errors.conflict({
      Version: current.version,
      State: current.state,
      UpdatedAt: new Date(current.updated_at).toISOString(),
    }),
  /** Malformed page, chapter, story or poem JSON (or an unknown part id). */
  content: (fields: FieldProblem[]) =>
    new AppError(ErrorCode.BAD_INPUT, 'bookContentInvalid', {}, { fields }),
  notEditable: (state: StoryState) =>
    new AppError(ErrorCode.BOOK_NOT_EDITABLE, 'bookNotEditable', {}, { State: state }),
  wordLimit: (max: number, count: number) =>
    new AppError(
      ErrorCode.BOOK_WORD_LIMIT,
      'bookWordLimit',
      { max, count },
      { Limit: max, WordCount: count },
    ),
  notInArtSet: (artworkIds: string[], fields: FieldProblem[]) =>
    new AppError(
      ErrorCode.ARTWORK_NOT_IN_ART_SET,
      'artworkNotInArtSet',
      {},
      { ArtworkIds: artworkIds, fields },
    ),
  comicArtNotUsable: (artworkIds: string[], fields: FieldProblem[]) =>
    new AppError(
      ErrorCode.ARTWORK_NOT_IN_ART_SET,
      'comicArtworkNotUsable',
      {},
      { ArtworkIds: artworkIds, fields },
    ),
  moveNotAllowed: (state: StoryState, reason: MoveRefusal | 'wrong_state', allowed: StoryMove[]) =>
    new AppError(
      ErrorCode.MOVE_NOT_ALLOWED,
      'moveNotAllowed',
      {},
      { State: state, Reason: reason, AllowedMoves: allowed },
    ),
  partLimit: (type: BookType, max: number) =>
    new AppError(
      ErrorCode.BOOK_PART_LIMIT,
      type === 'longform'
        ? 'bookChapterLimit'
        : type === 'comic'
          ? 'comicPageLimit'
          : 'bookPageLimit',
      { max },
      { Max: max },
    ),
  artSetOtherType: () => new AppError(ErrorCode.ART_SET_OTHER_TYPE, 'artSetOtherType'),
  typeNotReady: () => new AppError(ErrorCode.BOOK_TYPE_NOT_READY, 'bookTypeNotReady'),
};
