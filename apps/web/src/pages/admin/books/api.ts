/** The admin's paid-only calls (docs/api.md "Reading", decision 013). */
import type { BookType } from '@storyloom/domain';
import { api } from '../../../api/client';

export interface PaidOnlyBook {
  StoryBookId: string;
  Title: string;
  Type: BookType;
  State: string;
  Hidden: boolean;
  Language: string;
  Author: string | null;
  MembersOnly: boolean;
  ReaderPath: string;
}

/** The list entries the paid-only list answers (the public lists' ListEntry, in part). */
export interface PaidOnlyEntry {
  StoryBookId: string;
  Title: string;
  Type: BookType;
  Language: string;
  Author: string | null;
  MembersOnly: boolean;
  ReaderPath: string;
}

export const PAID_PAGE_SIZE = 20;

export const paidOnlyKeys = {
  all: ['paid-only'] as const,
  book: (id: string) => ['paid-only', 'book', id] as const,
  list: (page: number) => ['paid-only', 'list', page] as const,
};

export const paidOnlyApi = {
  async book(id: string, signal?: AbortSignal) {
    return (
      await api.post<{ Book: PaidOnlyBook }>(
        '/api/ReadingAdmin/Book',
        { StoryBookId: id },
        { signal },
      )
    ).Book;
  },
  set(id: string, membersOnly: boolean) {
    return api.post<{ Book: PaidOnlyBook; Changed: boolean }>('/api/ReadingAdmin/SetMembersOnly', {
      StoryBookId: id,
      MembersOnly: membersOnly ? 'true' : 'false',
    });
  },
  list(page: number, signal?: AbortSignal) {
    return api.post<{ List: PaidOnlyEntry[]; Total: number; Page: number; PageSize: number }>(
      '/api/ReadingAdmin/PaidOnlyList',
      { Page: page, PageSize: PAID_PAGE_SIZE },
      { signal },
    );
  },
};
