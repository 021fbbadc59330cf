/**
 * The comic editor's pure operations (issue "Comics"): what the page strip, the library tray,
 * the canvas and the inspector do to the book, as plain functions over the editor's copy. Every
 * page they make parses with the domain's `comicPageSchema` (docs/api.md "Comics"), so autosave
 * never sends a page the server would refuse. An operation that cannot apply answers its input
 * unchanged, so `draft.change` records nothing.
 */
import {
  type BubbleStyle,
  type ComicBubble,
  type ComicItem,
  type ComicLayoutId,
  type ComicPage,
  type ComicPanel,
  comicLimits,
  comicPageSchema,
  coverScale,
  defaultComicLayout,
  newComicPage,
  panelRects,
  withLayout,
} from '@storyloom/domain';
import type { BookDoc, DocPart } from '../core/types';

export type ComicDoc = BookDoc<ComicPage>;
export type ComicPart = DocPart<ComicPage>;

/** What is selected: things of one panel (pictures and bubbles by id). */
export interface Selection {
  panel: number;
  ids: string[];
}

export const noSelection: Selection = { panel: 0, ids: [] };

/** A stored page as the editor shows it: defaults filled in; a page that does not parse is new. */
export function normalizeComicPage(content: unknown): ComicPage {
  const parsed = comicPageSchema.safeParse(content ?? {});
  return parsed.success ? parsed.data : newComicPage(defaultComicLayout);
}

const clamp = (n: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, n));
const round = (n: number) => Math.round(n * 10000) / 10000;

export function withParts(doc: ComicDoc, parts: ComicPart[]): ComicDoc {
  return { ...doc, parts };
}

export function updatePage(
  doc: ComicDoc,
  pageId: string,
  update: (page: ComicPage) => ComicPage,
): ComicDoc {
  let changed = false;
  const parts = doc.parts.map((part) => {
    if (part.id !== pageId) return part;
    const before = normalizeComicPage(part.content);
    const after = update(before);
    if (after === before) return part;
    changed = true;
    return { ...part, content: after };
  });
  return changed ? withParts(doc, parts) : doc;
}

function updatePanel(
  page: ComicPage,
  index: number,
  update: (panel: ComicPanel) => ComicPanel,
): ComicPage {
  const panel = page.panels[index];
  if (!panel) return page;
  const next = update(panel);
  if (next === panel) return page;
  return { ...page, panels: page.panels.map((p, i) => (i === index ? next : p)) };
}

export function setLayout(page: ComicPage, layout: ComicLayoutId): ComicPage {
  return page.layout === layout ? page : withLayout(page, layout);
}

export function setPanelBackground(page: ComicPage, panel: number, colour: string): ComicPage {
  return updatePanel(page, panel, (p) =>
    p.background === colour ? p : { ...p, background: colour },
  );
}

// Pictures and bubbles -----------------------------------------------------------------------

export interface PictureSize {
  width: number;
  height: number;
}

/**
 * A picture from the library into a panel at (x, y): a background goes to the back and covers
 * the panel; anything else goes to the front at a friendly size.
 */
export function addPicture(
  page: ComicPage,
  panel: number,
  artworkId: string,
  id: string,
  options: { background: boolean; size: PictureSize; x?: number; y?: number },
): ComicPage {
  const rect = panelRects(page.layout)[panel];
  if (!rect) return page;
  return updatePanel(page, panel, (p) => {
    if (p.items.length >= comicLimits.itemsPerPanel) return p;
    // Pictures added without a place stand side by side rather than on top of each other.
    const standing = p.items.filter((i) => i.scale < 1).length;
    const item: ComicItem = {
      id,
      artworkId,
      x: options.background
        ? 0.5
        : round(clamp(options.x ?? [0.3, 0.7, 0.5][standing % 3] ?? 0.5, 0, 1)),
      y: options.background ? 0.5 : round(clamp(options.y ?? 0.6, 0, 1)),
      scale: options.background ? coverScale(rect, options.size.width, options.size.height) : 0.35,
      rotation: 0,
      flip: false,
    };
    return { ...p, items: options.background ? [item, ...p.items] : [...p.items, item] };
  });
}

