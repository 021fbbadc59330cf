import { ErrorCode } from '@storyloom/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvedGallery, startBook } from '../books/helpers';
import { createTestApp, type TestApp } from '../helpers/app';
import type { TestClient } from '../helpers/client';
import { browser, buildUser, signedIn } from '../helpers/factories';

interface Day {
  Date: string;
  PageViews: number;
  SignUps: number;
  BooksWritten: number;
  BooksPublished: number;
  ActiveWriters: number;
}
interface Report {
  Days: Day[];
  Totals: Omit<Day, 'Date'>;
  From: string;
  To: string;
}

let t: TestApp;
let admin: TestClient;
let writer: TestClient;
let art: { slug: string };

const stats = async (Days: number) => {
  const res = await admin.post<Report>('/api/Admin/Statistics', { Days });
  expect(res.body.code, JSON.stringify(res.body)).toBe(0);
  return res.body.result;
};
const view = (client: TestClient, path: string) =>
  client.post('/api/Statistics/PageView', { path, language: 'en' });

beforeAll(async () => {
  t = await createTestApp();
  // 22:00 UTC: two hours later it is the next day, without any session going idle.
  t.clock.set(Date.UTC(2026, 5, 10, 22));
  admin = (await signedIn(t, { staffRole: 'admin', accountType: 0 })).client;
  writer = (await signedIn(t)).client;
  art = await approvedGallery(t, 3);
});
afterAll(() => t.close());

describe('the console statistics by day (issue 21)', () => {
  it('counts page views, sign-ups, books written and published and active writers per day', async () => {
    const before = await stats(2);
    expect(before.Days.map((d) => d.Date)).toEqual(['2026-06-09', '2026-06-10']);
    expect(before.From).toBe('2026-06-09');

    await view(writer, '/flashfiction-editor');
    await view(writer, '/poetry-editor');
    await view(browser(t), '/');
    await buildUser(t);
    const book = await startBook(writer, 'flashfiction', art.slug);
    await t.app.db
      .updateTable('books')
      .set({ published_at: t.clock.now() })
      .where('open_id', '=', book.BookId)
      .execute();

    const after = await stats(2);
    const [was, now] = [before.Days[1], after.Days[1]] as [Day, Day];
    expect(now.PageViews - was.PageViews).toBe(3);
    expect(now.SignUps - was.SignUps).toBe(1);
    expect(now.BooksWritten - was.BooksWritten).toBe(1);
    expect(now.BooksPublished - was.BooksPublished).toBe(1);
    // Two editor views by one writer: one active writer.
    expect(now.ActiveWriters - was.ActiveWriters).toBe(1);
    expect(after.Days[0]).toEqual(before.Days[0]);
    expect(after.Totals.PageViews).toBe(after.Days[0]!.PageViews + now.PageViews);

    t.clock.advance(2 * 3_600_000);
    const next = await stats(2);
    expect(next.Days.map((d) => d.Date)).toEqual(['2026-06-10', '2026-06-11']);
    expect(next.Days[0]).toEqual(now);
    expect(next.Days[1]).toMatchObject({ PageViews: 0, SignUps: 0, BooksWritten: 0 });
  });

  it('downloads the same days as CSV', async () => {
    const report = await stats(3);
    const file = await admin.download('/api/Admin/StatisticsCsv?Days=3');
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toMatch(/^text\/csv/);
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="storyloom-statistics-${report.From}-${report.To}.csv"`,
    );
    const lines = file.data.toString('utf8').trimEnd().split('\r\n');
    expect(lines[0]).toBe('Date,PageViews,SignUps,BooksWritten,BooksPublished,ActiveWriters');
    expect(lines.slice(1)).toEqual(
      report.Days.map((d) =>
        [d.Date, d.PageViews, d.SignUps, d.BooksWritten, d.BooksPublished, d.ActiveWriters].join(),
      ),
    );
  });

  it('refuses bad input', async () => {
    for (const Days of [0, 367, 'x', -1, 1.5]) {
      const res = await admin.post('/api/Admin/Statistics', { Days });
      expect(res.body.code, String(Days)).toBe(ErrorCode.BAD_INPUT);
    }
    const csv = await admin.get('/api/Admin/StatisticsCsv?Days=1000');
    expect(csv.body.code).toBe(ErrorCode.BAD_INPUT);
  });

  it('is for admins only', async () => {
    const moderator = (await signedIn(t, { staffRole: 'moderator', accountType: 0 })).client;
    for (const client of [moderator, writer]) {
      expect((await client.post('/api/Admin/Statistics', {})).body.code).toBe(
        ErrorCode.NO_PERMISSION,
      );
      expect((await client.get('/api/Admin/StatisticsCsv')).body.code).toBe(
        ErrorCode.NO_PERMISSION,
      );
    }
    expect((await browser(t).post('/api/Admin/Statistics', {})).body.code).toBe(
      ErrorCode.NOT_LOGGED_IN,
    );
    expect((await browser(t).get('/api/Admin/StatisticsCsv')).body.code).toBe(
      ErrorCode.NOT_LOGGED_IN,
    );
  });
});
