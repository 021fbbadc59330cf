import {
  accountTypeLabels,
  ageOn,
  builtInAvatars,
  type InterfaceLanguage,
  isInterfaceLanguage,
  type ServerUserInfo,
} from '@storyloom/domain';
import type { UserRow } from './queries';

/** Avatar sizes made from an upload: avatar, largeAvatar and originalAvatar (SPEC §3). */
export const avatarSizes = { avatar: 96, large: 256, original: 512 } as const;

export interface AvatarUrls {
  Avatar: string;
  OriginalAvatar: string;
  LargeAvatar: string;
}

function defaultAvatar(openId: string): string {
  let sum = 0;
  for (const ch of openId) sum = (sum + ch.charCodeAt(0)) % 9973;
  return builtInAvatars[sum % builtInAvatars.length] as string;
}

/** The three avatar addresses of an account (built-in avatars are one scalable image). */
export function avatarUrls(avatar: string, openId: string): AvatarUrls {
  if (avatar.startsWith('upload:')) {
    const stem = avatar.slice('upload:'.length);
    return {
      Avatar: `/media/avatars/${stem}-${avatarSizes.avatar}.webp`,
      OriginalAvatar: `/media/avatars/${stem}-${avatarSizes.original}.webp`,
      LargeAvatar: `/media/avatars/${stem}-${avatarSizes.large}.webp`,
    };
  }
  const name = avatar.startsWith('builtin:')
    ? avatar.slice('builtin:'.length)
    : defaultAvatar(openId);
  const url = `/media/avatars/builtin/${name}.svg`;
  return { Avatar: url, OriginalAvatar: url, LargeAvatar: url };
}

function iso(ms: number | null): string | null {
  return ms === null ? null : new Date(ms).toISOString();
}

function roleLabel(row: UserRow): string {
  if (row.account_type === 0 && row.is_parent === 1) return 'parent';
  return accountTypeLabels[row.account_type] ?? 'regular user';
}

export function userLanguage(row: Pick<UserRow, 'language'>): InterfaceLanguage {
  return isInterfaceLanguage(row.language) ? row.language : 'en';
}

/** A new account stays "new born" for its first day (onboarding hints). */
const newBornMs = 24 * 60 * 60 * 1000;

/**
 * GET /api/User/GetUserInfo's `result.info` (packages/domain ServerUserInfo). Fields owned by
 * later modules (plans, crowns, tickets, membership, books) come in `parts`; until those modules
 * exist they are empty or zero.
 */
export function presentUserInfo(
  row: UserRow,
  now: number,
  parts: Partial<ServerUserInfo> = {},
): ServerUserInfo {
  const age = row.birthday ? ageOn(row.birthday, now) : null;
  return {
    Uid: row.open_id,
    UserName: row.username,
    Name: row.name,
    ...avatarUrls(row.avatar, row.open_id),
    Email: row.email ?? '',
    IsActive: row.is_active,
    AccountType: row.account_type,
    RoleLabel: roleLabel(row),
    StaffRole: row.staff_role,
    IsMember: false,
    IsInFreeTrial: false,
    FreeTrialExpireTime: null,
    MembershipTime: null,
    LastLogin: iso(row.last_login_at),
    DateJoined: new Date(row.created_at).toISOString(),
    StripeCustomerId: false,
    Crown: 0,
    Gift: 0,
    Ticket: 0,
    Birthday: row.birthday,
    Age: age,
    Level: 0,
    Theme: row.theme,
    Country: row.country,
    Language: userLanguage(row),
    Plans: [],
    PasswordInsecure: row.password_insecure === 1,
    JoinFromPreviewSite: row.join_from_preview_site === 1,
    IsNewBorn: now - row.created_at < newBornMs,
    BookCount: 0,
    BarClosed: row.bar_closed,
    SearchKey: '',
    ChallengeId: '',
    NeedsParentConsent: row.parent_consent === 'pending' || row.parent_consent === 'withdrawn',
    TotpEnabled: row.totp_enabled === 1,
    ...parts,
  };
}
