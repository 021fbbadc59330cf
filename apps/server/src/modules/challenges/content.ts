import { type InterfaceLanguage, interfaceLanguages } from '@storyloom/domain';
import { z } from 'zod';

/** A text in the three interface languages (decision 031: every text is written in all three). */
export const text3 = z.object({
  zh: z.string().min(1),
  en: z.string().min(1),
  es: z.string().min(1),
});
export type Text3 = z.infer<typeof text3>;

export const lessonContent = z.object({
  paragraphs: z.array(text3).min(1),
  example: text3,
  tryIt: text3,
});
export type LessonContent = z.infer<typeof lessonContent>;

export const quizQuestion = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('choice'),
    prompt: text3,
    options: z.array(text3).min(2).max(5),
    answer: z.number().int().min(0),
  }),
  z.object({
    kind: z.literal('short'),
    prompt: text3,
    /** Accepted answers in any language, marked after `normalizeShortAnswer`. */
    answers: z.array(z.string().min(1)).min(1),
  }),
]);
export type QuizQuestion = z.infer<typeof quizQuestion>;
export const quizContent = z.object({ questions: z.array(quizQuestion).min(1) });
export type QuizContent = z.infer<typeof quizContent>;

export type SeedStep =
  | { kind: 'lesson'; id: string; title: Text3; content: LessonContent }
  | { kind: 'quiz'; id: string; title: Text3; content: QuizContent };

export interface SeedUnit {
  id: string;
  title: Text3;
  summary: Text3;
  steps: SeedStep[];
}

export interface SeedChallenge {
  id: string;
  kind: 'weekend' | 'weekly' | 'monthly';
  bookType: 'picturebook' | 'comic' | 'longform' | 'flashfiction' | 'poetry';
  /** Days from the seed's day to the window's start and end (negative: in the past). */
  startDay: number;
  endDay: number;
  title: Text3;
  prompt: Text3;
  ageLevel: 'all' | '3+' | '6+' | '9+' | '13+' | '16+';
  paidOnly: boolean;
  starter: boolean;
  /**
   * The title of the demo seed's gallery picture the challenge starts with (its artwork), one
   * whose artist draws for `bookType`; none for comics (they start from the comic library).
   */
  artTitle?: string;
}

export interface SeedGuide {
  id: string;
  category: number;
  bookType: SeedChallenge['bookType'] | null;
  genre: string;
  title: Text3;
  /** Paragraphs. */
  body: Text3[];
}

/** A stored three-language text, read back in one language (English if it cannot be read). */
export function pick(json: string, language: InterfaceLanguage): string {
  const parsed = text3.safeParse(safeJson(json));
  return parsed.success ? parsed.data[language] : '';
}

export function pickText(value: Text3, language: InterfaceLanguage): string {
  return value[language];
}

export function safeJson(json: string): unknown {
  try {
    return JSON.parse(json);
  } catch {
    return null;
  }
}

export const languages = interfaceLanguages;
