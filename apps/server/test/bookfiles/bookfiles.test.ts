import { docFromText, ErrorCode } from '@storyloom/domain';
import { strFromU8, unzipSync } from 'fflate';
import { extractText, getDocumentProxy, getResolvedPDFJS } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobsFor } from '../../src/platform/jobs/index';
import { approvedGallery, chapter, page, save, startBook } from '../books/helpers';
import { comicLibrary, savePage, startComic, twoPanelPage } from '../comics/helpers';
import { createTestApp, type TestApp } from '../helpers/app';
import type { TestClient } from '../helpers/client';
import { browser, signedIn } from '../helpers/factories';
import { giveCrowns } from '../ledger/helpers';

let t: TestApp;
let art: { slug: string; artworkIds: string[] };
let lib: Awaited<ReturnType<typeof comicLibrary>>;
beforeAll(async () => {
  t = await createTestApp();
  art = await approvedGallery(t, 3);
  lib = await comicLibrary(t);
});
afterAll(() => t.close());

interface FileEntry {
  FileId: string;
  BookId: string;
  Format: string;
  Source: string;
  State: string;
  Progress: number;
  Pages: number | null;
  DownloadUrl: string | null;
}

async function setBook(bookId: string, values: { state?: string; language?: string }) {
  await t.app.db
    .updateTable('books')
    .set(values as never)
    .where('open_id', '=', bookId)
    .execute();
}

/** Asks for a file, runs the jobs, and downloads it from the list. */
async function makeAndFetch(client: TestClient, bookId: string, format: 'pdf' | 'epub') {
  const made = await client.post<{ FileId: string }>('/api/YourStuff/MakeBookFile', {
    BookId: bookId,
    Format: format,
  });
  expect(made.body.code, JSON.stringify(made.body)).toBe(0);
  const queued = await client.post<{ List: FileEntry[] }>('/api/YourStuff/BookFiles');
  const before = queued.body.result.List.find((f) => f.FileId === made.body.result.FileId);
  expect(before).toMatchObject({ State: 'queued', Progress: 0, DownloadUrl: null });
  await jobsFor(t.app).runDue();
  const list = await client.post<{ List: FileEntry[] }>('/api/YourStuff/BookFiles');
  const entry = list.body.result.List.find((f) => f.FileId === made.body.result.FileId);
  expect(entry).toMatchObject({ State: 'ready', Progress: 100, Format: format });
  const file = await client.download(entry?.DownloadUrl as string);
  expect(file.status).toBe(200);
  return { entry: entry as FileEntry, data: file.data, type: file.headers['content-type'] };
}

async function readPdf(data: Buffer) {
  const pdf = await getDocumentProxy(new Uint8Array(data));
  const { totalPages, text } = await extractText(pdf, { mergePages: false });
  return { pdf, totalPages, text: text as string[] };
}

async function pagesWithPictures(pdf: Awaited<ReturnType<typeof getDocumentProxy>>) {
  const { OPS } = await getResolvedPDFJS();
  const withPicture: boolean[] = [];
  for (let i = 1; i <= pdf.numPages; i++) {
    const ops = await (await pdf.getPage(i)).getOperatorList();
    withPicture.push(ops.fnArray.includes(OPS.paintImageXObject));
  }
  return withPicture;
}

