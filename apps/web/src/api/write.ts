/**
 * The calls of the writing side of "Your stuff" (docs/api.md "Books"): the writer's books by type
 * and state, their counts, one book's details and history, and the SPEC §4 moves.
 */
import type { BookCover, BookType, StoryMove, StoryState } from '@storyloom/domain';
import { api } from './client';

export const writePaths = {
  list: '/api/YourStuff/WriteList',
  count: '/api/YourStuff/getWriteBookCount',
  info: '/api/YourStuff/GetBookInfo',
  move: '/api/YourStuff/MoveBook',
  convert: '/api/YourStuff/ConvertToLongForm',
  homework: '/api/Books/Homework',
} as const;

/** A book as the lists show it (`BookSummary`). */
export interface BookSummary {
  BookId: string;
  Slug: string;
  Type: BookType;
  State: StoryState;
  Featured: boolean;
  InClass: boolean;
  ReturnReason: string | null;
  Title: string;
  Language: string;
  Cover: BookCover;
  CoverImage: { Url: string; ThumbUrl: string } | null;
  WordCount: number;
  PartCount: number;
  Version: number;
  Editable: boolean;
  AllowedMoves: StoryMove[];
  EditorPath: string;
  ReaderPath: string | null;
  CreatedAt: string | null;
  UpdatedAt: string | null;
  PublishedAt: string | null;
}

export interface BookPage {
  List: BookSummary[];
  NextCursor: string | null;
}

export interface BookCounts {
  count: number;
  ByType: Record<BookType, number>;
  ByState: Record<StoryState, number>;
}

export interface HistoryEntry {
  Action: string;
  Version: number;
  From: StoryState | null;
  To: StoryState | null;
  ByYou: boolean;
  Reason: string | null;
  At: string | null;
}

export interface BookInfo {
  Book: BookSummary & {
    Summary: string;
    Tags: string[];
    Categories: string[];
    AgeLevel: string;
  };
  History: HistoryEntry[];
}

/** The editing document as Create, Get, ConvertToLongForm and Homework answer it (the parts we use). */
export interface EditingBook extends BookSummary {
  Summary: string;
  Tags: string[];
}

export interface HomeworkView {
  Book: EditingBook;
  Homework: { Path: string; InClass: boolean; Assignment: { Title?: string } | null };
}

export type TypeFilter = BookType | 'all';
export type StateFilter = StoryState | 'all';
/** The moves MoveBook makes (convert has its own call). */
export type MoveBookMove = Exclude<StoryMove, 'convert_to_longform'>;

export const writeKeys = {
  all: ['yourstuff-write'] as const,
  list: (type: TypeFilter, state: StateFilter) => ['yourstuff-write', 'list', type, state] as const,
  count: () => ['yourstuff-write', 'count'] as const,
  info: (bookId: string) => ['yourstuff-write', 'info', bookId] as const,
};

export const writeApi = {
  list(type: TypeFilter, state: StateFilter, cursor: string | null, signal?: AbortSignal) {
    return api.post<BookPage>(
      writePaths.list,
      {
        Type: type,
        ...(state !== 'all' ? { State: state } : {}),
        ...(cursor ? { Cursor: cursor } : {}),
        Limit: 24,
      },
      signal ? { signal } : {},
    );
  },
  count(signal?: AbortSignal) {
    return api.post<BookCounts>(writePaths.count, {}, signal ? { signal } : {});
  },
  info(bookId: string, signal?: AbortSignal) {
    return api.post<BookInfo>(writePaths.info, { BookId: bookId }, signal ? { signal } : {});
  },
  move(bookId: string, move: MoveBookMove) {
    return api.post<{ Book: BookSummary | null }>(writePaths.move, { BookId: bookId, Move: move });
  },
  convert(bookId: string) {
    return api.post<{ Book: EditingBook }>(writePaths.convert, { BookId: bookId });
  },
  homework(bookId: string, signal?: AbortSignal) {
    return api.post<HomeworkView>(
      writePaths.homework,
      { StoryBookId: bookId },
      signal ? { signal } : {},
    );
  },
};
