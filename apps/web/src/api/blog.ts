/** The blog calls readers make (docs/api.md "Blog"). Public; bodies are form-encoded. */
import type { InterfaceLanguage } from '@storyloom/domain';
import { api } from './client';

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

/** A post's date in the reader's language. */
export function formatPostDate(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(language === 'zh' ? 'zh-CN' : language, {
    dateStyle: 'long',
  }).format(date);
}
