import { AccountType, ErrorCode } from '@storyloom/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerSharingRelation } from '../../src/modules/safety/index';
import { newId, newOpenId } from '../../src/platform/ids';
import { getBook } from '../books/helpers';
import { addStudents, makeClass, studentBrowser, teacher } from '../classes/helpers';
import { createTestApp, type TestApp } from '../helpers/app';
import { signedIn } from '../helpers/factories';
import { comicLibrary, savePage, startComic, twoPanelPage } from './helpers';

/**
 * Issue 14, High #3 "Strangers reach children": a comic offer goes only between two adults, or
 * through a relation a family plan or a class registers; the comic is pre-screened like a
 * publication, and a child's list never shows a stranger's text.
 */
let t: TestApp;
let lib: Awaited<ReturnType<typeof comicLibrary>>;

beforeAll(async () => {
  t = await createTestApp({ env: { SEED: 'demo', TRUST_PROXY: '1' } });
  lib = await comicLibrary(t);
});
afterAll(() => t.close());

const yearsAgo = (years: number) => `${new Date(t.clock.now()).getUTCFullYear() - years - 1}-06-15`;

function offer(client: Awaited<ReturnType<typeof signedIn>>['client'], bookId: string, to: string) {
  return client.post<{ Transfer: { TransferId: string; Title: string } }>(
    '/api/YourStuff/TransferComic',
    { BookId: bookId, ToUserName: to },
  );
}

describe('who may be offered a comic', () => {
  it('never a child, a class student or a teen from a stranger; the answer tells nothing', async () => {
    const adult = await signedIn(t);
    const book = await startComic(adult.client, lib.slug);
    const kid = await signedIn(t, {
      birthday: yearsAgo(9),
      parentEmail: 'parent@example.com',
      parentConsent: 'given',
    });
    const student = await signedIn(t, {
      accountType: AccountType.CLASS_STUDENT,
      email: null,
      birthday: yearsAgo(10),
    });
    const teen = await signedIn(t, { birthday: yearsAgo(15) });
    const answers = [];
    for (const to of [kid, student, teen]) {
      const res = await offer(adult.client, book.BookId, to.user.username);
      expect(res.body.code, to.user.username).toBe(ErrorCode.COMIC_TRANSFER_REFUSED);
      expect(res.body.result).toEqual({ Reason: 'not_allowed' });
      answers.push(res.body);
    }
    // An unknown username gets the very same answer: a refusal is no way to learn who is a child.
    const nobody = await offer(adult.client, book.BookId, 'no_such_person_here');
    expect(nobody.body).toEqual(answers[0]);
    expect(nobody.body.msg).toBe(
      'Comics can be given only between two adult accounts, or within a family plan or a class. This account cannot be offered a comic by you.',
    );
    // Nothing reached the children.
    for (const to of [kid, student, teen]) {
      const list = await to.client.post<{ Incoming: unknown[] }>('/api/YourStuff/ComicTransfers');
      expect(list.body.result.Incoming).toEqual([]);
    }
  });

  it('a child or a teen cannot offer to a stranger either', async () => {
    const kid = await signedIn(t, {
      birthday: yearsAgo(10),
      parentEmail: 'parent@example.com',
      parentConsent: 'given',
    });
    const adult = await signedIn(t);
    const book = await startComic(kid.client, lib.slug);
    const res = await offer(kid.client, book.BookId, adult.user.username);
    expect(res.body.result).toEqual({ Reason: 'not_allowed' });
  });

  it('a registered relation (a family plan, a class) lets an adult offer to a child', async () => {
    const parent = await signedIn(t);
    const kid = await signedIn(t, {
      birthday: yearsAgo(9),
      parentEmail: 'parent@example.com',
      parentConsent: 'given',
    });
    const book = await startComic(parent.client, lib.slug);
    const unregister = registerSharingRelation(
      'test-family',
      async (_db, from, to) =>
        [from.id, to.id].sort().join() === [parent.user.row.id, kid.user.row.id].sort().join(),
    );
    try {
      const res = await offer(parent.client, book.BookId, kid.user.username);
      expect(res.body.code, JSON.stringify(res.body)).toBe(0);
      const list = await kid.client.post<{ Incoming: { Title: string }[] }>(
        '/api/YourStuff/ComicTransfers',
      );
      expect(list.body.result.Incoming).toHaveLength(1);
    } finally {
      unregister();
    }
    // Once the relation is gone (the plan ended), the offer no longer reaches the child.
    const after = await kid.client.post<{ Incoming: unknown[] }>('/api/YourStuff/ComicTransfers');
    expect(after.body.result.Incoming).toEqual([]);
  });

  it("a class's teacher and its students are related (the classes module registers it); classmates are not", async () => {
    const owner = await teacher(t, 30);
    const other = await teacher(t, 30);
    const c = await makeClass(owner.client, 'Comics 5');
    const [mia, leo] = await addStudents(owner.client, c.OpenId, 'Mia\nLeo');
    if (!mia || !leo || !c.Passcode) throw new Error('no students');
    const miaClient = await studentBrowser(t, c.Passcode, mia.Username, mia.InitPassword);
    const book = await startComic(owner.client, lib.slug);
    // Another class's teacher is a stranger to Mia.
    const otherBook = await startComic(other.client, lib.slug);
    const refused = await offer(other.client, otherBook.BookId, mia.Username);
    expect(refused.body.result).toEqual({ Reason: 'not_allowed' });
    // Her own teacher may offer; she sees it.
    const res = await offer(owner.client, book.BookId, mia.Username);
    expect(res.body.code, JSON.stringify(res.body)).toBe(0);
    const list = await miaClient.post<{ Incoming: { Title: string }[] }>(
      '/api/YourStuff/ComicTransfers',
    );
    expect(list.body.result.Incoming).toHaveLength(1);
    // Mia may not offer to Leo: nobody with standing approves what one child sends another.
    const hers = await startComic(miaClient, lib.slug);
    const toLeo = await offer(miaClient, hers.BookId, leo.Username);
    expect(toLeo.body.result).toEqual({ Reason: 'not_allowed' });
  });

  it('an offer from a stranger made before the rule never shows nor can be accepted', async () => {
    const stranger = await signedIn(t);
    const kid = await signedIn(t, {
      birthday: yearsAgo(8),
      parentEmail: 'parent@example.com',
      parentConsent: 'given',
    });
    const book = await startComic(stranger.client, lib.slug);
    const row = await t.app.db
      .selectFrom('books')
      .select('id')
      .where('open_id', '=', book.BookId)
      .executeTakeFirstOrThrow();
    const openId = newOpenId();
    await t.app.db
      .insertInto('book_transfers')
      .values({
        id: newId(t.clock.now()),
        open_id: openId,
        book_id: row.id,
        from_id: stranger.user.row.id,
        to_id: kid.user.row.id,
        status: 'offered',
        open_key: row.id,
        title: 'meet me at the park, call 555 0100',
        created_at: t.clock.now(),
        answered_at: null,
      })
      .execute();
    const list = await kid.client.post<{ Incoming: unknown[] }>('/api/YourStuff/ComicTransfers');
    expect(list.body.result.Incoming).toEqual([]);
    const accept = await kid.client.post('/api/YourStuff/AnswerComicTransfer', {
      TransferId: openId,
      Accept: true,
    });
    expect(accept.body.result).toEqual({ Reason: 'not_allowed' });
    expect((await getBook(kid.client, book.BookId)).body.code).toBe(ErrorCode.NOT_FOUND);
  });
});

