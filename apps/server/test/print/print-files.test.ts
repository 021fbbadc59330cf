import {
  coverSpreadPoints,
  ErrorCode,
  printedPageCount,
  spineWidthInches,
} from '@storyloom/domain';
import sharp from 'sharp';
import { extractText, getDocumentProxy, getResolvedPDFJS } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileBook } from '../../src/modules/bookfiles/index';
import { renderPrintFiles } from '../../src/modules/bookfiles/render/worker';
import { jobsFor } from '../../src/platform/jobs/index';
import { approvedGallery, page, save, startBook } from '../books/helpers';
import type { TestApp } from '../helpers/app';
import type { TestClient } from '../helpers/client';
import { signedIn } from '../helpers/factories';
import { cardOrder, deliver, parent, paymentsApp, signedEvent } from '../payments/helpers';

/** Issue 20, decision 060: the print shop's interior (trim size, bleed) and cover spread. */
let t: TestApp;
let art: { slug: string; artworkIds: string[] };
let admin: TestClient;
beforeAll(async () => {
  t = await paymentsApp();
  art = await approvedGallery(t, 3);
  admin = (await signedIn(t, { staffRole: 'admin' })).client;
});
afterAll(() => t.close());

const address = {
  Name: 'Mei Chen',
  Line1: '88 Queen St',
  City: 'Auckland',
  PostalCode: '1010',
  Country: 'NZ',
};

async function readPdf(data: Buffer) {
  const pdf = await getDocumentProxy(new Uint8Array(data));
  const { text } = await extractText(pdf, { mergePages: false });
  const sizes: number[][] = [];
  for (let i = 1; i <= pdf.numPages; i++) sizes.push((await pdf.getPage(i)).view);
  return { pdf, pages: pdf.numPages, text: text as string[], sizes };
}

/** A paid order of a three-page picture book in both bindings. */
async function paidPictureBookOrder() {
  const s = await parent(t);
  const book = await startBook(s.client, 'picturebook', art.slug);
  const [a1, a2, a3] = art.artworkIds as [string, string, string];
  const res = await save(s.client, book, book.Version, [
    { Op: 'put', PartId: book.Parts[0]?.PartId, Content: page('The fox sat by the river.', a1) },
    { Op: 'add', PartId: 'p2', Content: page('The moon came up.', a2) },
    { Op: 'add', PartId: 'p3', Content: page('They went home.', a3) },
    { Op: 'meta', Title: 'Fox and Moon' },
  ]);
  expect(res.body.code, JSON.stringify(res.body)).toBe(0);
  await t.app.db
    .updateTable('books')
    .set({ state: 'published' } as never)
    .where('open_id', '=', book.BookId)
    .execute();
  for (const Format of ['softcover', 'hardcover']) {
    await s.client.post('/api/BookShop/AddBasketItem', { BookId: book.BookId, Format });
  }
  const made = await s.client.post<{ PrintOrderId: string; Number: number }>(
    '/api/BookShop/Checkout',
    { Address: address, Acknowledged: true },
    { json: true },
  );
  expect(made.body.code, JSON.stringify(made.body)).toBe(0);
  const { ref } = await cardOrder(s.client, {
    PayItem: 'PRINT_BOOK',
    Ammount: String(made.body.result.Number),
  });
  const { raw, signature } = signedEvent(t, ref, 'paid');
  await deliver(t, raw, signature);
  return { ...s, orderId: made.body.result.PrintOrderId, bookId: book.BookId };
}

