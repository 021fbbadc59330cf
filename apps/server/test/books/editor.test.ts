import { docFromText, ErrorCode } from '@storyloom/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import type { TestClient } from '../helpers/client';
import { signedIn } from '../helpers/factories';
import {
  approvedGallery,
  type BookAnswer,
  chapter,
  getBook,
  page,
  save,
  startBook,
} from './helpers';

let t: TestApp;
let art: { slug: string; artworkIds: string[] };

beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: '1' } });
  art = await approvedGallery(t, 4);
});
afterAll(() => t.close());

async function writer(): Promise<TestClient> {
  return (await signedIn(t)).client;
}

describe('a draft starts from the art set chosen on /start-with-art', () => {
  it('makes one draft per art set, on the first artwork, in the writer’s language', async () => {
    const client = await writer();
    const set = await client.post<{ ArtSetId: string }>('/api/Artwork/StartWithArt', {
      BookType: 'picturebook',
      Source: 'artist',
      Value: art.slug,
    });
    const first = await client.post<BookAnswer>('/api/Books/Create', {
      BookType: 'picturebook',
      ArtSetId: set.body.result.ArtSetId,
    });
    expect(first.body.code).toBe(0);
    const book = first.body.result.Book;
    expect(first.body.result.Created).toBe(true);
    expect(book).toMatchObject({
      Type: 'picturebook',
      State: 'draft',
      Version: 1,
      Language: 'en',
      Editable: true,
      ArtSetId: set.body.result.ArtSetId,
      PartCount: 1,
      EditorPath: `/picturebook-editor?book=${book.BookId}`,
      AllowedMoves: ['make_private', 'convert_to_longform', 'delete'],
    });
    expect(new Set(book.ArtworkIds)).toEqual(new Set(art.artworkIds));
    expect(art.artworkIds).toContain(book.Cover.artworkId);
    expect(first.body.result.Artworks.map((a) => a.ArtworkId).sort()).toEqual(
      [...art.artworkIds].sort(),
    );
    expect(JSON.stringify(first.body)).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-7/);

    // A reload of /picturebook-editor?artSet=... answers the same draft.
    const again = await client.post<BookAnswer>('/api/Books/Create', {
      BookType: 'picturebook',
      ArtSetId: set.body.result.ArtSetId,
    });
    expect(again.body.result.Created).toBe(false);
    expect(again.body.result.Book.BookId).toBe(book.BookId);

    // Another writer cannot start from this art set; the wrong type is refused.
    const other = await writer();
    const stolen = await other.post('/api/Books/Create', {
      BookType: 'picturebook',
      ArtSetId: set.body.result.ArtSetId,
    });
    expect(stolen.body.code).toBe(ErrorCode.NOT_FOUND);
    const wrongType = await client.post('/api/Books/Create', {
      BookType: 'poetry',
      ArtSetId: set.body.result.ArtSetId,
    });
    expect(wrongType.body.code).toBe(ErrorCode.ART_SET_OTHER_TYPE);
  });

  it('starts each of the four types with its first part', async () => {
    const client = await writer();
    const poem = await startBook(client, 'poetry', art.slug);
    expect(poem.Parts).toEqual([
      expect.objectContaining({
        PartId: 'poem',
        Content: expect.objectContaining({ mode: 'free', artworkId: poem.Cover.artworkId }),
      }),
    ]);
    const story = await startBook(client, 'flashfiction', art.slug);
    expect(story.Parts.map((p) => p.PartId)).toEqual(['story']);
    expect(story.WordLimit).toBe(1000);
    const long = await startBook(client, 'longform', art.slug);
    expect(long.Parts).toHaveLength(1);
    expect(long.Parts[0]?.Content).toMatchObject({ title: '', notes: '' });
  });

  it('puts the picture the writer started from on page 1 and the cover ("Write a story with this picture")', async () => {
    const client = await writer();
    const set = await client.post<{ ArtSetId: string }>('/api/Artwork/StartWithArt', {
      BookType: 'picturebook',
      Source: 'artist',
      Value: art.slug,
    });
    const chosen = art.artworkIds[2] as string;
    const made = await client.post<BookAnswer>('/api/Books/Create', {
      BookType: 'picturebook',
      ArtSetId: set.body.result.ArtSetId,
      StartArtworkId: chosen,
    });
    expect(made.body.code, JSON.stringify(made.body)).toBe(0);
    const book = made.body.result.Book;
    expect(book.Cover.artworkId).toBe(chosen);
    expect(book.Parts[0]?.Content).toMatchObject({
      art: { artworkId: chosen, layout: 'full' },
      textPosition: 'bottom',
    });
    // A picture that is not in the set is not used: the set's first picture is.
    const other = await writer();
    const set2 = await other.post<{ ArtSetId: string }>('/api/Artwork/StartWithArt', {
      BookType: 'picturebook',
      Source: 'artist',
      Value: art.slug,
    });
    const plain = await other.post<BookAnswer>('/api/Books/Create', {
      BookType: 'picturebook',
      ArtSetId: set2.body.result.ArtSetId,
      StartArtworkId: 'not-in-the-set',
    });
    expect(plain.body.code).toBe(0);
    const first = plain.body.result.Book.Cover.artworkId;
    expect(art.artworkIds).toContain(first);
    expect(plain.body.result.Book.Parts[0]?.Content).toMatchObject({ art: { artworkId: first } });
    const bad = await other.post('/api/Books/Create', {
      BookType: 'picturebook',
      ArtSetId: set2.body.result.ArtSetId,
      StartArtworkId: 'x'.repeat(100),
    });
    expect(bad.body.code).toBe(ErrorCode.BAD_INPUT);
  });

  it('takes comics too (their pages: apps/server/test/comics), from a real art set only', async () => {
    const client = await writer();
    const res = await client.post('/api/Books/Create', { BookType: 'comic', ArtSetId: 'x' });
    expect(res.body.code).toBe(ErrorCode.NOT_FOUND);
  });
});

