/**
 * What the server render asks for before drawing a public page for a visitor (issue 23,
 * decision 074): the queries its screen reads first, by route name, with the same keys and calls
 * as the screen (their `queryOptions`). The answers go into the page's query client, so the page
 * is drawn with its content, and into the page's data (dehydrated), so the browser starts from
 * them and does not ask again. A call that fails fails the render (the shell is sent), so the
 * browser never hydrates an error it did not see. Only the server build imports this file.
 */
import {
  type BookType,
  bookLanguageFor,
  type InterfaceLanguage,
  interfaceLanguages,
  isInterfaceLanguage,
} from '@storyloom/domain';
import type { QueryClient } from '@tanstack/react-query';
import { artistQueries } from './api/art';
import { blogQueries } from './api/blog';
import { helpQueries } from './api/help';
import { filtersFrom } from './api/list-filters';
import { listQuery } from './api/reading-lists';
import { isSearchType, searchQueries } from './api/search';
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
  // Decision 078: an artist's page, the blog, /faq, /updates and a search. The static articles
  // (/about, /privacy...) are their texts alone and need no call.
  artist: async (client, { params }) => {
    const slug = params.slug ?? '';
    await client.fetchQuery(artistQueries.profile(slug));
    await client.fetchInfiniteQuery(artistQueries.portfolio(slug));
  },
  blog: (client, { search, language }) => {
    // As BlogListPage reads its address: ?language= (else the page's), ?page= (else 1).
    const asked = search.get('language');
    const page = Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1);
    return client.fetchQuery(blogQueries.list(isInterfaceLanguage(asked) ? asked : language, page));
  },
  blogentry: async (client, { params }) => {
    const slug = params.param0 ?? '';
    const language = isInterfaceLanguage(params.param1) ? params.param1 : undefined;
    const post = await client.fetchQuery(blogQueries.post(slug, language));
    // Its other languages' links are drawn too (null where there is none).
    await Promise.all(
      interfaceLanguages
        .filter((code) => code !== post.Language)
        .map((code) => client.fetchQuery(blogQueries.translation(post.Slug, code))),
    );
  },
  search: async (client, { params, search }) => {
    const key = (params.searchKey ?? '').trim();
    if (!key) return;
    const asked = search.get('type');
    await Promise.all([
      client.fetchInfiniteQuery(searchQueries.books(key, isSearchType(asked) ? asked : 'all')),
      client.fetchQuery(searchQueries.artists(key)),
    ]);
  },
  faq: (client, { language }) => client.fetchQuery(helpQueries.faq(language)),
  updates: (client, { language }) => client.fetchQuery(helpQueries.updates(language)),
};
