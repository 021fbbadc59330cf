/**
 * The search calls (docs/api.md "Search", decision 012): books and artists by a key. Public;
 * bodies are form-encoded.
 */
import type { BookType } from '@storyloom/domain';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { api } from './client';

export const searchPaths = {
  books: '/api/Search/Books',
  artists: '/api/Search/Artists',
} as const;

/** The type filter: every book, or one type. */
export const searchTypes = [
  'all',
  'picturebook',
  'comic',
  'longform',
  'flashfiction',
  'poetry',
] as const;
export type SearchType = (typeof searchTypes)[number];

export function isSearchType(value: unknown): value is SearchType {
  return typeof value === 'string' && (searchTypes as readonly string[]).includes(value);
}

export interface BookHit {
  StoryBookId: string;
  OpenId: string;
  Title: string;
  BookType: BookType;
  Slug: string;
  Summary: string;
  Tags: string[];
  Language: string;
  AgeLevel: string;
  CoverUrl: string | null;
  AuthorName: string | null;
  ReaderPath: string;
  PublishedAt: string;
  Score: number;
}

export interface ArtistHit {
  Slug: string;
  Name: string;
  Bio: string;
  Featured: boolean;
  ArtworkCount: number;
  Samples: { ArtworkId: string; ThumbUrl: string }[];
  Score: number;
}

export interface SearchPage<T> {
  List: T[];
  NextCursor: string | null;
}

export const searchKeys = {
  books: (key: string, type: SearchType) => ['search', 'books', key, type] as const,
  artists: (key: string) => ['search', 'artists', key] as const,
};

export const searchApi = {
  books(
    body: { key: string; type: SearchType; cursor: string | null; limit?: number },
    signal?: AbortSignal,
  ) {
    return api.post<SearchPage<BookHit>>(
      searchPaths.books,
      {
        SearchKey: body.key,
        Type: body.type,
        Limit: body.limit ?? 20,
        ...(body.cursor ? { Cursor: body.cursor } : {}),
      },
      { signal },
    );
  },
  artists(body: { key: string; cursor?: string | null; limit?: number }, signal?: AbortSignal) {
    return api.post<SearchPage<ArtistHit>>(
      searchPaths.artists,
      {
        SearchKey: body.key,
        Limit: body.limit ?? 12,
        ...(body.cursor ? { Cursor: body.cursor } : {}),
      },
      { signal },
    );
  },
};

/**
 * The queries of a search's results, read by /search and by the server render (ssr-queries.ts,
 * decision 078) with the same keys and calls.
 */
export const searchQueries = {
  books: (key: string, type: SearchType) =>
    infiniteQueryOptions({
      queryKey: searchKeys.books(key, type),
      queryFn: ({ pageParam, signal }) => searchApi.books({ key, type, cursor: pageParam }, signal),
      initialPageParam: null as string | null,
      getNextPageParam: (last: SearchPage<BookHit>) => last.NextCursor,
    }),
  artists: (key: string) =>
    queryOptions({
      queryKey: searchKeys.artists(key),
      queryFn: ({ signal }) => searchApi.artists({ key }, signal),
    }),
};
