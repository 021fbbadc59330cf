import { ErrorCode, Message } from '@storyloom/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flushCountedReads, readingHooks } from '../../src/modules/reading/service/context';
import { approvedGallery, save, startBook } from '../books/helpers';
import { createTestApp, type TestApp } from '../helpers/app';
import { browser, buildUser, signedIn, signIn } from '../helpers/factories';
import { addHook } from '../helpers/hooks';
import { moderator, publishFields, submit, writer } from '../publishing/helpers';
import { dayMs, list, publish } from './helpers';

let t: TestApp;
let owner: Awaited<ReturnType<typeof buildUser>>;
const ids: Record<string, string> = {};

interface ReadAnswer {
  Book: {
    StoryBookId: string;
    Slug: string;
    Title: string;
    Author: string | null;
    AgeLevel: string;
    Counts: { Reads: number; Favorites: number };
    ReaderPath: string;
  };
  Parts: { PartId: string; Html: string | null; Title: string | null }[];
  Toc: { PartId: string; Title: string | null }[];
  Chapter: { PartId: string; Number: number; Previous: string | null; Next: string | null } | null;
  Moved: boolean;
}

const minus = (years: number) => {
  const d = new Date(t.clock.now());
  d.setUTCFullYear(d.getUTCFullYear() - years);
  return d.toISOString().slice(0, 10);
};

beforeAll(async () => {
  t = await createTestApp({ env: { SEED: 'demo', TRUST_PROXY: '1' } });
  owner = await buildUser(t);
  const made = await publish(t, owner.row.id, [
    { title: 'Open Book', summary: 'Everyone may read <b>this</b>.' },
    { title: 'Teen Book', ageLevel: '13+' },
    { title: 'Paid Book', membersOnly: true },
    {
      title: 'Three Chapters',
      type: 'longform',
      parts: [
        {
          title: 'One',
          doc: {
            type: 'doc',
            content: [
              { type: 'paragraph', content: [{ type: 'text', text: '<script>x</script> first' }] },
            ],
          },
          notes: 'secret notes',
        },
        { title: 'Two', doc: { type: 'doc', content: [] }, notes: '' },
        { title: 'Three', doc: { type: 'doc', content: [] }, notes: '' },
      ],
    },
    { title: 'Hidden Book' },
    {
      title: 'Placed Words',
      parts: [
        {
          art: null,
          text: { type: 'doc', content: [] },
          textPosition: 'beside',
          background: '#fde2e4',
        },
        { art: null, text: { type: 'doc', content: [] }, background: '#ffffff' } as never,
      ],
    },
  ]);
  for (const [i, name] of ['open', 'teen', 'paid', 'chapters', 'hidden', 'placed'].entries()) {
    ids[name] = made[i]?.openId as string;
  }
  await t.app.db
    .updateTable('books')
    .set({ hidden_at: t.clock.now() })
    .where('open_id', '=', ids.hidden as string)
    .execute();
});
afterAll(() => t.close());

const read = (client: ReturnType<TestApp['client']>, body: Record<string, unknown>) =>
  client.post<ReadAnswer>('/api/Read/Book', body, { json: true });

