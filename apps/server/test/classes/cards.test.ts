import { ErrorCode } from '@storyloom/domain';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/app';
import { browser } from '../helpers/factories';
import { classesApp, makeClass, studentBrowser, teacher } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await classesApp();
});
afterAll(() => t.close());

async function textOf(data: Buffer) {
  const pdf = await getDocumentProxy(new Uint8Array(data));
  const { text, totalPages } = await extractText(pdf, { mergePages: true });
  return { text: (text as string).replace(/\s+/g, ' '), pages: totalPages };
}

interface Made {
  Students: { Name: string; Username: string; InitPassword: string }[];
}

describe('GET /api/Classes/LoginCards/{OpenId} (decision 044)', () => {
  it('gives the class teacher one card per student with username, digits, code and link', async () => {
    const owner = await teacher(t, 20);
    const c = await makeClass(owner.client, 'Birch 2');
    const names = ['李小明', 'José', ...Array.from({ length: 7 }, (_, i) => `Kid${i}`)];
    const made = await owner.client.post<Made>('/api/Classes/ImportStudents', {
      OpenId: c.OpenId,
      Csv: `name\n${names.join('\n')}\n`,
      Apply: 1,
    });
    expect(made.body.code).toBe(0);
    const students = made.body.result.Students;
    const en = await owner.client.download(`/api/Classes/LoginCards/${c.OpenId}?Language=en`);
    expect(en.status).toBe(200);
    expect(en.headers['content-type']).toContain('application/pdf');
    expect(String(en.headers['content-disposition'])).toContain('attachment');
    expect(String(en.headers['cache-control'])).toContain('no-store');
    const { text, pages } = await textOf(en.data);
    expect(pages).toBe(2); // nine students, eight cards a page
    expect(text).toContain('Login cards');
    for (const s of students) {
      expect(text).toContain(s.Username);
      expect(text).toContain(s.InitPassword);
    }
    expect(text).toContain(c.Passcode ?? 'no code');
    expect(text).toContain(`/student-sign-in/${c.Passcode}/`);
    const zh = await owner.client.download(`/api/Classes/LoginCards/${c.OpenId}?Language=zh`);
    const zhText = (await textOf(zh.data)).text.replace(/ /g, '');
    expect(zhText).toContain('登录卡');
    expect(zhText).toContain('李小明');
  }, 60_000);

  it('is refused to other teachers, the class’s students, visitors, and on bad input', async () => {
    const owner = await teacher(t, 20);
    const c = await makeClass(owner.client);
    const made = await owner.client.post<Made>('/api/Classes/ImportStudents', {
      OpenId: c.OpenId,
      Csv: 'name\nMia\n',
      Apply: 1,
    });
    const mia = made.body.result.Students[0];
    if (!mia || !c.Passcode) throw new Error('no student');
    const path = `/api/Classes/LoginCards/${c.OpenId}`;
    const other = await teacher(t, 20);
    expect((await other.client.get(path)).body.code).toBe(ErrorCode.NOT_FOUND);
    const student = await studentBrowser(t, c.Passcode, mia.Username, mia.InitPassword);
    expect((await student.get(path)).body.code).toBe(ErrorCode.NOT_FOUND);
    expect((await browser(t).get(path)).body.code).toBe(ErrorCode.NOT_LOGGED_IN);
    expect((await owner.client.get(`${path}?Language=fr`)).body.code).toBe(ErrorCode.BAD_INPUT);
    const long = await owner.client.get(`/api/Classes/LoginCards/${'x'.repeat(100)}`);
    expect(long.body.code).toBe(ErrorCode.BAD_INPUT);
    expect((await owner.client.get('/api/Classes/LoginCards/nope')).body.code).toBe(
      ErrorCode.NOT_FOUND,
    );
  });
});
