import { randomInt } from 'node:crypto';
import {
  AccountType,
  adultAge,
  ageOn,
  type InterfaceLanguage,
  normalizeLogin,
  validateBirthday,
  validateEmail,
  validateUsername,
} from '@storyloom/domain';
import { createRemoteJWKSet, type JWTPayload, jwtVerify } from 'jose';
import { isUniqueViolation } from '../../../db/dialect';
import { referrerFor, rewardReferral } from '../../invitation/index';
import { grantWelcomeTicket } from '../../ledger/index';
import { accountErrors } from '../account-errors';
import { insertAccount } from '../accounts';
import type { AccountContext } from '../context';
import {
  findUserByEmail,
  findUserByGoogleSub,
  type UserRow,
  updateUser,
  usernameTaken,
} from '../queries';
import { consentNeeded, requestConsent } from './birthday';
import { sendParentConsentEmail } from './mail';

export const googleJwksDefault = 'https://www.googleapis.com/oauth2/v3/certs';
const googleIssuers = ['https://accounts.google.com', 'accounts.google.com'];

const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();
function keySet(url: string) {
  let set = keySets.get(url);
  if (!set) {
    set = createRemoteJWKSet(new URL(url), { timeoutDuration: 5_000, cooldownDuration: 30_000 });
    keySets.set(url, set);
  }
  return set;
}

interface GoogleIdentity {
  sub: string;
  email: string;
}

/** Verifies a Google ID token: signature (JWKS), issuer, audience (GOOGLE_CLIENT_ID), expiry. */
export async function verifyGoogleIdToken(
  ctx: AccountContext,
  credential: string,
): Promise<GoogleIdentity> {
  const { clientId, jwksUrl } = ctx.config.google;
  if (!clientId) throw accountErrors.googleFailed();
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(credential, keySet(jwksUrl ?? googleJwksDefault), {
      issuer: googleIssuers,
      audience: clientId,
      currentDate: new Date(ctx.clock.now()),
      clockTolerance: 60,
    }));
  } catch {
    throw accountErrors.googleFailed();
  }
  const email = typeof payload.email === 'string' ? payload.email : '';
  const verified = payload.email_verified === true || payload.email_verified === 'true';
  if (!payload.sub || !email || !verified) throw accountErrors.googleFailed();
  return { sub: payload.sub, email };
}

async function freeUsername(ctx: AccountContext, email: string): Promise<string> {
  const local = (email.split('@')[0] ?? '').replace(/[^A-Za-z0-9_]/g, '').slice(0, 14);
  const base = local.length >= 3 ? local : `writer${local}`;
  if (!(await usernameTaken(ctx.db, normalizeLogin(base)))) return base;
  for (;;) {
    const name = `${base}${randomInt(1000, 999_999)}`;
    if (!(await usernameTaken(ctx.db, normalizeLogin(name)))) return name;
  }
}

export interface GoogleSignUpInput {
  Credential: string;
  /** signin (default): only existing accounts; signup: make one when none exists. */
  Mode: 'signin' | 'signup';
  UserName?: string | undefined;
  Birthday?: string | undefined;
  AccountType: 0 | 2 | 4;
  InvitationCode?: string | undefined;
  ParentEmail?: string | undefined;
}

/**
 * GoogleSignUp: the account of a verified Google identity (by Google id, else by its email,
 * which is then linked and counts as activated). In sign-in mode an unknown identity answers
 * SPEC §8's "Sorry! You need to register..."; in sign-up mode it becomes a new active account.
 */
export async function googleSignUp(
  ctx: AccountContext,
  input: GoogleSignUpInput,
  language: InterfaceLanguage,
): Promise<{ user: UserRow; created: boolean }> {
  const identity = await verifyGoogleIdToken(ctx, input.Credential);
  const now = ctx.clock.now();
  const known =
    (await findUserByGoogleSub(ctx.db, identity.sub)) ??
    (await findUserByEmail(ctx.db, normalizeLogin(identity.email)));
  if (known) {
    if (known.is_active === 2) throw accountErrors.accountDisabled();
    await updateUser(ctx.db, known.id, {
      google_sub: identity.sub,
      is_active: known.is_active === 0 ? 1 : known.is_active,
      updated_at: now,
    });
    // A verified Google address activates a waiting account: its welcome ticket, once.
    if (known.is_active === 0) {
      await grantWelcomeTicket(ctx, { id: known.id, accountType: known.account_type });
    }
    return { user: { ...known, google_sub: identity.sub }, created: false };
  }
  if (input.Mode !== 'signup') throw accountErrors.needRegister();

  let username: string;
  if (input.UserName) {
    const problem = validateUsername(input.UserName);
    if (problem) throw accountErrors.field('UserName', problem);
    if (await usernameTaken(ctx.db, normalizeLogin(input.UserName))) {
      throw accountErrors.usernameTaken();
    }
    username = input.UserName;
  } else {
    username = await freeUsername(ctx, identity.email);
  }
  const birthday = input.Birthday || null;
  let parentEmail: string | undefined;
  if (birthday) {
    const problem = validateBirthday(birthday, now);
    if (problem) throw accountErrors.field('Birthday', problem);
    if (input.AccountType !== AccountType.WRITER && (ageOn(birthday, now) ?? 0) < adultAge) {
      throw accountErrors.field('AccountType', 'adultsOnly');
    }
    if (consentNeeded(birthday, input.AccountType, now)) {
      parentEmail = input.ParentEmail?.trim();
      if (!parentEmail) throw accountErrors.field('ParentEmail', 'parentEmailNeeded');
      if (validateEmail(parentEmail)) throw accountErrors.field('ParentEmail', 'emailFormat');
    }
  }
  const referrer = input.InvitationCode
    ? await referrerFor(ctx.db, input.InvitationCode, null)
    : null;
  try {
    const user = await ctx.db.transaction().execute(async (trx) => {
      const created = await insertAccount(trx, now, {
        username,
        email: identity.email,
        password: null,
        isActive: 1,
        accountType: input.AccountType,
        isParent: input.AccountType === AccountType.REGULAR,
        birthday,
        language,
        googleSub: identity.sub,
        referredByUserId: referrer?.id ?? null,
        parentEmail: parentEmail ?? null,
        parentConsent: parentEmail ? 'pending' : 'not_needed',
      });
      await rewardReferral(trx, ctx.clock, created.id);
      const consent = parentEmail
        ? await requestConsent({ ...ctx, db: trx }, created.id, parentEmail)
        : null;
      return { created, consent };
    });
    if (user.consent) {
      sendParentConsentEmail(ctx, user.created, user.consent.parentEmail, user.consent.token);
    }
    await grantWelcomeTicket(ctx, { id: user.created.id, accountType: user.created.account_type });
    return { user: user.created, created: true };
  } catch (err) {
    if (isUniqueViolation(err)) throw accountErrors.usernameTaken();
    throw err;
  }
}
