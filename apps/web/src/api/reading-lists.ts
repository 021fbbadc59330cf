/**
 * The reading lists' calls (docs/api.md "Reading"): the public lists by type, the signed-in
 * reader's favorites and reading history. Bodies are form-encoded.
 */
import {
  type BookLanguage,
  type BookType,
  bookLanguageFor,
  isInterfaceLanguage,
} from '@storyloom/domain';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { useTranslation } from '../i18n/react';
import { api } from './client';
import type { ListFilters } from './list-filters';

export const readingPaths = {
  list: '/api/Read/List',
  favorites: '/api/YourStuff/GetFavoritesBooks',
  favoritesNum: '/api/YourStuff/GetFavoritesBooksNum',
  history: '/api/YourStuff/ReadList',
} as const;

/** One book in a list (docs/api.md `ListEntry`). */
export interface ListEntry {
  StoryBookId: string;
  Slug: string;
  Type: BookType;
  Title: string;
  Summary: string;
  CoverImage: { Url: string; ThumbUrl: string } | null;
  Author: string | null;
  Artist: {
    Name: string;
    Slug: string;
    Licence: { Name: string; Url: string };
    Attribution: string;
  } | null;
  Language: string;
  AgeLevel: string;
  Categories: string[];
  MembersOnly: boolean;
  Featured: boolean;
  Counts: { Reads: number; Favorites: number };
  WordCount: number;
  PartCount: number;
  ReaderPath: string;
  PublishedAt: string;
}

/** Where the reader got to in a book (their own reading history). */
export interface ReadingProgress {
  PartId: string | null;
  PartIndex: number;
  Position: number;
  Finished: boolean;
  At: string;
}

export type HistoryEntry = ListEntry & { Progress: ReadingProgress };

export interface ListPage<T = ListEntry> {
  List: T[];
  NextCursor: string | null;
}

export interface HistoryPage extends ListPage<HistoryEntry> {
  ContinueReading: HistoryEntry | null;
}

export interface FavoriteCounts {
  count: number;
  ByType: Record<BookType, number>;
}

/** Books a list asks for at a time (three rows of four on a wide screen; "Show more" adds more). */
export const PAGE_SIZE = 12;

export const readingKeys = {
  list: (type: BookType, filters: ListFilters, prefer?: string) =>
    [
      'reading',
      'list',
      type,
      filters.age,
      filters.sort,
      filters.lang,
      filters.category,
      prefer ?? '',
    ] as const,
  favorites: (type: BookType) => ['reading', 'favorites', type] as const,
  favoritesNum: () => ['reading', 'favorites-num'] as const,
  history: () => ['reading', 'history'] as const,
};

const cursorField = (cursor: string | null) => (cursor ? { Cursor: cursor } : {});

export const readingApi = {
  /**
   * A page of a type's list. `prefer` (the viewer's book language) lists that language's books
   * first when no language is chosen (issue 13).
   */
  list(
    type: BookType,
    filters: ListFilters,
    cursor: string | null,
    signal?: AbortSignal,
    prefer?: string,
  ) {
    return api.post<ListPage & { Sort: string }>(
      readingPaths.list,
      {
        Type: type,
        AgeGroup: filters.age,
        Sort: filters.sort,
        Language: filters.lang,
        ...(prefer && filters.lang === 'all' ? { Prefer: prefer } : {}),
        ...(filters.category ? { Category: filters.category } : {}),
        Limit: PAGE_SIZE,
        ...cursorField(cursor),
      },
      { signal },
    );
  },
  favorites(type: BookType, cursor: string | null, signal?: AbortSignal) {
    return api.post<ListPage>(
      readingPaths.favorites,
      { Type: type, Limit: PAGE_SIZE, ...cursorField(cursor) },
      { signal },
    );
  },
  favoritesNum(signal?: AbortSignal) {
    return api.post<FavoriteCounts>(readingPaths.favoritesNum, {}, { signal });
  },
  history(cursor: string | null, signal?: AbortSignal) {
    return api.post<HistoryPage>(
      readingPaths.history,
      { Limit: PAGE_SIZE, ...cursorField(cursor) },
      { signal },
    );
  },
};

/** The viewer's book language (SPEC §3 code) from the interface language: their books first. */
export function useBookLanguage(): BookLanguage {
  const { i18n } = useTranslation();
  const ui = i18n.language;
  return bookLanguageFor(isInterfaceLanguage(ui) ? ui : 'en');
}

/**
 * A type's list, page by page, as the list screen asks for it (also filled by the server render
 * for a visitor, ssr-queries.ts, so the hydrated list does not ask again: issue 23).
 */
export const listQuery = (type: BookType, filters: ListFilters, prefer?: string) =>
  infiniteQueryOptions({
    queryKey: readingKeys.list(type, filters, prefer),
    queryFn: ({ pageParam, signal }) => readingApi.list(type, filters, pageParam, signal, prefer),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.NextCursor,
  });
