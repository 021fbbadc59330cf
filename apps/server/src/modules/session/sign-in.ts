import { ErrorCode, normalizeLogin } from '@storyloom/domain';
import type { DB } from '../../db/index';
import { AppError } from '../../http/errors';
import type { Clock } from '../../platform/clock';
import type { AtRestKey } from '../../platform/secrets/index';
import {
  accountErrors,
  attemptKeyFor,
  checkCredentials,
  checkSecondFactor,
  findUserByLogin,
  recordSignIn,
  type UserRow,
} from '../user/index';
import { assertMayTry, forgetPair, mayWarn, recordFailure, throttle } from './throttle';

export interface SignInInput {
  login: string;
  password: string;
  totpCode: string | undefined;
  ip: string;
  /** Opens the account's sealed TOTP secret. */
  totpKey: AtRestKey;
  /**
   * Tells the owner that someone is failing to sign in to their account (the email with the
   * link that clears the throttle). Called at most once an hour per account.
   */
  warnOwner(user: UserRow): void;
}

/**
 * Sign-in with username or email and password (and the TOTP code when the account has it on).
 * Failures slow further tries of the same account from the same address (modules/session/
 * throttle.ts) and count against the address; unknown and known accounts fail alike.
 */
export async function signIn(
  db: DB,
  clock: Clock,
  input: SignInInput,
): Promise<{ user: UserRow; secondFactor: boolean }> {
  const accountKey = await attemptKeyFor(db, input.login);
  await assertMayTry(db, clock, accountKey, input.ip);
  const fail = async (error: AppError, user: UserRow | null): Promise<never> => {
    const failures = await recordFailure(db, clock, accountKey, input.ip);
    if (user && failures >= throttle.freeFailures && (await mayWarn(db, clock, accountKey))) {
      input.warnOwner(user);
    }
    throw error;
  };
  const user = await checkCredentials(db, input.login, input.password);
  if (!user) {
    const known = accountKey.startsWith('id:')
      ? await findUserByLogin(db, normalizeLogin(input.login))
      : undefined;
    return fail(accountErrors.signInFailed(), known ?? null);
  }
  if (user.is_active === 2) throw accountErrors.accountDisabled();
  let secondFactor = false;
  try {
    secondFactor = await checkSecondFactor(db, clock, user, input.totpCode, input.totpKey);
  } catch (err) {
    if (err instanceof AppError && err.code === ErrorCode.TOTP_INVALID) return fail(err, user);
    throw err;
  }
  await forgetPair(db, accountKey, input.ip);
  await recordSignIn(db, clock, user.id);
  return { user, secondFactor };
}
