import { ErrorCode } from '@storyloom/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvedGallery, startBook } from '../books/helpers';
import { comicLibrary, startComic } from '../comics/helpers';
import { createTestApp, type TestApp } from '../helpers/app';
import { signedIn } from '../helpers/factories';

/**
 * Decision 061: the comic transfer calls (SPEC §7) and /book-transfer-tool are one path: one
 * table, one open offer per book whichever call made it, and the comic calls touch comics only.
 */
let t: TestApp;
let comicSlug: string;
let gallerySlug: string;

beforeAll(async () => {
  t = await createTestApp();
  comicSlug = (await comicLibrary(t)).slug;
  gallerySlug = (await approvedGallery(t, 2)).slug;
});
afterAll(() => t.close());

describe('comic transfers through the transfers module', () => {
  it('a comic offer is in the book tool, one open offer across both calls', async () => {
    const giver = await signedIn(t);
    const taker = await signedIn(t);
    const comic = await startComic(giver.client, comicSlug);
    const offered = await giver.client.post<{ Transfer: { TransferId: string } }>(
      '/api/YourStuff/TransferComic',
      { BookId: comic.BookId, ToUserName: taker.user.username },
    );
    expect(offered.body.code, JSON.stringify(offered.body)).toBe(0);
    const id = offered.body.result.Transfer.TransferId;

    const tool = await taker.client.post<{ Received: { TransferId: string; BookType: string }[] }>(
      '/api/BookTransfer/List',
    );
    expect(tool.body.result.Received).toEqual([
      expect.objectContaining({ TransferId: id, BookType: 'comic' }),
    ]);
    const twice = await giver.client.post('/api/BookTransfer/Offer', {
      BookId: comic.BookId,
      To: taker.user.username,
    });
    expect(twice.body.code).toBe(ErrorCode.BOOK_TRANSFER_REFUSED);
    expect(twice.body.result).toMatchObject({ Reason: 'pending' });

    // Accepted through the book tool: the comic calls see it closed.
    const yes = await taker.client.post('/api/BookTransfer/Accept', { TransferId: id });
    expect(yes.body.result).toMatchObject({ Status: 'accepted' });
    const late = await taker.client.post('/api/YourStuff/AnswerComicTransfer', {
      TransferId: id,
      Accept: true,
    });
    expect(late.body.code).toBe(ErrorCode.COMIC_TRANSFER_REFUSED);
    expect(late.body.result).toMatchObject({ Reason: 'closed' });
  });

  it('the comic calls neither offer nor answer nor list another book type', async () => {
    const giver = await signedIn(t);
    const taker = await signedIn(t);
    const story = await startBook(giver.client, 'picturebook', gallerySlug);
    const asComic = await giver.client.post('/api/YourStuff/TransferComic', {
      BookId: story.BookId,
      ToUserName: taker.user.username,
    });
    expect(asComic.body.code).toBe(ErrorCode.NOT_A_COMIC);
    const offered = await giver.client.post<{ Transfer: { TransferId: string } }>(
      '/api/BookTransfer/Offer',
      { BookId: story.BookId, To: taker.user.username },
    );
    const id = offered.body.result.Transfer.TransferId;
    const comics = await taker.client.post<{ Incoming: unknown[] }>(
      '/api/YourStuff/ComicTransfers',
    );
    expect(comics.body.result.Incoming).toEqual([]);
    const answer = await taker.client.post('/api/YourStuff/AnswerComicTransfer', {
      TransferId: id,
      Accept: true,
    });
    expect(answer.body.code).toBe(ErrorCode.NOT_FOUND);
    const cancel = await giver.client.post('/api/YourStuff/CancelComicTransfer', {
      TransferId: id,
    });
    expect(cancel.body.code).toBe(ErrorCode.NOT_FOUND);
  });
});
