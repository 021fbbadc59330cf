import {
  ErrorCode as BaseCode,
  ClassErrorCode,
  Message,
  PlanErrorCode,
  type ServerUserInfo,
} from '@storyloom/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/app';
import { browser, signedIn } from '../helpers/factories';
import { addStudents, type ClassView, classesApp, makeClass, teacher } from './helpers';

const ErrorCode = { ...BaseCode, ...PlanErrorCode, ...ClassErrorCode };

let t: TestApp;
beforeAll(async () => {
  t = await classesApp();
});
afterAll(() => t.close());

describe('classes and their roster', () => {
  it('only teachers create classes; bad input is a clear envelope error', async () => {
    const writer = await signedIn(t);
    const refused = await writer.client.post('/api/Classes/CreateClass', {
      Name: 'A',
      Grade: '4th',
    });
    expect(refused.body.code).toBe(ErrorCode.NO_PERMISSION);
    const { client } = await teacher(t);
    const missing = await client.post('/api/Classes/CreateClass', { Grade: '4th' });
    expect(missing.status).toBe(400);
    expect(missing.body.code).toBe(ErrorCode.BAD_INPUT);
    const grade = await client.post('/api/Classes/CreateClass', { Name: 'A', Grade: '13th' });
    expect(grade.body.code).toBe(ErrorCode.CLASS_INPUT);
    const visitor = await browser(t).post('/api/Classes/GetClassList');
    expect(visitor.body.code).toBe(ErrorCode.NOT_LOGGED_IN);
  });

  it('answers the class list on every page load, however quick (the session asks for it each time)', async () => {
    const { client } = await teacher(t);
    for (let load = 0; load < 150; load += 1) {
      const res = await client.post('/api/Classes/GetClassList');
      expect(res.status, `page load ${load + 1}`).toBe(200);
    }
  });

  it('a teacher without a school plan creates a class but cannot add students (SPEC §8)', async () => {
    const { client } = await teacher(t);
    const c = await makeClass(client);
    expect(c).toMatchObject({ Role: 'PRIMARY', Joined: 0, IsEnded: false });
    expect(c.Passcode).toMatch(/^[ABCDEFGHJKLMNPQRSTUVWXYZ23456789]{6}$/);
    const res = await client.post('/api/Classes/AddStudents', {
      OpenId: c.OpenId,
      Students: 'Mia',
    });
    expect(res.body.code).toBe(ErrorCode.PLAN_NEEDED);
    expect(res.body.msg).toBe(Message.addStudentsNeedPlan);
  });

  it('adds class students from the bulk input, with names only for the teacher', async () => {
    const { client } = await teacher(t, 20);
    const c = await makeClass(client);
    const empty = await client.post('/api/Classes/AddStudents', {
      OpenId: c.OpenId,
      Students: ' ',
    });
    expect(empty.body).toMatchObject({
      code: ErrorCode.CLASS_INPUT,
      msg: Message.studentInputEmpty,
    });
    const bad = await client.post('/api/Classes/AddStudents', {
      OpenId: c.OpenId,
      Students: 'Mia\nLeo Smith',
    });
    expect(bad.body).toMatchObject({
      code: ErrorCode.CLASS_INPUT,
      msg: 'Line 2: names use only letters and digits.',
    });
    const made = await addStudents(client, c.OpenId, 'Mia\nLeo, leo@example.com');
    expect(made).toHaveLength(2);
    for (const s of made) expect(s.InitPassword).toMatch(/^\d{4}$/);
    const list = await client.post<ClassView[]>('/api/Classes/GetClassList');
    expect(list.body.result.find((x) => x.OpenId === c.OpenId)?.Joined).toBe(2);
    const count = await client.post('/api/Classes/GetClassMemberCount', { OpenId: c.OpenId });
    expect(count.body.result).toEqual({ ClassMemberCount: 3 });
    const roster = await client.post<{ Role: string; Name: string; Username: string }[]>(
      '/api/Classes/GetRoster',
      { OpenId: c.OpenId },
    );
    expect(roster.body.result.map((r) => r.Role)).toEqual(['PRIMARY', 'STUDENT', 'STUDENT']);
    expect(new Set(roster.body.result.map((r) => r.Name))).toEqual(new Set(['', 'Mia', 'Leo']));
  });

  it('refuses another teacher, a student of another class and a stranger with the same 404', async () => {
    const owner = await teacher(t, 20);
    const c = await makeClass(owner.client);
    const [mia] = await addStudents(owner.client, c.OpenId, 'Mia');
    const other = await teacher(t, 20);
    const otherClass = await makeClass(other.client);
    const [leo] = await addStudents(other.client, otherClass.OpenId, 'Leo');
    const leoClient = browser(t);
    await leoClient.post('/api/User/studentSignIn', {
      Code: otherClass.Passcode,
      UserName: leo?.Username,
      Password: leo?.InitPassword,
    });
    for (const client of [other.client, leoClient, (await signedIn(t)).client]) {
      for (const [path, body] of [
        ['/api/Classes/GetRoster', { OpenId: c.OpenId }],
        ['/api/Classes/GetClass', { OpenId: c.OpenId }],
        ['/api/Classes/AddStudents', { OpenId: c.OpenId, Students: 'Zed' }],
        ['/api/Classes/GetAssignments', { OpenId: c.OpenId }],
        ['/api/Classes/GetSubmissions', { OpenId: c.OpenId }],
        ['/api/Classes/RegenerateCode', { OpenId: c.OpenId }],
        ['/api/Classes/ResetStudentPassword', { OpenId: c.OpenId, Uid: 'x', Password: '1234' }],
      ] as const) {
        const res = await client.post(path, body);
        expect(res.body.code, path).toBe(ErrorCode.NOT_FOUND);
      }
    }
    // A class student cannot sign in through a class they are not in.
    const wrong = await browser(t).post('/api/User/studentSignIn', {
      Code: c.Passcode,
      UserName: leo?.Username,
      Password: leo?.InitPassword,
    });
    expect(wrong.body.code).toBe(ErrorCode.SIGN_IN_FAILED);
    expect(mia).toBeDefined();
  });

  it('all the accounts used up: the SPEC §8 text', async () => {
    const { client } = await teacher(t, 10);
    const c = await makeClass(client);
    const res = await client.post('/api/Classes/AddStudents', {
      OpenId: c.OpenId,
      Students: Array.from({ length: 10 }, (_, i) => `Kid${i}`).join('\n'),
    });
    expect(res.body).toMatchObject({ code: ErrorCode.PLAN_FULL, msg: Message.accountsUsedUp });
  });
});

