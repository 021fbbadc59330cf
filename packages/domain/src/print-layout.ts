import type { PrintFormat } from './print';

/**
 * The print-shop files of a book (issue 20, decision 060): a print-ready interior at the trim
 * size with bleed on every side, and a cover spread (back, spine, front) whose spine width
 * follows the page count, the paper and the binding. Sizes in inches unless named points.
 */

export type PrintBookType = 'picturebook' | 'comic' | 'longform' | 'flashfiction' | 'poetry';

/** Coated paper for the colour picture books and comics; uncoated book paper for the rest. */
export type PrintPaper = 'coated' | 'uncoated';

export const printLayout = {
  /** The bleed added on every side of every page and of the cover spread. */
  bleedInches: 0.125,
  /**
   * The trim size (width, height): picture books and comics keep the reader's square 8 x 8 in;
   * stories and poems the trade size 6 x 9 in. Softcover and hardcover share it.
   */
  trimInches: {
    picturebook: [8, 8],
    comic: [8, 8],
    longform: [6, 9],
    flashfiction: [6, 9],
    poetry: [6, 9],
  } as Record<PrintBookType, readonly [number, number]>,
  /** Thickness of one page (one side of a leaf), inches: 80 gsm uncoated, 100 gsm coated. */
  pageCaliperInches: { coated: 0.002, uncoated: 0.0025 } as Record<PrintPaper, number>,
  /** What the binding adds to the spine: a hardcover's two boards and the case's hinge. */
  bindingInches: { softcover: 0.06, hardcover: 0.25 } as Record<PrintFormat, number>,
  /** The most pages we send to print (a 30-chapter story fits with room to spare). */
  maxPages: 800,
  /** The spine carries the title only from this width (narrower spines stay plain). */
  spineTextMinInches: 0.25,
} as const;

export const pointsPerInch = 72;

export function paperOf(type: PrintBookType): PrintPaper {
  return type === 'picturebook' || type === 'comic' ? 'coated' : 'uncoated';
}

/** Printers print both sides of a leaf: an odd page count gets a blank last page. */
export function printedPageCount(pages: number): number {
  if (!Number.isInteger(pages) || pages < 1 || pages > printLayout.maxPages) {
    throw new RangeError(`page count out of range: ${pages}`);
  }
  return pages + (pages % 2);
}

/**
 * The spine width in inches, to the thousandth:
 * printed pages (rounded up to even) x the paper's page thickness + the binding's allowance.
 */
export function spineWidthInches(pages: number, paper: PrintPaper, format: PrintFormat): number {
  const printed = printedPageCount(pages);
  const inches = printed * printLayout.pageCaliperInches[paper] + printLayout.bindingInches[format];
  return Math.round(inches * 1000) / 1000;
}

export function spineHasText(spineInches: number): boolean {
  return spineInches >= printLayout.spineTextMinInches;
}

/** One interior page with its bleed, in points. */
export function interiorPagePoints(type: PrintBookType): { width: number; height: number } {
  const [w, h] = printLayout.trimInches[type];
  const bleed = printLayout.bleedInches;
  return { width: (w + 2 * bleed) * pointsPerInch, height: (h + 2 * bleed) * pointsPerInch };
}

/** The cover spread, in points: back + spine + front across, trim high, bleed around. */
export function coverSpreadPoints(
  type: PrintBookType,
  pages: number,
  format: PrintFormat,
): { width: number; height: number; spine: number; bleed: number; trimWidth: number } {
  const [w, h] = printLayout.trimInches[type];
  const bleed = printLayout.bleedInches;
  const spine = spineWidthInches(pages, paperOf(type), format);
  return {
    width: (2 * w + spine + 2 * bleed) * pointsPerInch,
    height: (h + 2 * bleed) * pointsPerInch,
    spine: spine * pointsPerInch,
    bleed: bleed * pointsPerInch,
    trimWidth: w * pointsPerInch,
  };
}

/**
 * About how many words of prose fill one interior page (6 x 9 in trim, 12 pt Noto Sans with the
 * print margins): measured on rendered books (decision 069). Chinese counts characters.
 */
export const proseWordsPerPage = { latin: 320, cjk: 750 } as const;

const cjkLanguages = new Set(['cn', 'tw', 'zh', 'ja', 'jp']);

/**
 * The interior's page count before it is rendered, for the print preview's spine (decision 069):
 * the title page, the book's pages (one per picture book page, comic page or poem; for stories
 * the words over the words a page holds, each chapter starting on a new page, after the contents
 * of a longform story) and the credits page. Exact for the page-per-part types, close for prose;
 * the cover file itself is made from the rendered interior's real count.
 */
export function estimatedInteriorPages(
  type: PrintBookType,
  parts: number,
  words: number,
  language: string,
): number {
  const count = Math.max(1, Math.floor(parts) || 1);
  let body: number;
  if (type === 'picturebook' || type === 'comic' || type === 'poetry') body = count;
  else {
    const perPage = cjkLanguages.has(language) ? proseWordsPerPage.cjk : proseWordsPerPage.latin;
    const flowing = Math.max(0, words) / perPage;
    if (type === 'flashfiction') body = Math.max(1, Math.ceil(flowing));
    else body = Math.ceil(count / 30) + Math.max(count, Math.ceil(flowing + count * 0.5));
  }
  return Math.min(printLayout.maxPages, 2 + body);
}
