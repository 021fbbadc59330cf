import { randomInt } from 'node:crypto';
import {
  AccountType,
  classMemberLimitWithoutPlan,
  classPasscodeAlphabet,
  classPasscodeLength,
  isClassGrade,
  isDateWithOptionalTime,
} from '@storyloom/domain';
import { isUniqueViolation } from '../../../db/dialect';
import { newId, newOpenId } from '../../../platform/ids';
import { studentSeats } from '../../plans/index';
import type { SessionUser } from '../../session/index';
import { classPartiesByIds } from '../../user/index';
import { classErrors } from '../errors';
import { classFor, isTeacherRole } from '../policy';
import { presentClass } from '../present';
import {
  type ClassRow,
  classesOfUser,
  countMembers,
  insertClass,
  insertMember,
  membersOf,
  updateClass,
} from '../queries';
import type { ClassesContext } from './context';

export function newPasscode(): string {
  let code = '';
  for (let i = 0; i < classPasscodeLength; i++) {
    code += classPasscodeAlphabet[randomInt(classPasscodeAlphabet.length)];
  }
  return code;
}

const accessCode = () =>
  newOpenId()
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, 12);

export function mustTeach(user: Pick<SessionUser, 'accountType'>): void {
  if (user.accountType !== AccountType.TEACHER) throw classErrors.noPermission();
}

export interface ClassFields {
  Name?: string | undefined;
  Grade?: string | undefined;
  EndTime?: string | undefined;
  ReadOtherBook?: number | undefined;
  PublicBook?: number | undefined;
}

function checkFields(input: ClassFields): void {
  if (input.Grade !== undefined && !isClassGrade(input.Grade)) {
    throw classErrors.input('Grade', 'badInput');
  }
  if (input.EndTime && !isDateWithOptionalTime(input.EndTime)) {
    throw classErrors.input('EndTime', 'badInput');
  }
}

async function studentCount(ctx: ClassesContext, classId: string): Promise<number> {
  return (await membersOf(ctx.db, classId)).filter((m) => m.role === 'STUDENT').length;
}

async function present(ctx: ClassesContext, row: ClassRow, role: string) {
  const parties = await classPartiesByIds(ctx.db, [row.teacher_id]);
  return presentClass(row, role, {
    teacherName: parties.get(row.teacher_id)?.username ?? '',
    joined: await studentCount(ctx, row.id),
    now: ctx.clock.now(),
    publicUrl: ctx.publicUrl,
  });
}

/** POST /api/Classes/GetClassList: the classes the user teaches or is a student of. */
export async function classList(ctx: ClassesContext, userId: string) {
  const rows = await classesOfUser(ctx.db, userId);
  return Promise.all(rows.map((r) => present(ctx, r, r.member_role)));
}

/** POST /api/Classes/GetClass: one class, for its members. */
export async function getClass(ctx: ClassesContext, userId: string, openId: string) {
  const { row, member } = await classFor(ctx.db, userId, openId, 'member');
  return present(ctx, row, member.role);
}

/**
 * POST /api/Classes/GetClassMemberCount: the members of one class (OpenId), or without it the
 * students of every class the user teaches.
 */
export async function classMemberCount(ctx: ClassesContext, userId: string, openId?: string) {
  if (openId) {
    const { row } = await classFor(ctx.db, userId, openId, 'member');
    return { ClassMemberCount: await countMembers(ctx.db, row.id) };
  }
  const students = new Set<string>();
  for (const c of await classesOfUser(ctx.db, userId)) {
    if (!isTeacherRole(c.member_role)) continue;
    for (const m of await membersOf(ctx.db, c.id))
      if (m.role === 'STUDENT') students.add(m.user_id);
  }
  return { ClassMemberCount: students.size };
}

/** POST /api/Classes/CreateClass: step 1 of the wizard. Teachers only. */
export async function createClass(
  ctx: ClassesContext,
  user: SessionUser,
  input: ClassFields & { Name: string; Grade: string },
) {
  mustTeach(user);
  checkFields(input);
  const now = ctx.clock.now();
  const seats = await studentSeats(ctx.db, user.id, now);
  const id = newId(now);
  for (let attempt = 0; ; attempt++) {
    try {
      await ctx.db.transaction().execute(async (trx) => {
        await insertClass(trx, {
          id,
          open_id: newOpenId(),
          passcode: newPasscode(),
          access_code: accessCode(),
          name: input.Name,
          grade: input.Grade,
          end_time: input.EndTime ?? '',
          read_other_book: input.ReadOtherBook ?? 0,
          public_book: input.PublicBook ?? 0,
          teacher_id: user.id,
          plan_open_id: seats && !seats.expired ? seats.planOpenId : null,
          created_at: now,
          updated_at: now,
        });
        await insertMember(trx, {
          class_id: id,
          user_id: user.id,
          role: 'PRIMARY',
          name: '',
          init_password: null,
          joined_at: now,
        });
      });
      break;
    } catch (err) {
      // A clash on the random passcode (1 in 10^9) is tried again with another.
      if (attempt < 3 && isUniqueViolation(err)) continue;
      throw err;
    }
  }
  const rows = await classesOfUser(ctx.db, user.id);
  const row = rows.find((r) => r.id === id);
  if (!row) throw new Error('class vanished');
  return present(ctx, row, 'PRIMARY');
}

/** POST /api/Classes/UpdateClass: name, grade, end date and the two permissions. */
export async function updateClassSettings(
  ctx: ClassesContext,
  userId: string,
  openId: string,
  input: ClassFields,
) {
  const { row, member } = await classFor(ctx.db, userId, openId, 'teach');
  checkFields(input);
  await updateClass(ctx.db, row.id, {
    ...(input.Name !== undefined ? { name: input.Name } : {}),
    ...(input.Grade !== undefined ? { grade: input.Grade } : {}),
    ...(input.EndTime !== undefined ? { end_time: input.EndTime } : {}),
    ...(input.ReadOtherBook !== undefined ? { read_other_book: input.ReadOtherBook ? 1 : 0 } : {}),
    ...(input.PublicBook !== undefined ? { public_book: input.PublicBook ? 1 : 0 } : {}),
    updated_at: ctx.clock.now(),
  });
  return getClass(ctx, userId, openId).then((c) => ({ ...c, Role: member.role }));
}

/** POST /api/Classes/RegenerateCode: a new passcode (the old one stops working). */
export async function regenerateCode(ctx: ClassesContext, userId: string, openId: string) {
  const { row } = await classFor(ctx.db, userId, openId, 'teach');
  for (let attempt = 0; ; attempt++) {
    try {
      const passcode = newPasscode();
      await updateClass(ctx.db, row.id, { passcode, updated_at: ctx.clock.now() });
      return { Passcode: passcode };
    } catch (err) {
      if (attempt < 3 && isUniqueViolation(err)) continue;
      throw err;
    }
  }
}

/** SPEC §6: without a plan a class has at most 40 members. */
export async function assertRoomWithoutPlan(ctx: ClassesContext, classId: string, more: number) {
  if ((await countMembers(ctx.db, classId)) + more > classMemberLimitWithoutPlan) {
    throw classErrors.memberLimit();
  }
}
