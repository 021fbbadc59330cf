import { randomInt } from 'node:crypto';
import {
  AccountType,
  birthdayForAge,
  defaultStudentPassword,
  gradeAge,
  isClassEnded,
  normalizeLogin,
  parseStudentInput,
  studentUsername,
  utcDate,
  validateStudentPassword,
} from '@storyloom/domain';
import { hashPassword } from '../../../platform/passwords/index';
import { joinSchoolPlan, leaveSchoolPlan, mayAddStudents } from '../../plans/index';
import {
  classPartiesByIds,
  findUserByLogin,
  findUserByOpenId,
  insertAccount,
  setClassStudentPassword,
} from '../../user/index';
import { classErrors } from '../errors';
import { classFor, isTeacherRole } from '../policy';
import { presentRosterEntry } from '../present';
import {
  type ClassRow,
  deleteMember,
  insertMember,
  memberOf,
  membersOf,
  updateMember,
} from '../queries';
import type { ClassesContext } from './context';
import { waitingEntries } from './invitations';

/** POST /api/Classes/GetRoster: the class's people; names only for its teachers. */
export async function roster(ctx: ClassesContext, userId: string, openId: string) {
  const { row, member } = await classFor(ctx.db, userId, openId, 'member');
  const members = await membersOf(ctx.db, row.id);
  const teacher = isTeacherRole(member.role);
  // A student sees the teachers and themself, not the other children of the class.
  const visible = teacher
    ? members
    : members.filter((m) => isTeacherRole(m.role) || m.user_id === userId);
  const parties = await classPartiesByIds(
    ctx.db,
    visible.map((m) => m.user_id),
  );
  const rank = (role: string) => ['PRIMARY', 'TEACHER', 'STUDENT'].indexOf(role);
  const entries = visible
    .map((m) => ({ m, entry: presentRosterEntry(m, parties.get(m.user_id), teacher) }))
    .sort(
      (a, b) => rank(a.m.role) - rank(b.m.role) || a.entry.Username.localeCompare(b.entry.Username),
    )
    .map((x) => x.entry);
  // Invited co-teachers ("Waiting for user", decision 038): the teachers' business only.
  return teacher ? [...entries, ...(await waitingEntries(ctx, row.id))] : entries;
}

async function freeUsername(ctx: ClassesContext, name: string, taken: Set<string>) {
  for (let attempt = 0; attempt < 20; attempt++) {
    const username = studentUsername(name, randomInt);
    const key = normalizeLogin(username);
    if (taken.has(key)) continue;
    if (!(await findUserByLogin(ctx.db, key))) {
      taken.add(key);
      return username;
    }
  }
  throw new Error('no free username');
}

/**
 * POST /api/Classes/AddStudents: step 2 of the wizard. Class-student accounts (no email) from
 * the SPEC §5 bulk input, each with a generated username and four-digit password; they join
 * the class and its school plan in one transaction. Needs the teacher's school plan with seats.
 */
export async function addStudents(
  ctx: ClassesContext,
  userId: string,
  openId: string,
  input: string,
) {
  const { row } = await classFor(ctx.db, userId, openId, 'teach');
  if (isClassEnded(row.end_time, utcDate(ctx.clock.now()))) throw classErrors.classEnded();
  const parsed = parseStudentInput(input);
  if (!parsed.ok) throw classErrors.input('Students', parsed.message, parsed.line);
  return createStudents(
    ctx,
    row,
    userId,
    parsed.students.map((s) => s.name),
  );
}

/**
 * Makes class-student accounts for these names in one transaction (all or none): each with a
 * generated username and four-digit password, in the class and its school plan. Emails are
 * never stored: class students sign in with the class code (decision 027).
 */
export async function createStudents(
  ctx: ClassesContext,
  row: ClassRow,
  userId: string,
  names: readonly string[],
) {
  const now = ctx.clock.now();
  const seats = await mayAddStudents(ctx.db, userId, names.length, now);
  const taken = new Set<string>();
  const made: { name: string; username: string; password: string; hash: string }[] = [];
  // Usernames and password hashes first: nothing slow waits inside the transaction.
  for (const name of names) {
    const password = defaultStudentPassword(randomInt);
    made.push({
      name,
      username: await freeUsername(ctx, name, taken),
      password,
      hash: await hashPassword(password),
    });
  }
  const birthday = birthdayForAge(gradeAge(row.grade), now);
  await ctx.db.transaction().execute(async (trx) => {
    for (const m of made) {
      const account = await insertAccount(trx, now, {
        username: m.username,
        email: null,
        passwordHash: m.hash,
        passwordInsecure: false,
        isActive: 1,
        accountType: AccountType.CLASS_STUDENT,
        birthday,
        language: 'en',
        avatar: 'penguin',
      });
      await insertMember(trx, {
        class_id: row.id,
        user_id: account.id,
        role: 'STUDENT',
        name: m.name,
        init_password: m.password,
        joined_at: now,
      });
      await joinSchoolPlan(trx, { planOpenId: seats.planOpenId, userId: account.id, now });
    }
  });
  return {
    Students: made.map((m) => ({ Name: m.name, Username: m.username, InitPassword: m.password })),
  };
}

async function studentOf(ctx: ClassesContext, classId: string, uid: string) {
  const account = await findUserByOpenId(ctx.db, uid);
  const member = account ? await memberOf(ctx.db, classId, account.id) : undefined;
  if (!account || !member) throw classErrors.notFound();
  return { account, member };
}

/** POST /api/Classes/ResetStudentPassword: four digits typed, or the default helper's. */
export async function resetStudentPassword(
  ctx: ClassesContext,
  userId: string,
  openId: string,
  uid: string,
  password: string | undefined,
) {
  const { row } = await classFor(ctx.db, userId, openId, 'teach');
  const { account, member } = await studentOf(ctx, row.id, uid);
  if (member.role !== 'STUDENT' || account.account_type !== AccountType.CLASS_STUDENT) {
    throw classErrors.noPermission();
  }
  const next = password ?? defaultStudentPassword(randomInt);
  const problem = validateStudentPassword(next);
  if (problem) throw classErrors.input('Password', problem);
  const now = ctx.clock.now();
  await setClassStudentPassword(ctx.db, now, account.id, next);
  await updateMember(ctx.db, row.id, account.id, { init_password: next });
  return { Password: next };
}

/** POST /api/Classes/RemoveMember: a student or co-teacher leaves the class (not the primary). */
export async function removeMember(
  ctx: ClassesContext,
  userId: string,
  openId: string,
  uid: string,
) {
  const { row } = await classFor(ctx.db, userId, openId, 'teach');
  const { account, member } = await studentOf(ctx, row.id, uid);
  if (member.role === 'PRIMARY') throw classErrors.noPermission();
  await ctx.db.transaction().execute(async (trx) => {
    await deleteMember(trx, row.id, account.id);
    if (member.role === 'STUDENT' && row.plan_open_id) {
      await leaveSchoolPlan(trx, { planOpenId: row.plan_open_id, userId: account.id });
    }
  });
  return null;
}
