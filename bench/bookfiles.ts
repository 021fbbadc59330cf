/**
 * Book file render figures (issue 20, decision 033): time and memory to render a 24-page picture
 * book (a 1600x1200 picture on each page) and a 30-chapter longform story (about 1,500 words a
 * chapter) with the server's PDF renderer, in this process, with no database.
 * Run: `node --import tsx bench/bookfiles.ts` (one run; not part of CI).
 */
import sharp from 'sharp';
import { renderPdf } from '../apps/server/src/modules/bookfiles/index';
import type { FileBook } from '../apps/server/src/modules/bookfiles/render/model';

async function picture(seed: number) {
  const data = await sharp({
    create: {
      width: 1600,
      height: 1200,
      channels: 3,
      background: { r: (seed * 37) % 255, g: (seed * 91) % 255, b: 180 },
    },
  })
    .jpeg({ quality: 90 })
    .toBuffer();
  return { data, width: 1600, height: 1200, alt: `Picture ${seed}` };
}

const base = {
  openId: 'bench',
  title: 'Bench Book',
  author: 'Bench',
  summary: '',
  language: 'en',
  credits: [
    { artwork: 'Picture', artist: 'Artist', licence: 'CC0', licenceUrl: '', attribution: '' },
  ],
  madeAt: Date.now(),
};

async function measure(name: string, book: FileBook) {
  global.gc?.();
  const before = process.memoryUsage();
  let peak = before.rss;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 5);
  const start = performance.now();
  const { data, pages } = await renderPdf(book);
  const ms = performance.now() - start;
  clearInterval(timer);
  peak = Math.max(peak, process.memoryUsage().rss);
  const mb = (n: number) => Math.round((n / 1024 / 1024) * 10) / 10;
  console.log(
    `${name}: ${pages} pages, ${mb(data.length)} MB file, ${Math.round(ms)} ms, rss ${mb(before.rss)} -> peak ${mb(peak)} MB (+${mb(peak - before.rss)})`,
  );
}

const words = 'the fox ran along the river under the moon and sang to the quiet reeds '.split(' ');
const chapterText = Array.from({ length: 15 }, (_, p) =>
  Array.from({ length: 100 }, (_, i) => words[(i + p) % words.length]).join(' '),
).join('\n');

const pictureBook: FileBook = {
  ...base,
  type: 'picturebook',
  cover: { picture: await picture(0), background: '#ffffff' },
  parts: await Promise.all(
    Array.from({ length: 24 }, async (_, i) => ({
      title: null,
      text: `Page ${i + 1}: the fox and the moon.`,
      pictures: [await picture(i + 1)],
      textPosition: 'bottom' as const,
      background: '#fff8e7',
    })),
  ),
};
const longform: FileBook = {
  ...base,
  type: 'longform',
  cover: { picture: await picture(99), background: '#ffffff' },
  parts: Array.from({ length: 30 }, (_, i) => ({
    title: `Chapter ${i + 1}`,
    text: chapterText,
    pictures: [],
    textPosition: null,
    background: null,
  })),
};

// A first small render loads the font (as the server's first job would), then the figures.
await renderPdf({ ...longform, parts: longform.parts.slice(0, 1) });
await measure('24-page picture book', pictureBook);
await measure('30-chapter longform', longform);
