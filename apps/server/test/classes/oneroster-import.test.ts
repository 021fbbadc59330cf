import { readFileSync } from 'node:fs';
import { ErrorCode as BaseCode, ClassErrorCode } from '@storyloom/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/app';
import { signedIn } from '../helpers/factories';
import { classesApp, makeClass, teacher } from './helpers';

const ErrorCode = { ...BaseCode, ...ClassErrorCode };

/** A OneRoster 1.1 bundle (the domain's fixtures): two sections, a teacher, a parent. */
const fixture = (name: string) =>
  readFileSync(
    new URL(`../../../../packages/domain/src/fixtures/oneroster/${name}`, import.meta.url),
    'utf8',
  );
const users = fixture('users.csv');
const enrollments = fixture('enrollments.csv');
const classes = fixture('classes.csv');

let t: TestApp;
beforeAll(async () => {
  t = await classesApp();
});
afterAll(() => t.close());

interface Preview {
  Applied: boolean;
  Rows: { Line: number; Name: string; Error: string | null }[];
  Ready: boolean;
  Sections?: { Id: string; Title: string | null; Grades: string | null; Students: number }[];
  Students?: { Name: string }[];
}

describe('ImportStudents with a OneRoster bundle (decision 059)', () => {
  it('previews the chosen section’s students with the sections, then makes only them', async () => {
    const owner = await teacher(t, 20);
    const c = await makeClass(owner.client, 'Maple 3A');
    const body = { OpenId: c.OpenId, Csv: users, Enrollments: enrollments, Sections: 'cls-3a' };
    const preview = await owner.client.post<Preview>('/api/Classes/ImportStudents', body);
    expect(preview.body.code, JSON.stringify(preview.body)).toBe(0);
    expect(preview.body.result).toMatchObject({
      Applied: false,
      Ready: true,
      // Without classes.csv the sections are known by their ids (decision 068).
      Sections: [
        { Id: 'cls-3a', Title: null, Students: 3 },
        { Id: 'cls-4b', Title: null, Students: 2 },
      ],
    });
    expect(preview.body.result.Rows.map((r) => r.Name)).toEqual(['MiaRossi', 'LeoKim', '小雨王']);
    // Nothing made by the preview.
    const before = await owner.client.post<{ Role: string }[]>('/api/Classes/GetRoster', {
      OpenId: c.OpenId,
    });
    expect(before.body.result.filter((m) => m.Role === 'STUDENT')).toEqual([]);

    const applied = await owner.client.post<Preview>('/api/Classes/ImportStudents', {
      ...body,
      Apply: 1,
    });
    expect(applied.body.code, JSON.stringify(applied.body)).toBe(0);
    expect(applied.body.result.Students?.map((s) => s.Name)).toEqual([
      'MiaRossi',
      'LeoKim',
      '小雨王',
    ]);
    const roster = await owner.client.post<{ Name: string; Role: string }[]>(
      '/api/Classes/GetRoster',
      { OpenId: c.OpenId },
    );
    expect(
      roster.body.result
        .filter((m) => m.Role === 'STUDENT')
        .map((m) => m.Name)
        .sort(),
    ).toEqual(['LeoKim', 'MiaRossi', '小雨王'].sort());
  });

  it('refuses a bundle without the OneRoster columns, strangers and bad input', async () => {
    const owner = await teacher(t, 20);
    const c = await makeClass(owner.client, 'Maple 4B');
    const wrong = await owner.client.post('/api/Classes/ImportStudents', {
      OpenId: c.OpenId,
      Csv: users,
      Enrollments: 'sourcedId,classSourcedId\ne-1,cls-3a',
    });
    expect(wrong.body.code).toBe(ErrorCode.CLASS_INPUT);
    expect(wrong.body.message).toBe(
      'The enrollments.csv file needs the columns classSourcedId, userSourcedId and role; users.csv needs sourcedId.',
    );
    const none = await owner.client.post('/api/Classes/ImportStudents', {
      OpenId: c.OpenId,
      Csv: users,
      Enrollments: enrollments,
      Sections: 'cls-9z',
    });
    expect(none.body.code).toBe(ErrorCode.CLASS_INPUT);
    const other = await teacher(t, 20);
    for (const client of [other.client, (await signedIn(t)).client]) {
      const res = await client.post('/api/Classes/ImportStudents', {
        OpenId: c.OpenId,
        Csv: users,
        Enrollments: enrollments,
      });
      expect(res.body.code).toBe(ErrorCode.NOT_FOUND);
    }
    for (const bad of [
      { OpenId: c.OpenId, Csv: users, Enrollments: 'x'.repeat(400_001) },
      { OpenId: c.OpenId, Csv: users, Enrollments: enrollments, Sections: 'x'.repeat(5000) },
      { OpenId: c.OpenId, Csv: users, Enrollments: { a: 1 } },
      { OpenId: c.OpenId, Csv: users, Enrollments: enrollments, Classes: 'x'.repeat(200_001) },
      { OpenId: c.OpenId, Csv: users, Enrollments: enrollments, Classes: ['a'] },
    ]) {
      const res = await owner.client.post('/api/Classes/ImportStudents', bad, { json: true });
      expect(res.status).toBeLessThan(500);
      expect(res.body.code).toBe(ErrorCode.BAD_INPUT);
    }
  });

  it('names the sections from the bundle classes.csv (decision 068)', async () => {
    const owner = await teacher(t, 20);
    const c = await makeClass(owner.client, 'Maple 3A');
    const body = { OpenId: c.OpenId, Csv: users, Enrollments: enrollments, Classes: classes };
    const preview = await owner.client.post<Preview>('/api/Classes/ImportStudents', {
      ...body,
      Sections: 'cls-4b',
    });
    expect(preview.body.code, JSON.stringify(preview.body)).toBe(0);
    expect(preview.body.result.Sections).toEqual([
      { Id: 'cls-3a', Title: 'Maple 3A - Reading', Grades: '03', Students: 3 },
      { Id: 'cls-4b', Title: 'Birch 4B, Writing', Grades: '04,05', Students: 2 },
    ]);
    expect(preview.body.result.Rows.map((r) => r.Name)).toEqual(['AvaNovak', 'OmarHaddad']);
    // A classes.csv without titles: the ids again, nothing refused.
    const plain = await owner.client.post<Preview>('/api/Classes/ImportStudents', {
      ...body,
      Classes: 'sourcedId,grades\ncls-3a,03',
    });
    expect(plain.body.result.Sections?.map((s) => s.Title)).toEqual([null, null]);
  });
});