describe('another user’s draft', () => {
  it('cannot be read, saved or deleted by openId; visitors must sign in', async () => {
    const owner = await writer();
    const book = await startBook(owner, 'picturebook', art.slug);
    const stranger = await writer();
    const read = await getBook(stranger, book.BookId);
    expect(read.status).toBe(404);
    expect(read.body.code).toBe(ErrorCode.NOT_FOUND);
    const write = await save(stranger, book, 1, [
      { Op: 'put', PartId: book.Parts[0]?.PartId, Content: page('Mine now') },
    ]);
    expect(write.body.code).toBe(ErrorCode.NOT_FOUND);
    const del = await stranger.post('/api/YourStuff/MoveBook', {
      BookId: book.BookId,
      Move: 'delete',
    });
    expect(del.body.code).toBe(ErrorCode.NOT_FOUND);
    const info = await stranger.post('/api/YourStuff/GetBookInfo', { BookId: book.BookId });
    expect(info.body.code).toBe(ErrorCode.NOT_FOUND);
    const homework = await stranger.post('/api/Books/Homework', { StoryBookId: book.BookId });
    expect(homework.body.code).toBe(ErrorCode.NOT_FOUND);
    const visitor = t.client();
    expect((await getBook(visitor, book.BookId)).body.code).toBe(ErrorCode.NOT_LOGGED_IN);

    const mine = await getBook(owner, book.BookId);
    expect(mine.body.result.Book).toMatchObject({ Version: 1, State: 'draft' });
    expect(mine.body.result.Book.Parts[0]?.Content).not.toMatchObject({
      text: docFromText('Mine now'),
    });
  });
});