describe('POST /api/Read/Book', () => {
  it('answers the published book with safe HTML parts, credits and counts; notes stay private', async () => {
    const res = await read(t.client(), { StoryBookId: ids.chapters });
    expect(res.body.code).toBe(0);
    const { Book, Parts, Toc } = res.body.result;
    expect(Book).toMatchObject({ Title: 'Three Chapters', Author: owner.username });
    expect(Parts).toHaveLength(3);
    expect(Parts[0]?.Html).toContain('&lt;script&gt;');
    expect(Parts[0]?.Html).not.toContain('<script>');
    expect(JSON.stringify(res.body)).not.toContain('secret notes');
    expect(Toc.map((c) => c.Title)).toEqual(['One', 'Two', 'Three']);
  });

  it('answers where each picture book page puts its words, with the page colour (old pages: bottom)', async () => {
    const res = await read(t.client(), { StoryBookId: ids.placed });
    expect(res.body.code).toBe(0);
    const parts = res.body.result.Parts as unknown as Record<string, unknown>[];
    expect(parts[0]).toMatchObject({ Side: null, TextPosition: 'beside', Background: '#fde2e4' });
    expect(parts[1]).toMatchObject({ TextPosition: 'bottom', Background: '#ffffff' });
    const chapters = await read(t.client(), { StoryBookId: ids.chapters });
    expect(chapters.body.result.Parts[0]).toMatchObject({ TextPosition: null, Background: null });
  });

  it('answers one chapter with its neighbours', async () => {
    const res = await read(t.client(), { StoryBookId: ids.chapters, Chapter: 2 });
    expect(res.body.result.Parts.map((p) => p.Title)).toEqual(['Two']);
    const toc = res.body.result.Toc;
    expect(res.body.result.Chapter).toEqual({
      PartId: toc[1]?.PartId,
      Number: 2,
      Previous: toc[0]?.PartId,
      Next: toc[2]?.PartId,
    });
    const byId = await read(t.client(), { StoryBookId: ids.chapters, Chapter: toc[2]?.PartId });
    expect(byId.body.result.Chapter?.Number).toBe(3);
    expect((await read(t.client(), { StoryBookId: ids.chapters, Chapter: 9 })).body.code).toBe(404);
  });

  it('counts a read once per reader and day', async () => {
    const a = await signedIn(t);
    const first = await read(a.client, { StoryBookId: ids.open });
    const again = await read(a.client, { StoryBookId: ids.open });
    expect(again.body.result.Book.Counts.Reads).toBe(first.body.result.Book.Counts.Reads);
    const b = await signedIn(t);
    const other = await read(b.client, { StoryBookId: ids.open });
    expect(other.body.result.Book.Counts.Reads).toBe(first.body.result.Book.Counts.Reads + 1);
    const writerClient = browser(t);
    expect((await signIn(writerClient, owner.username)).body.code).toBe(0);
    const own = await read(writerClient, { StoryBookId: ids.open });
    expect(own.body.result.Book.Counts.Reads).toBe(first.body.result.Book.Counts.Reads + 1);
    t.clock.advance(dayMs);
    const tomorrow = await read(a.client, { StoryBookId: ids.open });
    expect(tomorrow.body.result.Book.Counts.Reads).toBe(first.body.result.Book.Counts.Reads + 2);
    // The sorts move when the batch of counted reads is written (within a second).
    await flushCountedReads(t.app);
    const top = await list(t.client(), { Type: 'picturebook', Sort: 'monthly' });
    expect(top.List[0]?.StoryBookId).toBe(ids.open);
  });

  it('counts a visitor once per address and day, whatever User-Agent they send', async () => {
    const visitor = browser(t);
    const readAs = (headers: Record<string, string>) =>
      visitor.post<ReadAnswer>(
        '/api/Read/Book',
        { StoryBookId: ids.chapters },
        { json: true, headers },
      );
    const first = await readAs({ 'user-agent': 'Browser 1' });
    expect(first.body.code).toBe(0);
    const reads = first.body.result.Book.Counts.Reads;
    for (let i = 2; i <= 6; i++) {
      const again = await readAs({ 'user-agent': `Browser ${i}` });
      expect(again.body.result.Book.Counts.Reads).toBe(reads);
    }
    // Another address is another reader.
    const other = await browser(t).post<ReadAnswer>(
      '/api/Read/Book',
      { StoryBookId: ids.chapters },
      { json: true },
    );
    expect(other.body.result.Book.Counts.Reads).toBe(reads + 1);
  });

  it('refuses a paid-only story to non-members with the SPEC text; members and the writer read it', async () => {
    const reader = await signedIn(t);
    for (const client of [t.client(), reader.client]) {
      const res = await read(client, { StoryBookId: ids.paid });
      expect(res.body.code).toBe(ErrorCode.PAID_ONLY);
      expect(res.body.msg).toBe(Message.paidOnly);
      expect(res.body.msg).toBe('Sorry, this story is only visible to paid members');
    }
    const writerClient = browser(t);
    expect((await signIn(writerClient, owner.username)).body.code).toBe(0);
    expect((await read(writerClient, { StoryBookId: ids.paid })).body.code).toBe(0);
    const removeMember = addHook(
      readingHooks.isMember,
      async (_db, userId) => userId === reader.user.row.id,
    );
    try {
      expect((await read(reader.client, { StoryBookId: ids.paid })).body.code).toBe(0);
    } finally {
      removeMember();
    }
  });

  it('refuses a book above the reader’s age group with the SPEC text', async () => {
    const kid = await signedIn(t, {
      birthday: minus(7),
      parentEmail: 'parent@example.com',
      parentConsent: 'given',
    });
    const res = await read(kid.client, { StoryBookId: ids.teen });
    expect(res.body.code).toBe(ErrorCode.AGE_LEVEL);
    expect(res.body.msg).toBe('This content is not appropriate for your age level');
    expect((await read(kid.client, { StoryBookId: ids.open })).body.code).toBe(0);
    const teen = await signedIn(t, { birthday: minus(14) });
    expect((await read(teen.client, { StoryBookId: ids.teen })).body.code).toBe(0);
  });

  it('hides hidden, unknown and unpublished books (404)', async () => {
    expect((await read(t.client(), { StoryBookId: ids.hidden })).body.code).toBe(404);
    expect((await read(t.client(), { StoryBookId: 'nope' })).body.code).toBe(404);
    const lists = await list(t.client(), { Type: 'picturebook', Sort: 'recent' });
    expect(lists.List.some((e) => e.StoryBookId === ids.hidden)).toBe(false);
  });

  it('answers BAD_INPUT without a book or with odd fields', async () => {
    for (const body of [
      {},
      { Chapter: 1 },
      { StoryBookId: 'x'.repeat(200) },
      { StoryBookId: ids.open, Chapter: -1 },
    ]) {
      expect((await read(t.client(), body)).body.code, JSON.stringify(body)).toBe(
        ErrorCode.BAD_INPUT,
      );
    }
  });
});

