import { ErrorCode } from '@storyloom/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pictures, postMultipart, svgWithScript } from '../artworks/helpers';
import { approvedGallery, getBook, startBook } from '../books/helpers';
import { createTestApp, type TestApp } from '../helpers/app';
import type { TestClient } from '../helpers/client';
import { browser, signedIn } from '../helpers/factories';
import { entryFor, giveTickets, moderator, publishFields } from '../publishing/helpers';
import { comicLibrary, startComic, twoPanelPage } from './helpers';

let t: TestApp;
let lib: Awaited<ReturnType<typeof comicLibrary>>;

beforeAll(async () => {
  t = await createTestApp({ env: { SEED: 'demo', TRUST_PROXY: '1' } });
  lib = await comicLibrary(t);
});
afterAll(() => t.close());

interface CoverAnswer {
  Image: { ImageId: string; Url: string; ThumbUrl: string };
  Book?: {
    BookId: string;
    Cover: { artworkId: string | null; image: { imageId: string } | null };
    CoverImage: { Url: string; ThumbUrl: string };
  };
}

const uploadCover = async (client: TestClient, bookId: string, data?: Buffer) =>
  postMultipart<CoverAnswer>(
    t,
    client,
    '/api/Upload/ComicCover',
    { BookId: bookId },
    { filename: 'cover.png', data: data ?? (await pictures.png(60, 80)) },
  );

/** The uploaded picture on a book's cover (a new comic shows its art set's first picture). */
async function uploadedCover(client: TestClient, bookId: string) {
  const book = (await getBook(client, bookId)).body.result.Book as unknown as {
    Cover: { image?: unknown };
  };
  return book.Cover.image ?? null;
}

