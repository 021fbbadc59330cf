import { ErrorCode } from '@storyloom/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balancesOf } from '../../src/modules/ledger/index';
import { approvedGallery, startBook } from '../books/helpers';
import type { TestApp } from '../helpers/app';
import type { TestClient } from '../helpers/client';
import { addStudents, classesApp, makeClass, studentBrowser, teacher } from './helpers';

let t: TestApp;
let art: { slug: string };
beforeAll(async () => {
  t = await classesApp();
  art = await approvedGallery(t, 2);
});
afterAll(() => t.close());

async function classAllowing(publicBook: 0 | 1) {
  const owner = await teacher(t, 20);
  const c = await makeClass(owner.client, publicBook ? 'Cedar 5' : 'Pine 5');
  const set = await owner.client.post('/api/Classes/UpdateClass', {
    OpenId: c.OpenId,
    PublicBook: publicBook,
  });
  expect(set.body.code).toBe(0);
  const [ana] = await addStudents(owner.client, c.OpenId, 'Ana');
  if (!ana || !c.Passcode) throw new Error('no student');
  const student = await studentBrowser(t, c.Passcode, ana.Username, ana.InitPassword);
  return { owner, c, student };
}

async function submitted(student: TestClient) {
  const book = await startBook(student, 'picturebook', art.slug);
  const sent = await student.post('/api/Classes/SubmitHomework', { BookId: book.BookId });
  expect(sent.body.code, JSON.stringify(sent.body)).toBe(0);
  return book.BookId;
}

const stateOf = async (openId: string) =>
  await t.app.db
    .selectFrom('books')
    .select(['id', 'state', 'owner_id'])
    .where('open_id', '=', openId)
    .executeTakeFirstOrThrow();
const openEntries = async (bookId: string) =>
  t.app.db
    .selectFrom('moderation_entries')
    .select(['kind', 'status'])
    .where('book_id', '=', bookId)
    .where('status', '=', 'open')
    .execute();

describe('an approved class story and public moderation (decision 052)', () => {
  it('where the class allows publishing, approving sends it to moderation without a ticket', async () => {
    const { owner, student } = await classAllowing(1);
    const bookId = await submitted(student);
    const ok = await owner.client.post('/api/Classes/ReviewSubmission', {
      BookId: bookId,
      Decision: 'approve',
      Comment: 'Ready for everyone to read.',
    });
    expect(ok.body).toMatchObject({ code: 0, result: { State: 'approved', PublicReview: true } });
    const book = await stateOf(bookId);
    expect(book.state).toBe('under_review');
    expect(await openEntries(book.id)).toEqual([{ kind: 'submission', status: 'open' }]);
    expect((await balancesOf(t.app.db, book.owner_id)).tickets).toBe(0);
    // The student's own list shows the teacher's approval; approving again is refused.
    const again = await owner.client.post('/api/Classes/ReviewSubmission', {
      BookId: bookId,
      Decision: 'approve',
    });
    expect(again.body.code).not.toBe(0);
    // A returned story in the same class goes back to draft, to no one else.
    const other = await submitted(student);
    const back = await owner.client.post('/api/Classes/ReviewSubmission', {
      BookId: other,
      Decision: 'return',
      Comment: 'Add an ending.',
    });
    expect(back.body).toMatchObject({
      code: 0,
      result: { State: 'returned', PublicReview: false },
    });
    const returned = await stateOf(other);
    expect(returned.state).toBe('draft');
    expect(await openEntries(returned.id)).toEqual([]);
  });

  it('where it does not, the approved story stays with its writer, private', async () => {
    const { owner, student } = await classAllowing(0);
    const bookId = await submitted(student);
    const ok = await owner.client.post('/api/Classes/ReviewSubmission', {
      BookId: bookId,
      Decision: 'approve',
    });
    expect(ok.body).toMatchObject({ code: 0, result: { State: 'approved', PublicReview: false } });
    const book = await stateOf(bookId);
    expect(book.state).toBe('private');
    expect(await openEntries(book.id)).toEqual([]);
  });

  it('refuses another teacher, the student and bad input', async () => {
    const { student } = await classAllowing(1);
    const bookId = await submitted(student);
    const other = await teacher(t, 20);
    for (const client of [other.client, student]) {
      const res = await client.post('/api/Classes/ReviewSubmission', {
        BookId: bookId,
        Decision: 'approve',
      });
      expect(res.body.code).toBe(ErrorCode.NOT_FOUND);
    }
    expect((await stateOf(bookId)).state).toBe('submitted_to_teacher');
    const bad = await other.client.post('/api/Classes/ReviewSubmission', {
      BookId: bookId,
      Decision: 'publish',
    });
    expect(bad.status).toBeLessThan(500);
    expect(bad.body.code).toBe(ErrorCode.BAD_INPUT);
  });
});
