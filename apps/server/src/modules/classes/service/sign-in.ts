import { isClassEnded, normalizeClassPasscode, normalizeLogin, utcDate } from '@storyloom/domain';
import { verifyAgainstDummy, verifyPassword } from '../../../platform/passwords/index';
import { accountSubject, assertWithinLimits, recordAttempt } from '../../session/index';
import { classPartiesByIds, findUserByLogin, recordSignIn } from '../../user/index';
import { classErrors } from '../errors';
import { type ClassRow, classByPasscode, memberOf, membersOf } from '../queries';
import type { ClassesContext } from './context';

/** Failed class-code sign-ins per class and address: 10 in 15 minutes (decision 027). */
export const classSignInLimit = { max: 10, windowMs: 15 * 60 * 1000 };

export async function classByCode(ctx: ClassesContext, code: string): Promise<ClassRow> {
  const passcode = normalizeClassPasscode(code);
  if (!passcode) throw classErrors.passcodeFormat();
  const row = await classByPasscode(ctx.db, passcode);
  if (!row) throw classErrors.notFound();
  if (isClassEnded(row.end_time, utcDate(ctx.clock.now()))) throw classErrors.classEnded();
  return row;
}

/**
 * POST /api/Classes/GetSignInNames: /student-sign-in/{code} lists the class's students so a
 * child picks their name. Only usernames (never the names the teacher typed), only with the
 * class code, and the call is rate limited per address.
 */
export async function signInNames(ctx: ClassesContext, code: string) {
  const passcode = normalizeClassPasscode(code);
  if (!passcode) throw classErrors.passcodeFormat();
  // No class with this code: an empty answer the screen words ("no class has this code").
  if (!(await classByPasscode(ctx.db, passcode))) {
    return { Found: false, ClassName: '', Usernames: [] as string[] };
  }
  const row = await classByCode(ctx, code);
  const students = (await membersOf(ctx.db, row.id)).filter((m) => m.role === 'STUDENT');
  const parties = await classPartiesByIds(
    ctx.db,
    students.map((m) => m.user_id),
  );
  const names = students.map((m) => parties.get(m.user_id)?.username).filter(Boolean) as string[];
  return { Found: true, ClassName: row.name, Usernames: names.sort((a, b) => a.localeCompare(b)) };
}

/**
 * POST /api/User/studentSignIn: class code + username + four-digit password. Only a student of
 * that class signs in this way; failures count against the class and the address.
 */
export async function studentSignIn(
  ctx: ClassesContext,
  input: { code: string; username: string; password: string; ip: string },
) {
  const row = await classByCode(ctx, input.code);
  const subject = accountSubject(`class:${row.id}:${input.ip}`);
  const limit = [{ subject, ...classSignInLimit }];
  await assertWithinLimits(ctx.db, ctx.clock, 'signin', limit);
  const account = await findUserByLogin(ctx.db, normalizeLogin(input.username));
  const member = account ? await memberOf(ctx.db, row.id, account.id) : undefined;
  const hash = member?.role === 'STUDENT' ? account?.password_hash : null;
  const good =
    account && hash
      ? await verifyPassword(hash, input.password)
      : await verifyAgainstDummy(input.password);
  if (!good || !account || account.is_active === 2 || account.deleted_at !== null) {
    await recordAttempt(ctx.db, ctx.clock, 'signin', [subject]);
    throw classErrors.signInFailed();
  }
  await recordSignIn(ctx.db, ctx.clock, account.id);
  return account;
}
