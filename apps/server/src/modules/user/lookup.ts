import { type InterfaceLanguage, isInterfaceLanguage } from '@storyloom/domain';
import { sql } from 'kysely';
import type { DB } from '../../db/index';
import { canAppearInPublic, publicConsentStates } from './policy';
import {
  findUserById,
  findUserByInvitationCode,
  findUserByUsername,
  findUsersByIds,
} from './queries';

/** Account facts other modules may ask for (they never read the users table themselves). */
export interface AccountSummary {
  id: string;
  openId: string;
  username: string;
  invitationCode: string;
  isActive: number;
  referredByUserId: string | null;
  createdAt: number;
}

type Row = NonNullable<Awaited<ReturnType<typeof findUserById>>>;

function summary(row: Row): AccountSummary {
  return {
    id: row.id,
    openId: row.open_id,
    username: row.username,
    invitationCode: row.invitation_code,
    isActive: row.is_active,
    referredByUserId: row.referred_by_user_id,
    createdAt: row.created_at,
  };
}

export async function accountById(db: DB, id: string): Promise<AccountSummary | null> {
  const row = await findUserById(db, id);
  return row && row.deleted_at === null ? summary(row) : null;
}

export async function accountByInvitationCode(
  db: DB,
  code: string,
): Promise<AccountSummary | null> {
  const row = await findUserByInvitationCode(db, code.trim().toUpperCase());
  return row ? summary(row) : null;
}

// Added for badges (issue "Crowns, review tickets, badges and notifications"): /members-badge.
/**
 * An account that may be shown in public by its username (PRODUCT.md children's privacy: an
 * under-13 account without a parent's consent is not), or null.
 */
export async function publicAccountByUsername(
  db: DB,
  username: string,
): Promise<AccountSummary | null> {
  const row = await findUserByUsername(db, username.trim().toLowerCase());
  if (row?.is_active !== 1 || !canAppearInPublic(row)) return null;
  return summary(row);
}

/** An account that may be shown in public, by its internal id (an author's name), or null. */
export async function publicAccountById(db: DB, id: string): Promise<AccountSummary | null> {
  const row = await findUserById(db, id);
  if (!row || row.deleted_at !== null || !canAppearInPublic(row)) return null;
  return summary(row);
}

/**
 * An account's public username as a column of another module's query (the reader reads a book
 * with its author's name in one statement, issue 22): a subquery on the account whose internal
 * id is in `ownerColumn`, null for an account that may not be shown in public or is gone. The
 * same rule as `publicUsernamesByIds` (canAppearInPublic), so other modules never read the
 * users table themselves.
 */
export function publicUsernameColumn(ownerColumn: string) {
  return sql<
    string | null
  >`(select u.username from users u where u.id = ${sql.ref(ownerColumn)} and u.deleted_at is null and u.parent_consent in (${sql.join(publicConsentStates)}))`;
}

/**
 * The public usernames of many accounts at once (a page of book authors), by internal id: null
 * for an account that may not be shown in public or is gone. One query however many ids.
 */
export async function publicUsernamesByIds(
  db: DB,
  ids: readonly string[],
): Promise<Map<string, string | null>> {
  const unique = [...new Set(ids)];
  const names = new Map<string, string | null>(unique.map((id) => [id, null]));
  for (const row of await findUsersByIds(db, unique)) {
    if (row.deleted_at === null && canAppearInPublic(row)) names.set(row.id, row.username);
  }
  return names;
}

// Added for reading (issue "Reading and discovery"): the age gate needs the reader's birthday.
/** What the reading gates need to know about a reader: their birthday (YYYY-MM-DD) or null. */
export async function readerBirthdayById(db: DB, id: string): Promise<string | null> {
  const row = await findUserById(db, id);
  return row?.birthday ?? null;
}

// Added for children's safety (issue 14): who may share privately with whom.
/** What the sharing rule needs to know about an account (never shown to anyone). */
export interface SharingParty {
  id: string;
  accountType: number;
  /** The confirmed birthday (a change waiting for the parent does not count). */
  birthday: string | null;
}

export async function sharingPartyById(db: DB, id: string): Promise<SharingParty | null> {
  const row = await findUserById(db, id);
  if (!row || row.deleted_at !== null) return null;
  return { id: row.id, accountType: row.account_type, birthday: row.birthday };
}

// Added for plans (issue 16): a plan's members, its invitations by email, once-per-email trials.
/** What the plans module needs about an account: never sent as a whole to anyone. */
export interface PlanParty {
  id: string;
  openId: string;
  username: string;
  name: string;
  email: string | null;
  accountType: number;
  birthday: string | null;
  isActive: number;
}

function planParty(row: Row): PlanParty {
  return {
    id: row.id,
    openId: row.open_id,
    username: row.username,
    name: row.name,
    email: row.email,
    accountType: row.account_type,
    birthday: row.birthday,
    isActive: row.is_active,
  };
}

export async function planPartiesByIds(
  db: DB,
  ids: readonly string[],
): Promise<Map<string, PlanParty>> {
  const parties = new Map<string, PlanParty>();
  for (const row of await findUsersByIds(db, [...new Set(ids)])) {
    if (row.deleted_at === null) parties.set(row.id, planParty(row));
  }
  return parties;
}

export async function planPartyById(db: DB, id: string): Promise<PlanParty | null> {
  return (await planPartiesByIds(db, [id])).get(id) ?? null;
}

// Added for moderation (issue 14): reports from new accounts do not count towards the auto-hide.
/**
 * When each account was created (epoch ms), by internal id; an account that is gone (deleted or
 * unknown) is left out, so its report never counts. One query however many ids.
 */
export async function accountCreatedAtByIds(
  db: DB,
  ids: readonly string[],
): Promise<Map<string, number>> {
  const created = new Map<string, number>();
  for (const row of await findUsersByIds(db, [...new Set(ids)])) {
    if (row.deleted_at === null) created.set(row.id, row.created_at);
  }
  return created;
}

// Added for classes (issue 18): a class's roster shows its members' usernames to the class.
/** Usernames and account types of accounts (deleted ones left out), for a class's own screens. */
export async function classPartiesByIds(
  db: DB,
  ids: readonly string[],
): Promise<Map<string, { username: string; openId: string; accountType: number }>> {
  const out = new Map<string, { username: string; openId: string; accountType: number }>();
  if (ids.length === 0) return out;
  for (const row of await findUsersByIds(db, [...new Set(ids)])) {
    if (row.deleted_at === null) {
      out.set(row.id, {
        username: row.username,
        openId: row.open_id,
        accountType: row.account_type,
      });
    }
  }
  return out;
}

// Added for payments (issue 17): a receipt goes to the buyer, in the buyer's language.
export interface MailContact {
  username: string;
  email: string;
  language: InterfaceLanguage;
}

/** Where and in which language to write to an account; null without a usable email. */
export async function mailContactById(db: DB, id: string): Promise<MailContact | null> {
  const row = await findUserById(db, id);
  if (!row || row.deleted_at !== null || !row.email) return null;
  return {
    username: row.username,
    email: row.email,
    language: isInterfaceLanguage(row.language) ? row.language : 'en',
  };
}
