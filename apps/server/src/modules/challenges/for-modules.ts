import type { InterfaceLanguage } from '@storyloom/domain';
import { pick } from './content';
import type { ChallengesContext } from './context';
import { challengeProgress } from './learning';
import { presentChallenge } from './present';
import { findChallenge, listChallenges } from './queries';
import { learnerOf } from './service';

/*
 * For other modules (classes assign challenges through these, issue 19): published challenges
 * only, in one language, and a learner's progress by user id.
 */

/** One published challenge as /challenge shows it, or null (unknown or an admin's draft). */
export async function publishedChallenge(
  ctx: Pick<ChallengesContext, 'db' | 'clock'>,
  openId: string,
  language: InterfaceLanguage,
) {
  const row = await findChallenge(ctx.db, openId);
  if (row?.published !== 1) return null;
  return presentChallenge(row, language, ctx.clock.now());
}

/**
 * A challenge's title in a language, published or not (a class assignment made from it keeps
 * showing its name after it is unpublished: decision 068); null for an unknown id.
 */
export async function challengeTitle(
  ctx: Pick<ChallengesContext, 'db'>,
  openId: string,
  language: InterfaceLanguage,
): Promise<string | null> {
  const row = await findChallenge(ctx.db, openId);
  return row ? pick(row.title_json, language) || null : null;
}

/** The published challenges open now or later (a class is assigned one of these). */
export async function publishedChallenges(
  ctx: Pick<ChallengesContext, 'db' | 'clock'>,
  language: InterfaceLanguage,
) {
  const now = ctx.clock.now();
  const rows = await listChallenges(ctx.db, {}, now);
  return rows.filter((r) => r.ends_at > now).map((r) => presentChallenge(r, language, now));
}

/** A learner's lessons, quizzes and entries (what /challenge-info shows them), by user id. */
export function learnerChallengeProgress(
  ctx: ChallengesContext,
  userId: string,
  language: InterfaceLanguage,
) {
  return challengeProgress(ctx, { id: userId }, language);
}

/**
 * What SPEC §6 access asks of each of these writers now (their age and membership), for a
 * class deciding which challenges all its students can take (decision 068).
 */
export async function challengeLearners(
  ctx: Pick<ChallengesContext, 'db' | 'clock'>,
  userIds: readonly string[],
) {
  const now = ctx.clock.now();
  return Promise.all(userIds.map((id) => learnerOf(ctx, id, now)));
}