// Each test renders whole books in a worker (6-12 s apiece at a load of 10); CI runs the SQLite
// and PostgreSQL suites side by side on two cores, where one passed 20 s.
describe('book files: a PDF of each book type', { timeout: 60_000 }, () => {
  it('a picture book: cover, one page per page with its picture, credits', async () => {
    const { client } = await signedIn(t);
    const book = await startBook(client, 'picturebook', art.slug);
    const [a1, a2, a3] = art.artworkIds as [string, string, string];
    const res = await save(client, book, book.Version, [
      { Op: 'put', PartId: book.Parts[0]?.PartId, Content: page('The fox sat by the river.', a1) },
      { Op: 'add', PartId: 'p2', Content: page('The moon came up.', a2, 'half') },
      { Op: 'add', PartId: 'p3', Content: page('They went home.', a3) },
      { Op: 'meta', Title: 'Fox and Moon' },
    ]);
    expect(res.body.code, JSON.stringify(res.body)).toBe(0);
    await setBook(book.BookId, { state: 'private' });
    const { entry, data, type } = await makeAndFetch(client, book.BookId, 'pdf');
    expect(type).toBe('application/pdf');
    const { pdf, totalPages, text } = await readPdf(data);
    expect(totalPages).toBe(3 + 2);
    expect(entry.Pages).toBe(totalPages);
    expect(text[0]).toContain('Fox and Moon');
    expect(text[1]).toContain('The fox sat by the river.');
    expect(text[2]).toContain('The moon came up.');
    expect(text[3]).toContain('They went home.');
    expect(text[4]).toContain('CC0');
    expect((await pagesWithPictures(pdf)).slice(1, 4)).toEqual([true, true, true]);
    expect(data.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansHans-Regular/);
  });

  it('a longform story: contents, each chapter from a new page; and its ePub', async () => {
    const { client } = await signedIn(t);
    const book = await startBook(client, 'longform', art.slug);
    const res = await save(client, book, book.Version, [
      { Op: 'put', PartId: book.Parts[0]?.PartId, Content: chapter('The Start', 'It began.') },
      { Op: 'add', PartId: 'c2', Content: chapter('The Middle', 'It went on.') },
      { Op: 'add', PartId: 'c3', Content: chapter('The End', 'It ended.') },
      { Op: 'meta', Title: 'Three Parts' },
    ]);
    expect(res.body.code, JSON.stringify(res.body)).toBe(0);
    await setBook(book.BookId, { state: 'published' });
    const { data, entry } = await makeAndFetch(client, book.BookId, 'pdf');
    const { totalPages, text } = await readPdf(data);
    // Cover, contents, three chapters (each one page), credits.
    expect(totalPages).toBe(6);
    expect(entry.Pages).toBe(6);
    expect(text[1]).toContain('Contents');
    expect(text[1]).toMatch(/The Start[\s\S]*3[\s\S]*The Middle[\s\S]*4[\s\S]*The End[\s\S]*5/);
    expect(text[2]).toContain('It began.');
    expect(text[4]).toContain('It ended.');

    const epub = await makeAndFetch(client, book.BookId, 'epub');
    expect(epub.type).toBe('application/epub+zip');
    // The mimetype is the first entry, stored uncompressed.
    expect(epub.data.subarray(30, 38).toString()).toBe('mimetype');
    expect(epub.data.subarray(38, 58).toString()).toBe('application/epub+zip');
    const files = unzipSync(new Uint8Array(epub.data));
    expect(strFromU8(files['META-INF/container.xml'] as Uint8Array)).toContain(
      'full-path="OEBPS/package.opf"',
    );
    const opf = strFromU8(files['OEBPS/package.opf'] as Uint8Array);
    expect(opf).toContain('version="3.0"');
    expect(opf).toContain('<dc:language>en</dc:language>');
    expect(opf).toContain('<dc:title>Three Parts</dc:title>');
    expect(opf).toMatch(/properties="nav"/);
    expect(opf).toMatch(/<meta property="dcterms:modified">\d{4}-\d\d-\d\dT[\d:]{8}Z<\/meta>/);
    for (const id of opf.matchAll(/href="([^"]+)"/g)) expect(files[`OEBPS/${id[1]}`]).toBeDefined();
    const nav = strFromU8(files['OEBPS/nav.xhtml'] as Uint8Array);
    expect(nav).toContain('epub:type="toc"');
    expect(nav).toMatch(/The Start[\s\S]*The Middle[\s\S]*The End/);
    const part = strFromU8(files['OEBPS/part-1.xhtml'] as Uint8Array);
    expect(part).toContain('xml:lang="en"');
    expect(part).toContain('It began.');
  });

  it('flash fiction, a poem and a comic', async () => {
    const { client } = await signedIn(t);
    const flash = await startBook(client, 'flashfiction', art.slug);
    await save(client, flash, flash.Version, [
      { Op: 'put', PartId: flash.Parts[0]?.PartId, Content: { doc: docFromText('A short tale.') } },
      { Op: 'meta', Title: 'Tiny' },
    ]);
    await setBook(flash.BookId, { state: 'private' });
    const f = await readPdf((await makeAndFetch(client, flash.BookId, 'pdf')).data);
    expect(f.totalPages).toBe(3);
    expect(f.text[1]).toContain('A short tale.');

    const poem = await startBook(client, 'poetry', art.slug);
    const content = {
      ...(poem.Parts[0]?.Content ?? {}),
      lines: ['Roses in the rain', 'a river of light'],
    };
    const saved = await save(client, poem, poem.Version, [
      { Op: 'put', PartId: poem.Parts[0]?.PartId, Content: content },
    ]);
    expect(saved.body.code, JSON.stringify(saved.body)).toBe(0);
    await setBook(poem.BookId, { state: 'private' });
    const p = await readPdf((await makeAndFetch(client, poem.BookId, 'pdf')).data);
    expect(p.totalPages).toBe(3);
    expect(p.text[1]).toContain('a river of light');
    expect((await pagesWithPictures(p.pdf))[1]).toBe(true);

    const comic = await startComic(client, lib.slug);
    const put = await savePage(client, {
      BookId: comic.BookId,
      Version: comic.Version,
      PageId: comic.Parts[0]?.PartId,
      Page: twoPanelPage(lib.approved[0] as string, lib.approved[1] as string, 'Look out!'),
    });
    expect(put.body.code, JSON.stringify(put.body)).toBe(0);
    await setBook(comic.BookId, { state: 'private' });
    const c = await readPdf((await makeAndFetch(client, comic.BookId, 'pdf')).data);
    expect(c.totalPages).toBe(3);
    expect(c.text[1]).toContain('Look out!');
    expect((await pagesWithPictures(c.pdf))[1]).toBe(true);
  });

  it('a Chinese book renders its Chinese text with the font embedded', async () => {
    const { client } = await signedIn(t);
    const flash = await startBook(client, 'flashfiction', art.slug);
    await save(client, flash, flash.Version, [
      {
        Op: 'put',
        PartId: flash.Parts[0]?.PartId,
        Content: { doc: docFromText('月亮照在河上。') },
      },
      { Op: 'meta', Title: '小狐狸' },
    ]);
    await setBook(flash.BookId, { state: 'private', language: 'cn' });
    const { data } = await makeAndFetch(client, flash.BookId, 'pdf');
    const { text } = await readPdf(data);
    expect(text[0]).toContain('小狐狸');
    expect(text[1]).toContain('月亮照在河上。');
    expect(text[2]).toContain('插图与许可');
    const raw = data.toString('latin1');
    expect(raw).toMatch(/\/FontFile3/);
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansHans-Regular/);
  });
});

