/**
 * What /fix-coord lists and how it fixes (PRODUCT.md "Other screens"): the pages of the writer's
 * picture books whose words box covers the picture's subject (domain `wordsCoverSubject`) or
 * whose words run off their box as the reader draws the page (measured in the browser, see
 * MeasureFrame), and the fixes offered in place: the words top, bottom or beside, a half-page
 * picture, other words. Pure functions; the screen and its tests share them.
 */
import {
  docFromText,
  type PictureBookPage,
  pictureBookPageSchema,
  richTextPlainText,
  type TextPosition,
  wordsCoverSubject,
} from '@storyloom/domain';
import type { Artwork } from '../../../api/art';
import type { BookWithArt } from './api';

/**
 * The page widths the words are measured at, in CSS pixels: a phone's reader (a 360 px screen
 * less its margins; the words' 15 px floor makes it the tightest) and a computer's reader.
 */
export const measureWidths = { phone: 328, wide: 640 } as const;
export type MeasureWidth = keyof typeof measureWidths;

export type Problem = 'coversSubject' | 'runsOff' | 'runsOffPhone';

/** One page of one of the writer's picture books, as stored. */
export interface BookPage {
  /** `bookId/partId`: unique across the writer's books. */
  key: string;
  bookId: string;
  bookTitle: string;
  /** The book's version the page was read at (the next save names it). */
  version: number;
  editable: boolean;
  editorPath: string;
  partId: string;
  /** 1-based, as the reader counts pages. */
  number: number;
  page: PictureBookPage;
  art: ReadonlyMap<string, Artwork>;
}

/** A stored page with the schema's defaults; null when it is not a picture book page. */
export function parsePage(content: unknown): PictureBookPage | null {
  const parsed = pictureBookPageSchema.safeParse(content ?? {});
  return parsed.success ? parsed.data : null;
}

/** Every page of a book, in reading order. */
export function pagesOfBook({ Book, Artworks }: BookWithArt): BookPage[] {
  const art = new Map(Artworks.map((a) => [a.ArtworkId, a]));
  return Book.Parts.flatMap((part, i) => {
    const page = parsePage(part.Content);
    if (!page) return [];
    return [
      {
        key: `${Book.BookId}/${part.PartId}`,
        bookId: Book.BookId,
        bookTitle: Book.Title,
        version: Book.Version,
        editable: Book.Editable,
        editorPath: Book.EditorPath,
        partId: part.PartId,
        number: i + 1,
        page,
        art,
      },
    ];
  });
}

export function hasWords(page: PictureBookPage): boolean {
  return richTextPlainText(page.text).trim() !== '';
}

/** The size of the words as laid out and the size of their box (an element's scroll metrics). */
export interface BoxMetrics {
  scrollHeight: number;
  clientHeight: number;
  scrollWidth: number;
  clientWidth: number;
}

/** True when the words need more room than their box gives (a pixel of rounding allowed). */
export function runsOff(m: BoxMetrics): boolean {
  return m.scrollHeight > m.clientHeight + 1 || m.scrollWidth > m.clientWidth + 1;
}

/** How the words fit, per measured width (missing: not measured yet). */
export type Fit = Partial<Record<MeasureWidth, boolean>>;

/**
 * What is wrong with a page: its words over the picture's subject, or running off their box on
 * every screen (`runsOff`) or on phones only (`runsOffPhone`). A page without words has neither.
 * Null while a measurement is missing.
 */
export function problemsOf(page: PictureBookPage, overflow: Fit): Problem[] | null {
  if (!hasWords(page)) return [];
  if (overflow.phone === undefined || overflow.wide === undefined) return null;
  const problems: Problem[] = [];
  if (wordsCoverSubject(page)) problems.push('coversSubject');
  if (overflow.wide) problems.push('runsOff');
  else if (overflow.phone) problems.push('runsOffPhone');
  return problems;
}

/** The pages to show: measured, with a problem, in the books' order. */
export function pagesToFix(
  pages: readonly BookPage[],
  overflow: ReadonlyMap<string, Fit>,
): { page: BookPage; problems: Problem[] }[] {
  return pages.flatMap((p) => {
    const problems = problemsOf(p.page, overflow.get(p.key) ?? {});
    return problems && problems.length > 0 ? [{ page: p, problems }] : [];
  });
}

/** True once every page with words has both measurements. */
export function allMeasured(
  pages: readonly BookPage[],
  overflow: ReadonlyMap<string, Fit>,
): boolean {
  return pages.every((p) => problemsOf(p.page, overflow.get(p.key) ?? {}) !== null);
}

// The fixes. Each answers a page that parses with the domain schema, so the save is not refused.

export function withTextPosition(page: PictureBookPage, textPosition: TextPosition) {
  return pictureBookPageSchema.parse({ ...page, textPosition });
}

export type Placement = 'full' | 'start' | 'end';

export function placementOf(page: PictureBookPage): Placement | null {
  if (!page.art) return null;
  return page.art.layout === 'full' ? 'full' : page.art.side;
}

/** The picture on the whole page or on one half (the start or end side); no picture: unchanged. */
export function withPlacement(page: PictureBookPage, placement: Placement) {
  if (!page.art) return page;
  const art =
    placement === 'full'
      ? { ...page.art, layout: 'full' as const }
      : { ...page.art, layout: 'half' as const, side: placement };
  return pictureBookPageSchema.parse({ ...page, art });
}

/** The words as the writer types them: one paragraph a line (as the editor's text block). */
export function withWords(page: PictureBookPage, text: string) {
  return pictureBookPageSchema.parse({ ...page, text: docFromText(text.replace(/\r\n?/g, '\n')) });
}

export function wordsOf(page: PictureBookPage): string {
  return richTextPlainText(page.text);
}

export function samePage(a: PictureBookPage, b: PictureBookPage): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
