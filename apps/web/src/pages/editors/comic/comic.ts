/**
 * The comic editor's pure operations (issue "Comics"): what the page strip, the library tray,
 * the canvas and the inspector do to the book, as plain functions over the editor's copy (what
 * they do to the selected pictures and bubbles is in ./things.ts). Every
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

export const clamp = (n: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, n));
export const round = (n: number) => Math.round(n * 10000) / 10000;

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

export function updatePanel(
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

/** The ids of the things of a panel at a selection (unknown ids dropped). */
export function selected(page: ComicPage, selection: Selection) {
  const panel = page.panels[selection.panel];
  const ids = new Set(selection.ids);
  return {
    items: panel?.items.filter((i) => ids.has(i.id)) ?? [],
    bubbles: panel?.bubbles.filter((b) => ids.has(b.id)) ?? [],
  };
}
