import {
  type LivePlan,
  type Membership,
  membershipAt,
  type PlanKind,
  type ServerPlanEntry,
  type ServerUserInfo,
} from '@storyloom/domain';
import type { DB } from '../../../db/index';
import type { SharingParty } from '../../user/index';
import { presentPlanEntry } from '../present';
import { liveMemberIds, plansOfUser, type UserPlanRow } from '../queries';

export interface MembershipView extends Membership {
  /** SPEC §3 plan entries (family and school plans, expired ones included). */
  plans: ServerPlanEntry[];
}

function live(row: UserPlanRow): LivePlan {
  return { kind: row.kind as PlanKind, expiresAt: row.expires_at, category: row.category };
}

/** Whether and how a user is a member at `now` (decision 024). */
export async function membershipOf(db: DB, userId: string, now: number): Promise<MembershipView> {
  const rows = await plansOfUser(db, userId);
  const plans = rows.map(presentPlanEntry).filter((p): p is ServerPlanEntry => p !== null);
  return { ...membershipAt(rows.map(live), now), plans };
}

export async function isMemberAt(db: DB, userId: string, now: number): Promise<boolean> {
  return (await membershipOf(db, userId, now)).isMember;
}

/** GetUserInfo's membership fields (registered into the user module's `userInfoParts`). */
export async function membershipInfoPart(
  db: DB,
  userId: string,
  now: number,
): Promise<Partial<ServerUserInfo>> {
  const m = await membershipOf(db, userId, now);
  return {
    IsMember: m.isMember,
    IsInFreeTrial: m.isInFreeTrial,
    FreeTrialExpireTime: m.freeTrialExpireTime,
    MembershipTime: m.membershipTime,
    Plans: m.plans,
  };
}

/**
 * The family-plan sharing relation (decision 021/024): the parent and the children of one live
 * family plan may share privately with each other.
 */
export async function sameLiveFamily(
  db: DB,
  from: SharingParty,
  to: SharingParty,
  now: number,
): Promise<boolean> {
  const families = (rows: UserPlanRow[]) =>
    new Set(rows.filter((r) => r.kind === 'family' && r.expires_at > now).map((r) => r.id));
  const [a, b] = await Promise.all([plansOfUser(db, from.id), plansOfUser(db, to.id)]);
  const theirs = families(b);
  return [...families(a)].some((id) => theirs.has(id));
}

/** The ledger's member directory: everyone in a live plan (monthly ticket top-up). */
export async function liveMembers(db: DB, now: number): Promise<string[]> {
  return liveMemberIds(db, now);
}
