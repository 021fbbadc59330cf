/** The challenges and guides calls (docs/api.md "Challenges and guides"). */
import type { InterfaceLanguage } from '@storyloom/domain';
import { api } from './client';

export interface ChallengeView {
  ChallengeId: string;
  Type: string;
  Subtype: string;
  Time: 'current' | 'past' | 'upcoming';
  Title: string;
  Prompt: string;
  ArtworkId: string | null;
  AgeLevel: string;
  PaidOnly: boolean;
  Starter: boolean;
  StartTime: string;
  EndTime: string;
  /** Its list's address, /challenge/{type}/{time}/{subtype}. */
  Path: string;
  EntryCount: number;
  /** Signed in: an entry of theirs was approved, and where their certificate downloads. */
  Completed?: boolean;
  CertificatePath?: string | null;
}

export interface UnitSummary {
  UnitId: string;
  Position: number;
  Title: string;
  Summary: string;
  Lessons: number;
  Quizzes: number;
  Completed: number;
  Total: number;
}

export interface StepView {
  StepId: string;
  Kind: 'lesson' | 'quiz';
  Position: number;
  Title: string;
  Completed: boolean;
  Paragraphs?: string[];
  Example?: string;
  TryIt?: string;
  Score?: number | null;
  Total?: number;
  Questions?: { Index: number; Kind: 'choice' | 'short'; Prompt: string; Options: string[] }[];
}

export interface QuizResult {
  Score: number;
  Total: number;
  Passed: boolean;
  Results: boolean[];
  CrownsAwarded: number;
}

export interface ProgressView {
  LessonsCompleted: number;
  QuizzesPassed: number;
  LessonsTotal: number;
  QuizzesTotal: number;
  Units: { UnitId: string; Title: string; Completed: number; Total: number }[];
  Entries: {
    ChallengeId: string;
    Title: string;
    Subtype: string;
    BookId: string;
    Approved: boolean;
    CertificatePath: string | null;
  }[];
  ChallengesCompleted: number;
}

export interface GuideView {
  GuideId: string;
  Category: number;
  Format: string | null;
  Genre: string;
  Title: string;
  Intro: string;
  Paragraphs?: string[];
  Path: string;
}

type Lang = { Language: InterfaceLanguage };

export const challengeApi = {
  list: (body: Lang & { Type?: string; Time?: string; Subtype?: string }, signal?: AbortSignal) =>
    api.post<{ List: ChallengeView[]; Total: number }>('/api/Challenges/List', body, { signal }),
  start: (ChallengeId: string, Language: InterfaceLanguage) =>
    api.post<{ EditorPath: string; Prompt: string; BookType: string }>('/api/Challenges/Start', {
      ChallengeId,
      Language,
    }),
  enter: (ChallengeId: string, BookId: string) =>
    api.post<{ Entered: boolean }>('/api/Challenges/Enter', { ChallengeId, BookId }),
  /** The challenge the writer's book is entered in (the editor shows its prompt), or null. */
  ofBook: (BookId: string, Language: InterfaceLanguage, signal?: AbortSignal) =>
    api.post<{ Challenge: ChallengeView | null }>(
      '/api/Challenges/OfBook',
      { BookId, Language },
      { signal },
    ),
  units: (body: Lang, signal?: AbortSignal) =>
    api.post<{ List: UnitSummary[] }>('/api/Challenges/Units', body, { signal }),
  unit: (UnitId: string, Language: InterfaceLanguage, signal?: AbortSignal) =>
    api.post<{ Unit: UnitSummary; Steps: StepView[]; Completed: number; Total: number }>(
      '/api/Challenges/Unit',
      { UnitId, Language },
      { signal },
    ),
  completeLesson: (LessonId: string) =>
    api.post<{ CrownsAwarded: number }>('/api/Challenges/CompleteLesson', { LessonId }),
  answerQuiz: (QuizId: string, Answers: (number | string)[]) =>
    api.post<QuizResult>('/api/Challenges/AnswerQuiz', { QuizId, Answers }, { json: true }),
  progress: (body: Lang, signal?: AbortSignal) =>
    api.post<ProgressView>('/api/YourStuff/GetChallengeProgress', body, { signal }),
  guides: (
    body: Lang & { Category?: number; Format?: string; Genre?: string },
    signal?: AbortSignal,
  ) =>
    api.post<{
      Categories: { Category: number; Name: string; Count: number }[];
      List: GuideView[];
    }>('/api/Guides/List', body, { signal }),
  guide: (GuideId: string, Language: InterfaceLanguage, signal?: AbortSignal) =>
    api.post<{ Guide: GuideView }>('/api/Guides/Get', { GuideId, Language }, { signal }),
};

/** The certificate's address in the reader's language (a PDF download, GET). */
export function certificateHref(path: string, language: InterfaceLanguage): string {
  return `${path}?Language=${language}`;
}