// Renders whole books in a worker (seconds apiece on a loaded machine).
describe('print files for the print shop', { timeout: 60_000 }, () => {
  it('the admin makes and downloads the interior and the cover of each binding', async () => {
    const { orderId, bookId } = await paidPictureBookOrder();
    const one = await admin.post<{ Files: { BookId: string; Format: string; State: string }[] }>(
      '/api/Admin/PrintOrder',
      { PrintOrderId: orderId },
    );
    expect(one.body.result.Files.map((f) => [f.Format, f.State]).sort()).toEqual([
      ['hardcover', 'none'],
      ['softcover', 'none'],
    ]);
    for (const Format of ['softcover', 'hardcover']) {
      const asked = await admin.post<{ State: string; Format: string }>(
        '/api/Admin/PrintOrderPdf',
        { PrintOrderId: orderId, BookId: bookId, Format },
      );
      expect(asked.body.result).toMatchObject({ State: 'queued', Format });
    }
    await jobsFor(t.app).runDue();
    const base = `/api/Admin/PrintOrderPdf/${orderId}/${bookId}`;
    const interior = await admin.download(`${base}/hardcover/interior`);
    expect(interior.status).toBe(200);
    expect(interior.headers['content-type']).toContain('application/pdf');
    const inside = await readPdf(interior.data);
    // Title page, three pages, credits: 5, printed as 6 (both sides of each leaf).
    expect(inside.pages).toBe(printedPageCount(5));
    // 8 x 8 in trim + 0.125 in bleed on each side = 8.25 in = 594 pt, every page.
    for (const size of inside.sizes) expect(size).toEqual([0, 0, 594, 594]);
    const raw = interior.data.toString('latin1');
    expect(raw).toMatch(/\/TrimBox \[9 9 585 585\]/);
    expect(inside.text[1]).toContain('The fox sat by the river.');
    // The page's picture is painted past the trim (into the bleed), from the page's corner.
    const { OPS } = await getResolvedPDFJS();
    const ops = await (await inside.pdf.getPage(2)).getOperatorList();
    expect(ops.fnArray).toContain(OPS.paintImageXObject);

    for (const binding of ['softcover', 'hardcover'] as const) {
      const cover = await admin.download(`${base}/${binding}/cover`);
      expect(cover.status).toBe(200);
      const read = await readPdf(cover.data);
      expect(read.pages).toBe(1);
      const spine = spineWidthInches(inside.pages, 'coated', binding);
      const [, , width, height] = read.sizes[0] as number[];
      // Cover width = 2 x trim + spine + 2 x bleed, in points.
      expect(width).toBeCloseTo((2 * 8 + spine + 2 * 0.125) * 72, 3);
      expect(height).toBe(594);
      expect(read.text[0]).toContain('Fox and Moon');
    }
    // The old address answers the interior of the first binding.
    expect((await admin.download(base)).status).toBe(200);
    // The user's own list does not show the print shop's files.
    const { client } = await parent(t);
    const mine = await client.post<{ List: unknown[] }>('/api/YourStuff/BookFiles', {});
    expect(mine.body.result.List).toEqual([]);
  });

  it('refuses bad parts, bindings not in the order and books not in it', async () => {
    const { orderId, bookId, client } = await paidPictureBookOrder();
    const base = `/api/Admin/PrintOrderPdf/${orderId}/${bookId}`;
    for (const path of [`${base}/hardcover/back`, `${base}/paperback/cover`]) {
      expect((await admin.download(path)).status, path).toBe(404);
    }
    const bad = await admin.post('/api/Admin/PrintOrderPdf', {
      PrintOrderId: orderId,
      BookId: bookId,
      Format: 'paperback',
    });
    expect(bad.body.code).toBe(ErrorCode.BAD_INPUT);
    const notIn = await admin.post('/api/Admin/PrintOrderPdf', {
      PrintOrderId: orderId,
      BookId: 'not-in-order',
      Format: 'hardcover',
    });
    expect(notIn.body.code).toBe(ErrorCode.NOT_FOUND);
    expect((await client.download(`${base}/hardcover/cover`)).status).toBe(403);
  });
});

describe('print files: a Chinese book', { timeout: 60_000 }, () => {
  it('embeds the font in the interior and the cover, with a titled spine when wide enough', async () => {
    const picture = await sharp({
      create: { width: 400, height: 300, channels: 3, background: '#3366cc' },
    })
      .jpeg()
      .toBuffer();
    const chapters = Array.from({ length: 12 }, (_, i) => ({
      title: `第${i + 1}章`,
      text: '月亮照在河上。小狐狸在河边坐着，看着水里的月亮。'.repeat(12),
      pictures: [],
      textPosition: null,
      background: null,
    }));
    const book: FileBook = {
      openId: 'b1',
      type: 'longform',
      title: '小狐狸和月亮',
      author: '小明',
      summary: '一只小狐狸的故事。',
      language: 'cn',
      cover: { picture: { data: picture, width: 400, height: 300, alt: '' }, background: '#fff' },
      parts: chapters,
      credits: [],
      madeAt: Date.UTC(2026, 10, 28),
    };
    const made = await renderPrintFiles(book, 'hardcover');
    const inside = await readPdf(made.data);
    expect(inside.pages % 2).toBe(0);
    expect(made.pages).toBe(inside.pages);
    // 6 x 9 in trim + bleed: 450 x 666 pt.
    expect(inside.sizes[0]).toEqual([0, 0, 450, 666]);
    expect(inside.text.join('')).toContain('月亮照在河上');
    for (const data of [made.data, made.cover]) {
      const raw = data.toString('latin1');
      expect(raw).toMatch(/\/FontFile3/);
      expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansHans-(Regular|Bold)/);
    }
    const cover = await readPdf(made.cover);
    const spread = coverSpreadPoints('longform', inside.pages, 'hardcover');
    expect(cover.sizes[0]?.[2]).toBeCloseTo(spread.width, 3);
    expect(cover.sizes[0]?.[2]).toBeCloseTo(2 * 6 * 72 + spread.spine + 2 * 9, 3);
    expect(cover.text[0]).toContain('一只小狐狸的故事。');
    // A hardcover's spine is past a quarter inch, so it carries the title (with the front).
    expect(spread.spine).toBeGreaterThanOrEqual(18);
    expect(cover.text[0]?.match(/小狐狸和月亮/g)?.length).toBe(2);
  });
});
