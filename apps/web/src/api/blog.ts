/** The blog calls readers make (docs/api.md "Blog"). Public; bodies are form-encoded. */
import { ErrorCode, type InterfaceLanguage } from '@storyloom/domain';
import { queryOptions } from '@tanstack/react-query';
import { api, isApiError } from './client';

export const blogPaths = { list: '/api/Blog/List', get: '/api/Blog/Get' } as const;

export interface PostSummary {
  Slug: string;
  Language: InterfaceLanguage;
  Title: string;
  Excerpt: string;
  Cover: { ArtworkId: string; Url: string; ThumbUrl: string } | null;
  AuthorName: string;
  PublishedAt: string;
  /** `/blogentry/{slug}/{language}` */
  Path: string;
}

/** A post as readers get it: `Html` was made by the domain's safe renderer (every text escaped). */
export interface Post extends PostSummary {
  Html: string;
}

export interface PostPage {
  List: PostSummary[];
  Total: number;
  Page: number;
  PageSize: number;
}

export const BLOG_PAGE_SIZE = 9;

export const blogKeys = {
  list: (language: InterfaceLanguage, page: number) => ['blog', 'list', language, page] as const,
  post: (slug: string, language: string) => ['blog', 'post', slug, language] as const,
  translation: (slug: string, language: InterfaceLanguage) =>
    ['blog', 'translation', slug, language] as const,
};

export const blogApi = {
  list(language: InterfaceLanguage, page: number, signal?: AbortSignal) {
    return api.post<PostPage>(
      blogPaths.list,
      { Language: language, Page: page, PageSize: BLOG_PAGE_SIZE },
      { signal },
    );
  },
  async get(slug: string, language: string | undefined, signal?: AbortSignal) {
    const result = await api.post<{ Post: Post }>(
      blogPaths.get,
      { Slug: slug, ...(language ? { Language: language } : {}) },
      { signal },
    );
    return result.Post;
  },
};

/**
 * A post's date in the reader's language, as a UTC day: the server draws the blog for a visitor
 * (decision 078) and the browser hydrates it, so both must write the same day wherever the reader
 * is (a zone west of UTC would otherwise show the day before and not match).
 */
export function formatPostDate(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(language === 'zh' ? 'zh-CN' : language, {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(date);
}

function isNotFound(error: unknown): boolean {
  return isApiError(error) && (error.code === ErrorCode.NOT_FOUND || error.status === 404);
}

/**
 * The blog's queries, read by its screens and by the server render (ssr-queries.ts, decision
 * 078) with the same keys and calls.
 */
export const blogQueries = {
  list: (language: InterfaceLanguage, page: number) =>
    queryOptions({
      queryKey: blogKeys.list(language, page),
      queryFn: ({ signal }) => blogApi.list(language, page, signal),
    }),
  post: (slug: string, language: InterfaceLanguage | undefined) =>
    queryOptions({
      queryKey: blogKeys.post(slug, language ?? 'any'),
      queryFn: ({ signal }) => blogApi.get(slug, language, signal),
      enabled: slug !== '',
      retry: (count, error) => !isNotFound(error) && count < 2,
    }),
  /**
   * The same post in another language, or null when it has none (a 404 is an answer here, not
   * an error, so the drawn page and the browser agree on the links).
   */
  translation: (slug: string, language: InterfaceLanguage) =>
    queryOptions({
      queryKey: blogKeys.translation(slug, language),
      queryFn: ({ signal }) =>
        blogApi.get(slug, language, signal).catch((error: unknown) => {
          if (isNotFound(error)) return null;
          throw error;
        }),
      retry: false,
    }),
};