describe('class-code sign-in (POST /api/User/studentSignIn)', () => {
  it('signs a class student in with code, username and four digits; students see no names', async () => {
    const { client } = await teacher(t, 20);
    const c = await makeClass(client);
    const [mia, leo] = await addStudents(client, c.OpenId, 'Mia\nLeo');
    if (!mia || !leo) throw new Error('no students');
    const names = await browser(t).post<{ Usernames: string[] }>('/api/Classes/GetSignInNames', {
      Code: c.Passcode?.toLowerCase(),
    });
    expect(new Set(names.body.result.Usernames)).toEqual(new Set([mia.Username, leo.Username]));
    expect(JSON.stringify(names.body)).not.toContain('"Mia"');
    const unknown = await browser(t).post('/api/Classes/GetSignInNames', { Code: 'ZZZZZZ' });
    expect(unknown.body.result).toEqual({ Found: false, ClassName: '', Usernames: [] });
    const format = await browser(t).post('/api/User/studentSignIn', {
      Code: 'AB-1',
      UserName: mia.Username,
      Password: mia.InitPassword,
    });
    expect(format.body).toMatchObject({
      code: ErrorCode.CLASS_INPUT,
      msg: 'Incorrect class passcode format',
    });
    const wrong = await browser(t).post('/api/User/studentSignIn', {
      Code: c.Passcode,
      UserName: mia.Username,
      Password: mia.InitPassword === '0000' ? '0001' : '0000',
    });
    expect(wrong.body.code).toBe(ErrorCode.SIGN_IN_FAILED);
    const student = browser(t);
    const ok = await student.post<{ info: ServerUserInfo }>('/api/User/studentSignIn', {
      Code: c.Passcode,
      UserName: mia.Username,
      Password: mia.InitPassword,
    });
    expect(ok.body.code).toBe(0);
    expect(ok.body.result.info).toMatchObject({ AccountType: 9, PasswordInsecure: false });
    expect(ok.body.result.info.Age).toBe(9);
    const list = await student.post<ClassView[]>('/api/Classes/GetClassList');
    expect(list.body.result).toHaveLength(1);
    expect(list.body.result[0]).toMatchObject({ Role: 'STUDENT', Name: 'Maple 4' });
    expect(list.body.result[0]?.Passcode).toBeUndefined();
    const roster = await student.post<{ Role: string; Name: string; Username: string }[]>(
      '/api/Classes/GetRoster',
      { OpenId: c.OpenId },
    );
    expect(roster.body.result.map((r) => r.Role)).toEqual(['PRIMARY', 'STUDENT']);
    expect(roster.body.result.every((r) => r.Name === '')).toBe(true);
    expect(roster.body.result.map((r) => r.Username)).not.toContain(leo.Username);
    // A student cannot manage the class.
    const add = await student.post('/api/Classes/AddStudents', { OpenId: c.OpenId, Students: 'X' });
    expect(add.body.code).toBe(ErrorCode.NOT_FOUND);
  });

  it('reset password: four digits (SPEC §5), and the old one stops working', async () => {
    const { client } = await teacher(t, 20);
    const c = await makeClass(client);
    const [mia] = await addStudents(client, c.OpenId, 'Mia');
    if (!mia) throw new Error('no student');
    const student = browser(t);
    await student.post('/api/User/studentSignIn', {
      Code: c.Passcode,
      UserName: mia.Username,
      Password: mia.InitPassword,
    });
    const roster = await client.post<{ Uid: string; Role: string }[]>('/api/Classes/GetRoster', {
      OpenId: c.OpenId,
    });
    const uid = roster.body.result.find((r) => r.Role === 'STUDENT')?.Uid ?? '';
    const bad = await client.post('/api/Classes/ResetStudentPassword', {
      OpenId: c.OpenId,
      Uid: uid,
      Password: '123',
    });
    expect(bad.body).toMatchObject({
      code: ErrorCode.CLASS_INPUT,
      msg: Message.studentPasswordDigits,
    });
    const next = mia.InitPassword === '4321' ? '1234' : '4321';
    const reset = await client.post('/api/Classes/ResetStudentPassword', {
      OpenId: c.OpenId,
      Uid: uid,
      Password: next,
    });
    expect(reset.body.result).toEqual({ Password: next });
    const old = await browser(t).post('/api/User/studentSignIn', {
      Code: c.Passcode,
      UserName: mia.Username,
      Password: mia.InitPassword,
    });
    expect(old.body.code).toBe(ErrorCode.SIGN_IN_FAILED);
    const fresh = await browser(t).post('/api/User/studentSignIn', {
      Code: c.Passcode,
      UserName: mia.Username,
      Password: next,
    });
    expect(fresh.body.code).toBe(0);
    // The student cannot reset a password, not even their own.
    const self = await student.post('/api/Classes/ResetStudentPassword', {
      OpenId: c.OpenId,
      Uid: uid,
      Password: '1111',
    });
    expect(self.body.code).toBe(ErrorCode.NOT_FOUND);
  });

  it('an ended class refuses sign-in and new students with "Sorry, this class has already ended"', async () => {
    const { client } = await teacher(t, 20);
    const c = await makeClass(client);
    const [mia] = await addStudents(client, c.OpenId, 'Mia');
    const end = await client.post<ClassView>('/api/Classes/UpdateClass', {
      OpenId: c.OpenId,
      EndTime: '2000-01-01',
    });
    expect(end.body.result.IsEnded).toBe(true);
    const res = await browser(t).post('/api/User/studentSignIn', {
      Code: c.Passcode,
      UserName: mia?.Username,
      Password: mia?.InitPassword,
    });
    expect(res.body).toMatchObject({ code: ErrorCode.CLASS_ENDED, msg: Message.classEnded });
    const add = await client.post('/api/Classes/AddStudents', {
      OpenId: c.OpenId,
      Students: 'Leo',
    });
    expect(add.body.code).toBe(ErrorCode.CLASS_ENDED);
  });

  it('failures are limited per class and address', async () => {
    const { client } = await teacher(t, 20);
    const c = await makeClass(client);
    const [mia] = await addStudents(client, c.OpenId, 'Mia');
    const guesser = browser(t);
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await guesser.post('/api/User/studentSignIn', {
        Code: c.Passcode,
        UserName: mia?.Username,
        Password: String(i).padStart(4, '9'),
      });
      codes.push(res.body.code);
    }
    expect(codes.at(-1)).toBe(ErrorCode.RATE_LIMITED);
  });
});
