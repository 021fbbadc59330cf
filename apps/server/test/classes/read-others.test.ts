import { AccountType, ErrorCode } from '@storyloom/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvedGallery, startBook } from '../books/helpers';
import type { TestApp } from '../helpers/app';
import type { TestClient } from '../helpers/client';
import { browser, signedIn } from '../helpers/factories';
import { addStudents, classesApp, makeClass, studentBrowser, teacher } from './helpers';

/**
 * Decision 044: a class's ReadOtherBook decides, in the books policy, whether its students read
 * classmates' approved stories and others' public books (the classes module's `read` rule and
 * limit), through the reader (/api/Read/Book) and the class page.
 */
let t: TestApp;
let art: { slug: string };
let publicBook: string;
beforeAll(async () => {
  t = await classesApp();
  art = await approvedGallery(t, 2);
  const writer = await signedIn(t, { accountType: AccountType.STUDENT, birthday: '2010-01-01' });
  publicBook = (await startBook(writer.client, 'picturebook', art.slug)).BookId;
  await publish(publicBook);
});
afterAll(() => t.close());

async function publish(openId: string) {
  await t.app.db
    .updateTable('books')
    .set({ state: 'published' })
    .where('open_id', '=', openId)
    .execute();
}

const read = (client: TestClient, id: string) =>
  client.post<{ Book: { StoryBookId: string } }>('/api/Read/Book', { StoryBookId: id });

async function approve(owner: TestClient, student: TestClient) {
  const book = await startBook(student, 'picturebook', art.slug);
  expect(
    (await student.post('/api/Classes/SubmitHomework', { BookId: book.BookId })).body.code,
  ).toBe(0);
  const ok = await owner.post('/api/Classes/ReviewSubmission', {
    BookId: book.BookId,
    Decision: 'approve',
  });
  expect(ok.body.code).toBe(0);
  return book.BookId;
}

async function classOfTwo(name: string) {
  const owner = await teacher(t, 20);
  const c = await makeClass(owner.client, name);
  const [mia, leo] = await addStudents(owner.client, c.OpenId, 'Mia\nLeo');
  if (!mia || !leo || !c.Passcode) throw new Error('no students');
  const miaClient = await studentBrowser(t, c.Passcode, mia.Username, mia.InitPassword);
  const leoClient = await studentBrowser(t, c.Passcode, leo.Username, leo.InitPassword);
  return { owner, c, miaClient, leoClient };
}

const setReadOthers = async (owner: TestClient, openId: string, on: number) => {
  const res = await owner.post('/api/Classes/UpdateClass', { OpenId: openId, ReadOtherBook: on });
  expect(res.body.code).toBe(0);
};

interface Show {
  Books: { BookId: string; ReaderPath: string | null; Name: string }[];
}

describe('reading classmates’ books (ReadOtherBook, decision 044)', () => {
  it('a class that does not allow it keeps its students to their own books, public ones too', async () => {
    const { owner, c, miaClient, leoClient } = await classOfTwo('Oak 1');
    const leoBook = await approve(owner.client, leoClient);
    const refused = await read(miaClient, publicBook);
    expect(refused.body.code).toBe(ErrorCode.NO_PERMISSION);
    // The classmate's approved story is not public: the 404 of a book that is not there.
    expect((await read(miaClient, leoBook)).body.code).toBe(ErrorCode.NOT_FOUND);
    const show = await miaClient.post<Show>('/api/Classes/GetShowcase', { OpenId: c.OpenId });
    expect(show.body.result.Books.map((b) => b.BookId)).not.toContain(leoBook);
  });

  it('a class that allows it opens classmates’ approved stories and public books to its students', async () => {
    const { owner, c, miaClient, leoClient } = await classOfTwo('Oak 2');
    const leoBook = await approve(owner.client, leoClient);
    const miaBook = await approve(owner.client, miaClient);
    await setReadOthers(owner.client, c.OpenId, 1);
    const ok = await read(miaClient, leoBook);
    expect(ok.body.code).toBe(0);
    expect(ok.body.result.Book.StoryBookId).toBe(leoBook);
    expect((await read(miaClient, publicBook)).body.code).toBe(0);
    const show = await miaClient.post<Show>('/api/Classes/GetShowcase', { OpenId: c.OpenId });
    const leo = show.body.result.Books.find((b) => b.BookId === leoBook);
    expect(leo?.ReaderPath).toMatch(/^\/picture-book\//);
    expect(leo?.Name).toBe('');
    // Mia's own private story keeps no reader path (the reader shows public books to its writer).
    expect(show.body.result.Books.find((b) => b.BookId === miaBook)?.ReaderPath).toBeNull();

    // Turned off again: refused again.
    await setReadOthers(owner.client, c.OpenId, 0);
    expect((await read(miaClient, leoBook)).body.code).toBe(ErrorCode.NOT_FOUND);
    expect((await read(miaClient, publicBook)).body.code).toBe(ErrorCode.NO_PERMISSION);
  });

  it('only approved stories; never for another class’s students, teachers of other classes or visitors', async () => {
    const { owner, c, miaClient, leoClient } = await classOfTwo('Oak 3');
    await setReadOthers(owner.client, c.OpenId, 1);
    const draft = await startBook(leoClient, 'picturebook', art.slug);
    expect(
      (await leoClient.post('/api/Classes/SubmitHomework', { BookId: draft.BookId })).body.code,
    ).toBe(0);
    expect((await read(miaClient, draft.BookId)).body.code).toBe(ErrorCode.NOT_FOUND);
    const leoBook = await approve(owner.client, leoClient);

    const other = await classOfTwo('Elm 3');
    await setReadOthers(other.owner.client, other.c.OpenId, 1);
    expect((await read(other.miaClient, leoBook)).body.code).toBe(ErrorCode.NOT_FOUND);
    expect((await read(other.owner.client, leoBook)).body.code).toBe(ErrorCode.NOT_FOUND);
    expect((await read(browser(t), leoBook)).body.code).toBe(ErrorCode.NOT_FOUND);
    const stranger = await signedIn(t, {
      accountType: AccountType.TEACHER,
      birthday: '1980-01-01',
    });
    expect((await read(stranger.client, leoBook)).body.code).toBe(ErrorCode.NOT_FOUND);
    expect((await read(other.miaClient, publicBook)).body.code).toBe(0);
  });

  it('answers bad input with BAD_INPUT', async () => {
    const { miaClient } = await classOfTwo('Oak 4');
    const res = await miaClient.post('/api/Read/Book', { StoryBookId: 'x'.repeat(200) });
    expect(res.body.code).toBe(ErrorCode.BAD_INPUT);
  });
});