describe('the offered comic is pre-screened like a publication', () => {
  it('refuses a comic whose bubbles carry an email address', async () => {
    const giver = await signedIn(t);
    const receiver = await signedIn(t);
    const book = await startComic(giver.client, lib.slug);
    const saved = await savePage(giver.client, {
      BookId: book.BookId,
      Version: book.Version,
      PageId: book.Parts[0]?.PartId,
      Page: twoPanelPage(
        lib.approved[0] as string,
        lib.approved[1] as string,
        'write me: kid@example.com',
      ),
    });
    expect(saved.body.code, JSON.stringify(saved.body)).toBe(0);
    const res = await offer(giver.client, book.BookId, receiver.user.username);
    expect(res.body.code).toBe(ErrorCode.COMIC_TRANSFER_REFUSED);
    expect(res.body.result).toEqual({ Reason: 'screen' });
  });

  it('screens again on accepting; the receiver sees only the title that passed', async () => {
    const giver = await signedIn(t);
    const receiver = await signedIn(t);
    const book = await startComic(giver.client, lib.slug);
    const res = await offer(giver.client, book.BookId, receiver.user.username);
    expect(res.body.code, JSON.stringify(res.body)).toBe(0);
    const screenedTitle = book.Title;
    // The giver edits the comic after the offer: a new title and a phone number in a bubble.
    await t.app.db
      .updateTable('books')
      .set({ title: 'call me 555-010-0199' })
      .where('open_id', '=', book.BookId)
      .execute();
    const list = await receiver.client.post<{ Incoming: { Title: string }[] }>(
      '/api/YourStuff/ComicTransfers',
    );
    expect(list.body.result.Incoming.map((o) => o.Title)).toEqual([screenedTitle]);
    const accept = await receiver.client.post('/api/YourStuff/AnswerComicTransfer', {
      TransferId: res.body.result.Transfer.TransferId,
      Accept: true,
    });
    expect(accept.body.result).toEqual({ Reason: 'screen' });
    expect((await getBook(receiver.client, book.BookId)).body.code).toBe(ErrorCode.NOT_FOUND);
  });
});
