import { ErrorCode as BaseCode, ClassErrorCode, Message } from '@storyloom/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvedGallery, startBook } from '../books/helpers';
import type { TestApp } from '../helpers/app';
import { signedIn } from '../helpers/factories';
import { addStudents, classesApp, makeClass, studentBrowser, teacher } from './helpers';

const ErrorCode = { ...BaseCode, ...ClassErrorCode };

let t: TestApp;
let art: { slug: string };
beforeAll(async () => {
  t = await classesApp();
  art = await approvedGallery(t, 2);
});
afterAll(() => t.close());

interface Work {
  Book: { BookId: string; State: string; Title: string };
  State: string;
  Comment: string;
  Assignment: { Title: string } | null;
  Student: { Username: string; Name: string };
}

/** A teacher's class with one class student signed in, and an assignment. */
async function classWithStudent() {
  const owner = await teacher(t, 20);
  const c = await makeClass(owner.client);
  const [mia] = await addStudents(owner.client, c.OpenId, 'Mia');
  if (!mia || !c.Passcode) throw new Error('no student');
  const student = await studentBrowser(t, c.Passcode, mia.Username, mia.InitPassword);
  const noDate = await owner.client.post('/api/Classes/CreateAssignment', {
    OpenId: c.OpenId,
    Title: 'Seaside',
    DueTime: '',
  });
  expect(noDate.body).toMatchObject({
    code: ErrorCode.CLASS_INPUT,
    msg: 'An assignment needs a due date.',
  });
  const made = await owner.client.post<{ AssignmentId: string }>('/api/Classes/CreateAssignment', {
    OpenId: c.OpenId,
    Title: 'Seaside',
    Prompt: 'A day by the sea',
    DueTime: '2030-05-01',
  });
  expect(made.body.code).toBe(0);
  return { owner, c, mia, student, assignmentId: made.body.result.AssignmentId };
}

