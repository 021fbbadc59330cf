import { ErrorCode } from '@storyloom/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvedGallery, getBook, startBook } from '../books/helpers';
import { createTestApp, type TestApp } from '../helpers/app';
import { browser, signedIn } from '../helpers/factories';
import { entryFor, giveTickets, moderator, publishFields } from '../publishing/helpers';
import { comicLibrary, savePage, startComic, twoPanelPage } from './helpers';

let t: TestApp;
let lib: Awaited<ReturnType<typeof comicLibrary>>;
let other: Awaited<ReturnType<typeof comicLibrary>>;

beforeAll(async () => {
  t = await createTestApp({ env: { SEED: 'demo', TRUST_PROXY: '1' } });
  lib = await comicLibrary(t);
  other = await comicLibrary(t, ['character']);
});
afterAll(() => t.close());

const art = (i: number) => () => lib.approved[i] as string;
const [bg, hero, friend] = [art(0), art(1), art(2)];

describe('POST /api/YourStuff/SaveComicPage', () => {
  it('replaces a page and adds pages through the versioned save', async () => {
    const { client } = await signedIn(t);
    const book = await startComic(client, lib.slug);
    expect(book).toMatchObject({ Type: 'comic', PartCount: 1, Version: 1 });
    expect(book.EditorPath).toBe(`/comic-editor?book=${book.BookId}`);
    const first = book.Parts[0]?.PartId as string;
    expect(book.Parts[0]?.Content).toMatchObject({ layout: '3-wide-top' });

    const put = await savePage(client, {
      BookId: book.BookId,
      Version: 1,
      PageId: first,
      Page: twoPanelPage(bg(), hero()),
    });
    expect(put.body.code, JSON.stringify(put.body)).toBe(0);
    expect(put.body.result).toMatchObject({
      Version: 2,
      PageId: first,
      Added: false,
      PartCount: 1,
    });
    expect(put.body.result.WordCount).toBe(5);

    const added = await savePage(client, {
      BookId: book.BookId,
      Version: 2,
      PageId: 'second',
      After: null,
      Page: {
        layout: '1-full',
        panels: [{ items: [{ id: 'f', artworkId: friend(), x: 0.5, y: 0.5, scale: 0.5 }] }],
      },
    });
    expect(added.body.result).toMatchObject({
      Version: 3,
      PageId: 'second',
      Added: true,
      PartCount: 2,
    });
    const noId = await savePage(client, {
      BookId: book.BookId,
      Version: 3,
      Page: { layout: '1-full', panels: [{}] },
    });
    expect(noId.body.result.PageId).toMatch(/^p/);

    const got = (await getBook(client, book.BookId)).body.result.Book;
    expect(got.Parts.map((p) => p.PartId)).toEqual(['second', first, noId.body.result.PageId]);
    const saved = got.Parts[1]?.Content as ReturnType<typeof twoPanelPage>;
    expect(saved.panels[0]?.items?.[1]).toMatchObject({ flip: true, rotation: 10, scale: 0.4 });
    expect(saved.panels[0]?.bubbles?.[0]).toMatchObject({ tail: { x: 0.3, y: 0.5 }, fontSize: 16 });
  });

  it('lets a comic use any approved comic artwork, not only its art set', async () => {
    const { client } = await signedIn(t);
    const book = await startComic(client, lib.slug);
    const outsider = other.approved[0] as string;
    expect(book.ArtworkIds).not.toContain(outsider);
    const res = await savePage(client, {
      BookId: book.BookId,
      Version: 1,
      PageId: book.Parts[0]?.PartId,
      Page: twoPanelPage(bg(), outsider),
    });
    expect(res.body.code, JSON.stringify(res.body)).toBe(0);
    expect((await getBook(client, book.BookId)).body.result.Book.ArtworkIds).toContain(outsider);

    // The cover too; but not a gallery picture.
    const other2 = await comicLibrary(t, ['character']);
    const cover = other2.approved[0] as string;
    const covered = await client.post(
      '/api/Books/Save',
      { BookId: book.BookId, Version: 2, Changes: [{ Op: 'meta', Cover: { artworkId: cover } }] },
      { json: true },
    );
    expect(covered.body.code, JSON.stringify(covered.body)).toBe(0);
    const gallery = await client.post(
      '/api/Books/Save',
      {
        BookId: book.BookId,
        Version: 3,
        Changes: [{ Op: 'meta', Cover: { artworkId: other2.gallery } }],
      },
      { json: true },
    );
    expect(gallery.body.code).toBe(ErrorCode.ARTWORK_NOT_IN_ART_SET);
  });

  it('refuses malformed page JSON, naming the place', async () => {
    const { client } = await signedIn(t);
    const book = await startComic(client, lib.slug);
    for (const Page of [
      'not a page',
      null,
      { layout: '2-rows' },
      {
        layout: '2-rows',
        panels: [{ items: [{ id: 'x', artworkId: bg(), x: 'left', y: 0, scale: 1 }] }, {}],
      },
      { layout: '2-rows', panels: [{ bubbles: [{ id: 'b', style: 'whisper', x: 0, y: 0 }] }, {}] },
      {
        layout: '2-rows',
        panels: [
          { bubbles: [{ id: 'b', style: 'speech', text: 'x'.repeat(201), x: 0, y: 0 }] },
          {},
        ],
      },
      {
        layout: '1-full',
        panels: [{ items: [{ id: 'x', artworkId: bg(), x: 2, y: 0, scale: 1 }] }],
      },
    ]) {
      const res = await savePage(client, { BookId: book.BookId, Version: 1, PageId: 'new', Page });
      expect(res.status, JSON.stringify(Page)).toBe(400);
      expect(res.body.code).toBe(ErrorCode.BAD_INPUT);
      expect(res.body.message).toBe('Part of this book is not in a shape that can be saved.');
      const fields = (res.body.result as unknown as { fields: { path: string }[] }).fields;
      expect(fields[0]?.path).toMatch(/^Changes\.0\.Content/);
    }
    expect((await getBook(client, book.BookId)).body.result.Book.Version).toBe(1);
  });

  it('refuses more than six panels, and a page whose panels do not match its layout', async () => {
    const { client } = await signedIn(t);
    const book = await startComic(client, lib.slug);
    const seven = await savePage(client, {
      BookId: book.BookId,
      Version: 1,
      Page: { layout: '6-grid', panels: Array.from({ length: 7 }, () => ({})) },
    });
    expect(seven.body.code).toBe(ErrorCode.BAD_INPUT);
    expect(JSON.stringify(seven.body.result)).toContain('Changes.0.Content.panels');
    const mismatch = await savePage(client, {
      BookId: book.BookId,
      Version: 1,
      Page: { layout: '4-grid', panels: [{}, {}] },
    });
    expect(JSON.stringify(mismatch.body.result)).toContain('layout 4-grid has 4 panels, not 2');
  });

  it('refuses pictures the writer may not use: gallery art, pending art, unknown art', async () => {
    const { client } = await signedIn(t);
    const book = await startComic(client, lib.slug);
    for (const id of [lib.gallery, lib.pending, 'no-such-art']) {
      const res = await savePage(client, {
        BookId: book.BookId,
        Version: 1,
        Page: twoPanelPage(bg(), id),
      });
      expect(res.body.code).toBe(ErrorCode.ARTWORK_NOT_IN_ART_SET);
      expect(res.body.message).toBe(
        'This picture is not in the comic artwork library, so it cannot be used in a comic.',
      );
      expect(res.body.result).toMatchObject({ ArtworkIds: [id] });
    }
  });

  it("refuses another writer's comic as if it did not exist, and books that are not comics", async () => {
    const owner = await signedIn(t);
    const book = await startComic(owner.client, lib.slug);
    const stranger = await signedIn(t);
    const res = await savePage(stranger.client, {
      BookId: book.BookId,
      Version: 1,
      Page: twoPanelPage(bg(), hero()),
    });
    expect(res.status).toBe(404);
    expect(res.body.code).toBe(ErrorCode.NOT_FOUND);
    const published = await stranger.client.post(
      '/api/YourStuff/PublishComic',
      {
        BookId: book.BookId,
        ...publishFields,
      },
      { json: true },
    );
    expect(published.body.code).toBe(ErrorCode.NOT_FOUND);

    const gallery = await approvedGallery(t, 1);
    const picture = await startBook(owner.client, 'picturebook', gallery.slug);
    const notComic = await savePage(owner.client, {
      BookId: picture.BookId,
      Version: 1,
      Page: twoPanelPage(bg(), hero()),
    });
    expect(notComic.body.code).toBe(ErrorCode.NOT_A_COMIC);
    expect(notComic.body.message).toBe('This book is not a comic.');
  });

  it('refuses a stale version, bad input and visitors', async () => {
    const { client } = await signedIn(t);
    const book = await startComic(client, lib.slug);
    const stale = await savePage(client, {
      BookId: book.BookId,
      Version: 0,
      Page: twoPanelPage(bg(), hero()),
    });
    expect(stale.body.code).toBe(ErrorCode.CONFLICT);
    expect(stale.body.result).toMatchObject({ Version: 1 });
    for (const body of [
      {},
      { BookId: book.BookId, Page: {} },
      { BookId: book.BookId, Version: 'one', Page: {} },
      { BookId: book.BookId, Version: 1, PageId: 'has space', Page: {} },
      { BookId: '', Version: 1, Page: {} },
    ]) {
      const res = await savePage(client, body);
      expect(res.body.code, JSON.stringify(body)).toBe(ErrorCode.BAD_INPUT);
    }
    const visitor = await savePage(browser(t), { BookId: book.BookId, Version: 1, Page: {} });
    expect(visitor.body.code).toBe(ErrorCode.NOT_LOGGED_IN);
  });
});

