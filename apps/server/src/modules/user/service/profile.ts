import {
  type AccountTheme,
  AccountType,
  cleanLine,
  type InterfaceLanguage,
  normalizeLogin,
  type ServerUserInfo,
  validateBirthday,
  validateCountry,
  validateDisplayName,
  validateEmail,
  validateParentEmail,
} from '@storyloom/domain';
import type { Updateable } from 'kysely';
import type { DB } from '../../../db/index';
import type { UserTable } from '../../../db/tables/accounts';
import { errors } from '../../../http/errors';
import type { Clock } from '../../../platform/clock';
import { verifyPassword } from '../../../platform/passwords/index';
import { accountErrors } from '../account-errors';
import type { AccountContext } from '../context';
import { userInfoParts } from '../extensions';
import { presentUserInfo } from '../present';
import { emailTaken, findUserById, type UserRow, updateUser } from '../queries';
import { issueToken } from '../tokens';
import { type BirthdayOutcome, birthdayChange } from './birthday';
import { sendBirthdayChangeEmail, sendEmailChangeEmail, sendParentConsentEmail } from './mail';

/**
 * GetUserInfo's info: this module's fields plus what later modules contribute. `known` is the
 * user's row when the caller has it already (GetUserInfo reads it with the session). The parts
 * are independent reads and run together (on PostgreSQL each on its own pooled connection);
 * their fields merge in registration order, as before (decision 070).
 */
export async function userInfo(
  db: DB,
  clock: Clock,
  userId: string,
  known?: UserRow,
): Promise<ServerUserInfo> {
  const row = known ?? (await findUserById(db, userId));
  // Checked before the parts run: one of them books referral rewards.
  if (!row || row.deleted_at !== null) throw errors.sessionExpired();
  const now = clock.now();
  const found = await Promise.all(userInfoParts.map((part) => part(db, userId, now)));
  const parts: Partial<ServerUserInfo> = Object.assign({}, ...found);
  return presentUserInfo(row, now, parts);
}

async function ownAccount(ctx: AccountContext, userId: string): Promise<UserRow> {
  const user = await findUserById(ctx.db, userId);
  if (!user || user.deleted_at !== null) throw errors.notLoggedIn();
  return user;
}

function checkBirthday(ctx: AccountContext, birthday: string): void {
  const problem = validateBirthday(birthday, ctx.clock.now());
  if (problem) throw accountErrors.field('Birthday', problem);
}

async function saveWithBirthday(
  ctx: AccountContext,
  user: UserRow,
  patch: Updateable<UserTable>,
  birthday: string | undefined,
  parentEmail: string | undefined,
): Promise<void> {
  if (parentEmail !== undefined) {
    // A child cannot consent for herself: the parent's address is not the child's own mailbox.
    const problem = validateParentEmail(parentEmail, user.email);
    if (problem) throw accountErrors.field('ParentEmail', problem);
  }
  const outcome = await ctx.db.transaction().execute(async (trx) => {
    const tx = { ...ctx, db: trx };
    let change: BirthdayOutcome | null = null;
    let full = { ...patch, updated_at: ctx.clock.now() };
    if (birthday !== undefined && birthday !== user.birthday) {
      change = await birthdayChange(tx, user, birthday, parentEmail);
      full = { ...full, ...change.patch };
    }
    await updateUser(trx, user.id, full);
    return change;
  });
  const consent = outcome?.consent;
  if (consent) sendParentConsentEmail(ctx, user, consent.parentEmail, consent.token);
  const waiting = outcome?.confirmation;
  if (waiting?.parentEmail && waiting.token) {
    sendBirthdayChangeEmail(ctx, user, waiting.parentEmail, waiting.token, waiting);
  }
}

/** CompeleteInfo (/complete-info, guard 5): the birthday, and a parent's email under 13. */
export async function completeInfo(
  ctx: AccountContext,
  userId: string,
  input: { Birthday: string; ParentEmail?: string | undefined },
): Promise<void> {
  const user = await ownAccount(ctx, userId);
  checkBirthday(ctx, input.Birthday);
  await saveWithBirthday(ctx, user, {}, input.Birthday, input.ParentEmail);
}

export interface UpdateInfoInput {
  Name?: string | undefined;
  Country?: string | undefined;
  Birthday?: string | undefined;
  Language?: InterfaceLanguage | undefined;
  ParentEmail?: string | undefined;
}

/** UpdateInfo (/account general tab): name, country, birthday, language. */
export async function updateInfo(
  ctx: AccountContext,
  userId: string,
  input: UpdateInfoInput,
): Promise<void> {
  const user = await ownAccount(ctx, userId);
  const patch: Updateable<UserTable> = {};
  if (input.Name !== undefined) {
    // Bidi overrides and control characters go (issue 14): a name never reorders itself.
    const name = cleanLine(input.Name);
    const problem = validateDisplayName(name);
    if (problem) throw accountErrors.field('Name', problem);
    patch.name = name;
  }
  if (input.Country !== undefined) {
    const problem = validateCountry(input.Country);
    if (problem) throw accountErrors.field('Country', problem);
    patch.country = input.Country;
  }
  if (input.Language !== undefined) patch.language = input.Language;
  if (input.Birthday !== undefined) {
    if (user.account_type === AccountType.CLASS_STUDENT) throw errors.noPermission();
    checkBirthday(ctx, input.Birthday);
  }
  await saveWithBirthday(ctx, user, patch, input.Birthday, input.ParentEmail);
}

/** ChangeTheme. */
export async function changeTheme(
  ctx: AccountContext,
  userId: string,
  theme: AccountTheme,
): Promise<void> {
  await updateUser(ctx.db, userId, { theme, updated_at: ctx.clock.now() });
}

/**
 * ChangeEmail: the password, then a confirmation link to the new address; the address changes
 * only when that link is opened (ActiveEmail).
 */
export async function changeEmail(
  ctx: AccountContext,
  userId: string,
  input: { Email: string; Password: string },
): Promise<void> {
  const user = await ownAccount(ctx, userId);
  if (user.account_type === AccountType.CLASS_STUDENT) throw errors.noPermission();
  if (user.password_hash && !(await verifyPassword(user.password_hash, input.Password))) {
    throw accountErrors.wrongPassword();
  }
  const email = input.Email.trim();
  const problem = validateEmail(email);
  if (problem) throw accountErrors.field('Email', problem);
  if (user.email_lower === normalizeLogin(email)) throw accountErrors.field('Email', 'emailSame');
  if (await emailTaken(ctx.db, normalizeLogin(email))) throw accountErrors.emailTaken();
  const token = await issueToken(ctx.db, ctx.clock, user.id, 'email_change', email);
  sendEmailChangeEmail(ctx, user, email, token);
}