describe('assignments, submissions to the teacher and the teacher’s review', () => {
  it('a student writes for an assignment, submits, the teacher returns it and then approves it', async () => {
    const { owner, c, student, assignmentId } = await classWithStudent();
    const seen = await student.post<{ AssignmentId: string; Title: string }[]>(
      '/api/Classes/GetAssignments',
      { OpenId: c.OpenId },
    );
    expect(seen.body.result.map((a) => a.Title)).toEqual(['Seaside']);
    const book = await startBook(student, 'picturebook', art.slug);
    const sent = await student.post<{ Book: { State: string } }>('/api/Classes/SubmitHomework', {
      BookId: book.BookId,
      AssignmentId: assignmentId,
    });
    expect(sent.body.result.Book.State).toBe('submitted_to_teacher');

    const queue = await owner.client.post<Work[]>('/api/Classes/GetSubmissions', {
      OpenId: c.OpenId,
      State: 'submitted',
    });
    expect(queue.body.result).toHaveLength(1);
    expect(queue.body.result[0]).toMatchObject({
      State: 'submitted',
      Assignment: { Title: 'Seaside' },
      Student: { Name: 'Mia' },
      Book: { BookId: book.BookId },
    });
    const marking = await owner.client.post<{ Book: { Parts: unknown[] } }>(
      '/api/Classes/GetSubmission',
      { BookId: book.BookId },
    );
    expect(marking.body.code).toBe(0);
    expect(marking.body.result.Book.Parts.length).toBeGreaterThan(0);

    const back = await owner.client.post('/api/Classes/ReviewSubmission', {
      BookId: book.BookId,
      Decision: 'return',
      Comment: 'Lovely start! Tell me what the crab said.',
    });
    expect(back.body.result).toMatchObject({ State: 'returned' });
    const twice = await owner.client.post('/api/Classes/ReviewSubmission', {
      BookId: book.BookId,
      Decision: 'approve',
    });
    expect(twice.body).toMatchObject({ code: ErrorCode.NOT_SUBMITTED, msg: Message.notSubmitted });
    const mine = await student.post<Work[]>('/api/Classes/GetMyWork');
    expect(mine.body.result[0]).toMatchObject({
      State: 'returned',
      Comment: 'Lovely start! Tell me what the crab said.',
      Book: { State: 'draft' },
    });
    // Sent again (publishing's SubmitToTeacher, no assignment this time) and approved.
    const again = await student.post('/api/Publish/SubmitToTeacher', { BookId: book.BookId });
    expect(again.body.code).toBe(0);
    const ok = await owner.client.post('/api/Classes/ReviewSubmission', {
      BookId: book.BookId,
      Decision: 'approve',
      Comment: 'Wonderful.',
    });
    expect(ok.body.result).toMatchObject({ State: 'approved' });
    const after = await student.post<Work[]>('/api/Classes/GetMyWork');
    expect(after.body.result[0]).toMatchObject({ State: 'approved', Book: { State: 'private' } });
  });

  it('another teacher, a classmate and a stranger cannot read or review the submission', async () => {
    const { owner, c, student, assignmentId } = await classWithStudent();
    const book = await startBook(student, 'picturebook', art.slug);
    await student.post('/api/Classes/SubmitHomework', {
      BookId: book.BookId,
      AssignmentId: assignmentId,
    });
    const [leo] = await addStudents(owner.client, c.OpenId, 'Leo');
    const classmate = await studentBrowser(
      t,
      c.Passcode ?? '',
      leo?.Username ?? '',
      leo?.InitPassword ?? '',
    );
    const otherTeacher = (await teacher(t, 20)).client;
    const stranger = (await signedIn(t)).client;
    for (const client of [otherTeacher, classmate, stranger]) {
      const read = await client.post('/api/Classes/GetSubmission', { BookId: book.BookId });
      expect(read.body.code).toBe(ErrorCode.NOT_FOUND);
      const review = await client.post('/api/Classes/ReviewSubmission', {
        BookId: book.BookId,
        Decision: 'return',
        Comment: 'hello',
      });
      expect(review.body.code).toBe(ErrorCode.NOT_FOUND);
      const editor = await client.post('/api/Books/Get', { BookId: book.BookId });
      expect(editor.body.code).toBe(ErrorCode.NOT_FOUND);
    }
    // The teacher reads it but still cannot edit it.
    const edit = await owner.client.post('/api/Books/Get', { BookId: book.BookId });
    expect(edit.body.code).toBe(ErrorCode.NOT_FOUND);
    // A student of another class cannot submit to this class's assignment.
    const other = await classWithStudent();
    const theirs = await startBook(other.student, 'picturebook', art.slug);
    const wrong = await other.student.post('/api/Classes/SubmitHomework', {
      BookId: theirs.BookId,
      AssignmentId: assignmentId,
    });
    expect(wrong.body.code).toBe(ErrorCode.NOT_FOUND);
    // Nor submit someone else's book.
    const stolen = await classmate.post('/api/Classes/SubmitHomework', { BookId: book.BookId });
    expect(stolen.body.code).toBe(ErrorCode.NOT_FOUND);
    const badInput = await owner.client.post('/api/Classes/ReviewSubmission', {
      BookId: book.BookId,
      Decision: 'burn',
    });
    expect(badInput.body.code).toBe(ErrorCode.BAD_INPUT);
  });

  it('a student who takes the story back leaves nothing waiting for the teacher', async () => {
    const { owner, c, student } = await classWithStudent();
    const book = await startBook(student, 'picturebook', art.slug);
    await student.post('/api/Classes/SubmitHomework', { BookId: book.BookId });
    const moved = await student.post('/api/YourStuff/MoveBook', {
      BookId: book.BookId,
      Move: 'to_draft',
    });
    expect(moved.body.code).toBe(0);
    const queue = await owner.client.post<Work[]>('/api/Classes/GetSubmissions', {
      OpenId: c.OpenId,
    });
    expect(queue.body.result).toEqual([]);
  });
});
