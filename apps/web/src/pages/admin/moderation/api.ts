import type { GuidelineReason } from '@storyloom/domain';
import { api } from '../../../api/client';

/** The moderators' calls (docs/api.md, "Publishing"). */
export interface QueueItem {
  EntryId: string;
  Kind: 'submission' | 'report';
  BookId: string;
  Title: string;
  Type: string;
  Language: string;
  State: string;
  Hidden: boolean;
  Author: string | null;
  WaitingSince: string;
  FlagCount: number;
  FlagKinds: Record<string, number>;
  ReportCount: number;
  Claim: { By: string | null; ByYou: boolean; ExpiresAt: string } | null;
}

export interface Flag {
  Kind: string;
  Text: string;
  PartId: string;
  Offset: number;
}

export interface ReaderPart {
  PartId: string;
  Position: number;
  Title: string | null;
  Text: string;
  Html: string | null;
  Image: { Url: string; ThumbUrl: string } | null;
}

export interface EntryDetail {
  Entry: { EntryId: string; Kind: 'submission' | 'report'; Status: string };
  Book: {
    BookId: string;
    Title: string;
    Type: string;
    State: string;
    Featured: boolean;
    Language: string;
    Summary: string;
    Tags: string[];
    Categories: string[];
    AgeLevel: string;
    Author: string | null;
    Cover: { author: string; Image: { Url: string } | null };
    Parts: ReaderPart[];
  };
  Flags: Flag[];
  Reports: { Reason: string; Note: string; By: string | null; At: string }[];
  Decisions: { Decision: string; ReasonCode: string | null; Note: string; By: string | null }[];
}

export interface QueueFilters {
  Kind: string;
  Type: string;
  Language: string;
}

export const moderationApi = {
  queue: (filters: QueueFilters, signal?: AbortSignal) =>
    api.post<{ List: QueueItem[]; Total: number }>(
      '/api/Moderation/Queue',
      { ...filters, PageSize: 100 },
      { json: true, signal },
    ),
  claim: (entryId: string) => api.post('/api/Moderation/Claim', { EntryId: entryId }),
  get: (entryId: string, signal?: AbortSignal) =>
    api.post<EntryDetail>('/api/Moderation/Get', { EntryId: entryId }, { signal }),
  approve: (entryId: string) => api.post('/api/Moderation/Approve', { EntryId: entryId }),
  returnStory: (entryId: string, reason: GuidelineReason, note: string) =>
    api.post('/api/Moderation/Return', { EntryId: entryId, ReasonCode: reason, Note: note }),
  feature: (bookId: string) => api.post('/api/Moderation/Feature', { BookId: bookId }),
  resolve: (
    entryId: string,
    action: 'dismiss' | 'take_down',
    reason?: GuidelineReason,
    note?: string,
  ) =>
    api.post('/api/Moderation/ResolveReport', {
      EntryId: entryId,
      Action: action,
      ...(reason ? { ReasonCode: reason } : {}),
      ...(note ? { Note: note } : {}),
    }),
};

export const moderationKeys = {
  all: ['moderation'] as const,
  queue: (f: QueueFilters) => ['moderation', 'queue', f] as const,
  entry: (id: string) => ['moderation', 'entry', id] as const,
};

/** A part's text cut into plain and flagged pieces, for highlighting. */
export function highlightPieces(
  text: string,
  flags: readonly Flag[],
): { text: string; flag: Flag | null }[] {
  const sorted = [...flags].sort((a, b) => a.Offset - b.Offset);
  const pieces: { text: string; flag: Flag | null }[] = [];
  let at = 0;
  for (const flag of sorted) {
    if (flag.Offset < at || flag.Offset + flag.Text.length > text.length) continue;
    if (flag.Offset > at) pieces.push({ text: text.slice(at, flag.Offset), flag: null });
    pieces.push({ text: text.slice(flag.Offset, flag.Offset + flag.Text.length), flag });
    at = flag.Offset + flag.Text.length;
  }
  if (at < text.length) pieces.push({ text: text.slice(at), flag: null });
  return pieces;
}
