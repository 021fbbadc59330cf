/**
 * Challenges, lessons, quizzes and guides (issue 19, decisions 031 and 032): the shared words
 * for the server and the screens. No I/O.
 */
import { bookTypes } from './artwork';

/** How often a challenge runs; `/challenge/{type}` (decision 031). */
export const challengeKinds = ['weekend', 'weekly', 'monthly'] as const;
export type ChallengeKind = (typeof challengeKinds)[number];

/** `/challenge/{type}/{time}`: open now, or already closed. */
export const challengeTimes = ['current', 'past'] as const;
export type ChallengeTime = (typeof challengeTimes)[number];

/** `/challenge/{type}/{time}/{subtype}`: the book format a challenge asks for. */
export const challengeFormats = bookTypes;

/**
 * SPEC §2 guide category ids, named in decision 032. 6 and 8 are not used (SPEC lists
 * 0-5, 7, 9, 10, 11, 12).
 */
export const guideCategories = {
  0: 'getting_started',
  1: 'characters',
  2: 'settings',
  3: 'plot',
  4: 'dialogue',
  5: 'poetry',
  7: 'comics',
  9: 'revising',
  10: 'illustrating',
  11: 'publishing',
  12: 'teaching',
} as const;
export type GuideCategoryId = keyof typeof guideCategories;
export const guideCategoryIds = Object.keys(guideCategories).map(Number) as GuideCategoryId[];

export function isGuideCategory(id: number): id is GuideCategoryId {
  return Object.hasOwn(guideCategories, id);
}

/** Guide genres a guide may be filed under (a filter beside category and format). */
export const guideGenres = [
  'any',
  'adventure',
  'fantasy',
  'mystery',
  'realistic',
  'humor',
  'nonfiction',
] as const;
export type GuideGenre = (typeof guideGenres)[number];

/** A quiz passes when at least this share of its questions is right (decision 031). */
export const quizPassShare = 2 / 3;

/** Marks a short answer: case, spaces and end punctuation do not matter. */
export function normalizeShortAnswer(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s\u3000]+/g, ' ')
    .replace(/[.!?。！？,，;；:："'“”‘’]/g, '')
    .trim();
}

/** Whether a quiz score passes. */
export function quizPassed(right: number, total: number): boolean {
  return total > 0 && right / total >= quizPassShare - 1e-9;
}
