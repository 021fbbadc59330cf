/**
 * Books (issue "Books and the writing editors"). Conventions of guides/data-layer.md: text ids
 * made by the application, epoch-ms times, 0/1 flags, JSON as text validated with the domain
 * schemas (packages/domain books/content.ts).
 */
import type { BookType, StoryHistoryAction, StoryState } from '@storyloom/domain';

export interface BookTable {
  id: string;
  open_id: string;
  slug: string;
  owner_id: string;
  type: BookType;
  state: StoryState;
  featured: number;
  /** Why a moderator returned it (state `returned`). */
  return_reason: string | null;
  title: string;
  /** SPEC §3 book language code (en, es, cn, tw...). */
  language: string;
  summary: string;
  /** JSON array of tags. */
  tags: string;
  /** JSON array of category ids (at most two). */
  categories: string;
  /** Age level id (all, 3+, 6+, 9+, 13+, 16+). */
  age_level: string;
  /** JSON: domain BookCover. */
  cover: string;
  /** The public id (ArtSetId) of the art set the book was started from, if any. */
  art_set_id: string | null;
  /** JSON array of the artwork public ids the book may use (the art set, frozen). */
  art_ids: string;
  /** Set while the book starts from an art set: one draft per art set (cleared on delete). */
  start_key: string | null;
  /** The class the book is shared with or submitted to (classes module), if any. */
  class_id: string | null;
  /** ConvertToLongForm: the book this one was made from. */
  converted_from: string | null;
  word_count: number;
  part_count: number;
  /** Bumped by every save and move; a save names the version it was made on. */
  version: number;
  created_at: number;
  updated_at: number;
  state_changed_at: number;
  published_at: number | null;
  /** Hidden from readers after reports from several readers, until a moderator decides. */
  hidden_at: number | null;
  deleted_at: number | null;
}

/** A page (picture book), chapter (longform) or the one part of a story or poem. */
export interface BookPartTable {
  book_id: string;
  /** The part's id as the editor knows it (PartId). */
  part_key: string;
  position: number;
  /** JSON: the type's part document. */
  content: string;
  word_count: number;
  /** JSON array of the artwork public ids the part shows. */
  artwork_ids: string;
  created_at: number;
  updated_at: number;
}

/** Which artworks a book uses (cover and parts): books made from an artwork. */
export interface BookArtworkTable {
  book_id: string;
  artwork_id: string;
}

/** Every change of a story's state, and every move: who, when, why. */
export interface BookStateHistoryTable {
  id: string;
  book_id: string;
  action: StoryHistoryAction;
  /** The book's version once the change was made (orders the history; names what was sent). */
  version: number;
  from_state: StoryState | null;
  to_state: StoryState;
  actor_id: string;
  reason: string | null;
  created_at: number;
}

/** The days a writer wrote (saved in an editor), for the daily-writing crowns (SPEC §9). */
export interface WritingDayTable {
  user_id: string;
  /** UTC day, YYYY-MM-DD. */
  day: string;
  book_id: string;
  /** 1 once the ledger has booked the day's crowns. */
  awarded: number;
  created_at: number;
}

export interface BookTables {
  books: BookTable;
  book_parts: BookPartTable;
  book_artworks: BookArtworkTable;
  book_state_history: BookStateHistoryTable;
  writing_days: WritingDayTable;
}
