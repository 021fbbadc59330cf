import {
  cleanLine,
  cleanText,
  type InterfaceLanguage,
  validateAssignmentDueDate,
} from '@storyloom/domain';
import { errors } from '../../../http/errors';
import { newId, newOpenId } from '../../../platform/ids';
import { publishedChallenge, publishedChallenges } from '../../challenges/index';
import { classErrors } from '../errors';
import { classFor } from '../policy';
import { presentAssignment } from '../present';
import { assignmentsOf, insertAssignment } from '../queries';
import type { ClassesContext } from './context';

type Challenge = NonNullable<Awaited<ReturnType<typeof publishedChallenge>>>;

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
  await classFor(ctx.db, userId, openId, 'teach');
  const list = await publishedChallenges(ctx, language);
  return { List: list.filter((c) => c.Time === 'current').map(presentChallenge) };
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
  }
  const title = cleanLine(input.Title ?? '') || (challenge?.Title ?? '');
  if (!title) throw classErrors.input('Title', 'badInput');
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
  return { ...presentAssignment(assignment), Challenge: challenge && presentChallenge(challenge) };
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
  const challenges = new Map<string, Challenge | null>();
  for (const id of new Set(rows.map((r) => r.challenge_id).filter((v) => v !== null))) {
    challenges.set(id, await publishedChallenge(ctx, id, language));
  }
  return rows.map((r) => {
    const c = r.challenge_id ? challenges.get(r.challenge_id) : null;
    return { ...presentAssignment(r), Challenge: c ? presentChallenge(c) : null };
  });
}
