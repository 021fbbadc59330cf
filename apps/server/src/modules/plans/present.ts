import { type PlanInfo, type PlanKind, planTypeOf, type ServerPlanEntry } from '@storyloom/domain';
import type { PlanParty } from '../user/index';
import type { InvitationRow, PlanRole, PlanRow, UserPlanRow } from './queries';

const iso = (ms: number) => new Date(ms).toISOString();

/** SPEC §3 plan entry of GetUserInfo's Plans (family and school plans only). */
export function presentPlanEntry(row: UserPlanRow): ServerPlanEntry | null {
  const type = planTypeOf(row.kind as PlanKind);
  if (type === null) return null;
  return {
    IsManager: row.role === 'manager',
    OpenId: row.open_id,
    Type: type,
    ExpireTime: iso(row.expires_at),
    Category: row.category,
  };
}

/** SPEC §3 Plan (GetPlanInfo). */
export function presentPlanInfo(
  row: PlanRow,
  counts: Record<PlanRole, number>,
  now: number,
): PlanInfo & { Kind: string } {
  return {
    openId: row.open_id,
    MaxMember: row.max_member,
    MemberCount: counts.manager + counts.member + counts.teacher + counts.student,
    Type: planTypeOf(row.kind as PlanKind) ?? -1,
    ExpireTime: iso(row.expires_at),
    Expired: row.expires_at <= now,
    StudentCount: counts.student,
    TeacherCount: counts.teacher + (row.kind === 'school' ? counts.manager : 0),
    CreateTime: iso(row.created_at),
    Category: row.category,
    Kind: row.kind,
  };
}

/**
 * One person of a plan. The manager sees each member's email (they invited them); members see
 * usernames only, never another member's email or birthday (guides/children-safety.md).
 */
export function presentMember(
  party: PlanParty,
  role: string,
  joinedAt: number,
  forManager: boolean,
  label = '',
) {
  return {
    Uid: party.openId,
    UserName: party.username,
    Name: forManager ? party.name : '',
    /** The manager's own label for this person (decision 036): the manager's eyes only. */
    Label: forManager ? label : '',
    Email: forManager ? (party.email ?? '') : '',
    Role: role,
    JoinTime: iso(joinedAt),
  };
}

export function presentInvitation(row: InvitationRow) {
  return {
    InviteId: row.open_id,
    Email: row.email,
    Role: row.role,
    CreateTime: iso(row.created_at),
    ExpireTime: iso(row.expires_at),
  };
}
