/**
 * Accounts and sessions (issue "Accounts and sessions"). Conventions of guides/data-layer.md:
 * text ids made by the application, epoch-ms times, 0/1 flags, lower-cased unique copies of
 * username and email.
 */

export type StaffRole = 'none' | 'moderator' | 'admin';
/** PRODUCT.md children's privacy: state of a parent's consent for an under-13 account. */
export type ParentConsentState = 'not_needed' | 'pending' | 'given' | 'withdrawn';

export interface UserTable {
  id: string;
  /** Public id (SPEC §3 Uid); internal ids never leave the server. */
  open_id: string;
  username: string;
  username_lower: string;
  /** Null for class students (no email) and erased accounts. */
  email: string | null;
  email_lower: string | null;
  name: string;
  /** argon2id; null for Google-only accounts and erased accounts. */
  password_hash: string | null;
  password_insecure: number;
  password_changed_at: number | null;
  /** SPEC §4: 0 not activated, 1 active, 2 disabled. */
  is_active: number;
  /** While disabled by an admin: the IsActive it had before (enabling gives it back). */
  disabled_from: number | null;
  account_type: number;
  /** Account type 0 chosen as "parent" at sign-up. */
  is_parent: number;
  staff_role: StaffRole;
  /** YYYY-MM-DD. */
  birthday: string | null;
  country: string;
  language: string;
  theme: string;
  /** `builtin:<name>` or `upload:<file stem>`; empty for the default. */
  avatar: string;
  /** This account's own referral/invitation code. */
  invitation_code: string;
  referred_by_user_id: string | null;
  parent_email: string | null;
  parent_consent: ParentConsentState;
  totp_secret: string | null;
  totp_pending_secret: string | null;
  totp_enabled: number;
  /** Last accepted 30-second TOTP step: a code is never accepted twice. */
  totp_last_step: number | null;
  google_sub: string | null;
  bar_closed: number;
  join_from_preview_site: number;
  last_login_at: number | null;
  created_at: number;
  updated_at: number;
  deleted_at: number | null;
}

export interface SessionTable {
  /** SHA-256 (hex) of the 256-bit token in the session cookie; the token itself is not stored. */
  id: string;
  user_id: string;
  /** 1 when this sign-in passed a second factor (TOTP). */
  second_factor: number;
  created_at: number;
  last_seen_at: number;
  /** Absolute expiry. */
  expires_at: number;
  revoked_at: number | null;
  revoked_reason: string | null;
}

export type AccountTokenPurpose =
  | 'activation'
  | 'password_reset'
  | 'email_change'
  | 'parent_consent'
  | 'birthday_change';

/** Single-use, expiring tokens sent by email; stored as SHA-256 (hex). */
export interface AccountTokenTable {
  id: string;
  user_id: string;
  purpose: AccountTokenPurpose;
  /**
   * email_change: the new address; parent_consent: the parent's address; birthday_change: the
   * id of the birthday change the parent confirms.
   */
  payload: string | null;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

/** Every request, grant and withdrawal of a parent's consent (kept; the address is erased). */
export interface ParentConsentTable {
  id: string;
  user_id: string;
  parent_email: string | null;
  event: 'requested' | 'given' | 'withdrawn';
  created_at: number;
}

/**
 * Every birthday change (decision 021): applied at once when free, otherwise waiting (`pending`)
 * for the parent's emailed link or a staff member. Kept as the record of who changed what.
 */
export type BirthdayChangeStatus = 'applied' | 'pending' | 'confirmed' | 'refused' | 'replaced';
export interface BirthdayChangeTable {
  id: string;
  /** Public id (ChangeId of the staff calls). */
  open_id: string;
  user_id: string;
  old_birthday: string | null;
  new_birthday: string;
  status: BirthdayChangeStatus;
  /** Who may confirm it: `self` (a free change), `parent` (emailed link) or `staff`. */
  confirmer: 'self' | 'parent' | 'staff';
  /** The address the confirmation link went to (erased with the account). */
  parent_email: string | null;
  /** The account that asked (the child itself). */
  requested_by: string;
  /** `parent` or the staff account's id that decided; null while pending or when free. */
  decided_by: string | null;
  /** The user id while pending: one pending change per account. */
  open_key: string | null;
  created_at: number;
  decided_at: number | null;
}

/** Per-kind email switches; a kind without a row is on. */
export interface EmailNotificationSettingTable {
  user_id: string;
  kind: string;
  enabled: number;
  updated_at: number;
}

/** PRODUCT.md referral reward: crowns for both sides, once per new account (idempotency key). */
export interface ReferralRewardTable {
  id: string;
  idempotency_key: string;
  referrer_user_id: string;
  referred_user_id: string;
  beneficiary_user_id: string;
  crowns: number;
  created_at: number;
}

/**
 * Failed sign-ins and sign-ups, counted per account, per address and per (account, address)
 * pair for rate limits and sign-in throttling; sent warning and reset emails, per account.
 */
export interface AuthAttemptTable {
  id: string;
  kind: 'signin' | 'signup' | 'signin_warning' | 'reset_mail';
  /**
   * `account:<id or lower-cased login>`, `ip:<sha-256 of the address>` or
   * `pair:<account key>|<sha-256 of the address>`.
   */
  subject: string;
  created_at: number;
}

export interface AccountTables {
  users: UserTable;
  sessions: SessionTable;
  account_tokens: AccountTokenTable;
  parent_consents: ParentConsentTable;
  birthday_changes: BirthdayChangeTable;
  email_notification_settings: EmailNotificationSettingTable;
  referral_rewards: ReferralRewardTable;
  auth_attempts: AuthAttemptTable;
}
