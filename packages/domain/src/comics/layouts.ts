/**
 * The panel layouts a comic page may use (issue "Comics"): a catalogue of 1 to 6 panels with
 * several layouts each. A page is 3 wide by 4 high; panel rectangles are fractions of the page
 * (0..1 on both axes) with a gutter between panels and around the page edge.
 */
export interface PanelRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export const comicPageAspect = { width: 3, height: 4 } as const;
export const maxComicPanels = 6;
const gutter = 0.02;

/** Rows of panels: each row has a height weight and the width weights of its panels. */
type RowSpec = readonly (readonly [number, readonly number[]])[];

function fromRows(rows: RowSpec): PanelRect[] {
  const total = rows.reduce((s, [h]) => s + h, 0);
  const usableH = 1 - gutter * (rows.length + 1);
  const rects: PanelRect[] = [];
  let y = gutter;
  for (const [h, cols] of rows) {
    const height = (usableH * h) / total;
    const colTotal = cols.reduce((s, w) => s + w, 0);
    const usableW = 1 - gutter * (cols.length + 1);
    let x = gutter;
    for (const w of cols) {
      const width = (usableW * w) / colTotal;
      rects.push({ x, y, width, height });
      x += width + gutter;
    }
    y += height + gutter;
  }
  return rects.map(round);
}

function round(r: PanelRect): PanelRect {
  const f = (n: number) => Math.round(n * 10000) / 10000;
  return { x: f(r.x), y: f(r.y), width: f(r.width), height: f(r.height) };
}

/** A tall panel on one side and panels stacked on the other. */
function sideStack(count: number, tallSide: 'start' | 'end'): PanelRect[] {
  const w = (1 - gutter * 3) / 2;
  const h = (1 - gutter * (count + 1)) / count;
  const tall = {
    x: tallSide === 'start' ? gutter : gutter * 2 + w,
    y: gutter,
    width: w,
    height: 1 - gutter * 2,
  };
  const stackX = tallSide === 'start' ? gutter * 2 + w : gutter;
  const stack = Array.from({ length: count }, (_, i) => ({
    x: stackX,
    y: gutter + i * (h + gutter),
    width: w,
    height: h,
  }));
  return (tallSide === 'start' ? [tall, ...stack] : [...stack, tall]).map(round);
}

const catalogue = {
  '1-full': fromRows([[1, [1]]]),
  '2-rows': fromRows([
    [1, [1]],
    [1, [1]],
  ]),
  '2-columns': fromRows([[1, [1, 1]]]),
  '2-big-top': fromRows([
    [2, [1]],
    [1, [1]],
  ]),
  '3-rows': fromRows([
    [1, [1]],
    [1, [1]],
    [1, [1]],
  ]),
  '3-wide-top': fromRows([
    [1, [1]],
    [1, [1, 1]],
  ]),
  '3-wide-bottom': fromRows([
    [1, [1, 1]],
    [1, [1]],
  ]),
  '3-tall-start': sideStack(2, 'start'),
  '4-grid': fromRows([
    [1, [1, 1]],
    [1, [1, 1]],
  ]),
  '4-rows': fromRows([
    [1, [1]],
    [1, [1]],
    [1, [1]],
    [1, [1]],
  ]),
  '4-wide-ends': fromRows([
    [1, [1]],
    [1, [1, 1]],
    [1, [1]],
  ]),
  '4-tall-end': sideStack(3, 'end'),
  '5-two-three': fromRows([
    [1, [1, 1]],
    [1, [1, 1, 1]],
  ]),
  '5-three-two': fromRows([
    [1, [1, 1, 1]],
    [1, [1, 1]],
  ]),
  '5-wide-middle': fromRows([
    [1, [1, 1]],
    [1, [1]],
    [1, [1, 1]],
  ]),
  '6-grid': fromRows([
    [1, [1, 1]],
    [1, [1, 1]],
    [1, [1, 1]],
  ]),
  '6-two-rows': fromRows([
    [1, [1, 1, 1]],
    [1, [1, 1, 1]],
  ]),
  '6-staggered': fromRows([
    [1, [2, 1]],
    [1, [1, 2]],
    [1, [2, 1]],
  ]),
} satisfies Record<string, PanelRect[]>;

export type ComicLayoutId = keyof typeof catalogue;
export const comicLayoutIds = Object.keys(catalogue) as [ComicLayoutId, ...ComicLayoutId[]];
export const defaultComicLayout: ComicLayoutId = '3-wide-top';

export function isComicLayoutId(value: unknown): value is ComicLayoutId {
  return typeof value === 'string' && Object.hasOwn(catalogue, value);
}

/** The panel rectangles of a layout, in reading order (top to bottom, start to end). */
export function panelRects(layout: ComicLayoutId): PanelRect[] {
  return catalogue[layout].map((r) => ({ ...r }));
}

export function panelCount(layout: ComicLayoutId): number {
  return catalogue[layout].length;
}

/** The layouts with a given number of panels (the editor's chooser groups them). */
export function layoutsWithPanels(count: number): ComicLayoutId[] {
  return comicLayoutIds.filter((id) => catalogue[id].length === count);
}

/**
 * The `scale` (width as a fraction of the panel's width) at which a picture of the given width
 * and height, centred, covers the whole panel: what the editor and the demo use for backgrounds.
 */
export function coverScale(rect: PanelRect, imageWidth: number, imageHeight: number): number {
  if (imageWidth <= 0 || imageHeight <= 0) return 1;
  const panelW = rect.width * comicPageAspect.width;
  const panelH = rect.height * comicPageAspect.height;
  const needed = Math.max(1, (panelH / panelW) * (imageWidth / imageHeight));
  return Math.min(3, Math.round(needed * 1.02 * 1000) / 1000);
}
