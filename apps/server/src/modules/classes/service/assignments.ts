import {
  type ChallengeLearner,
  classChallengeRefusal,
  cleanLine,
  cleanText,
  ErrorCode,
  type InterfaceLanguage,
  translateMessage,
  validateAssignmentDueDate,
} from '@storyloom/domain';
import { AppError, errors } from '../../../http/errors';
import { newId, newOpenId } from '../../../platform/ids';
import {
  challengeLearners,
  challengeTitle,
  publishedChallenge,
  publishedChallenges,
} from '../../challenges/index';
import { classErrors } from '../errors';
import { classFor } from '../policy';
import { presentAssignment } from '../present';
import { type AssignmentRow, assignmentsOf, insertAssignment, membersOf } from '../queries';
import type { ClassesContext } from './context';

type Challenge = NonNullable<Awaited<ReturnType<typeof publishedChallenge>>>;

/** SPEC §6 access of each student of a class (its teachers do not take the challenge). */
async function studentsOf(ctx: ClassesContext, classId: string): Promise<ChallengeLearner[]> {
  const members = await membersOf(ctx.db, classId);
  const students = members.filter((m) => m.role === 'STUDENT').map((m) => m.user_id);
  return challengeLearners(ctx, students);
}

/**
 * Why not every student of the class can take this challenge (decision 068): members only
 * (someone in the class is not a member: a school plan's students are) or its age level (someone
 * is younger), with how many students it refuses; null when all can.
 */
function refusalOf(c: Challenge, learners: readonly ChallengeLearner[]) {
  const r = classChallengeRefusal({ paidOnly: c.PaidOnly, ageLevel: c.AgeLevel }, learners);
  return r ? { Reason: r.reason, Students: r.students } : null;
}

/**
 * The title an assignment shows (decision 068): the teacher's own, else (a challenge left
 * untitled) the challenge's title in the reader's language (unpublished since too), else a
 * plain name in it.
 */
async function shownTitle(
  ctx: ClassesContext,
  row: Pick<AssignmentRow, 'title' | 'challenge_id'>,
  challenge: Pick<Challenge, 'Title'> | null | undefined,
  language: InterfaceLanguage,
): Promise<string> {
  if (row.title) return row.title;
  const title =
    challenge?.Title ||
    (row.challenge_id ? await challengeTitle(ctx, row.challenge_id, language) : null);
  return title || translateMessage('untitledChallengeAssignment', language);
}

/** The titles these assignments show in a language, by assignment id (decision 068). */
export async function assignmentTitles(
  ctx: ClassesContext,
  rows: readonly AssignmentRow[],
  language: InterfaceLanguage,
): Promise<Map<string, string>> {
  const titles = new Map<string, string>();
  for (const r of rows) titles.set(r.id, await shownTitle(ctx, r, null, language));
  return titles;
}

async function challengesOf(
  ctx: ClassesContext,
  rows: readonly AssignmentRow[],
  language: InterfaceLanguage,
) {
  const challenges = new Map<string, Challenge | null>();
  for (const id of new Set(rows.map((r) => r.challenge_id).filter((v) => v !== null))) {
    challenges.set(id, await publishedChallenge(ctx, id, language));
  }
  return challenges;
}

/** What a class shows of an assigned challenge: its prompt, picture, format and dates. */
function presentChallenge(c: Challenge) {
  return {
    ChallengeId: c.ChallengeId,
    Title: c.Title,
    Prompt: c.Prompt,
    ArtworkId: c.ArtworkId,
    Subtype: c.Subtype,
    Time: c.Time,
    EndTime: c.EndTime,
    PaidOnly: c.PaidOnly,
    // The youngest age it is for (a younger writer cannot start it): the teacher sees it.
    AgeLevel: c.AgeLevel,
    // Where /challenge lists it (its kind, time and format).
    Path: c.Path,
  };
}

