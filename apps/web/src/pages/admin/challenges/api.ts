/** The admins' challenge calls (docs/api.md, "Challenges admin"). JSON bodies. */
import { api } from '../../../api/client';

export interface Text3 {
  zh: string;
  en: string;
  es: string;
}
export const emptyText3 = (): Text3 => ({ zh: '', en: '', es: '' });

export interface AdminChallenge {
  ChallengeId: string;
  Type: 'weekend' | 'weekly' | 'monthly';
  Subtype: 'picturebook' | 'comic' | 'longform' | 'flashfiction' | 'poetry';
  Time: 'current' | 'past' | 'upcoming';
  StartTime: string;
  EndTime: string;
  Title: Text3;
  Prompt: Text3;
  ArtworkId: string | null;
  AgeLevel: string;
  PaidOnly: boolean;
  Starter: boolean;
  Published: boolean;
  EntryCount: number;
}
export type ChallengeFields = Omit<AdminChallenge, 'ChallengeId' | 'Time' | 'EntryCount'> & {
  ChallengeId?: string;
};

export interface LessonContent {
  paragraphs: Text3[];
  example: Text3;
  tryIt: Text3;
}
export type QuizQuestion =
  | { kind: 'choice'; prompt: Text3; options: Text3[]; answer: number }
  | { kind: 'short'; prompt: Text3; answers: string[] };
export interface QuizContent {
  questions: QuizQuestion[];
}

export type AdminStep =
  | {
      StepId: string;
      Kind: 'lesson';
      Position: number;
      Title: Text3;
      Content: LessonContent | null;
    }
  | { StepId: string; Kind: 'quiz'; Position: number; Title: Text3; Content: QuizContent | null };

export interface AdminUnit {
  UnitId: string;
  Position: number;
  Title: Text3;
  Summary: Text3;
  Steps: AdminStep[];
}

export interface AdminGuide {
  GuideId: string;
  Category: number;
  Format: string | null;
  Genre: string;
  Position: number;
  Title: Text3;
  Body: Text3[];
}

export interface AdminEntry {
  BookId: string;
  Title: string;
  State: string | null;
  Approved: boolean;
  Featured: boolean;
  EnteredTime: string;
}

export const challengeAdminKeys = {
  all: ['staff', 'challenges'] as const,
  one: (id: string) => ['staff', 'challenges', id] as const,
};

const json = { json: true } as const;

export const challengeAdminApi = {
  list(signal?: AbortSignal) {
    return api.post<{ Challenges: AdminChallenge[]; Units: AdminUnit[]; Guides: AdminGuide[] }>(
      '/api/ChallengesAdmin/List',
      {},
      { signal, ...json },
    );
  },
  get(challengeId: string, signal?: AbortSignal) {
    return api.post<{ Challenge: AdminChallenge; Entries: AdminEntry[] }>(
      '/api/ChallengesAdmin/Get',
      { ChallengeId: challengeId },
      { signal, ...json },
    );
  },
  save(fields: ChallengeFields) {
    return api.post<{ Challenge: AdminChallenge }>('/api/ChallengesAdmin/Save', fields, json);
  },
  feature(challengeId: string, bookId: string, featured: boolean) {
    return api.post<{ Featured: boolean }>(
      '/api/ChallengesAdmin/Feature',
      { ChallengeId: challengeId, BookId: bookId, Featured: featured },
      json,
    );
  },
  unitSave(fields: { UnitId?: string; Title: Text3; Summary: Text3 }) {
    return api.post<{ Unit: AdminUnit }>('/api/ChallengesAdmin/UnitSave', fields, json);
  },
  stepSave(
    fields: { StepId?: string; UnitId: string; Title: Text3 } & (
      | { Kind: 'lesson'; Content: LessonContent }
      | { Kind: 'quiz'; Content: QuizContent }
    ),
  ) {
    return api.post<{ Step: AdminStep }>('/api/ChallengesAdmin/StepSave', fields, json);
  },
  guideSave(fields: Omit<AdminGuide, 'GuideId' | 'Position'> & { GuideId?: string }) {
    return api.post<{ Guide: AdminGuide }>('/api/ChallengesAdmin/GuideSave', fields, json);
  },
  /** Arranging (decision 062): one place up or down; delete what no learner has started. */
  unitMove(unitId: string, direction: 'up' | 'down') {
    return api.post<{ Units: AdminUnit[] }>(
      '/api/ChallengesAdmin/UnitMove',
      { UnitId: unitId, Direction: direction },
      json,
    );
  },
  stepMove(stepId: string, direction: 'up' | 'down') {
    return api.post<{ Unit: AdminUnit }>(
      '/api/ChallengesAdmin/StepMove',
      { StepId: stepId, Direction: direction },
      json,
    );
  },
  unitDelete(unitId: string) {
    return api.post<{ Deleted: boolean }>(
      '/api/ChallengesAdmin/UnitDelete',
      { UnitId: unitId },
      json,
    );
  },
  stepDelete(stepId: string) {
    return api.post<{ Deleted: boolean }>(
      '/api/ChallengesAdmin/StepDelete',
      { StepId: stepId },
      json,
    );
  },
};
