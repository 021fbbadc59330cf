import {
  AccountType,
  ErrorCode,
  type InterfaceLanguage,
  Message,
  type MessageKey,
  normalizeLogin,
  type SignUpAccountChoice,
  signUpProblems,
  validateEmail,
  validateUsername,
} from '@storyloom/domain';
import { isUniqueViolation } from '../../../db/dialect';
import { AppError } from '../../../http/errors';
import { isCommonPassword } from '../../../platform/passwords/index';
import { referrerFor } from '../../invitation/index';
import { assertWithinLimits, limits, recordAttempt } from '../../session/index';
import { accountErrors } from '../account-errors';
import { insertAccount, passwordFields } from '../accounts';
import type { AccountContext } from '../context';
import { emailTaken, type UserRow, usernameTaken } from '../queries';
import { issueToken } from '../tokens';
import { type ConsentRequest, consentNeeded, requestConsent } from './birthday';
import { sendActivationEmail, sendParentConsentEmail } from './mail';

export interface SignUpInput {
  UserName: string;
  Email: string;
  Password: string;
  ConfirmPassword: string;
  Birthday: string;
  /** 4 reader/writer, 2 teacher, 0 parent. */
  AccountType: 0 | 2 | 4;
  InvitationCode?: string | undefined;
  ParentEmail?: string | undefined;
}

const choiceFor: Record<SignUpInput['AccountType'], SignUpAccountChoice> = {
  4: 'writer',
  2: 'teacher',
  0: 'parent',
};

const fieldNames: Record<string, string> = {
  userName: 'UserName',
  email: 'Email',
  password: 'Password',
  confirmPassword: 'ConfirmPassword',
  birthday: 'Birthday',
  accountChoice: 'AccountType',
  parentEmail: 'ParentEmail',
};

function badFields(problems: { field: string; message: MessageKey }[]): AppError {
  const first = problems[0] as { field: string; message: MessageKey };
  return new AppError(
    ErrorCode.BAD_INPUT,
    first.message,
    {},
    {
      fields: problems.map((p) => ({
        path: fieldNames[p.field] ?? p.field,
        message: Message[p.message],
      })),
    },
  );
}

/** CheckUserNameExist: format first, then whether any account holds it (case-insensitive). */
export async function checkUserNameExist(ctx: AccountContext, userName: string) {
  const problem = validateUsername(userName);
  if (problem) throw accountErrors.field('UserName', problem);
  return { Exist: await usernameTaken(ctx.db, normalizeLogin(userName)) };
}

/** CheckEmailExist: SPEC §5 format, then whether any account holds it. */
export async function checkEmailExist(ctx: AccountContext, email: string) {
  const problem = validateEmail(email);
  if (problem) throw accountErrors.field('Email', problem);
  return { Exist: await emailTaken(ctx.db, normalizeLogin(email)) };
}

/**
 * SignUp: a new inactive account (IsActive 0) with its activation email; an under-13 writer
 * also starts a parent's consent request. The new account is signed in by the caller.
 */
export async function signUp(
  ctx: AccountContext,
  input: SignUpInput,
  request: { language: InterfaceLanguage; ip: string },
): Promise<UserRow> {
  const now = ctx.clock.now();
  const email = input.Email.trim();
  const ipLimit = limits.signUpPerIp(request.ip, ctx.config.limits.signUpPerIpPerHour);
  const emailLimit = limits.signUpPerEmail(normalizeLogin(email));
  await assertWithinLimits(ctx.db, ctx.clock, 'signup', [ipLimit, emailLimit]);
  await recordAttempt(ctx.db, ctx.clock, 'signup', [ipLimit.subject, emailLimit.subject]);
  const parentEmail = input.ParentEmail?.trim() || undefined;
  const problems = signUpProblems(
    {
      userName: input.UserName,
      email,
      password: input.Password,
      confirmPassword: input.ConfirmPassword,
      birthday: input.Birthday,
      accountChoice: choiceFor[input.AccountType],
      ...(parentEmail ? { parentEmail } : {}),
    },
    now,
  );
  if (problems.length) throw badFields(problems);
  if (isCommonPassword(input.Password)) throw accountErrors.field('Password', 'passwordTooCommon');
  const referrer = input.InvitationCode
    ? await referrerFor(ctx.db, input.InvitationCode, null)
    : null;
  if (await usernameTaken(ctx.db, normalizeLogin(input.UserName))) {
    throw accountErrors.usernameTaken();
  }
  if (await emailTaken(ctx.db, normalizeLogin(email))) throw accountErrors.emailTaken();

  const birthday = input.Birthday || null;
  const needsConsent = consentNeeded(birthday, input.AccountType, now);
  const password = await passwordFields(input.Password);
  let user: UserRow;
  let activation: string;
  let consent: ConsentRequest | null = null;
  try {
    ({ user, activation, consent } = await ctx.db.transaction().execute(async (trx) => {
      const tx = { ...ctx, db: trx };
      const created = await insertAccount(trx, now, {
        username: input.UserName,
        email,
        passwordHash: password.password_hash,
        passwordInsecure: password.password_insecure === 1,
        isActive: 0,
        accountType: input.AccountType,
        isParent: input.AccountType === AccountType.REGULAR,
        birthday,
        language: request.language,
        parentEmail: needsConsent ? (parentEmail ?? null) : null,
        parentConsent: needsConsent ? 'pending' : 'not_needed',
        referredByUserId: referrer?.id ?? null,
      });
      return {
        user: created,
        activation: await issueToken(trx, ctx.clock, created.id, 'activation'),
        consent:
          needsConsent && parentEmail ? await requestConsent(tx, created.id, parentEmail) : null,
      };
    }));
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    // Someone took the name or the address between the check and the insert.
    if (await usernameTaken(ctx.db, normalizeLogin(input.UserName))) {
      throw accountErrors.usernameTaken();
    }
    throw accountErrors.emailTaken();
  }
  sendActivationEmail(ctx, user, activation);
  if (consent) sendParentConsentEmail(ctx, user, consent.parentEmail, consent.token);
  return user;
}
