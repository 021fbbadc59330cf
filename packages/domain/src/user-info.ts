/**
 * The contract of GET /api/User/GetUserInfo (SPEC §3 "Server user info"): `result.info` is this
 * object for a signed-in user, or null for a visitor. Field names are the server's PascalCase;
 * the web session store maps them to SPEC §3 "Signed-in user" fields and derives the flags.
 */
export interface ServerPlanEntry {
  IsManager: boolean;
  OpenId: string;
  /** 0 is the family plan, above 0 a school plan. */
  Type: number;
  /** Date-time text, ISO 8601 UTC. */
  ExpireTime: string;
  /** "1" while not expired marks a school-plan free trial (SPEC §3 Plan.Category). */
  Category?: string;
}

export interface ServerUserInfo {
  Uid: string;
  UserName: string;
  /** The display name set on the /account general tab (UpdateInfo); empty when none. */
  Name: string;
  Avatar: string;
  OriginalAvatar: string;
  LargeAvatar: string;
  Email: string;
  /** 0 not activated, 1 active, 2 disabled. */
  IsActive: number;
  AccountType: number;
  RoleLabel: string;
  /** none | moderator | admin (PRODUCT.md staff roles). */
  StaffRole: 'none' | 'moderator' | 'admin';
  IsMember: boolean;
  IsInFreeTrial: boolean;
  FreeTrialExpireTime: string | null;
  MembershipTime: string | null;
  LastLogin: string | null;
  DateJoined: string;
  /** Whether a card-provider customer exists; the provider's id itself never leaves the server. */
  StripeCustomerId: boolean;
  Crown: number;
  Gift: number;
  Ticket: number;
  /** YYYY-MM-DD or null. */
  Birthday: string | null;
  Age: number | null;
  Level: number;
  Theme: string;
  Country: string;
  Language: 'zh' | 'en' | 'es';
  Plans: ServerPlanEntry[];
  PasswordInsecure: boolean;
  JoinFromPreviewSite: boolean;
  IsNewBorn: boolean;
  BookCount: number;
  /** The stored value; the client's barClosed is `BarClosed === 1`. */
  BarClosed: number;
  SearchKey: string;
  ChallengeId: string;
  /** Under-13 account waiting for a parent's consent (PRODUCT.md children's privacy). */
  NeedsParentConsent: boolean;
  /** Whether two-step sign-in (TOTP) is on for this account. */
  TotpEnabled: boolean;
  /**
   * A birthday change waiting for the parent's or staff's confirmation (decision 021); Birthday
   * and Age stay the confirmed ones until then.
   */
  PendingBirthday?: { Birthday: string; Confirmer: 'parent' | 'staff' } | null;
}

export interface UserInfoResult {
  info: ServerUserInfo | null;
}