describe('BuyPdf makes the file; refusals', () => {
  it('a reader buys a published story with 200 crowns and downloads the PDF, once', async () => {
    const writer = await signedIn(t);
    const book = await startBook(writer.client, 'flashfiction', art.slug);
    await save(writer.client, book, book.Version, [
      { Op: 'put', PartId: book.Parts[0]?.PartId, Content: { doc: docFromText('Bought words.') } },
      { Op: 'meta', Title: 'For Sale' },
    ]);
    await setBook(book.BookId, { state: 'published' });
    const { client, user } = await signedIn(t);
    // Not the writer: the PDF must be bought, and an ePub only after that.
    expect(
      (await client.post('/api/YourStuff/MakeBookFile', { BookId: book.BookId, Format: 'pdf' }))
        .body.code,
    ).toBe(ErrorCode.NO_PERMISSION);
    await giveCrowns(t, user.row.id, 250);
    const bought = await client.post<{ Crown: number; FileId: string }>('/api/YourStuff/BuyPdf', {
      BookId: book.BookId,
    });
    expect(bought.body).toMatchObject({ code: 0, result: { Crown: 50, AlreadyOwned: false } });
    const again = await client.post<{ FileId: string }>('/api/YourStuff/BuyPdf', {
      BookId: book.BookId,
    });
    expect(again.body).toMatchObject({ code: 0, result: { Crown: 50, AlreadyOwned: true } });
    expect(again.body.result.FileId).toBe(bought.body.result.FileId);
    await jobsFor(t.app).runDue();
    const list = await client.post<{ List: FileEntry[] }>('/api/YourStuff/BookFiles');
    expect(list.body.result.List).toHaveLength(1);
    expect(list.body.result.List[0]).toMatchObject({ Source: 'bought', State: 'ready', Pages: 3 });
    const file = await client.download(list.body.result.List[0]?.DownloadUrl as string);
    expect((await readPdf(file.data)).text[1]).toContain('Bought words.');
    // The ePub of a bought story.
    const epub = await client.post('/api/YourStuff/MakeBookFile', {
      BookId: book.BookId,
      Format: 'epub',
    });
    expect(epub.body.code).toBe(0);
    // Someone else cannot download it.
    const stranger = await signedIn(t);
    expect(
      (await stranger.client.download(list.body.result.List[0]?.DownloadUrl as string)).status,
    ).toBe(404);
  });

  it('refuses a paid-only story to a non-member, before any crown is spent', async () => {
    const writer = await signedIn(t);
    const book = await startBook(writer.client, 'flashfiction', art.slug);
    await setBook(book.BookId, { state: 'published' });
    const row = await t.app.db
      .selectFrom('books')
      .selectAll()
      .where('open_id', '=', book.BookId)
      .executeTakeFirstOrThrow();
    const now = t.clock.now();
    await t.app.db
      .insertInto('reading_listings')
      .values({
        book_id: row.id,
        open_id: row.open_id,
        owner_id: row.owner_id,
        type: row.type,
        language: row.language,
        age_level: row.age_level,
        category1: '',
        category2: '',
        members_only: 1,
        published_at: now,
        author_since: now,
        active_at: now,
        popular: 0,
        monthly: 0,
        yearly: 0,
        reads: 0,
        favorites: 0,
        updated_at: now,
      })
      .execute();
    const { client, user } = await signedIn(t);
    await giveCrowns(t, user.row.id, 250);
    const res = await client.post('/api/YourStuff/BuyPdf', { BookId: book.BookId });
    expect(res.body.code).toBe(ErrorCode.PAID_ONLY);
    const crowns = await client.post<{ Crown: number }>('/api/YourStuff/CrownsList');
    expect(crowns.body.result.Crown).toBe(250);
    // The writer still makes their own.
    expect(
      (
        await writer.client.post('/api/YourStuff/MakeBookFile', {
          BookId: book.BookId,
          Format: 'pdf',
        })
      ).body.code,
    ).toBe(0);
  });

  it("another user's private book can be neither made nor bought; bad input is refused", async () => {
    const writer = await signedIn(t);
    const book = await startBook(writer.client, 'picturebook', art.slug);
    await setBook(book.BookId, { state: 'private' });
    const { client, user } = await signedIn(t);
    await giveCrowns(t, user.row.id, 250);
    expect((await client.post('/api/YourStuff/BuyPdf', { BookId: book.BookId })).body.code).toBe(
      ErrorCode.NOT_FOUND,
    );
    expect(
      (await client.post('/api/YourStuff/MakeBookFile', { BookId: book.BookId, Format: 'pdf' }))
        .body.code,
    ).toBe(ErrorCode.NOT_FOUND);
    // A draft is not a book to print, even for its writer.
    const draft = await startBook(writer.client, 'longform', art.slug);
    expect(
      (
        await writer.client.post('/api/YourStuff/MakeBookFile', {
          BookId: draft.BookId,
          Format: 'pdf',
        })
      ).body.code,
    ).toBe(ErrorCode.NOT_FOUND);
    // A picture book has no ePub; formats and ids are checked.
    expect(
      (
        await writer.client.post('/api/YourStuff/MakeBookFile', {
          BookId: book.BookId,
          Format: 'epub',
        })
      ).body.code,
    ).toBe(ErrorCode.BAD_INPUT);
    expect(
      (
        await writer.client.post('/api/YourStuff/MakeBookFile', {
          BookId: book.BookId,
          Format: 'doc',
        })
      ).body.code,
    ).toBe(ErrorCode.BAD_INPUT);
    expect((await writer.client.post('/api/YourStuff/MakeBookFile', {})).body.code).toBe(
      ErrorCode.BAD_INPUT,
    );
    expect((await client.download('/api/YourStuff/BookFile/nope')).status).toBe(404);
    expect((await client.download('/api/YourStuff/BookFile/..%2F..')).status).toBe(404);
    const visitor = browser(t);
    expect((await visitor.post('/api/YourStuff/BookFiles')).body.code).toBe(
      ErrorCode.NOT_LOGGED_IN,
    );
    expect(
      (await visitor.post('/api/YourStuff/MakeBookFile', { BookId: book.BookId, Format: 'pdf' }))
        .body.code,
    ).toBe(ErrorCode.NOT_LOGGED_IN);
  });
});
