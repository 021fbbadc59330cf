import { ErrorCode as BaseCode, ClassErrorCode, Message, PlanErrorCode } from '@storyloom/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/app';
import { browser, signedIn } from '../helpers/factories';
import { addStudents, classesApp, makeClass, studentBrowser, teacher } from './helpers';

const ErrorCode = { ...BaseCode, ...PlanErrorCode, ...ClassErrorCode };

let t: TestApp;
beforeAll(async () => {
  t = await classesApp();
});
afterAll(() => t.close());

interface Preview {
  Applied: boolean;
  Rows: { Line: number; Name: string; Error: string | null }[];
  Ready: boolean;
  Students?: { Name: string; Username: string; InitPassword: string }[];
}

const csv = 'name,email\n李小明,\nJosé,jose@example.com\n';

async function rosterNames(client: Awaited<ReturnType<typeof teacher>>['client'], openId: string) {
  const res = await client.post<{ Name: string; Role: string }[]>('/api/Classes/GetRoster', {
    OpenId: openId,
  });
  return res.body.result.filter((e) => e.Role === 'STUDENT').map((e) => e.Name);
}

describe('POST /api/Classes/ImportStudents (decision 044)', () => {
  it('previews every row, then makes the accounts; non-ASCII names sign in by class code', async () => {
    const owner = await teacher(t, 20);
    const c = await makeClass(owner.client);
    const preview = await owner.client.post<Preview>('/api/Classes/ImportStudents', {
      OpenId: c.OpenId,
      Csv: csv,
    });
    expect(preview.body.code).toBe(0);
    expect(preview.body.result).toEqual({
      Applied: false,
      Ready: true,
      Rows: [
        { Line: 2, Name: '李小明', Error: null },
        { Line: 3, Name: 'José', Error: null },
      ],
    });
    expect(await rosterNames(owner.client, c.OpenId)).toEqual([]);

    const applied = await owner.client.post<Preview>('/api/Classes/ImportStudents', {
      OpenId: c.OpenId,
      Csv: csv,
      Apply: 1,
    });
    expect(applied.body.code).toBe(0);
    const students = applied.body.result.Students ?? [];
    expect(students.map((s) => s.Name)).toEqual(['李小明', 'José']);
    // The username keeps ASCII letters only: a Chinese name gets "student" and four digits.
    expect(students[0]?.Username).toMatch(/^student\d{4}$/);
    expect(students[1]?.Username).toMatch(/^Jose\d{4}$/);
    expect((await rosterNames(owner.client, c.OpenId)).sort()).toEqual(['José', '李小明'].sort());
    const li = students[0];
    if (!li || !c.Passcode) throw new Error('no student');
    await studentBrowser(t, c.Passcode, li.Username, li.InitPassword);
  });

  it('names each bad row in the teacher’s language and makes nothing when applied', async () => {
    const owner = await teacher(t, 20);
    const c = await makeClass(owner.client);
    const bad = 'name,email\nMia,\nAna Maria,\nLeo,not-an-email\n';
    const preview = await owner.client.post<Preview>('/api/Classes/ImportStudents', {
      OpenId: c.OpenId,
      Csv: bad,
    });
    expect(preview.body.result.Ready).toBe(false);
    expect(preview.body.result.Rows.map((r) => r.Error)).toEqual([
      null,
      'Line 3: names use only letters and digits.',
      'Line 4: Incorrect email format!',
    ]);
    const zh = await owner.client.post<Preview>(
      '/api/Classes/ImportStudents',
      { OpenId: c.OpenId, Csv: bad },
      { headers: { 'accept-language': 'zh-CN' } },
    );
    expect(zh.body.result.Rows[1]?.Error).toBe('第 3 行：姓名只能使用字母和数字。');
    const applied = await owner.client.post('/api/Classes/ImportStudents', {
      OpenId: c.OpenId,
      Csv: bad,
      Apply: 1,
    });
    expect(applied.body).toMatchObject({
      code: ErrorCode.CLASS_INPUT,
      msg: 'Line 3: names use only letters and digits.',
    });
    expect(await rosterNames(owner.client, c.OpenId)).toEqual([]);
    const columns = await owner.client.post('/api/Classes/ImportStudents', {
      OpenId: c.OpenId,
      Csv: 'email\na@b.co\n',
    });
    expect(columns.body).toMatchObject({
      code: ErrorCode.CLASS_INPUT,
      msg: Message.studentCsvColumns,
    });
  });

  it('reads a OneRoster users.csv and takes only its students', async () => {
    const owner = await teacher(t, 20);
    const c = await makeClass(owner.client);
    const users =
      'sourcedId,status,role,username,givenName,familyName,email\n' +
      'u1,active,teacher,t1,Ann,Lee,ann@example.com\n' +
      'u2,active,student,s1,Mia,Chen,\n';
    const res = await owner.client.post<Preview>('/api/Classes/ImportStudents', {
      OpenId: c.OpenId,
      Csv: users,
      Apply: 1,
    });
    expect(res.body.code).toBe(0);
    expect(res.body.result.Students?.map((s) => s.Name)).toEqual(['MiaChen']);
  });

  it('refuses without a school plan or seats (SPEC texts), other teachers, students, visitors and bad input', async () => {
    const noPlan = await teacher(t);
    const c0 = await makeClass(noPlan.client);
    const refused = await noPlan.client.post('/api/Classes/ImportStudents', {
      OpenId: c0.OpenId,
      Csv: csv,
    });
    expect(refused.body).toMatchObject({
      code: ErrorCode.PLAN_NEEDED,
      msg: Message.addStudentsNeedPlan,
    });
    const small = await teacher(t, 10);
    const c1 = await makeClass(small.client);
    const full = await small.client.post('/api/Classes/ImportStudents', {
      OpenId: c1.OpenId,
      Csv: `name\n${Array.from({ length: 10 }, (_, i) => `A${i}`).join('\n')}`,
      Apply: 1,
    });
    expect(full.body).toMatchObject({ code: ErrorCode.PLAN_FULL, msg: Message.accountsUsedUp });

    const owner = await teacher(t, 20);
    const c = await makeClass(owner.client);
    const other = await teacher(t, 20);
    const stranger = await other.client.post('/api/Classes/ImportStudents', {
      OpenId: c.OpenId,
      Csv: csv,
    });
    expect(stranger.body.code).toBe(ErrorCode.NOT_FOUND);
    const [kid] = await addStudents(owner.client, c.OpenId, 'Kai');
    if (!kid || !c.Passcode) throw new Error('no student');
    const student = await studentBrowser(t, c.Passcode, kid.Username, kid.InitPassword);
    const byStudent = await student.post('/api/Classes/ImportStudents', {
      OpenId: c.OpenId,
      Csv: csv,
    });
    expect(byStudent.body.code).toBe(ErrorCode.NOT_FOUND);
    const visitor = await browser(t).post('/api/Classes/ImportStudents', {
      OpenId: c.OpenId,
      Csv: csv,
    });
    expect(visitor.body.code).toBe(ErrorCode.NOT_LOGGED_IN);
    for (const body of [
      {},
      { OpenId: c.OpenId },
      { OpenId: c.OpenId, Csv: csv, Apply: 'yes' },
      { OpenId: c.OpenId, Csv: 'x'.repeat(200_001) },
    ]) {
      const res = await owner.client.post('/api/Classes/ImportStudents', body);
      expect(res.body.code, JSON.stringify(body).slice(0, 80)).toBe(ErrorCode.BAD_INPUT);
    }
    const signedInOnly = await signedIn(t, {});
    expect(
      (
        await signedInOnly.client.post('/api/Classes/ImportStudents', {
          OpenId: c.OpenId,
          Csv: csv,
        })
      ).body.code,
    ).toBe(ErrorCode.NOT_FOUND);
  });
});
