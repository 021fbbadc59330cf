import {
  AccountType,
  ErrorCode as BaseCode,
  ClassErrorCode,
  Message,
  PlanErrorCode,
} from '@storyloom/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantPlan } from '../../src/modules/plans/index';
import { approvedGallery, startBook } from '../books/helpers';
import type { TestApp } from '../helpers/app';
import type { TestClient } from '../helpers/client';
import { browser, buildUser, signedIn } from '../helpers/factories';
import { addStudents, classesApp, makeClass, studentBrowser, teacher } from './helpers';

const ErrorCode = { ...BaseCode, ...PlanErrorCode, ...ClassErrorCode };

let t: TestApp;
let art: { slug: string };
beforeAll(async () => {
  t = await classesApp();
  art = await approvedGallery(t, 2);
});
afterAll(() => t.close());

interface ShowBook {
  BookId: string;
  Title: string;
  Username: string;
  Name: string;
  Public: boolean;
  ReaderPath: string | null;
}
interface Show {
  Public: boolean;
  Class: { Name: string; ShareLink?: string } | null;
  Books: ShowBook[];
}

let grants = 0;
async function member(userId: string, item = 'ONE_YEAR') {
  grants += 1;
  await t.app.db.transaction().execute((trx) =>
    grantPlan(trx, {
      key: `test:showcase:${grants}`,
      userId,
      item,
      members: 1,
      now: t.clock.now(),
    }),
  );
}

async function approve(owner: TestClient, student: TestClient) {
  const book = await startBook(student, 'picturebook', art.slug);
  const sent = await student.post('/api/Classes/SubmitHomework', { BookId: book.BookId });
  expect(sent.body.code).toBe(0);
  const ok = await owner.post('/api/Classes/ReviewSubmission', {
    BookId: book.BookId,
    Decision: 'approve',
  });
  expect(ok.body.code).toBe(0);
  return book.BookId;
}

/** A class with two class students, each with one approved story. */
async function classWithWork() {
  const owner = await teacher(t, 20);
  const c = await makeClass(owner.client, 'Willow 3');
  const [mia, leo] = await addStudents(owner.client, c.OpenId, 'Mia\nLeo');
  if (!mia || !leo || !c.Passcode) throw new Error('no students');
  const miaClient = await studentBrowser(t, c.Passcode, mia.Username, mia.InitPassword);
  const leoClient = await studentBrowser(t, c.Passcode, leo.Username, leo.InitPassword);
  const miaBook = await approve(owner.client, miaClient);
  const leoBook = await approve(owner.client, leoClient);
  return { owner, c, mia, leo, miaClient, leoClient, miaBook, leoBook };
}

const accessCodeOf = (shareLink: string | undefined) =>
  new URL(shareLink ?? 'http://x/').searchParams.get('code') ?? '';

