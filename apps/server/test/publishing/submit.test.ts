import { ErrorCode, Message, translateMessage } from '@storyloom/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findBookByOpenId } from '../../src/modules/books/queries/books';
import { listHistory } from '../../src/modules/books/queries/history';
import { publishingHooks } from '../../src/modules/publishing/context';
import { approvedGallery, startBook } from '../books/helpers';
import { info } from '../books/states';
import { createTestApp, type TestApp } from '../helpers/app';
import { balances, entryFor, moderator, publishFields, submit, submitted, writer } from './helpers';

let t: TestApp;
let art: { slug: string; artworkIds: string[] };
let mod: Awaited<ReturnType<typeof moderator>>;

beforeAll(async () => {
  t = await createTestApp({ env: { SEED: 'demo', TRUST_PROXY: '1' } });
  art = await approvedGallery(t, 3);
  mod = await moderator(t);
});
afterAll(() => t.close());

describe('POST /api/Publish/Submit: one ticket, under review, in the queue', () => {
  it('spends one ticket, moves the book to under_review and queues it, in one step', async () => {
    const w = await writer(t, 2);
    const book = await startBook(w.client, 'picturebook', art.slug);
    const res = await submit(w.client, book);
    expect(res.body.code, JSON.stringify(res.body)).toBe(0);
    expect(res.body.result.Book.State).toBe('under_review');
    expect(res.body.result.Ticket).toBe(1);
    expect(res.body.result.Review.EstimatedWaitHours).toBeGreaterThanOrEqual(1);
    expect((await balances(t, w.id)).tickets).toBe(1);

    const row = await findBookByOpenId(t.app.db, book.BookId);
    expect(row).toMatchObject({ state: 'under_review', language: 'en', age_level: '6+' });
    expect(JSON.parse(row?.categories ?? '[]')).toEqual(['animals', 'adventure']);
    expect(JSON.parse(row?.tags ?? '[]')).toEqual(['fox', 'lantern', 'night']);
    const history = await listHistory(t.app.db, row?.id ?? '');
    expect(history.at(-1)).toMatchObject({
      action: 'submit_for_review',
      from_state: 'draft',
      to_state: 'under_review',
      actor_id: w.id,
    });
    const entry = await entryFor(mod.client, book.BookId);
    expect(entry).toMatchObject({ Kind: 'submission', Type: 'picturebook', Language: 'en' });

    // Locked while in review: no save, no move.
    const save = await w.client.post(
      '/api/Books/Save',
      { BookId: book.BookId, Version: row?.version, Changes: [{ Op: 'meta', Title: 'New' }] },
      { json: true },
    );
    expect(save.body.code).toBe(ErrorCode.BOOK_NOT_EDITABLE);
  });

  it('refuses without a ticket, with how to get one, and changes nothing', async () => {
    const w = await writer(t, 0);
    const book = await startBook(w.client, 'picturebook', art.slug);
    const res = await submit(w.client, book);
    expect(res.body.code).toBe(ErrorCode.NOT_ENOUGH_TICKETS);
    expect(res.body.msg).toBe(Message.publishNeedsTicket);
    expect(res.body.result).toMatchObject({
      Ticket: 0,
      HowToGetTicket: { Membership: '/become-member', Redeem: '/yourstuff-ticket' },
    });
    expect((await findBookByOpenId(t.app.db, book.BookId))?.state).toBe('draft');
  });

  it('refuses three categories and a missing language with the SPEC §5 rule texts', async () => {
    const w = await writer(t, 1);
    const book = await startBook(w.client, 'picturebook', art.slug);
    const three = await submit(w.client, book, {
      ...publishFields,
      Categories: ['animals', 'adventure', 'funny'],
    });
    expect(three.body.code).toBe(ErrorCode.BAD_INPUT);
    expect(three.body.msg).toBe('Choose at most two categories.');
    const { Language: _language, ...noLanguage } = publishFields;
    const none = await submit(w.client, book, noLanguage);
    expect(none.body.code).toBe(ErrorCode.BAD_INPUT);
    expect(none.body.msg).toBe(Message.bookLanguageRequired);
    expect((none.body.result as unknown as { fields: { path: string }[] }).fields[0]?.path).toBe(
      'Language',
    );
    expect((await balances(t, w.id)).tickets).toBe(1);
    expect((await findBookByOpenId(t.app.db, book.BookId))?.state).toBe('draft');
  });

  it('answers in the interface language (Spanish)', async () => {
    const w = await writer(t, 0, { language: 'es' });
    const book = await startBook(w.client, 'picturebook', art.slug);
    const res = await w.client.post(
      '/api/Publish/Submit',
      { BookId: book.BookId, ...publishFields, Categories: ['animals', 'funny', 'nature'] },
      { json: true, headers: { 'accept-language': 'es' } },
    );
    expect(res.body.message).toBe(translateMessage('bookCategoriesMax', 'es'));
    expect(res.body.message).toBe('Elige como máximo dos categorías.');
  });

  it("refuses someone else's book as if it did not exist", async () => {
    const owner = await writer(t, 1);
    const other = await writer(t, 1);
    const book = await startBook(owner.client, 'picturebook', art.slug);
    const res = await submit(other.client, book);
    expect(res.body.code).toBe(ErrorCode.NOT_FOUND);
    expect((await balances(t, other.id)).tickets).toBe(1);
  });

  it('refuses a book already under review, and spends nothing more', async () => {
    const w = await writer(t, 2);
    const book = await submitted(t, w, art.slug);
    const again = await submit(w.client, book);
    expect(again.body.code).toBe(ErrorCode.ALREADY_IN_REVIEW);
    expect(again.body.msg).toBe('This story is already waiting for review.');
    expect((await balances(t, w.id)).tickets).toBe(1);
  });

  it('two submissions of one book at once spend one ticket', async () => {
    const w = await writer(t, 3);
    const book = await startBook(w.client, 'picturebook', art.slug);
    const results = await Promise.all([submit(w.client, book), submit(w.client, book)]);
    expect(results.filter((r) => r.body.code === 0)).toHaveLength(1);
    expect((await balances(t, w.id)).tickets).toBe(2);
  });

  it('each of a writer’s books spends its own ticket, even at the same version', async () => {
    const w = await writer(t, 2);
    const first = await startBook(w.client, 'picturebook', art.slug);
    const second = await startBook(w.client, 'picturebook', art.slug);
    expect((await submit(w.client, first)).body.result.Ticket).toBe(1);
    const again = await submit(w.client, second);
    expect(again.body.code).toBe(0);
    expect(again.body.result.Ticket).toBe(0);
    expect((await balances(t, w.id)).tickets).toBe(0);
    const third = await startBook(w.client, 'picturebook', art.slug);
    expect((await submit(w.client, third)).body.code).toBe(ErrorCode.NOT_ENOUGH_TICKETS);
  });

  it('a writer under 13 without a parent consent cannot publish publicly', async () => {
    const kid = await writer(t, 1, { birthday: '2019-05-01', parentConsent: 'pending' });
    const book = await startBook(kid.client, 'picturebook', art.slug);
    const res = await submit(kid.client, book);
    expect(res.body.code).toBe(ErrorCode.PARENT_CONSENT_NEEDED);
    expect(res.body.msg).toBe(Message.parentConsentNeeded);
    expect((await balances(t, kid.id)).tickets).toBe(1);
    // With the consent given, the same child can.
    const ok = await writer(t, 1, { birthday: '2019-05-01', parentConsent: 'given' });
    const own = await startBook(ok.client, 'picturebook', art.slug);
    expect((await submit(ok.client, own)).body.code).toBe(0);
  });

  it('a class student shows only their username on the cover', async () => {
    const student = await writer(t, 1, { accountType: 9, email: null });
    const book = await startBook(student.client, 'picturebook', art.slug);
    const res = await submit(student.client, book, {
      ...publishFields,
      Cover: { artworkId: null, author: 'Mia Real-Surname', background: '#ffffff' },
    });
    expect(res.body.code, JSON.stringify(res.body)).toBe(0);
    const row = await findBookByOpenId(t.app.db, book.BookId);
    expect(JSON.parse(row?.cover ?? '{}').author).toBe(student.username);
  });

  it('flags personal information at submission, with where it is', async () => {
    const w = await writer(t, 1);
    const book = await startBook(w.client, 'picturebook', art.slug);
    const res = await submit(w.client, book, {
      ...publishFields,
      Summary: 'Write to me at fox.fan@example.com',
    });
    expect(res.body.code).toBe(0);
    const entry = await entryFor(mod.client, book.BookId);
    expect(entry.FlagKinds).toEqual({ email: 1 });
    const got = await mod.client.post<{ Flags: unknown[] }>('/api/Moderation/Get', {
      EntryId: entry.EntryId,
    });
    expect(got.body.result.Flags).toEqual([
      { Kind: 'email', Text: 'fox.fan@example.com', PartId: 'summary', Offset: 15 },
    ]);
  });
});

