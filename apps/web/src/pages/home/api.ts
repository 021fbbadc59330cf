/**
 * The home page's own call (docs/api.md "Reading"): featured and best-loved books. The other
 * shelves use the reading lists', the writer's and the artists' calls.
 */
import type { BookType } from '@storyloom/domain';
import { queryOptions } from '@tanstack/react-query';
import { artApi } from '../../api/art';
import { api } from '../../api/client';
import { defaultFilters } from '../../api/list-filters';
import { type ListEntry, readingApi } from '../../api/reading-lists';

export const homePaths = { best: '/api/Best/GetBest' } as const;

/** How many books a home shelf shows. */
export const SHELF_SIZE = 10;

export const homeKeys = {
  best: () => ['home', 'best'] as const,
  newest: (type: string) => ['home', 'newest', type] as const,
  artists: () => ['home', 'artists'] as const,
  drafts: () => ['home', 'drafts'] as const,
  continueReading: () => ['home', 'continue-reading'] as const,
};

export const homeApi = {
  /** SPEC §7: the result is the list; entries carry StoryBookId. */
  best: (signal?: AbortSignal) =>
    api.post<ListEntry[]>(homePaths.best, { Limit: SHELF_SIZE / 2 }, { signal }),
};

/**
 * The shelves' queries, shared by the shelves and the server render (ssr-queries.ts), which
 * fills them for a visitor so the hydrated page does not ask again (issue 23).
 */
export const homeQueries = {
  best: () =>
    queryOptions({ queryKey: homeKeys.best(), queryFn: ({ signal }) => homeApi.best(signal) }),
  newest: (type: BookType, prefer: string) =>
    queryOptions({
      queryKey: [...homeKeys.newest(type), prefer],
      queryFn: ({ signal }) =>
        readingApi.list(type, { ...defaultFilters, sort: 'recent' }, null, signal, prefer),
    }),
  artists: () =>
    queryOptions({
      queryKey: homeKeys.artists(),
      queryFn: ({ signal }) => artApi.artists({ featured: true, limit: 4 }, signal),
    }),
};
