/**
 * What the server render asks for before drawing a public page for a visitor (issue 23,
 * decision 074): the queries its screen reads first, by route name, with the same keys and calls
 * as the screen (their `queryOptions`). The answers go into the page's query client, so the page
 * is drawn with its content, and into the page's data (dehydrated), so the browser starts from
 * them and does not ask again. A call that fails fails the render (the shell is sent), so the
 * browser never hydrates an error it did not see. Only the server build imports this file.
 */
import { type BookType, bookLanguageFor, type InterfaceLanguage } from '@storyloom/domain';
import type { QueryClient } from '@tanstack/react-query';
import { filtersFrom } from './api/list-filters';
import { listQuery } from './api/reading-lists';
import { homeChallengeQuery } from './components/challenges/HomeBanner';
import { homeQueries } from './pages/home/api';

export interface SsrPage {
  params: Record<string, string | undefined>;
  search: URLSearchParams;
  language: InterfaceLanguage;
}

type Prefetch = (client: QueryClient, page: SsrPage) => Promise<unknown>;

const listTypes: Record<string, BookType> = {
  'picture-book': 'picturebook',
  comic: 'comic',
  'flash-fiction': 'flashfiction',
  poetry: 'poetry',
  'longform-story': 'longform',
};

function listPrefetch(type: BookType): Prefetch {
  return async (client, { params, search, language }) => {
    // With a book's id the address is its reader, read by its loader (reader-loader.ts).
    if (params.param0) return;
    await client.fetchInfiniteQuery(
      listQuery(type, filtersFrom(search), bookLanguageFor(language)),
    );
  };
}

export const ssrPrefetches: Record<string, Prefetch> = {
  home: (client, { language }) =>
    Promise.all([
      client.fetchQuery(homeChallengeQuery(language)),
      client.fetchQuery(homeQueries.best()),
      client.fetchQuery(homeQueries.newest('picturebook', bookLanguageFor(language))),
      client.fetchQuery(homeQueries.artists()),
    ]),
  ...Object.fromEntries(
    Object.entries(listTypes).map(([route, type]) => [route, listPrefetch(type)]),
  ),
};