describe('saving with a version', () => {
  it('adds, edits, duplicates, reorders and deletes pages, one version at a time', async () => {
    const client = await writer();
    const book = await startBook(client, 'picturebook', art.slug);
    const first = book.Parts[0]?.PartId as string;
    const [a1, a2] = art.artworkIds as [string, string];

    let res = await save(client, book, 1, [
      { Op: 'put', PartId: first, Content: page('Once upon a time', a1) },
      { Op: 'add', PartId: 'page-two', Content: page('the fox ran home.', a2, 'half') },
      { Op: 'meta', Title: 'The Fox and the Moon', Tags: 'fox moon', Categories: ['animals'] },
    ]);
    expect(res.body.code, JSON.stringify(res.body)).toBe(0);
    expect(res.body.result).toMatchObject({
      Version: 2,
      Slug: 'the-fox-and-the-moon',
      WordCount: 8,
      PartCount: 2,
      Parts: [
        { PartId: first, WordCount: 4 },
        { PartId: 'page-two', WordCount: 4 },
      ],
    });

    res = await save(client, book, 2, [
      { Op: 'duplicate', PartId: first, NewPartId: 'copy' },
      { Op: 'order', PartIds: ['page-two', 'copy', first] },
    ]);
    expect(res.body.result.Parts.map((p) => p.PartId)).toEqual(['page-two', 'copy', first]);
    expect(res.body.result.Version).toBe(3);

    res = await save(client, book, 3, [
      { Op: 'delete', PartId: 'page-two' },
      { Op: 'add', After: null, Content: page('Title page') },
    ]);
    expect(res.body.result.PartCount).toBe(3);
    const added = res.body.result.Parts[0]?.PartId as string;
    expect(added).toMatch(/^[A-Za-z0-9_-]{8}$/);

    // Closing the tab and coming back: everything is there, in order.
    const back = (await getBook(client, book.BookId)).body.result.Book;
    expect(back).toMatchObject({ Version: 4, Title: 'The Fox and the Moon', WordCount: 10 });
    expect(back.Tags).toEqual(['fox', 'moon']);
    expect(back.Categories).toEqual(['animals']);
    expect(back.Parts.map((p) => p.PartId)).toEqual([added, 'copy', first]);
    expect(back.Parts[1]?.Content).toEqual(back.Parts[2]?.Content);
    expect(back.Parts[2]?.Content).toMatchObject({
      art: { artworkId: a1, layout: 'full', side: 'start' },
      background: '#fff8e7',
    });
  });

  it('refuses a stale version with CONFLICT and the current version; nothing is overwritten', async () => {
    const client = await writer();
    const book = await startBook(client, 'flashfiction', art.slug);
    const tabA = await save(client, book, 1, [
      { Op: 'put', PartId: 'story', Content: { doc: docFromText('Newest words.') } },
    ]);
    expect(tabA.body.result.Version).toBe(2);
    const tabB = await save(client, book, 1, [
      { Op: 'put', PartId: 'story', Content: { doc: docFromText('Old tab words.') } },
    ]);
    expect(tabB.status).toBe(409);
    expect(tabB.body).toMatchObject({
      code: ErrorCode.CONFLICT,
      result: { Version: 2, State: 'draft' },
    });
    const ahead = await save(client, book, 7, [
      { Op: 'put', PartId: 'story', Content: { doc: docFromText('From the future.') } },
    ]);
    expect(ahead.body.code).toBe(ErrorCode.CONFLICT);
    const stored = (await getBook(client, book.BookId)).body.result.Book;
    expect(stored.Version).toBe(2);
    expect(stored.Parts[0]?.Content).toEqual({ doc: docFromText('Newest words.') });
  });

  it('lets only one of two saves made on the same version through', async () => {
    const client = await writer();
    const book = await startBook(client, 'longform', art.slug);
    const id = book.Parts[0]?.PartId as string;
    const results = await Promise.all(
      ['one', 'two', 'three', 'four'].map((word) =>
        save(client, book, 1, [{ Op: 'put', PartId: id, Content: chapter(word, word) }]),
      ),
    );
    const codes = results.map((r) => r.body.code).sort();
    expect(codes).toEqual([0, ErrorCode.CONFLICT, ErrorCode.CONFLICT, ErrorCode.CONFLICT]);
    const winner = results.find((r) => r.body.code === 0);
    expect((await getBook(client, book.BookId)).body.result.Book.Version).toBe(
      winner?.body.result.Version,
    );
  });
});

describe('books made from an artwork', () => {
  it('records the artworks a book shows and keeps their use counts in step', async () => {
    const client = await writer();
    const gallery = await approvedGallery(t, 3);
    const book = await startBook(client, 'picturebook', gallery.slug);
    const [a1, a2, a3] = gallery.artworkIds as [string, string, string];
    const shown = async () => {
      const row = await t.app.db
        .selectFrom('books')
        .select('id')
        .where('open_id', '=', book.BookId)
        .executeTakeFirstOrThrow();
      const rows = await t.app.db
        .selectFrom('book_artworks')
        .select('artwork_id')
        .where('book_id', '=', row.id)
        .execute();
      return rows.map((r) => r.artwork_id).sort();
    };
    const uses = async (id: string) =>
      (
        await client.post<{ Artwork: { UseCount: number } }>('/api/Artwork/GetArtwork', {
          ArtworkId: id,
        })
      ).body.result.Artwork.UseCount;
    const cover = book.Cover.artworkId as string;
    expect(await shown()).toEqual([cover]);
    const other = [a1, a2, a3].find((id) => id !== cover) as string;
    await save(client, book, 1, [
      { Op: 'put', PartId: book.Parts[0]?.PartId, Content: page('x', other) },
    ]);
    expect(await shown()).toEqual([cover, other].sort());
    expect(await uses(other)).toBe(1);
    await save(client, book, 2, [{ Op: 'put', PartId: book.Parts[0]?.PartId, Content: page('y') }]);
    expect(await shown()).toEqual([cover]);
    expect(await uses(other)).toBe(0);
    await client.post('/api/YourStuff/MoveBook', { BookId: book.BookId, Move: 'delete' });
    expect(await shown()).toEqual([]);
    expect(await uses(cover)).toBe(0);
  });
});