describe('PublishComic and UnPublishComic', () => {
  it('sends a comic to the moderators, then into the comic list and reader, and back out', async () => {
    const w = await signedIn(t);
    await giveTickets(t, w.user.row.id, 2);
    const book = await startComic(w.client, lib.slug);
    const title = `Hero Day ${Date.now()}`;
    await w.client.post(
      '/api/Books/Save',
      {
        BookId: book.BookId,
        Version: 1,
        Changes: [
          { Op: 'meta', Title: title },
          { Op: 'put', PartId: book.Parts[0]?.PartId, Content: twoPanelPage(bg(), hero()) },
        ],
      },
      { json: true },
    );

    const sent = await w.client.post<{ Book: { State: string } }>(
      '/api/YourStuff/PublishComic',
      { BookId: book.BookId, ...publishFields },
      { json: true },
    );
    expect(sent.body.code, JSON.stringify(sent.body)).toBe(0);
    expect(sent.body.result.Book.State).toBe('under_review');

    const back = await w.client.post<{ Book: { State: string } }>('/api/YourStuff/UnPublishComic', {
      BookId: book.BookId,
    });
    expect(back.body.result.Book.State).toBe('draft');
    const again = await w.client.post<{ Book: { State: string } }>(
      '/api/YourStuff/PublishComic',
      { BookId: book.BookId, ...publishFields },
      { json: true },
    );
    expect(again.body.result.Book.State).toBe('under_review');

    const mod = await moderator(t);
    const entry = await entryFor(mod.client, book.BookId);
    expect(entry.Type).toBe('comic');
    await mod.client.post('/api/Moderation/Claim', { EntryId: entry.EntryId });
    const approved = await mod.client.post('/api/Moderation/Approve', { EntryId: entry.EntryId });
    expect(approved.body.code, JSON.stringify(approved.body)).toBe(0);

    const list = await browser(t).post<{ List: { Title: string; ReaderPath: string }[] }>(
      '/api/Read/List',
      { Type: 'comic' },
      { json: true },
    );
    const listed = list.body.result.List.find((b) => b.Title === title);
    expect(listed?.ReaderPath).toMatch(/^\/comic\//);

    const read = await browser(t).post<{
      Parts: { Comic: { layout: string; panels: unknown[] }; Text: string }[];
      Images: Record<string, { Url: string; Width: number; Height: number }>;
    }>('/api/Read/Book', { StoryBookId: book.BookId }, { json: true });
    expect(read.body.code, JSON.stringify(read.body)).toBe(0);
    expect(read.body.result.Parts[0]?.Comic.layout).toBe('2-rows');
    expect(read.body.result.Parts[0]?.Text).toBe('Hello there!\nLater that day…');
    expect(read.body.result.Images[hero()]).toMatchObject({ Width: 40, Height: 60 });

    const down = await w.client.post<{ Book: { State: string } }>('/api/YourStuff/UnPublishComic', {
      BookId: book.BookId,
    });
    expect(down.body.result.Book.State).toBe('private');
    const twice = await w.client.post('/api/YourStuff/UnPublishComic', { BookId: book.BookId });
    expect(twice.body.code).toBe(ErrorCode.PUBLISH_WRONG_STATE);
  });
});

describe('TransferComic', () => {
  it('moves a comic only when the receiver accepts', async () => {
    const giver = await signedIn(t);
    const receiver = await signedIn(t);
    const book = await startComic(giver.client, lib.slug);

    const offer = await giver.client.post<{ Transfer: { TransferId: string; To: string } }>(
      '/api/YourStuff/TransferComic',
      { BookId: book.BookId, ToUserName: receiver.user.username },
    );
    expect(offer.body.code, JSON.stringify(offer.body)).toBe(0);
    expect(offer.body.result.Transfer.To).toBe(receiver.user.username);
    const id = offer.body.result.Transfer.TransferId;

    // Nothing has moved yet: the giver still edits, the receiver cannot.
    expect((await getBook(receiver.client, book.BookId)).body.code).toBe(ErrorCode.NOT_FOUND);
    const again = await giver.client.post('/api/YourStuff/TransferComic', {
      BookId: book.BookId,
      ToUserName: receiver.user.username,
    });
    expect(again.body.code).toBe(ErrorCode.COMIC_TRANSFER_REFUSED);
    expect(again.body.result).toMatchObject({ Reason: 'pending' });

    const incoming = await receiver.client.post<{ Incoming: { TransferId: string }[] }>(
      '/api/YourStuff/ComicTransfers',
      {},
    );
    expect(incoming.body.result.Incoming.map((o) => o.TransferId)).toEqual([id]);
    // Only the receiver answers.
    const stranger = await signedIn(t);
    const wrong = await stranger.client.post('/api/YourStuff/AnswerComicTransfer', {
      TransferId: id,
      Accept: true,
    });
    expect(wrong.body.code).toBe(ErrorCode.NOT_FOUND);

    const yes = await receiver.client.post('/api/YourStuff/AnswerComicTransfer', {
      TransferId: id,
      Accept: 'true',
    });
    expect(yes.body.code, JSON.stringify(yes.body)).toBe(0);
    expect(yes.body.result).toMatchObject({ Status: 'accepted', BookId: book.BookId });
    expect((await getBook(giver.client, book.BookId)).body.code).toBe(ErrorCode.NOT_FOUND);
    const mine = await getBook(receiver.client, book.BookId);
    const saved = await savePage(receiver.client, {
      BookId: book.BookId,
      Version: mine.body.result.Book.Version,
      PageId: book.Parts[0]?.PartId,
      Page: twoPanelPage(bg(), hero()),
    });
    expect(saved.body.code).toBe(0);
    const late = await receiver.client.post('/api/YourStuff/AnswerComicTransfer', {
      TransferId: id,
      Accept: false,
    });
    expect(late.body.result).toMatchObject({ Reason: 'closed' });
  });

  it('lets the receiver decline and the giver cancel; refuses self, strangers and published comics', async () => {
    const giver = await signedIn(t);
    const receiver = await signedIn(t);
    const book = await startComic(giver.client, lib.slug);
    const offer = async () =>
      giver.client.post<{ Transfer: { TransferId: string } }>('/api/YourStuff/TransferComic', {
        BookId: book.BookId,
        ToUserName: receiver.user.username,
      });

    const first = await offer();
    const no = await receiver.client.post('/api/YourStuff/AnswerComicTransfer', {
      TransferId: first.body.result.Transfer.TransferId,
      Accept: false,
    });
    expect(no.body.result).toMatchObject({ Status: 'declined' });
    expect((await getBook(giver.client, book.BookId)).body.code).toBe(0);

    const second = await offer();
    expect(second.body.code).toBe(0);
    const cancelled = await giver.client.post('/api/YourStuff/CancelComicTransfer', {
      TransferId: second.body.result.Transfer.TransferId,
    });
    expect(cancelled.body.result).toMatchObject({ Status: 'cancelled' });
    const tooLate = await receiver.client.post('/api/YourStuff/AnswerComicTransfer', {
      TransferId: second.body.result.Transfer.TransferId,
      Accept: true,
    });
    expect(tooLate.body.result).toMatchObject({ Reason: 'closed' });

    const self = await giver.client.post('/api/YourStuff/TransferComic', {
      BookId: book.BookId,
      ToUserName: giver.user.username,
    });
    expect(self.body.result).toMatchObject({ Reason: 'self' });
    const nobody = await giver.client.post('/api/YourStuff/TransferComic', {
      BookId: book.BookId,
      ToUserName: 'no_such_person_here',
    });
    // An unknown username is refused like an account that may not be offered (issue 14).
    expect(nobody.body.code).toBe(ErrorCode.COMIC_TRANSFER_REFUSED);
    expect(nobody.body.result).toMatchObject({ Reason: 'not_allowed' });
    const notMine = await receiver.client.post('/api/YourStuff/TransferComic', {
      BookId: book.BookId,
      ToUserName: giver.user.username,
    });
    expect(notMine.body.code).toBe(ErrorCode.NOT_FOUND);

    await giveTickets(t, giver.user.row.id, 1);
    await giver.client.post(
      '/api/YourStuff/PublishComic',
      { BookId: book.BookId, ...publishFields },
      { json: true },
    );
    const inReview = await offer();
    expect(inReview.body.code).toBe(ErrorCode.COMIC_TRANSFER_REFUSED);
    expect(inReview.body.result).toMatchObject({ Reason: 'state' });
    const bad = await giver.client.post('/api/YourStuff/TransferComic', { BookId: book.BookId });
    expect(bad.body.code).toBe(ErrorCode.BAD_INPUT);
  });
});