describe('published through moderation, then renamed', () => {
  it('lists the approved book and finds it by its old slug after a new title', async () => {
    const art = await approvedGallery(t, 1);
    const w = await writer(t, 2);
    const mod = await moderator(t);
    const book = await startBook(w.client, 'flashfiction', art.slug);
    let saved = await save(w.client, book, book.Version, [
      { Op: 'meta', Title: 'First Name Story' },
      {
        Op: 'put',
        PartId: 'story',
        Content: {
          doc: {
            type: 'doc',
            content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Once.' }] }],
          },
        },
      },
    ]);
    expect(saved.body.code, JSON.stringify(saved.body)).toBe(0);
    const approve = async () => {
      expect((await submit(w.client, book, { ...publishFields, AgeLevel: '6+' })).body.code).toBe(
        0,
      );
      const queue = await mod.client.post<{ List: { EntryId: string; BookId: string }[] }>(
        '/api/Moderation/Queue',
        {},
      );
      const entry = queue.body.result.List.find((e) => e.BookId === book.BookId);
      const ok = await mod.client.post('/api/Moderation/Approve', { EntryId: entry?.EntryId });
      expect(ok.body.code, JSON.stringify(ok.body)).toBe(0);
    };
    await approve();
    const listed = await list(t.client(), { Type: 'flashfiction', Sort: 'recent', AgeGroup: '6+' });
    expect(listed.List[0]).toMatchObject({ StoryBookId: book.BookId, Slug: 'first-name-story' });

    const back = await w.client.post('/api/YourStuff/MoveBook', {
      BookId: book.BookId,
      Move: 'to_draft',
    });
    expect(back.body.code).toBe(0);
    expect(
      (await list(t.client(), { Type: 'flashfiction' })).List.some(
        (e) => e.StoryBookId === book.BookId,
      ),
    ).toBe(false);
    const info = await w.client.post<{ Book: { Version: number } }>('/api/YourStuff/GetBookInfo', {
      BookId: book.BookId,
    });
    saved = await save(w.client, book, info.body.result.Book.Version, [
      { Op: 'meta', Title: 'Second Name' },
    ]);
    expect(saved.body.code, JSON.stringify(saved.body)).toBe(0);
    await approve();

    const old = await read(t.client(), { Slug: 'first-name-story' });
    expect(old.body.code).toBe(0);
    expect(old.body.result.Moved).toBe(true);
    expect(old.body.result.Book).toMatchObject({
      Slug: 'second-name',
      ReaderPath: `/flash-fiction/${book.BookId}/second-name`,
    });
    const current = await read(t.client(), { Slug: 'second-name' });
    expect(current.body.result.Moved).toBe(false);
    expect((await read(t.client(), { Slug: 'never-was' })).body.code).toBe(404);
  });
});
