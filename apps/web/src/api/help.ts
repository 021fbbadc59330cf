/** The help calls (docs/api.md "Help"): public, bodies form-encoded. */
import type { InterfaceLanguage } from '@storyloom/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from './client';

export const helpPaths = {
  faq: '/api/Help/Faq',
  ask: '/api/Help/Ask',
  updates: '/api/Help/Updates',
  feedback: '/api/Help/Feedback',
  contact: '/api/Help/Contact',
} as const;

export interface FaqEntry {
  FaqId: string;
  Topic: string;
  Question: string;
  Answer: string;
  /** `/faq/{FaqId}` */
  Path: string;
}

export interface FaqTopicGroup {
  Topic: string;
  Entries: FaqEntry[];
}

export interface AskAnswer {
  Matched: boolean;
  Answers: (FaqEntry & { Score: number })[];
  ContactPath: string;
}

export interface ProductUpdate {
  UpdateId: string;
  Title: string;
  Body: string;
  PublishedAt: string;
}

export const helpKeys = {
  faq: (language: InterfaceLanguage) => ['help', 'faq', language] as const,
  updates: (language: InterfaceLanguage) => ['help', 'updates', language] as const,
};

/**
 * /faq's and /updates' queries, read by the screens and by the server render (ssr-queries.ts,
 * decision 078) with the same keys and calls.
 */
export const helpQueries = {
  faq: (language: InterfaceLanguage) =>
    queryOptions({
      queryKey: helpKeys.faq(language),
      queryFn: ({ signal }) => helpApi.faq(language, signal),
    }),
  updates: (language: InterfaceLanguage) =>
    queryOptions({
      queryKey: helpKeys.updates(language),
      queryFn: ({ signal }) => helpApi.updates(language, signal),
    }),
};

export const helpApi = {
  faq(language: InterfaceLanguage, signal?: AbortSignal) {
    return api.post<{ Topics: FaqTopicGroup[]; Total: number }>(
      helpPaths.faq,
      { Language: language },
      { signal },
    );
  },
  ask(question: string, language: InterfaceLanguage) {
    return api.post<AskAnswer>(helpPaths.ask, { Question: question, Language: language });
  },
  updates(language: InterfaceLanguage, signal?: AbortSignal) {
    return api.post<{ List: ProductUpdate[]; Total: number }>(
      helpPaths.updates,
      { Language: language, PageSize: 50 },
      { signal },
    );
  },
  feedback(fields: { Source: string; Name: string; Email: string; Message: string }) {
    return api.post<{ MessageId: string }>(helpPaths.feedback, fields);
  },
  contact(fields: { Name: string; Email: string; Subject: string; Message: string }) {
    return api.post<{ MessageId: string }>(helpPaths.contact, fields);
  },
};

/** Folded text for the FAQ's search box: lower case, no accents. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

/** The entries whose question or answer holds every word typed (Chinese: every character). */
export function filterFaq(groups: FaqTopicGroup[], query: string): FaqTopicGroup[] {
  const words = foldText(query)
    .split(/\s+/)
    .filter(Boolean)
    .flatMap((w) => (/\p{Script=Han}/u.test(w) ? [...w] : [w]));
  if (words.length === 0) return groups;
  return groups
    .map((g) => ({
      ...g,
      Entries: g.Entries.filter((e) => {
        const text = foldText(`${e.Question} ${e.Answer}`);
        return words.every((w) => text.includes(w));
      }),
    }))
    .filter((g) => g.Entries.length > 0);
}

export function formatUpdateDate(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(language === 'zh' ? 'zh-CN' : language, {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(date);
}
