/** The admin's side of help: FAQ, updates, the support inbox (docs/api.md "Help", admin). */
import type { FaqTopic } from '@storyloom/domain';
import { api } from '../../../api/client';

export interface AdminFaq {
  FaqId: string;
  Topic: FaqTopic;
  Position: number;
  QuestionZh: string;
  QuestionEn: string;
  QuestionEs: string;
  AnswerZh: string;
  AnswerEn: string;
  AnswerEs: string;
  UpdatedAt: string | null;
}
export type FaqFields = Omit<AdminFaq, 'FaqId' | 'UpdatedAt'>;

export interface AdminUpdate {
  UpdateId: string;
  TitleZh: string;
  TitleEn: string;
  TitleEs: string;
  BodyZh: string;
  BodyEn: string;
  BodyEs: string;
  PublishedAt: string | null;
}
export type UpdateFields = Omit<AdminUpdate, 'UpdateId' | 'PublishedAt'> & {
  /** YYYY-MM-DD. */
  PublishedAt: string;
};

export interface SupportMessage {
  MessageId: string;
  Kind: 'feedback' | 'contact';
  Source: string;
  Name: string;
  Email: string;
  Username: string | null;
  Subject: string;
  Message: string;
  Language: string;
  State: 'new' | 'replied';
  Reply: string | null;
  RepliedAt: string | null;
  CreatedAt: string | null;
}

export interface Paged<T> {
  List: T[];
  Total: number;
  Page: number;
  PageSize: number;
}

export const pageSize = 20;

export const helpAdminKeys = {
  faq: ['staff', 'help', 'faq'] as const,
  updates: (page: number) => ['staff', 'help', 'updates', page] as const,
  allUpdates: ['staff', 'help', 'updates'] as const,
  messages: (page: number, state: string) => ['staff', 'help', 'messages', page, state] as const,
  allMessages: ['staff', 'help', 'messages'] as const,
};

export const helpAdminApi = {
  faqList(signal?: AbortSignal) {
    return api.post<{ List: AdminFaq[]; Total: number }>('/api/HelpAdmin/FaqList', {}, { signal });
  },
  faqSave(fields: FaqFields & { FaqId?: string }) {
    return api.post<{ Entry: AdminFaq }>('/api/HelpAdmin/FaqSave', fields);
  },
  faqDelete(faqId: string) {
    return api.post<{ FaqId: string; Deleted: boolean }>('/api/HelpAdmin/FaqDelete', {
      FaqId: faqId,
    });
  },
  updates(page: number, signal?: AbortSignal) {
    return api.post<Paged<AdminUpdate>>(
      '/api/HelpAdmin/UpdateList',
      { Page: page, PageSize: pageSize },
      { signal },
    );
  },
  updateSave(fields: UpdateFields & { UpdateId?: string }) {
    return api.post<{ Update: AdminUpdate }>('/api/HelpAdmin/UpdateSave', fields);
  },
  updateDelete(updateId: string) {
    return api.post<{ UpdateId: string; Deleted: boolean }>('/api/HelpAdmin/UpdateDelete', {
      UpdateId: updateId,
    });
  },
  messages(page: number, state: 'all' | 'new' | 'replied', signal?: AbortSignal) {
    return api.post<Paged<SupportMessage>>(
      '/api/HelpAdmin/Messages',
      { Page: page, PageSize: pageSize, ...(state === 'all' ? {} : { State: state }) },
      { signal },
    );
  },
  reply(messageId: string, reply: string) {
    return api.post<{ Message: SupportMessage | null }>('/api/HelpAdmin/Reply', {
      MessageId: messageId,
      Reply: reply,
    });
  },
};
