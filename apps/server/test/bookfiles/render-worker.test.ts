import sharp from 'sharp';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { renderInWorker } from '../../src/modules/bookfiles/render/in-worker';
import type { FileBook } from '../../src/modules/bookfiles/render/model';

/**
 * Book files are laid out in a worker thread (issue 20/22): a long book takes seconds of CPU,
 * which on the event loop held up every other request (a sign-in hung in e2e while a PDF was
 * made). Here the event loop keeps ticking while a 30-chapter story with a picture renders.
 */
const words = 'the fox ran along the river under the moon and sang to the quiet reeds '.split(' ');
const chapter = Array.from({ length: 15 }, (_, p) =>
  Array.from({ length: 100 }, (_, i) => words[(i + p) % words.length]).join(' '),
).join('\n');

async function story(): Promise<FileBook> {
  const cover = await sharp({
    create: { width: 800, height: 600, channels: 3, background: { r: 200, g: 120, b: 60 } },
  })
    .jpeg()
    .toBuffer();
  return {
    openId: 'worker-test',
    type: 'longform',
    title: 'The Fox by the River',
    author: 'fox_writer',
    summary: 'A fox sings to the reeds.',
    language: 'en',
    cover: {
      picture: { data: cover, width: 800, height: 600, alt: 'An orange field' },
      background: '#fff',
    },
    parts: Array.from({ length: 30 }, (_, i) => ({
      title: `Chapter ${i + 1}`,
      text: chapter,
      pictures: [],
      textPosition: null,
      background: null,
    })),
    credits: [],
    madeAt: Date.UTC(2026, 10, 28),
  };
}

describe('rendering a book file in a worker thread', () => {
  it('keeps the event loop free and answers the file with its pages and progress', async () => {
    const book = await story();
    const gaps: number[] = [];
    let last = performance.now();
    const ticker = setInterval(() => {
      const now = performance.now();
      gaps.push(now - last);
      last = now;
    }, 10);
    const progress: number[] = [];
    const started = performance.now();
    const made = await renderInWorker('pdf', book, (f) => void progress.push(f));
    const took = performance.now() - started;
    clearInterval(ticker);

    expect(made.data.subarray(0, 5).toString()).toBe('%PDF-');
    expect(made.pages).toBeGreaterThan(30);
    const text = (await extractText(await getDocumentProxy(new Uint8Array(made.data)))).text;
    expect(text.join(' ')).toContain('Chapter 30');
    expect(progress.at(-1)).toBe(1);
    // The timer kept firing through the render: no pause near the render's length.
    expect(gaps.length).toBeGreaterThan(10);
    expect(Math.max(...gaps), `longest pause of ${gaps.length} ticks in ${took} ms`).toBeLessThan(
      Math.max(250, took / 4),
    );
    // A 30-chapter story is seconds of CPU; on a loaded two-core machine (CI runs the SQLite and
    // PostgreSQL suites side by side) the worker's start and layout took past 20 s.
  }, 90_000);

  it('makes an ePub in the worker too, and refuses a broken book with the renderer’s error', async () => {
    const book = await story();
    const epub = await renderInWorker('epub', book);
    expect(epub.data.subarray(0, 2).toString()).toBe('PK');
    expect(epub.pages).toBeNull();
    const broken = { ...book, parts: null } as unknown as FileBook;
    await expect(renderInWorker('pdf', broken)).rejects.toThrow();
  });
});
