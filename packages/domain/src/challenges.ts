/**
 * Challenges, lessons, quizzes and guides (issue 19, decisions 031 and 032): the shared words
 * for the server and the screens. No I/O.
 */
import { ageGroups } from './age';
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

/** Who may start a challenge: their age (null: none known) and whether they are a member now. */
export interface ChallengeLearner {
  age: number | null;
  member: boolean;
}

/** Why a challenge refuses a writer: members only, or above their age group. */
export type ChallengeRefusal = 'membersOnly' | 'ageLevel';

/**
 * SPEC §6 access to a challenge: a members-only one (`paidOnly`, starters excepted by the
 * caller) needs a member (a family or school plan, or a free trial: any live plan); one whose
 * age level starts above the writer's age is refused. No known age is not refused (a visitor,
 * or an account without a birthday), as the challenge's own start decides.
 */
export function challengeRefusal(
  challenge: { paidOnly: boolean; ageLevel: string },
  learner: ChallengeLearner,
): ChallengeRefusal | null {
  if (challenge.paidOnly && !learner.member) return 'membersOnly';
  const level = ageGroups.find((g) => g.id === challenge.ageLevel);
  if (learner.age !== null && level && level.minAge > learner.age) return 'ageLevel';
  return null;
}

/**
 * Whether every learner of a class can take a challenge (decision 068): the first reason met
 * (members only before age, as the start checks) and how many students it refuses; null when
 * all of them can (a class without students can be assigned anything).
 */
export function classChallengeRefusal(
  challenge: { paidOnly: boolean; ageLevel: string },
  learners: readonly ChallengeLearner[],
): { reason: ChallengeRefusal; students: number } | null {
  for (const reason of ['membersOnly', 'ageLevel'] as const) {
    const students = learners.filter((l) => challengeRefusal(challenge, l) === reason).length;
    if (students > 0) return { reason, students };
  }
  return null;
}