describe('POST /api/Upload/ComicCover with BookId', () => {
  it("makes the picture the comic's cover, kept by saves and shown in the lists", async () => {
    const w = await signedIn(t);
    await giveTickets(t, w.user.row.id, 1);
    const book = await startComic(w.client, lib.slug);
    const res = await uploadCover(w.client, book.BookId);
    expect(res.body.code, JSON.stringify(res.body)).toBe(0);
    const image = res.body.result.Image;
    expect(image.Url).toMatch(/^\/media\/images\/[A-Za-z0-9_-]+\/display\.webp$/);
    expect(res.body.result.Book).toMatchObject({
      BookId: book.BookId,
      Cover: { image: { imageId: image.ImageId, url: image.Url } },
      CoverImage: { Url: image.Url, ThumbUrl: image.ThumbUrl },
    });
    const got = (await getBook(w.client, book.BookId)).body.result.Book as unknown as {
      Version: number;
      CoverImage: { Url: string } | null;
      Cover: { image?: { imageId: string } | null };
    };
    // The version stays: an open editor goes on saving.
    expect(got.Version).toBe(book.Version);
    expect(got.CoverImage?.Url).toBe(image.Url);

    // A save naming the stored picture keeps it; a forged one cannot put another URL there.
    const forged = {
      ...got.Cover,
      image: { imageId: 'forged', url: 'https://evil.example/x.png', thumbUrl: 'x' },
    };
    const title = `Cover Day ${Date.now()}`;
    const kept = await w.client.post<{ Version: number }>(
      '/api/Books/Save',
      {
        BookId: book.BookId,
        Version: book.Version,
        Changes: [
          { Op: 'meta', Title: title, Cover: got.Cover },
          {
            Op: 'put',
            PartId: book.Parts[0]?.PartId,
            Content: twoPanelPage(lib.approved[0] as string, lib.approved[1] as string),
          },
        ],
      },
      { json: true },
    );
    expect(kept.body.code, JSON.stringify(kept.body)).toBe(0);
    expect(await uploadedCover(w.client, book.BookId)).toMatchObject({ url: image.Url });

    const sent = await w.client.post(
      '/api/YourStuff/PublishComic',
      { BookId: book.BookId, ...publishFields },
      { json: true },
    );
    expect(sent.body.code, JSON.stringify(sent.body)).toBe(0);
    const mod = await moderator(t);
    const entry = await entryFor(mod.client, book.BookId);
    await mod.client.post('/api/Moderation/Claim', { EntryId: entry.EntryId });
    await mod.client.post('/api/Moderation/Approve', { EntryId: entry.EntryId });
    const list = await browser(t).post<{
      List: {
        Title: string;
        CoverImage: { Url: string; ThumbUrl: string } | null;
        Artist: unknown;
      }[];
    }>('/api/Read/List', { Type: 'comic' }, { json: true });
    const listed = list.body.result.List.find((b) => b.Title === title);
    expect(listed?.CoverImage).toEqual({ Url: image.Url, ThumbUrl: image.ThumbUrl });
    expect(listed?.Artist).toBeNull();

    // Published, the cover can no longer change.
    const late = await uploadCover(w.client, book.BookId);
    expect(late.body.code).toBe(ErrorCode.BOOK_NOT_EDITABLE);

    // A forged picture in a save is dropped (another draft, to keep this one published).
    const second = await startComic(w.client, lib.slug);
    await w.client.post(
      '/api/Books/Save',
      { BookId: second.BookId, Version: second.Version, Changes: [{ Op: 'meta', Cover: forged }] },
      { json: true },
    );
    expect(await uploadedCover(w.client, second.BookId)).toBeNull();
  });

  it('a save that picks a library picture drops the uploaded one', async () => {
    const w = await signedIn(t);
    const book = await startComic(w.client, lib.slug);
    expect((await uploadCover(w.client, book.BookId)).body.code).toBe(0);
    const art = lib.approved[1] as string;
    const saved = await w.client.post(
      '/api/Books/Save',
      {
        BookId: book.BookId,
        Version: book.Version,
        Changes: [
          { Op: 'meta', Cover: { artworkId: art, author: '', background: '#ffffff', image: null } },
        ],
      },
      { json: true },
    );
    expect(saved.body.code, JSON.stringify(saved.body)).toBe(0);
    const got = (await getBook(w.client, book.BookId)).body.result.Book as unknown as {
      Cover: { artworkId: string; image: unknown };
    };
    expect(got.Cover).toMatchObject({ artworkId: art, image: null });
  });

  it('refuses what is not an image and a file over 10 MB, and stores nothing', async () => {
    const w = await signedIn(t);
    const book = await startComic(w.client, lib.slug);
    const svg = await uploadCover(w.client, book.BookId, svgWithScript);
    expect(svg.body.code).toBe(ErrorCode.IMAGE_TYPE_UNSUPPORTED);
    const big = Buffer.concat([await pictures.png(), Buffer.alloc(10 * 1024 * 1024)]);
    const large = await uploadCover(w.client, book.BookId, big);
    expect(large.status).toBe(413);
    expect(large.body.code).toBe(ErrorCode.IMAGE_TOO_LARGE);
    expect(await uploadedCover(w.client, book.BookId)).toBeNull();
  });

  it("refuses another writer's comic, a book that is not a comic, and bad input", async () => {
    const owner = await signedIn(t);
    const stranger = await signedIn(t);
    const book = await startComic(owner.client, lib.slug);
    const theirs = await uploadCover(stranger.client, book.BookId);
    expect(theirs.body.code).toBe(ErrorCode.NOT_FOUND);
    expect(await uploadedCover(owner.client, book.BookId)).toBeNull();

    const gallery = await approvedGallery(t, 1);
    const story = await startBook(owner.client, 'picturebook', gallery.slug);
    const notComic = await uploadCover(owner.client, story.BookId);
    expect(notComic.body.code).toBe(ErrorCode.NOT_A_COMIC);

    const bad = await uploadCover(owner.client, 'x'.repeat(60));
    expect(bad.body.code).toBe(ErrorCode.BAD_INPUT);
    const visitor = await postMultipart(t, browser(t), '/api/Upload/ComicCover', {
      BookId: book.BookId,
    });
    expect(visitor.body.code).toBe(ErrorCode.NOT_LOGGED_IN);
  });
});
