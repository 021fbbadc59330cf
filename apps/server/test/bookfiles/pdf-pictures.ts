import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as mupdf from 'mupdf';

/**
 * The book PDFs seen as pictures (decision 069): MuPDF (the `mupdf` npm package, WebAssembly
 * inside the package, nothing fetched at run time) draws a page to RGB pixels the way a reader's
 * viewer would, so a test can say what is on the page, not only where pdfkit was told to put it.
 * Each picture is also written to test-results/pdf-pictures/ for a person to look at.
 */
export const picturesDir = join(import.meta.dirname, '..', '..', 'test-results', 'pdf-pictures');

export interface PagePicture {
  /** Pixels per PDF point. */
  scale: number;
  width: number;
  height: number;
  pixels: Uint8ClampedArray;
  /** The page's characters with their boxes, in points from the page's top left. */
  chars: { c: string; x0: number; y0: number; x1: number; y1: number }[];
  text: string;
}

export function pageCount(pdf: Buffer): number {
  return mupdf.Document.openDocument(pdf, 'application/pdf').countPages();
}

/** Page `index` (from 0) drawn at `dpi` and saved as `<name>.png`. */
export function drawPage(pdf: Buffer, index: number, name: string, dpi = 72): PagePicture {
  const doc = mupdf.Document.openDocument(pdf, 'application/pdf');
  const page = doc.loadPage(index);
  const scale = dpi / 72;
  const pixmap = page.toPixmap(mupdf.Matrix.scale(scale, scale), mupdf.ColorSpace.DeviceRGB, false);
  mkdirSync(picturesDir, { recursive: true });
  writeFileSync(join(picturesDir, `${name}.png`), pixmap.asPNG());
  const chars: PagePicture['chars'] = [];
  const stext = page.toStructuredText('preserve-whitespace');
  stext.walk({
    onChar(c: string, _origin: unknown, _font: unknown, _size: number, quad: number[]) {
      const xs = [quad[0], quad[2], quad[4], quad[6]] as number[];
      const ys = [quad[1], quad[3], quad[5], quad[7]] as number[];
      chars.push({
        c,
        x0: Math.min(...xs),
        y0: Math.min(...ys),
        x1: Math.max(...xs),
        y1: Math.max(...ys),
      });
    },
  });
  const picture = {
    scale,
    width: pixmap.getWidth(),
    height: pixmap.getHeight(),
    pixels: pixmap.getPixels(),
    chars,
    text: stext.asText(),
  };
  pixmap.destroy();
  return picture;
}

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface Tally {
  /** Pixels looked at. */
  total: number;
  /** Dark pixels (text: luminance under 110). */
  dark: number;
  /** Strongly coloured pixels (the difference of the channels over 90). */
  coloured: number;
  /** Mean of each channel. */
  mean: [number, number, number];
  /** Distinct colours, quantised to 32 steps a channel (a flat fill has one or two). */
  colours: number;
}

/** Counts what is drawn in a box given in PDF points from the page's top left. */
export function tally(pic: PagePicture, box: Box): Tally {
  const x0 = Math.max(0, Math.floor(box.x * pic.scale));
  const y0 = Math.max(0, Math.floor(box.y * pic.scale));
  const x1 = Math.min(pic.width, Math.ceil((box.x + box.w) * pic.scale));
  const y1 = Math.min(pic.height, Math.ceil((box.y + box.h) * pic.scale));
  let total = 0;
  let dark = 0;
  let coloured = 0;
  let sumR = 0;
  let sumG = 0;
  let sumB = 0;
  const colours = new Set<number>();
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      const i = (y * pic.width + x) * 3;
      const r = pic.pixels[i] as number;
      const g = pic.pixels[i + 1] as number;
      const b = pic.pixels[i + 2] as number;
      total += 1;
      sumR += r;
      sumG += g;
      sumB += b;
      if (0.299 * r + 0.587 * g + 0.114 * b < 110) dark += 1;
      if (Math.max(r, g, b) - Math.min(r, g, b) > 90) coloured += 1;
      colours.add(((r >> 3) << 10) | ((g >> 3) << 5) | (b >> 3));
    }
  }
  const n = Math.max(1, total);
  return {
    total,
    dark,
    coloured,
    mean: [sumR / n, sumG / n, sumB / n] as [number, number, number],
    colours: colours.size,
  };
}
