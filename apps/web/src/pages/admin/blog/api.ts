/** The admin's blog calls (docs/api.md "Blog"): staff with the admin role and the second factor. */
import type { InterfaceLanguage, RichTextDoc } from '@storyloom/domain';
import { api } from '../../../api/client';

export type PostState = 'draft' | 'published';

export interface AdminPostSummary {
  PostId: string;
  State: PostState;
  UpdatedAt: string;
  Slug: string;
  Language: InterfaceLanguage;
  Title: string;
  Excerpt: string;
  Cover: { ArtworkId: string; Url: string; ThumbUrl: string } | null;
  AuthorName: string | null;
  PublishedAt: string | null;
  /** `/blogentry/{slug}/{language}` */
  Path: string;
}

export interface AdminPost extends AdminPostSummary {
  Body: RichTextDoc;
  Html: string;
}

export interface AdminPostPage {
  List: AdminPostSummary[];
  Total: number;
  Page: number;
  PageSize: number;
}

export interface AdminListFilters {
  Language: InterfaceLanguage | 'all';
  State: PostState | 'all';
  Page: number;
}

/** What a save sends for one language's version. */
export interface VersionFields {
  Language: InterfaceLanguage;
  Slug: string;
  Title: string;
  Body: RichTextDoc;
  CoverArtworkId: string | null;
}

export const ADMIN_PAGE_SIZE = 20;

export const blogAdminKeys = {
  all: ['blog-admin'] as const,
  list: (f: AdminListFilters) => ['blog-admin', 'list', f] as const,
  post: (postId: string) => ['blog-admin', 'post', postId] as const,
};

const json = { json: true } as const;

export const blogAdminApi = {
  list(f: AdminListFilters, signal?: AbortSignal) {
    return api.post<AdminPostPage>(
      '/api/BlogAdmin/List',
      {
        ...(f.Language === 'all' ? {} : { Language: f.Language }),
        State: f.State,
        Page: f.Page,
        PageSize: ADMIN_PAGE_SIZE,
      },
      { ...json, signal },
    );
  },
  /** Every language's version of one post (the same slug). */
  versions(slug: string, signal?: AbortSignal) {
    return api.post<AdminPostPage>(
      '/api/BlogAdmin/List',
      { Slug: slug, State: 'all', PageSize: 50 },
      { ...json, signal },
    );
  },
  async get(postId: string, signal?: AbortSignal) {
    return (
      await api.post<{ Post: AdminPost }>(
        '/api/BlogAdmin/Get',
        { PostId: postId },
        {
          ...json,
          signal,
        },
      )
    ).Post;
  },
  async create(fields: VersionFields) {
    return (await api.post<{ Post: AdminPost }>('/api/BlogAdmin/Create', fields, json)).Post;
  },
  async update(postId: string, fields: Partial<VersionFields>) {
    return (
      await api.post<{ Post: AdminPost }>(
        '/api/BlogAdmin/Update',
        { PostId: postId, ...fields },
        json,
      )
    ).Post;
  },
  async publish(postId: string) {
    return (await api.post<{ Post: AdminPost }>('/api/BlogAdmin/Publish', { PostId: postId }, json))
      .Post;
  },
  async unpublish(postId: string) {
    return (
      await api.post<{ Post: AdminPost }>('/api/BlogAdmin/Unpublish', { PostId: postId }, json)
    ).Post;
  },
  remove(postId: string) {
    return api.post<{ PostId: string; Deleted: boolean }>(
      '/api/BlogAdmin/Delete',
      { PostId: postId },
      json,
    );
  },
};
