import type { BadgeId, BadgeMetric } from '@storyloom/domain';

/** A badge a user earned: once per user and badge (unique). */
export interface BadgeAwardTable {
  id: string;
  user_id: string;
  badge_id: BadgeId;
  created_at: number;
}

/** The facts the badge rules read (books written, longest streak...); they only grow. */
export interface BadgeFactTable {
  user_id: string;
  metric: BadgeMetric;
  value: number;
  updated_at: number;
}

export interface BadgeTables {
  badge_awards: BadgeAwardTable;
  badge_facts: BadgeFactTable;
}
