/** The admin console's mail outbox calls (docs/api.md "Admin console", decision 028). */
import { api } from '../../../api/client';

export interface OutboxEntry {
  File: string;
  To: string;
  Subject: string;
  Date: string;
}

export const outboxKeys = {
  page: (page: number) => ['staff', 'outbox', page] as const,
  mail: (file: string) => ['staff', 'outbox', 'mail', file] as const,
};

export const outboxApi = {
  page(page: number, signal?: AbortSignal) {
    return api.post<{ Mode: 'outbox' | 'smtp'; List: OutboxEntry[]; Total: number; Page: number }>(
      '/api/Admin/Outbox',
      { Page: page, PageSize: 20 },
      { signal },
    );
  },
  mail(file: string, signal?: AbortSignal) {
    return api.post<OutboxEntry & { Text: string; Html: string }>(
      '/api/Admin/OutboxMail',
      { File: file },
      { signal },
    );
  },
};
