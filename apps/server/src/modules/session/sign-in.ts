import { ErrorCode } from '@storyloom/domain';
import type { DB } from '../../db/index';
import { AppError } from '../../http/errors';
import type { Clock } from '../../platform/clock';
import type { AtRestKey } from '../../platform/secrets/index';
import type { UserRow } from '../user/index';
import {
  accountErrors,
  attemptKeyFor,
  checkCredentials,
  checkSecondFactor,
  recordSignIn,
} from '../user/index';
import { accountSubject, assertWithinLimits, clearAttempts, limits, recordAttempt } from './limits';

export interface SignInInput {
  login: string;
  password: string;
  totpCode: string | undefined;
  ip: string;
  /** Opens the account's sealed TOTP secret. */
  totpKey: AtRestKey;
}

/**
 * Sign-in with username or email and password (and the TOTP code when the account has it on).
 * Failures count against the account and the address; unknown and known accounts fail alike.
 */
export async function signIn(
  db: DB,
  clock: Clock,
  input: SignInInput,
): Promise<{ user: UserRow; secondFactor: boolean }> {
  const accountKey = await attemptKeyFor(db, input.login);
  const accountLimit = limits.signInPerAccount(accountKey);
  const ipLimit = limits.signInPerIp(input.ip);
  await assertWithinLimits(db, clock, 'signin', [accountLimit, ipLimit]);
  const fail = async (error: AppError): Promise<never> => {
    await recordAttempt(db, clock, 'signin', [accountLimit.subject, ipLimit.subject]);
    throw error;
  };
  const user = await checkCredentials(db, input.login, input.password);
  if (!user) return fail(accountErrors.signInFailed());
  if (user.is_active === 2) throw accountErrors.accountDisabled();
  let secondFactor = false;
  try {
    secondFactor = await checkSecondFactor(db, clock, user, input.totpCode, input.totpKey);
  } catch (err) {
    if (err instanceof AppError && err.code === ErrorCode.TOTP_INVALID) return fail(err);
    throw err;
  }
  await clearAttempts(db, 'signin', accountSubject(accountKey));
  await recordSignIn(db, clock, user.id);
  return { user, secondFactor };
}