/**
 * POST /api/Classes/GetAssignableChallenges: the challenges a teacher may assign (decision
 * 059): the published ones open now, through the challenges module's front door.
 */
export async function assignableChallenges(
  ctx: ClassesContext,
  userId: string,
  openId: string,
  language: InterfaceLanguage,
) {
  const { row } = await classFor(ctx.db, userId, openId, 'teach');
  const list = await publishedChallenges(ctx, language);
  const learners = await studentsOf(ctx, row.id);
  // Every challenge open now; one a student of the class could not start says why (068).
  return {
    List: list
      .filter((c) => c.Time === 'current')
      .map((c) => ({ ...presentChallenge(c), Refusal: refusalOf(c, learners) })),
  };
}

/**
 * POST /api/Classes/CreateAssignment: a writing prompt of the teacher's own, or one of the
 * challenges open now (decision 059; its title unless the teacher gives one), with a due date.
 */
export async function createAssignment(
  ctx: ClassesContext,
  userId: string,
  input: {
    OpenId: string;
    Title?: string | undefined;
    Prompt?: string | undefined;
    DueTime: string;
    ChallengeId?: string | undefined;
  },
  language: InterfaceLanguage,
) {
  const { row } = await classFor(ctx.db, userId, input.OpenId, 'teach');
  const problem = validateAssignmentDueDate(input.DueTime);
  if (problem) throw classErrors.input('DueTime', problem);
  let challenge: Challenge | null = null;
  if (input.ChallengeId) {
    challenge = await publishedChallenge(ctx, input.ChallengeId, language);
    if (challenge?.Time !== 'current') {
      throw errors.badInput([{ path: 'ChallengeId', message: 'not a challenge open now' }]);
    }
    // Only a challenge every student of the class can start (decision 068).
    const refusal = refusalOf(challenge, await studentsOf(ctx, row.id));
    if (refusal?.Reason === 'membersOnly') {
      throw new AppError(ErrorCode.PAID_ONLY, 'assignChallengeMembersOnly');
    }
    if (refusal?.Reason === 'ageLevel') {
      throw new AppError(ErrorCode.AGE_LEVEL, 'assignChallengeAgeLevel', {
        level: challenge.AgeLevel,
      });
    }
  }
  // No title of the teacher's own (a challenge): none is kept, each reader sees the
  // challenge's title in their language (decision 068).
  const title = cleanLine(input.Title ?? '');
  if (!title && !challenge) throw classErrors.input('Title', 'badInput');
  const now = ctx.clock.now();
  const assignment = {
    id: newId(now),
    open_id: newOpenId(),
    class_id: row.id,
    title: title.slice(0, 120),
    prompt: cleanText(input.Prompt ?? '', { multiline: true }),
    due_time: input.DueTime.trim(),
    challenge_id: challenge?.ChallengeId ?? null,
    created_by: userId,
    created_at: now,
  };
  await insertAssignment(ctx.db, assignment);
  return {
    ...presentAssignment(assignment),
    Title: await shownTitle(ctx, assignment, challenge, language),
    Challenge: challenge && presentChallenge(challenge),
  };
}

/**
 * POST /api/Classes/GetAssignments: a class's assignments, newest first, for its members; an
 * assigned challenge comes with its prompt and picture in the reader's language (null when the
 * challenge is no longer published: the assignment's own title and prompt stay).
 */
export async function listAssignments(
  ctx: ClassesContext,
  userId: string,
  openId: string,
  language: InterfaceLanguage,
) {
  const { row } = await classFor(ctx.db, userId, openId, 'member');
  const rows = await assignmentsOf(ctx.db, row.id);
  const challenges = await challengesOf(ctx, rows, language);
  const out = [];
  for (const r of rows) {
    const c = r.challenge_id ? challenges.get(r.challenge_id) : null;
    out.push({
      ...presentAssignment(r),
      Title: await shownTitle(ctx, r, c, language),
      Challenge: c ? presentChallenge(c) : null,
    });
  }
  return out;
}