describe('Withdraw, MakePrivate, SubmitToTeacher', () => {
  it('withdraw brings the book back to draft without refunding the ticket', async () => {
    const w = await writer(t, 1);
    const book = await submitted(t, w, art.slug);
    const entry = await entryFor(mod.client, book.BookId);
    const res = await w.client.post<{ Book: { State: string } }>('/api/Publish/Withdraw', {
      BookId: book.BookId,
    });
    expect(res.body.result.Book.State).toBe('draft');
    expect((await balances(t, w.id)).tickets).toBe(0);
    const claim = await mod.client.post('/api/Moderation/Claim', { EntryId: entry.EntryId });
    expect(claim.body.code).toBe(ErrorCode.ALREADY_DECIDED);
    const history = (await info(w.client, book)).body.result.History;
    expect(history.at(-1)).toMatchObject({ Action: 'withdraw', From: 'under_review', To: 'draft' });
    const again = await w.client.post('/api/Publish/Withdraw', { BookId: book.BookId });
    expect(again.body.code).toBe(ErrorCode.PUBLISH_WRONG_STATE);
  });

  it('make private is the SPEC §4 move', async () => {
    const w = await writer(t, 0);
    const book = await startBook(w.client, 'picturebook', art.slug);
    const res = await w.client.post<{ Book: { State: string } }>('/api/Publish/MakePrivate', {
      BookId: book.BookId,
    });
    expect(res.body.result.Book.State).toBe('private');
  });

  it('submit to teacher needs a class (named by the classes module), and no ticket', async () => {
    const student = await writer(t, 0, { accountType: 9, email: null });
    const book = await startBook(student.client, 'picturebook', art.slug);
    const none = await student.client.post('/api/Publish/SubmitToTeacher', {
      BookId: book.BookId,
    });
    expect(none.body.code).toBe(ErrorCode.NOT_IN_CLASS);
    // The classes module's own answer is put back after (test files share one module graph).
    const classesAnswer = publishingHooks.studentClassOf;
    publishingHooks.studentClassOf = async () => 'class-7';
    try {
      const res = await student.client.post<{ Book: { State: string; InClass: boolean } }>(
        '/api/Publish/SubmitToTeacher',
        { BookId: book.BookId },
      );
      expect(res.body.result.Book).toMatchObject({ State: 'submitted_to_teacher', InClass: true });
    } finally {
      publishingHooks.studentClassOf = classesAnswer;
    }
  });
});
