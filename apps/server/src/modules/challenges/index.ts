/**
 * The front door of the challenges module. Challenges, units of lessons and quizzes, and guides
 * (issue 19, decisions 031 and 032).
 * Other modules and the composition root (app.ts, modules/index.ts) import only this file;
 * the import rule (apps/server/test/quality/module-doors.test.ts) fails on anything else.
 *
 * - `register`: the module's routes; it listens to publishing's `approvalListeners`.
 * - `seeder`: the starter curriculum.
 * - Everything else exported here is the service API other modules may call: the classes
 *   module assigns challenges with `publishedChallenges` / `publishedChallenge` and shows a
 *   learner's progress with `learnerChallengeProgress` (ctx: `{ db, clock }`).
 */

export type { ChallengesContext } from './context';
export {
  challengeLearners,
  challengeTitle,
  learnerChallengeProgress,
  publishedChallenge,
  publishedChallenges,
} from './for-modules';
export { default as register } from './routes';
export { challengesSeeder as seeder, seedCurriculum } from './seed';
export { challengeOfBook, checkAccess } from './service';