export function addBubble(
  page: ComicPage,
  panel: number,
  id: string,
  style: BubbleStyle,
  text: string,
  tail: { x: number; y: number } | null = { x: 0.5, y: 0.6 },
): ComicPage {
  return updatePanel(page, panel, (p) => {
    if (p.bubbles.length >= comicLimits.bubblesPerPanel) return p;
    const bubble: ComicBubble = {
      id,
      style,
      text,
      fontSize: 16,
      x: 0.5,
      y: style === 'caption' ? 0.1 : 0.22,
      width: style === 'caption' ? 0.7 : 0.45,
      tail: style === 'caption' ? null : tail,
    };
    return { ...p, bubbles: [...p.bubbles, bubble] };
  });
}

/** Changes the selected pictures and bubbles of a panel. */
export function updateThings(
  page: ComicPage,
  panel: number,
  ids: readonly string[],
  item: (i: ComicItem) => ComicItem,
  bubble: (b: ComicBubble) => ComicBubble,
): ComicPage {
  if (ids.length === 0) return page;
  const wanted = new Set(ids);
  return updatePanel(page, panel, (p) => {
    let changed = false;
    const items = p.items.map((i) => {
      if (!wanted.has(i.id)) return i;
      const next = item(i);
      if (next !== i) changed = true;
      return next;
    });
    const bubbles = p.bubbles.map((b) => {
      if (!wanted.has(b.id)) return b;
      const next = bubble(b);
      if (next !== b) changed = true;
      return next;
    });
    return changed ? { ...p, items, bubbles } : p;
  });
}

/** Moves things by (dx, dy) fractions of the panel, keeping their centres inside it. */
export function nudge(
  page: ComicPage,
  panel: number,
  ids: readonly string[],
  dx: number,
  dy: number,
) {
  const move = <T extends { x: number; y: number }>(t: T): T => {
    const x = round(clamp(t.x + dx, 0, 1));
    const y = round(clamp(t.y + dy, 0, 1));
    return x === t.x && y === t.y ? t : { ...t, x, y };
  };
  return updateThings(page, panel, ids, move, move);
}

/** Places things at positions given from a gesture's start (drag keeps their arrangement). */
export function moveTo(
  page: ComicPage,
  panel: number,
  starts: ReadonlyMap<string, { x: number; y: number }>,
  dx: number,
  dy: number,
) {
  const move = <T extends { id: string; x: number; y: number }>(t: T): T => {
    const start = starts.get(t.id);
    if (!start) return t;
    const x = round(clamp(start.x + dx, 0, 1));
    const y = round(clamp(start.y + dy, 0, 1));
    return x === t.x && y === t.y ? t : { ...t, x, y };
  };
  return updateThings(page, panel, [...starts.keys()], move, move);
}

export function setTail(page: ComicPage, panel: number, id: string, x: number, y: number) {
  return updateThings(
    page,
    panel,
    [id],
    (i) => i,
    (b) =>
      b.style === 'caption'
        ? b
        : { ...b, tail: { x: round(clamp(x, 0, 1)), y: round(clamp(y, 0, 1)) } },
  );
}

export function scaleBy(page: ComicPage, panel: number, ids: readonly string[], factor: number) {
  return updateThings(
    page,
    panel,
    ids,
    (i) => ({
      ...i,
      scale: round(clamp(i.scale * factor, comicLimits.minScale, comicLimits.maxScale)),
    }),
    (b) => ({ ...b, width: round(clamp(b.width * factor, 0.15, 1)) }),
  );
}

export function rotateBy(page: ComicPage, panel: number, ids: readonly string[], degrees: number) {
  return updateThings(
    page,
    panel,
    ids,
    (i) => {
      let rotation = i.rotation + degrees;
      if (rotation > 180) rotation -= 360;
      if (rotation < -180) rotation += 360;
      return { ...i, rotation };
    },
    (b) => b,
  );
}

export function flip(page: ComicPage, panel: number, ids: readonly string[]) {
  return updateThings(
    page,
    panel,
    ids,
    (i) => ({ ...i, flip: !i.flip }),
    (b) => b,
  );
}

