/**
 * Reading and discovery (issue "Reading and discovery"): the public lists' own index rows, slug
 * history, favorites, reading history and the once-a-day read and favorite counts. Conventions
 * of guides/data-layer.md.
 */
import type { BookType } from '@storyloom/domain';

/**
 * One row per book that has been published (kept while it is published; the list queries join
 * books to leave out hidden, unpublished and deleted ones). Every sort has its own column and an
 * index `(type, column, open_id)`, so a list page is an index range, never a scan of books.
 */
export interface ReadingListingTable {
  book_id: string;
  open_id: string;
  owner_id: string;
  type: BookType;
  language: string;
  age_level: string;
  /** The book's first and second category ('' when none). */
  category1: string;
  category2: string;
  /** Paid-only story (SPEC §6): readable by paid members (and its writer) only. */
  members_only: number;
  /** sort "recent". */
  published_at: number;
  /** sort "newauthor": when the writer's first story was published. */
  author_since: number;
  /** sort "active": the last counted read or favorite (or the publication). */
  active_at: number;
  /** sort "popular": every counted read and favorite. */
  popular: number;
  /** sort "monthly" and "yearly": counted reads and favorites of the last 30 and 365 days. */
  monthly: number;
  yearly: number;
  reads: number;
  favorites: number;
  updated_at: number;
}

/** Every slug a book was published under (old links /books/{OldSlug} still find it). */
export interface BookSlugTable {
  slug: string;
  book_id: string;
  created_at: number;
}

export interface BookFavoriteTable {
  user_id: string;
  book_id: string;
  book_type: BookType;
  created_at: number;
}

/** Where a reader is in a book: the part (page, chapter) and a position inside it. */
export interface ReadingHistoryTable {
  user_id: string;
  book_id: string;
  book_type: BookType;
  part_key: string;
  /** The part's index in the book when read (0-based). */
  part_index: number;
  /** Position inside the part, 0..1 (scroll fraction). */
  position: number;
  finished: number;
  updated_at: number;
}

/** One row per reader (or visitor key), book, UTC day and kind: a count is taken once a day. */
export interface BookCountMarkTable {
  book_id: string;
  reader_key: string;
  day: string;
  kind: 'read' | 'favorite';
}

/** Counted reads and favorites per book and UTC day (for the monthly and yearly sorts). */
export interface BookDailyCountTable {
  book_id: string;
  day: string;
  reads: number;
  favorites: number;
}

export interface ReadingTables {
  reading_listings: ReadingListingTable;
  book_slugs: BookSlugTable;
  book_favorites: BookFavoriteTable;
  reading_history: ReadingHistoryTable;
  book_count_marks: BookCountMarkTable;
  book_daily_counts: BookDailyCountTable;
}
