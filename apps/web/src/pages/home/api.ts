/**
 * The home page's own call (docs/api.md "Reading"): featured and best-loved books. The other
 * shelves use the reading lists', the writer's and the artists' calls.
 */
import { api } from '../../api/client';
import type { ListEntry } from '../../api/reading-lists';

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
