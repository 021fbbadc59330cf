import { coverSpreadPoints, printLayout } from '@storyloom/domain';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FileBook } from '../../src/modules/bookfiles/index';
import type { FilePicture } from '../../src/modules/bookfiles/render/model';
import { renderPdf } from '../../src/modules/bookfiles/render/pdf';
import { renderPrintFiles } from '../../src/modules/bookfiles/render/worker';
import { drawPage, type PagePicture, pageCount, tally } from './pdf-pictures';

/**
 * Issue 20, decision 069: the PDFs looked at as pictures. MuPDF draws the first pages of a
 * picture book, a Chinese longform story and a print cover spread; the tests say what a reader
 * would see there (the picture in colour, the words in glyphs, Chinese included, the spine's
 * title, nothing past the trim). The pictures are kept in test-results/pdf-pictures/.
 */

const bleed = printLayout.bleedInches * 72;

/** A picture at the stored display size (long edge up to 2048): red above, blue below, a grid. */
async function artwork(top: [number, number, number], bottom: [number, number, number]) {
  const size = 1600;
  const raw = Buffer.alloc(size * size * 3);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const i = (y * size + x) * 3;
      const grid = x % 200 < 4 || y % 200 < 4;
      const [r, g, b] = grid ? [255, 255, 255] : y < size / 2 ? top : bottom;
      raw[i] = r;
      raw[i + 1] = g;
      raw[i + 2] = b;
    }
  }
  const data = await sharp(raw, { raw: { width: size, height: size, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
  return { data, width: size, height: size, alt: 'A red sky over a blue river' } as FilePicture;
}

const red: [number, number, number] = [214, 40, 40];
const blue: [number, number, number] = [30, 80, 200];
const green: [number, number, number] = [40, 160, 70];

let cover: FilePicture;
let page: FilePicture;
beforeAll(async () => {
  cover = await artwork(red, blue);
  page = await artwork(green, blue);
});

function pictureBook(): FileBook {
  return {
    openId: 'pb1',
    type: 'picturebook',
    title: 'The Fox and the Moon',
    author: 'Mei Chen',
    summary: 'A small fox follows the moon down the river and finds the way home.',
    language: 'en',
    cover: { picture: cover, background: '#fff8e7' },
    parts: ['The fox sat by the river.', 'The moon came up over the hill.', 'They went home.'].map(
      (text, i) => ({
        title: null,
        text,
        pictures: [page],
        textPosition: (['bottom', 'top', 'beside'] as const)[i] ?? 'bottom',
        background: '#ffffff',
      }),
    ),
    credits: [
      {
        artwork: 'River at night',
        artist: 'Ana',
        licence: 'CC BY 4.0',
        licenceUrl: 'https://creativecommons.org/licenses/by/4.0/',
        attribution: '',
      },
    ],
    madeAt: Date.UTC(2026, 10, 29),
  };
}

const zhText =
  '月亮慢慢升起来了，照在安静的河面上。小狐狸坐在河边，看着水里的月亮，想起了远方的家。风吹过芦苇，沙沙作响。';

function zhLongform(chapters: number): FileBook {
  return {
    openId: 'lf1',
    type: 'longform',
    title: '月亮下的小狐狸',
    author: '小明',
    summary: '一只小狐狸跟着月亮走过河流、森林和山冈，终于找到了回家的路。',
    language: 'cn',
    cover: { picture: cover, background: '#ffffff' },
    parts: Array.from({ length: chapters }, (_, i) => ({
      title: `第${i + 1}章 河边的夜晚`,
      text: Array.from({ length: 6 }, () => zhText.repeat(3)).join('\n'),
      pictures: [],
      textPosition: null,
      background: null,
    })),
    credits: [],
    madeAt: Date.UTC(2026, 10, 29),
  };
}

/** The characters of `text` on the page, in order of the text (spaces left out). */
function charsOf(pic: PagePicture, text: string) {
  const wanted = new Set([...text.replace(/\s/g, '')]);
  return pic.chars.filter((c) => wanted.has(c.c));
}

/** Every character's box lies inside the box, so nothing is cut by the trim or the margin. */
function expectInside(pic: PagePicture, box: { x0: number; y0: number; x1: number; y1: number }) {
  const out = pic.chars.filter(
    (c) => c.c.trim() && (c.x0 < box.x0 || c.y0 < box.y0 || c.x1 > box.x1 || c.y1 > box.y1),
  );
  expect(out.map((c) => `${c.c}@${Math.round(c.x0)},${Math.round(c.y0)}`)).toEqual([]);
}

/** Glyphs are drawn, not missing-glyph boxes: each distinct character leaves its own ink. */
function expectGlyphs(pic: PagePicture, text: string) {
  const shapes = new Map<string, string>();
  for (const c of charsOf(pic, text)) {
    if (shapes.has(c.c)) continue;
    const ink = tally(pic, { x: c.x0, y: c.y0, w: c.x1 - c.x0, h: c.y1 - c.y0 });
    expect(ink.dark, `ink of ${c.c}`).toBeGreaterThan(0);
    shapes.set(c.c, `${ink.dark}`);
  }
  const distinct = new Set(shapes.values()).size;
  expect(shapes.size).toBeGreaterThan(3);
  // A missing glyph draws the same box for every character; real glyphs differ in ink.
  expect(distinct).toBeGreaterThanOrEqual(Math.ceil(shapes.size * 0.5));
}

// Whole books rendered and drawn: seconds apiece, minutes on a loaded machine.
describe('book PDFs as pictures', { timeout: 300_000 }, () => {
  it('a picture book: the cover picture in colour, the title and each page drawn', async () => {
    const { data } = await renderPdf(pictureBook());
    const first = drawPage(data, 0, 'picturebook-cover', 100);
    // The cover picture: fitted into the top 60% of the 8 in page, centred (576 pt square page).
    const mid = 576 / 2;
    const sky = tally(first, { x: mid - 60, y: 60, w: 120, h: 80 });
    expect(sky.coloured / sky.total).toBeGreaterThan(0.8);
    expect(sky.mean[0]).toBeGreaterThan(sky.mean[2] + 100);
    const river = tally(first, { x: mid - 60, y: 240, w: 120, h: 60 });
    expect(river.mean[2]).toBeGreaterThan(river.mean[0] + 100);
    // The title under the picture, in dark glyphs on the page colour.
    const titleBand = tally(first, { x: 40, y: 576 * 0.6 + 40, w: 496, h: 40 });
    expect(titleBand.dark).toBeGreaterThan(400);
    expect(first.text).toContain('The Fox and the Moon');
    expectGlyphs(first, 'The Fox and the Moon');
    expectInside(first, { x0: 40, y0: 40, x1: 536, y1: 536 });

    const second = drawPage(data, 1, 'picturebook-page-1', 100);
    const picture = tally(second, { x: 200, y: 80, w: 176, h: 120 });
    expect(picture.mean[1]).toBeGreaterThan(picture.mean[0] + 60);
    expect(second.text).toContain('The fox sat by the river.');
    expectGlyphs(second, 'The fox sat by the river.');
    expectInside(second, { x0: 40, y0: 40, x1: 536, y1: 536 });
  });

  it('a picture book for print: the picture runs into the bleed, the words stay inside the trim', async () => {
    const made = await renderPrintFiles(pictureBook(), 'hardcover');
    const size = 8 * 72 + 2 * bleed;
    const page1 = drawPage(made.data, 1, 'picturebook-print-page-1', 100);
    // The picture reaches the page's very corner (the bleed), cropped, not shrunk.
    const corner = tally(page1, { x: 0, y: 0, w: bleed, h: bleed });
    expect(corner.mean[1]).toBeGreaterThan(corner.mean[0] + 60);
    const words = tally(page1, { x: 49, y: size * 0.7 + 12, w: size - 98, h: 40 });
    expect(words.dark).toBeGreaterThan(200);
    const safe = bleed + 0.25 * 72;
    expectInside(page1, { x0: safe, y0: safe, x1: size - safe, y1: size - safe });
    for (let i = 0; i < pageCount(made.data); i++) {
      const pic = drawPage(made.data, i, `picturebook-print-${i}`, 36);
      expectInside(pic, { x0: safe, y0: safe, x1: size - safe, y1: size - safe });
    }

    const spread = coverSpreadPoints('picturebook', made.pages, 'hardcover');
    const coverPic = drawPage(made.cover, 0, 'picturebook-print-cover-hardcover', 100);
    expect(Math.abs(coverPic.width - spread.width * (100 / 72))).toBeLessThanOrEqual(1);
    const frontX = bleed + spread.trimWidth + spread.spine;
    // Front: the cover picture to the top edge of the bleed.
    const front = tally(coverPic, { x: frontX + 40, y: 0, w: spread.trimWidth - 80, h: 120 });
    expect(front.coloured / front.total).toBeGreaterThan(0.7);
    expect(front.mean[0]).toBeGreaterThan(front.mean[2] + 100);
    // Back: the summary in glyphs.
    expect(coverPic.text).toContain('A small fox follows the moon');
    const back = tally(coverPic, { x: bleed + 36, y: bleed + 54, w: spread.trimWidth - 72, h: 60 });
    expect(back.dark).toBeGreaterThan(300);
    // Spine (0.298 in for 6 pages in hardcover): the title along it, within it.
    const spineX = bleed + spread.trimWidth;
    const spineChars = coverPic.chars.filter((c) => c.x0 >= spineX - 0.5 && c.x1 <= frontX + 0.5);
    expect(spineChars.map((c) => c.c).join('')).toContain('The Fox and the Moon');
    const spineInk = tally(coverPic, { x: spineX, y: bleed + 36, w: spread.spine, h: 500 });
    expect(spineInk.dark).toBeGreaterThan(200);
    // Nothing past the trim: each character is at least the bleed plus a little inside the edge.
    expectInside(coverPic, {
      x0: bleed + 9,
      y0: bleed + 9,
      x1: spread.width - bleed - 9,
      y1: spread.height - bleed - 9,
    });
    // No title ink runs over the spine's folds into the covers beside it.
    for (const c of spineChars) {
      expect(c.x0).toBeGreaterThanOrEqual(spineX);
      expect(c.x1).toBeLessThanOrEqual(frontX);
    }
  });

  it('a Chinese longform story: Chinese glyphs on the cover, the contents and a chapter', async () => {
    const { data } = await renderPdf(zhLongform(3));
    const first = drawPage(data, 0, 'zh-longform-cover', 110);
    expect(first.text.replace(/\s/g, '')).toContain('月亮下的小狐狸');
    expectGlyphs(first, '月亮下的小狐狸作者：小明');
    const [w, h] = [420, 595];
    const pictureBox = tally(first, { x: w / 2 - 40, y: 60, w: 80, h: 60 });
    expect(pictureBox.coloured / pictureBox.total).toBeGreaterThan(0.8);
    expectInside(first, { x0: 40, y0: 40, x1: w - 40, y1: h - 12 });

    const contents = drawPage(data, 1, 'zh-longform-contents', 110);
    expect(contents.text).toContain('目录');
    expect(contents.text).toContain('第1章');
    expectGlyphs(contents, '目录第章河边的夜晚');
    expectInside(contents, { x0: 40, y0: 40, x1: w - 40, y1: h - 12 });

    const chapter = drawPage(data, 2, 'zh-longform-chapter-1', 110);
    expect(chapter.text.replace(/\s/g, '')).toContain('月亮慢慢升起来了');
    expectGlyphs(chapter, zhText);
    const body = tally(chapter, { x: 40, y: 100, w: w - 80, h: 300 });
    expect(body.dark / body.total).toBeGreaterThan(0.04);
    expectInside(chapter, { x0: 40, y0: 40, x1: w - 40, y1: h - 12 });
  });

  it('a Chinese longform story for print: its cover spread has the title on the spine', async () => {
    const made = await renderPrintFiles(zhLongform(12), 'hardcover');
    const spread = coverSpreadPoints('longform', made.pages, 'hardcover');
    const pic = drawPage(made.cover, 0, 'zh-longform-print-cover-hardcover', 100);
    const spineX = bleed + spread.trimWidth;
    const frontX = spineX + spread.spine;
    const spineChars = pic.chars.filter((c) => c.x0 >= spineX - 0.5 && c.x1 <= frontX + 0.5);
    expect(spineChars.map((c) => c.c).join('')).toContain('月亮下的小狐狸');
    expectGlyphs({ ...pic, chars: spineChars }, '月亮下的小狐狸小明');
    expectInside(pic, {
      x0: bleed + 9,
      y0: bleed + 9,
      x1: spread.width - bleed - 9,
      y1: spread.height - bleed - 9,
    });
    const [tw, th] = [6 * 72, 9 * 72];
    for (const i of [0, 1, 2, 3]) {
      const page = drawPage(made.data, i, `zh-longform-print-${i}`, 72);
      const safe = bleed + 0.25 * 72;
      expectInside(page, { x0: safe, y0: safe, x1: tw + 2 * bleed - safe, y1: th + 2 * bleed - 9 });
    }
  });
});