describe('daily writing', () => {
  it('the first save of a day earns the daily crowns once; the next day again', async () => {
    const { client, user } = await signedIn(t);
    const book = await startBook(client, 'flashfiction', art.slug);
    const put = (v: number, text: string) =>
      save(client, book, v, [{ Op: 'put', PartId: 'story', Content: { doc: docFromText(text) } }]);
    await put(1, 'one');
    await put(2, 'two');
    const crowns = async () =>
      (await client.get<{ info: { Crown: number } }>('/api/User/GetUserInfo')).body.result.info
        .Crown;
    expect(await crowns()).toBe(5);
    const days = await t.app.db
      .selectFrom('writing_days')
      .selectAll()
      .where('user_id', '=', user.row.id)
      .execute();
    expect(days).toMatchObject([{ day: '2026-11-22', awarded: 1 }]);
    t.clock.advance(24 * 3600 * 1000);
    await put(3, 'three');
    expect(await crowns()).toBe(10);
    t.clock.advance(-24 * 3600 * 1000);
  });

  it('GetUserInfo counts the books a user has written', async () => {
    const client = await writer();
    await startBook(client, 'poetry', art.slug);
    await startBook(client, 'longform', art.slug);
    const info = await client.get<{ info: { BookCount: number } }>('/api/User/GetUserInfo');
    expect(info.body.result.info.BookCount).toBe(2);
  });
});

describe('bad input is never a server error', () => {
  it('answers envelopes for odd bodies', async () => {
    const client = await writer();
    const book = await startBook(client, 'picturebook', art.slug);
    const deep: unknown[] = [];
    let cursor = deep;
    for (let i = 0; i < 3000; i++) {
      const next: unknown[] = [];
      cursor.push(next);
      cursor = next;
    }
    const bodies: unknown[] = [
      {},
      { BookId: book.BookId },
      { BookId: book.BookId, Version: '1', Changes: [] },
      { BookId: book.BookId, Version: 1, Changes: [{ Op: 'explode' }] },
      { BookId: book.BookId, Version: 1, Changes: [{ Op: 'order', PartIds: ['x', 'x'] }] },
      { BookId: book.BookId, Version: 1, Changes: [{ Op: 'put', PartId: '../etc', Content: {} }] },
      {
        BookId: book.BookId,
        Version: 1,
        Changes: [{ Op: 'put', PartId: book.Parts[0]?.PartId, Content: { text: deep } }],
      },
      {
        BookId: book.BookId,
        Version: 1,
        Changes: [{ Op: 'meta', Title: '\u0000'.repeat(50), Cover: 'x' }],
      },
      { BookId: '\u0000', Version: 1e300, Changes: [{ Op: 'meta' }] },
    ];
    for (const body of bodies) {
      const res = await client.post('/api/Books/Save', body, { json: true });
      expect(res.status, JSON.stringify(body).slice(0, 200)).toBeLessThan(500);
      expect(res.body.code).not.toBe(0);
    }
    const form = await client.post('/api/Books/Save', {
      BookId: book.BookId,
      Version: 1,
      Changes: 'x',
    });
    expect(form.status).toBe(400);
    const nul = await save(client, book, 1, [
      { Op: 'meta', Title: 'A\u0000B\nC', Summary: 'x\u0000y' },
      { Op: 'put', PartId: book.Parts[0]?.PartId, Content: page('nul \u0000 here') },
    ]);
    expect(nul.body.code).toBe(0);
    expect(nul.body.result.Slug).toBe('ab-c');
  });
});
