import type { PictureBookPage } from './content';

/**
 * Where the picture and the words of a picture book page sit, as fractions of the page (the
 * page is 4:3, `pageAspect`). The editor's canvas and the reader draw pages with one component
 * and one stylesheet that follow these numbers, so what the writer saw is what the reader sees;
 * the e2e checks and /fix-coord measure against them.
 *
 * - No picture: the words fill the page.
 * - A full-page picture fills the page (the whole picture shown, never cropped); the words sit
 *   on a translucent band at most `bandShare` of the page deep along the top or the bottom, or
 *   as wide along the end side (`beside`), so the picture's centre (`subjectRegion`) stays clear.
 * - A half-page picture fills its half (cropped to it); the words take the other half, at its
 *   top, bottom or middle (`beside`).
 */

export interface PageBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The page's width over its height (editor canvas, reader, thumbnails). */
export const pageAspect = 4 / 3;

/** The deepest (or widest, beside) a words band over a full-page picture may be. */
export const bandShare = 0.3;

/** Where a picture's subject is taken to be: its middle third each way. */
export const subjectRegion: PageBox = { x: 1 / 3, y: 1 / 3, width: 1 / 3, height: 1 / 3 };

export interface PageLayout {
  picture: PageBox | null;
  /** The box the words may fill (a band, the other half, or the whole page). */
  words: PageBox;
  /** True when the words sit over the picture (a translucent band behind them). */
  band: boolean;
}

const whole: PageBox = { x: 0, y: 0, width: 1, height: 1 };

/** The layout of a page, in page fractions; `rtl` mirrors start and end. */
export function pageLayout(
  page: Pick<PictureBookPage, 'art' | 'textPosition'>,
  rtl = false,
): PageLayout {
  const art = page.art;
  if (!art) return { picture: null, words: whole, band: false };
  if (art.layout === 'full') {
    const words: PageBox =
      page.textPosition === 'top'
        ? { x: 0, y: 0, width: 1, height: bandShare }
        : page.textPosition === 'bottom'
          ? { x: 0, y: 1 - bandShare, width: 1, height: bandShare }
          : { x: rtl ? 0 : 1 - bandShare, y: 0, width: bandShare, height: 1 };
    return { picture: whole, words, band: true };
  }
  const pictureStart = (art.side === 'start') !== rtl;
  return {
    picture: { x: pictureStart ? 0 : 0.5, y: 0, width: 0.5, height: 1 },
    words: { x: pictureStart ? 0.5 : 0, y: 0, width: 0.5, height: 1 },
    band: false,
  };
}

export function boxesOverlap(a: PageBox, b: PageBox): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** The picture's subject region on the page (null without a picture). */
export function subjectOnPage(layout: PageLayout): PageBox | null {
  const p = layout.picture;
  if (!p) return null;
  return {
    x: p.x + subjectRegion.x * p.width,
    y: p.y + subjectRegion.y * p.height,
    width: subjectRegion.width * p.width,
    height: subjectRegion.height * p.height,
  };
}

/** True when a page's words box lies over its picture's subject. */
export function wordsCoverSubject(page: Pick<PictureBookPage, 'art' | 'textPosition'>): boolean {
  const layout = pageLayout(page);
  const subject = subjectOnPage(layout);
  return subject !== null && boxesOverlap(layout.words, subject);
}
