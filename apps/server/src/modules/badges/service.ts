import {
  type BadgeFacts,
  type BadgeId,
  badgeIds,
  badgeMetrics,
  badgeProgress,
  earnedBadges,
} from '@storyloom/domain';
import type { DB } from '../../db/index';
import { newId } from '../../platform/ids';
import {
  addNotification,
  type NotifyContext,
  queueNotificationEmails,
} from '../notifications/index';
import { type BadgeView, presentBadge, presentEarnedBadge } from './present';
import { insertAward, listAwards, raiseFact, readFacts } from './queries';

/**
 * Records facts inside the caller's transaction and awards every badge they now reach, each
 * once, each with a notification. Returns the new badges and the notification ids to email
 * after the commit.
 */
export async function reportBadgeFactsIn(
  trx: DB,
  now: number,
  userId: string,
  facts: Partial<BadgeFacts>,
): Promise<{ awarded: BadgeId[]; emails: (string | null)[] }> {
  for (const metric of badgeMetrics) {
    const value = facts[metric];
    if (value !== undefined && value > 0) await raiseFact(trx, userId, metric, value, now);
  }
  const awarded: BadgeId[] = [];
  const emails: (string | null)[] = [];
  for (const badge of earnedBadges(await readFacts(trx, userId))) {
    if (
      await insertAward(trx, { id: newId(now), user_id: userId, badge_id: badge, created_at: now })
    ) {
      awarded.push(badge);
      emails.push(
        await addNotification(trx, now, userId, { kind: 'badge_earned', params: { badge } }),
      );
    }
  }
  return { awarded, emails };
}

/**
 * For other modules: report what they know (books written, challenges completed, class
 * compilations...). Facts only grow; a badge is awarded once.
 */
export async function reportBadgeFacts(
  ctx: NotifyContext,
  userId: string,
  facts: Partial<BadgeFacts>,
): Promise<BadgeId[]> {
  const now = ctx.clock.now();
  const { awarded, emails } = await ctx.db
    .transaction()
    .execute((trx) => reportBadgeFactsIn(trx, now, userId, facts));
  await queueNotificationEmails(ctx.jobs, emails);
  return awarded;
}

/** Every badge with whether and when it was earned, and the progress towards the others. */
export async function badgeCatalogue(db: DB, userId: string): Promise<BadgeView[]> {
  const [awards, facts] = await Promise.all([listAwards(db, userId), readFacts(db, userId)]);
  const earnedAt = new Map(awards.map((a) => [a.badge_id, a.created_at]));
  return badgeIds.map((id) => presentBadge(id, earnedAt.get(id), badgeProgress(id, facts)));
}

/** The badges a user earned, newest first. */
export async function earnedBadgeList(db: DB, userId: string) {
  const awards = await listAwards(db, userId);
  return awards.map(presentEarnedBadge);
}