/** Front or back: moves the selected pictures one step (or all the way) in the panel's order. */
export function restack(
  page: ComicPage,
  panel: number,
  ids: readonly string[],
  where: 'forward' | 'backward' | 'front' | 'back',
) {
  const wanted = new Set(ids);
  return updatePanel(page, panel, (p) => {
    const items = [...p.items];
    const chosen = items.filter((i) => wanted.has(i.id));
    if (chosen.length === 0) return p;
    let next: ComicItem[];
    if (where === 'front') next = [...items.filter((i) => !wanted.has(i.id)), ...chosen];
    else if (where === 'back') next = [...chosen, ...items.filter((i) => !wanted.has(i.id))];
    else {
      next = [...items];
      const order = where === 'forward' ? [...next.keys()].reverse() : [...next.keys()];
      for (const i of order) {
        const item = next[i] as ComicItem;
        const j = where === 'forward' ? i + 1 : i - 1;
        const other = next[j];
        if (!wanted.has(item.id) || !other || wanted.has(other.id)) continue;
        next[i] = other;
        next[j] = item;
      }
    }
    return next.every((item, i) => item === items[i]) ? p : { ...p, items: next };
  });
}

export function removeThings(page: ComicPage, panel: number, ids: readonly string[]) {
  const wanted = new Set(ids);
  return updatePanel(page, panel, (p) => {
    const items = p.items.filter((i) => !wanted.has(i.id));
    const bubbles = p.bubbles.filter((b) => !wanted.has(b.id));
    return items.length === p.items.length && bubbles.length === p.bubbles.length
      ? p
      : { ...p, items, bubbles };
  });
}

/** Copies of the selected things, a little down and to the right; answers the new ids too. */
export function duplicateThings(
  page: ComicPage,
  panel: number,
  ids: readonly string[],
  newId: () => string,
): { page: ComicPage; ids: string[] } {
  const wanted = new Set(ids);
  const made: string[] = [];
  const next = updatePanel(page, panel, (p) => {
    const shift = <T extends { x: number; y: number }>(t: T): T => ({
      ...t,
      x: round(clamp(t.x + 0.05, 0, 1)),
      y: round(clamp(t.y + 0.05, 0, 1)),
    });
    const items = p.items
      .filter((i) => wanted.has(i.id))
      .map((i) => {
        const id = newId();
        made.push(id);
        return shift({ ...i, id });
      });
    const bubbles = p.bubbles
      .filter((b) => wanted.has(b.id))
      .map((b) => {
        const id = newId();
        made.push(id);
        return shift({ ...b, id, tail: b.tail ? { ...b.tail } : null });
      });
    if (
      (items.length === 0 && bubbles.length === 0) ||
      p.items.length + items.length > comicLimits.itemsPerPanel ||
      p.bubbles.length + bubbles.length > comicLimits.bubblesPerPanel
    ) {
      made.length = 0;
      return p;
    }
    return { ...p, items: [...p.items, ...items], bubbles: [...p.bubbles, ...bubbles] };
  });
  return { page: next, ids: made };
}

export function setBubble(
  page: ComicPage,
  panel: number,
  id: string,
  change: Partial<Pick<ComicBubble, 'text' | 'style' | 'fontSize'>>,
): ComicPage {
  return updateThings(
    page,
    panel,
    [id],
    (i) => i,
    (b) => {
      const next = { ...b, ...change };
      if (change.text !== undefined) next.text = change.text.slice(0, comicLimits.bubbleText);
      if (next.style === 'caption') next.tail = null;
      else if (!next.tail) next.tail = { x: next.x, y: Math.min(1, next.y + 0.3) };
      return next;
    },
  );
}

/** The ids of the things of a panel at a selection (unknown ids dropped). */
export function selected(page: ComicPage, selection: Selection) {
  const panel = page.panels[selection.panel];
  const ids = new Set(selection.ids);
  return {
    items: panel?.items.filter((i) => ids.has(i.id)) ?? [],
    bubbles: panel?.bubbles.filter((b) => ids.has(b.id)) ?? [],
  };
}

/** A picture's size from a handle: `scale` is its width as a fraction of the panel's. */
export function setScale(page: ComicPage, panel: number, id: string, scale: number) {
  const value = round(clamp(scale, comicLimits.minScale, comicLimits.maxScale));
  return updateThings(
    page,
    panel,
    [id],
    (i) => (i.scale === value ? i : { ...i, scale: value }),
    (b) => b,
  );
}

/** A picture's turn from a handle, in whole degrees between -180 and 180. */
export function setRotation(page: ComicPage, panel: number, id: string, degrees: number) {
  let value = Math.round(degrees) % 360;
  if (value > 180) value -= 360;
  if (value < -180) value += 360;
  return updateThings(
    page,
    panel,
    [id],
    (i) => (i.rotation === value ? i : { ...i, rotation: value }),
    (b) => b,
  );
}
