import { type BadgeId, badgeRules } from '@storyloom/domain';

const iso = (ms: number) => new Date(ms).toISOString();

/** One badge of the catalogue (SPEC §7 Badges): earned or not, and the progress towards it. */
export interface BadgeView {
  Id: BadgeId;
  Group: string;
  Earned: boolean;
  EarnedTime: string | null;
  Current: number;
  Target: number;
}

export function presentBadge(
  id: BadgeId,
  earnedAt: number | undefined,
  progress: { current: number; target: number },
): BadgeView {
  return {
    Id: id,
    Group: badgeRules[id].group,
    Earned: earnedAt !== undefined,
    EarnedTime: earnedAt === undefined ? null : iso(earnedAt),
    Current: earnedAt === undefined ? progress.current : progress.target,
    Target: progress.target,
  };
}

/** An earned badge (SPEC §7 GetBadges). */
export function presentEarnedBadge(award: { badge_id: BadgeId; created_at: number }) {
  return {
    Id: award.badge_id,
    Group: badgeRules[award.badge_id]?.group ?? 'writing',
    EarnedTime: iso(award.created_at),
  };
}

/** The Badges answer: whose page it is, whether it is the caller's, every badge and the count. */
export function presentBadgePage(
  owner: { id: string; username: string },
  callerId: string | undefined,
  badges: BadgeView[],
) {
  return {
    UserName: owner.username,
    IsOwn: owner.id === callerId,
    Badges: badges,
    EarnedCount: badges.filter((b) => b.Earned).length,
  };
}
