import { type InterfaceLanguage, normalizeShortAnswer, quizPassed } from '@storyloom/domain';
import { errors } from '../../http/errors';
import type { SessionUser } from '../../http/session';
import { newId } from '../../platform/ids';
import { awardLessonCompleted } from '../ledger/index';
import { pick } from './content';
import type { ChallengesContext } from './context';
import { certificatePath, presentStep, presentUnit, readQuiz } from './present';
import {
  countApprovedChallenges,
  entriesOfUser,
  findStep,
  findUnit,
  insertProgress,
  listSteps,
  listUnits,
  progressOf,
  type StepRow,
  stepsOfUnit,
} from './queries';

/**
 * The challenge curriculum (issue 19): units of lessons and quizzes, a writer's progress through
 * them (10 crowns a step, once), and /challenge-info's numbers.
 */

/**
 * A lesson read or a quiz passed: its progress row, and 10 crowns the first time (the ledger
 * books them once per step). Answers the crowns given now.
 */
async function stepDone(
  ctx: ChallengesContext,
  user: SessionUser,
  step: StepRow,
  kind: 'lesson' | 'quiz',
  score: number,
  total: number,
): Promise<number> {
  const now = ctx.clock.now();
  await insertProgress(ctx.db, {
    id: newId(now),
    user_id: user.id,
    step_id: step.id,
    score,
    total,
    completed_at: now,
  });
  const award = await awardLessonCompleted(ctx, user.id, kind, step.open_id);
  return award.status === 'applied' ? 10 : 0;
}

/** /challenge-unit: the units in order, with the signed-in writer's progress. */
export async function unitList(
  ctx: ChallengesContext,
  user: SessionUser | null,
  language: InterfaceLanguage,
) {
  const [units, steps, progress] = await Promise.all([
    listUnits(ctx.db),
    listSteps(ctx.db),
    user ? progressOf(ctx.db, user.id) : Promise.resolve([]),
  ]);
  const done = new Set(progress.map((p) => p.step_id));
  return {
    List: units.map((u) => {
      const own = steps.filter((s) => s.unit_id === u.id);
      return {
        ...presentUnit(u, language),
        Lessons: own.filter((s) => s.kind === 'lesson').length,
        Quizzes: own.filter((s) => s.kind === 'quiz').length,
        Completed: own.filter((s) => done.has(s.id)).length,
        Total: own.length,
      };
    }),
  };
}

/** /challenge-unit/{unitid}: a unit's lessons and quizzes in order, with progress. */
export async function unitDetail(
  ctx: ChallengesContext,
  user: SessionUser | null,
  unitOpenId: string,
  language: InterfaceLanguage,
) {
  const unit = await findUnit(ctx.db, unitOpenId);
  if (!unit) throw errors.notFound();
  const [steps, progress] = await Promise.all([
    stepsOfUnit(ctx.db, unit.id),
    user ? progressOf(ctx.db, user.id) : Promise.resolve([]),
  ]);
  const done = new Map(progress.map((p) => [p.step_id, p]));
  const shown = steps.map((s) => presentStep(s, language, done.get(s.id)));
  return {
    Unit: presentUnit(unit, language),
    Steps: shown,
    Completed: shown.filter((s) => s.Completed).length,
    Total: shown.length,
  };
}

/** A lesson read to the end: 10 crowns the first time (ledger, once per lesson). */
export async function completeLesson(ctx: ChallengesContext, user: SessionUser, lessonId: string) {
  const step = await findStep(ctx.db, lessonId);
  if (step?.kind !== 'lesson') throw errors.notFound();
  return {
    StepId: step.open_id,
    Completed: true,
    CrownsAwarded: await stepDone(ctx, user, step, 'lesson', 1, 1),
  };
}

/**
 * A quiz's answers, marked: choices by index, short answers after normalizing (any language's
 * accepted answer counts). Passing (domain `quizPassed`) completes the quiz and earns 10 crowns
 * once; a failed try may be retried.
 */
export async function answerQuiz(
  ctx: ChallengesContext,
  user: SessionUser,
  input: { QuizId: string; Answers: (string | number)[] },
) {
  const step = await findStep(ctx.db, input.QuizId);
  if (step?.kind !== 'quiz') throw errors.notFound();
  const quiz = readQuiz(step);
  if (!quiz) throw errors.notFound();
  if (input.Answers.length !== quiz.questions.length) {
    throw errors.badInput([{ path: 'Answers', message: 'count' }]);
  }
  const results = quiz.questions.map((q, i) => {
    const given = input.Answers[i];
    if (q.kind === 'choice') return typeof given === 'number' && given === q.answer;
    if (typeof given !== 'string') return false;
    const norm = normalizeShortAnswer(given);
    return norm !== '' && q.answers.some((a) => normalizeShortAnswer(a) === norm);
  });
  const right = results.filter(Boolean).length;
  const passed = quizPassed(right, results.length);
  const crowns = passed ? await stepDone(ctx, user, step, 'quiz', right, results.length) : 0;
  return {
    QuizId: step.open_id,
    Score: right,
    Total: results.length,
    Passed: passed,
    Results: results,
    CrownsAwarded: crowns,
  };
}

/** POST /api/YourStuff/GetChallengeProgress: /challenge-info's numbers. */
export async function challengeProgress(
  ctx: ChallengesContext,
  user: Pick<SessionUser, 'id'>,
  language: InterfaceLanguage,
) {
  const [units, steps, progress, entries] = await Promise.all([
    listUnits(ctx.db),
    listSteps(ctx.db),
    progressOf(ctx.db, user.id),
    entriesOfUser(ctx.db, user.id),
  ]);
  const done = new Set(progress.map((p) => p.step_id));
  const stepKind = new Map(steps.map((s) => [s.id, s.kind]));
  return {
    LessonsCompleted: progress.filter((p) => stepKind.get(p.step_id) === 'lesson').length,
    QuizzesPassed: progress.filter((p) => stepKind.get(p.step_id) === 'quiz').length,
    LessonsTotal: steps.filter((s) => s.kind === 'lesson').length,
    QuizzesTotal: steps.filter((s) => s.kind === 'quiz').length,
    Units: units.map((u) => {
      const own = steps.filter((s) => s.unit_id === u.id);
      return {
        ...presentUnit(u, language),
        Completed: own.filter((s) => done.has(s.id)).length,
        Total: own.length,
      };
    }),
    Entries: entries.map((e) => ({
      ChallengeId: e.challenge_open_id,
      Title: pick(e.title_json, language),
      Type: e.kind,
      Subtype: e.book_type,
      BookId: e.book_open_id,
      Approved: e.approved_at !== null,
      CertificatePath: e.approved_at !== null ? certificatePath(e.challenge_open_id) : null,
      EnteredTime: new Date(e.created_at).toISOString(),
    })),
    ChallengesCompleted: await countApprovedChallenges(ctx.db, user.id),
  };
}