describe('the class page and its share link (decision 038)', () => {
  it('teachers see every approved story with names; a student their own; a visitor with the code only public ones', async () => {
    const { owner, c, miaClient, miaBook, leoBook } = await classWithWork();
    const mine = await owner.client.post<Show>('/api/Classes/GetShowcase', { OpenId: c.OpenId });
    expect(mine.body.code).toBe(0);
    expect(mine.body.result.Class?.Name).toBe('Willow 3');
    expect(mine.body.result.Books.map((b) => b.Name).sort()).toEqual(['Leo', 'Mia']);
    const code = accessCodeOf(mine.body.result.Class?.ShareLink);
    expect(code).not.toBe('');

    const student = await miaClient.post<Show>('/api/Classes/GetShowcase', { OpenId: c.OpenId });
    expect(student.body.result.Books.map((b) => b.BookId)).toEqual([miaBook]);
    expect(student.body.result.Books[0]?.Name).toBe('');
    expect(student.body.result.Class).not.toHaveProperty('ShareLink');

    const visitor = browser(t);
    const none = await visitor.post<Show>('/api/Classes/GetShowcase', {
      OpenId: c.OpenId,
      Code: code,
    });
    expect(none.body.result).toEqual({ Public: true, Class: null, Books: [] });
    // Leo's story passes public moderation (the moderation module's step, set directly here).
    await t.app.db
      .updateTable('books')
      .set({ state: 'published' })
      .where('open_id', '=', leoBook)
      .execute();
    const shown = await visitor.post<Show>('/api/Classes/GetShowcase', {
      OpenId: c.OpenId,
      Code: code,
    });
    expect(shown.body.result.Books).toHaveLength(1);
    const [book] = shown.body.result.Books;
    expect(book).toMatchObject({ BookId: leoBook, Public: true, Name: '' });
    expect(book?.ReaderPath).toMatch(/^\/picture-book\//);
    // No personal field of a child and nothing of the class in the public answer.
    const text = JSON.stringify(shown.body.result);
    expect(text).not.toContain('Willow');
    expect(text).not.toContain('"Leo"');
    expect(text).not.toContain('Mia');
  });

  it('refuses a wrong or missing access code, strangers and bad input with the 404 of no class', async () => {
    const { c } = await classWithWork();
    const visitor = browser(t);
    for (const body of [{ OpenId: c.OpenId }, { OpenId: c.OpenId, Code: 'nope' }]) {
      const res = await visitor.post('/api/Classes/GetShowcase', body);
      expect(res.body.code).toBe(ErrorCode.NOT_FOUND);
    }
    const stranger = await teacher(t);
    const res = await stranger.client.post('/api/Classes/GetShowcase', { OpenId: c.OpenId });
    expect(res.body.code).toBe(ErrorCode.NOT_FOUND);
    const unknown = await visitor.post('/api/Classes/GetShowcase', { OpenId: 'x', Code: 'y' });
    expect(unknown.body.code).toBe(ErrorCode.NOT_FOUND);
    const bad = await visitor.post('/api/Classes/GetShowcase', {
      OpenId: 'x'.repeat(100),
      Code: 'y',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe(ErrorCode.BAD_INPUT);
  });
});

describe('joining a class by its code (SPEC §8 texts)', () => {
  it('a student joins a school-plan class once; the plan seat is taken; SPEC texts for the rest', async () => {
    const owner = await teacher(t, 20);
    const c = await makeClass(owner.client);
    const kid = await signedIn(t, { accountType: AccountType.STUDENT, birthday: '2012-03-03' });
    const format = await kid.client.post('/api/Classes/JoinClass', { Code: 'abc' });
    expect(format.body).toMatchObject({
      code: ErrorCode.CLASS_INPUT,
      msg: Message.classPasscodeFormat,
    });
    const joined = await kid.client.post<{ Class: { OpenId: string; Role: string } }>(
      '/api/Classes/JoinClass',
      { Code: c.Passcode?.toLowerCase() },
    );
    expect(joined.body.code).toBe(0);
    expect(joined.body.result.Class).toMatchObject({ OpenId: c.OpenId, Role: 'STUDENT' });
    const again = await kid.client.post('/api/Classes/JoinClass', { Code: c.Passcode });
    expect(again.body).toMatchObject({
      code: ErrorCode.ALREADY_JOINED,
      msg: Message.alreadyJoined,
    });
    const list = await kid.client.post<{ OpenId: string }[]>('/api/Classes/GetClassList');
    expect(list.body.result.map((x) => x.OpenId)).toEqual([c.OpenId]);
    const count = await owner.client.post<{ ClassMemberCount: number }>(
      '/api/Classes/GetClassMemberCount',
      { OpenId: c.OpenId },
    );
    expect(count.body.result.ClassMemberCount).toBe(2);

    await owner.client.post('/api/Classes/UpdateClass', {
      OpenId: c.OpenId,
      EndTime: '2001-01-01',
    });
    const late = await signedIn(t, { accountType: AccountType.STUDENT, birthday: '2012-03-03' });
    const ended = await late.client.post('/api/Classes/JoinClass', { Code: c.Passcode });
    expect(ended.body).toMatchObject({ code: ErrorCode.CLASS_ENDED, msg: Message.classEnded });
  });

  it('a full school plan answers "All the accounts have been used up"', async () => {
    const owner = await teacher(t, 10);
    const c = await makeClass(owner.client);
    await addStudents(owner.client, c.OpenId, 'A1\nA2\nA3\nA4\nA5\nA6\nA7\nA8\nA9');
    const kid = await signedIn(t, { accountType: AccountType.STUDENT, birthday: '2012-03-03' });
    const res = await kid.client.post('/api/Classes/JoinClass', { Code: c.Passcode });
    expect(res.body).toMatchObject({ code: ErrorCode.PLAN_FULL, msg: Message.accountsUsedUp });
  });

  it('a class without a school plan takes members only, and at most 40 people', async () => {
    const owner = await teacher(t);
    const c = await makeClass(owner.client);
    const kid = await signedIn(t, { accountType: AccountType.STUDENT, birthday: '2012-03-03' });
    const res = await kid.client.post('/api/Classes/JoinClass', { Code: c.Passcode });
    expect(res.body).toMatchObject({ code: ErrorCode.PLAN_NEEDED, msg: Message.classNotCovered });
    await member(kid.user.row.id);
    const ok = await kid.client.post('/api/Classes/JoinClass', { Code: c.Passcode });
    expect(ok.body.code).toBe(0);
    // Fill the class to 40 people straight in the table, then one more member is refused.
    const classRow = await t.app.db
      .selectFrom('classes')
      .select('id')
      .where('open_id', '=', c.OpenId)
      .executeTakeFirstOrThrow();
    const others = [];
    for (let i = 0; i < 38; i += 1) others.push((await buildUser(t)).row);
    await t.app.db
      .insertInto('class_members')
      .values(
        others.map((o) => ({
          class_id: classRow.id,
          user_id: o.id,
          role: 'STUDENT',
          name: '',
          init_password: null,
          joined_at: t.clock.now(),
        })),
      )
      .execute();
    const extra = await signedIn(t, { accountType: AccountType.STUDENT, birthday: '2012-03-03' });
    await member(extra.user.row.id);
    const full = await extra.client.post('/api/Classes/JoinClass', { Code: c.Passcode });
    expect(full.body.code).toBe(ErrorCode.CLASS_MEMBER_LIMIT);
  });

  it('teachers and class students do not join by code; visitors must sign in; bad input', async () => {
    const owner = await teacher(t, 20);
    const c = await makeClass(owner.client);
    const other = await teacher(t);
    const res = await other.client.post('/api/Classes/JoinClass', { Code: c.Passcode });
    expect(res.body).toMatchObject({
      code: ErrorCode.NO_PERMISSION,
      msg: Message.studentsJoinByCode,
    });
    const [mia] = await addStudents(owner.client, c.OpenId, 'Mia');
    if (!mia || !c.Passcode) throw new Error('no student');
    const kid = await studentBrowser(t, c.Passcode, mia.Username, mia.InitPassword);
    const second = await makeClass(owner.client, 'Second');
    const refused = await kid.post('/api/Classes/JoinClass', { Code: second.Passcode });
    expect(refused.body.code).toBe(ErrorCode.NO_PERMISSION);
    const visitor = await browser(t).post('/api/Classes/JoinClass', { Code: c.Passcode });
    expect(visitor.body.code).toBe(ErrorCode.NOT_LOGGED_IN);
    const unknown = await signedIn(t, { accountType: AccountType.STUDENT, birthday: '2012-03-03' });
    const bad = await unknown.client.post('/api/Classes/JoinClass', { Code: 'Z'.repeat(40) });
    expect(bad.status).toBe(400);
    const none = await unknown.client.post('/api/Classes/JoinClass', { Code: 'ZZZZZZ' });
    expect(none.body.code).toBe(ErrorCode.NOT_FOUND);
  });
});

describe('leaving a class and handing it over', () => {
  it('the primary teacher hands over to a co-teacher first, then leaves', async () => {
    const owner = await teacher(t, 20);
    const c = await makeClass(owner.client);
    const co = await teacher(t);
    const classRow = await t.app.db
      .selectFrom('classes')
      .select('id')
      .where('open_id', '=', c.OpenId)
      .executeTakeFirstOrThrow();
    // A co-teacher (invitations are the roster's; here straight in the table).
    await t.app.db
      .insertInto('class_members')
      .values({
        class_id: classRow.id,
        user_id: co.user.row.id,
        role: 'TEACHER',
        name: '',
        init_password: null,
        joined_at: t.clock.now(),
      })
      .execute();
    const first = await owner.client.post('/api/Classes/LeaveClass', { OpenId: c.OpenId });
    expect(first.body).toMatchObject({ code: ErrorCode.NO_PERMISSION, msg: Message.handOverFirst });
    const byCo = await co.client.post('/api/Classes/HandOverClass', {
      OpenId: c.OpenId,
      Uid: co.user.row.open_id,
    });
    expect(byCo.body.code).toBe(ErrorCode.NO_PERMISSION);
    const [mia] = await addStudents(owner.client, c.OpenId, 'Mia');
    const roster = await owner.client.post<{ Uid: string; Username: string }[]>(
      '/api/Classes/GetRoster',
      { OpenId: c.OpenId },
    );
    const miaUid = roster.body.result.find((r) => r.Username === mia?.Username)?.Uid;
    const toStudent = await owner.client.post('/api/Classes/HandOverClass', {
      OpenId: c.OpenId,
      Uid: miaUid,
    });
    expect(toStudent.body).toMatchObject({
      code: ErrorCode.CLASS_INPUT,
      msg: Message.notAClassTeacher,
    });
    const handed = await owner.client.post<{ Role: string }>('/api/Classes/HandOverClass', {
      OpenId: c.OpenId,
      Uid: co.user.row.open_id,
    });
    expect(handed.body.result.Role).toBe('TEACHER');
    const coView = await co.client.post<{ Role: string; TeacherName: string }>(
      '/api/Classes/GetClass',
      { OpenId: c.OpenId },
    );
    expect(coView.body.result).toMatchObject({ Role: 'PRIMARY', TeacherName: co.user.username });
    const left = await owner.client.post('/api/Classes/LeaveClass', { OpenId: c.OpenId });
    expect(left.body.code).toBe(0);
    const gone = await owner.client.post('/api/Classes/GetClass', { OpenId: c.OpenId });
    expect(gone.body.code).toBe(ErrorCode.NOT_FOUND);
  });

  it('students and strangers cannot leave or hand over a class; bad input', async () => {
    const owner = await teacher(t, 20);
    const c = await makeClass(owner.client);
    const [mia] = await addStudents(owner.client, c.OpenId, 'Mia');
    if (!mia || !c.Passcode) throw new Error('no student');
    const kid = await studentBrowser(t, c.Passcode, mia.Username, mia.InitPassword);
    const stranger = await teacher(t);
    for (const client of [kid, stranger.client]) {
      const leave = await client.post('/api/Classes/LeaveClass', { OpenId: c.OpenId });
      expect(leave.body.code).toBe(ErrorCode.NOT_FOUND);
      const hand = await client.post('/api/Classes/HandOverClass', {
        OpenId: c.OpenId,
        Uid: owner.user.row.open_id,
      });
      expect(hand.body.code).toBe(ErrorCode.NOT_FOUND);
    }
    const bad = await owner.client.post('/api/Classes/HandOverClass', { OpenId: c.OpenId });
    expect(bad.status).toBe(400);
  });
});
