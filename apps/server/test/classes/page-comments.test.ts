import { ErrorCode as BaseCode, ClassErrorCode } from '@storyloom/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvedGallery, page, save, startBook } from '../books/helpers';
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

interface Comments {
  List: { PartId: string; Page: number; Comment: string }[];
}

describe('page comments (decision 052)', () => {
  it('the teacher comments on one page; the student sees it on that page; empty takes it back', async () => {
    const owner = await teacher(t, 20);
    const c = await makeClass(owner.client, 'Elm 3');
    const [kai] = await addStudents(owner.client, c.OpenId, 'Kai');
    if (!kai || !c.Passcode) throw new Error('no student');
    const student = await studentBrowser(t, c.Passcode, kai.Username, kai.InitPassword);
    const book = await startBook(student, 'picturebook', art.slug);
    const saved = await save(student, book, book.Version, [
      { Op: 'put', PartId: book.Parts[0]?.PartId, Content: page('The fox woke up.') },
      { Op: 'add', PartId: 'p2', Content: page('The fox ran to the river.') },
    ]);
    expect(saved.body.code, JSON.stringify(saved.body)).toBe(0);
    const first = book.Parts[0]?.PartId as string;
    // Not yet submitted: nothing to mark.
    const early = await owner.client.post('/api/Classes/CommentPage', {
      BookId: book.BookId,
      PartId: 'p2',
      Comment: 'Nice',
    });
    expect(early.body.code).toBe(ErrorCode.NOT_FOUND);
    expect(
      (await student.post('/api/Classes/SubmitHomework', { BookId: book.BookId })).body.code,
    ).toBe(0);

    const res = await owner.client.post('/api/Classes/CommentPage', {
      BookId: book.BookId,
      PartId: 'p2',
      Comment: 'What does the river sound like?',
    });
    expect(res.body).toMatchObject({
      code: 0,
      result: { PartId: 'p2', Comment: 'What does the river sound like?' },
    });
    await owner.client.post('/api/Classes/CommentPage', {
      BookId: book.BookId,
      PartId: first,
      Comment: 'A strong start.',
    });
    const mine = await student.post<Comments>('/api/Classes/GetPageComments', {
      BookId: book.BookId,
    });
    expect(mine.body.result.List.map((x) => [x.Page, x.Comment])).toEqual([
      [1, 'A strong start.'],
      [2, 'What does the river sound like?'],
    ]);
    const cleared = await owner.client.post('/api/Classes/CommentPage', {
      BookId: book.BookId,
      PartId: first,
      Comment: '  ',
    });
    expect(cleared.body.code).toBe(0);
    const after = await owner.client.post<Comments>('/api/Classes/GetPageComments', {
      BookId: book.BookId,
    });
    expect(after.body.result.List.map((x) => x.Page)).toEqual([2]);

    // Refusals: another teacher, the student commenting, a stranger reading, bad input.
    const other = await teacher(t, 20);
    const stranger = await signedIn(t);
    for (const client of [other.client, student]) {
      const no = await client.post('/api/Classes/CommentPage', {
        BookId: book.BookId,
        PartId: 'p2',
        Comment: 'Hi',
      });
      expect(no.body.code).toBe(ErrorCode.NOT_FOUND);
    }
    for (const client of [other.client, stranger.client]) {
      const no = await client.post('/api/Classes/GetPageComments', { BookId: book.BookId });
      expect(no.body.code).toBe(ErrorCode.NOT_FOUND);
    }
    for (const bad of [
      { BookId: book.BookId, PartId: 'nope', Comment: 'x' },
      { BookId: book.BookId, PartId: 'p2', Comment: 'x'.repeat(2001) },
      { BookId: book.BookId },
    ]) {
      const no = await owner.client.post('/api/Classes/CommentPage', bad);
      expect(no.status).toBeLessThan(500);
      expect(no.body.code).toBe(ErrorCode.BAD_INPUT);
    }
    // After the review, the page comments stay for the student but no new ones are taken.
    await owner.client.post('/api/Classes/ReviewSubmission', {
      BookId: book.BookId,
      Decision: 'return',
      Comment: 'Add an ending.',
    });
    const late = await owner.client.post('/api/Classes/CommentPage', {
      BookId: book.BookId,
      PartId: 'p2',
      Comment: 'Later',
    });
    expect(late.body.code).toBe(ErrorCode.NOT_SUBMITTED);
    const kept = await student.post<Comments>('/api/Classes/GetPageComments', {
      BookId: book.BookId,
    });
    expect(kept.body.result.List).toHaveLength(1);
  });
});
