import { z } from 'zod';
import { artworkRef, colour, longText, partId } from '../books/text';
import { type ComicLayoutId, comicLayoutIds, maxComicPanels, panelCount } from './layouts';

/**
 * A comic page (issue "Comics", docs/decisions/014-comic-pages.md): a layout from the catalogue
 * and one entry per panel. Positions are fractions of the panel (0..1, the centre of a picture or
 * bubble); everything is clipped to its panel when drawn. Inside a panel, pictures are drawn in
 * array order (the first is at the back: that order is the z-order) and bubbles above them in
 * their own order, which is also the reading order of the bubbles.
 */
export const comicLimits = {
  itemsPerPanel: 24,
  bubblesPerPanel: 8,
  bubbleText: 200,
  minScale: 0.05,
  maxScale: 3,
} as const;

export const bubbleStyles = ['speech', 'thought', 'shout', 'caption'] as const;
export type BubbleStyle = (typeof bubbleStyles)[number];
export const bubbleFontSizes = [12, 16, 20, 28] as const;
export type BubbleFontSize = (typeof bubbleFontSizes)[number];

const fraction = z.number().min(0).max(1);

export const comicItemSchema = z.object({
  id: partId,
  artworkId: artworkRef,
  /** The picture's centre in the panel. */
  x: fraction,
  y: fraction,
  /** The picture's width as a fraction of the panel's width (its height follows the picture). */
  scale: z.number().min(comicLimits.minScale).max(comicLimits.maxScale),
  /** Degrees, clockwise. */
  rotation: z.number().min(-180).max(180).default(0),
  /** Mirrored left to right. */
  flip: z.boolean().default(false),
});
export type ComicItem = z.output<typeof comicItemSchema>;

export const comicBubbleSchema = z
  .object({
    id: partId,
    style: z.enum(bubbleStyles),
    text: longText(comicLimits.bubbleText).default(''),
    fontSize: z
      .number()
      .refine((n): n is BubbleFontSize => (bubbleFontSizes as readonly number[]).includes(n), {
        message: `font size must be one of ${bubbleFontSizes.join(', ')}`,
      })
      .default(16),
    x: fraction,
    y: fraction,
    /** The bubble's width as a fraction of the panel's width; its height follows the text. */
    width: z.number().min(0.15).max(1).default(0.4),
    /** Where the tail points, in the panel; captions have none. */
    tail: z.object({ x: fraction, y: fraction }).nullable().default(null),
  })
  .transform((b) => (b.style === 'caption' ? { ...b, tail: null } : b));
export type ComicBubble = z.output<typeof comicBubbleSchema>;

export const comicPanelSchema = z.object({
  background: colour.default('#ffffff'),
  items: z.array(comicItemSchema).max(comicLimits.itemsPerPanel).default([]),
  bubbles: z.array(comicBubbleSchema).max(comicLimits.bubblesPerPanel).default([]),
});
export type ComicPanel = z.output<typeof comicPanelSchema>;

export const comicPageSchema = z
  .object({
    layout: z.enum(comicLayoutIds),
    panels: z.array(comicPanelSchema).min(1).max(maxComicPanels),
    background: colour.default('#1f2430'),
  })
  .superRefine((page, ctx) => {
    const wanted = panelCount(page.layout);
    if (page.panels.length !== wanted) {
      ctx.addIssue({
        code: 'custom',
        path: ['panels'],
        message: `layout ${page.layout} has ${wanted} panels, not ${page.panels.length}`,
      });
    }
    const seen = new Set<string>();
    for (const [p, panel] of page.panels.entries()) {
      for (const [kind, list] of [
        ['items', panel.items],
        ['bubbles', panel.bubbles],
      ] as const) {
        for (const [i, thing] of list.entries()) {
          if (seen.has(thing.id)) {
            ctx.addIssue({
              code: 'custom',
              path: ['panels', p, kind, i, 'id'],
              message: 'duplicate id',
            });
          }
          seen.add(thing.id);
        }
      }
    }
  });
export type ComicPage = z.output<typeof comicPageSchema>;

export function emptyComicPanel(): ComicPanel {
  return { background: '#ffffff', items: [], bubbles: [] };
}

export function newComicPage(layout: ComicLayoutId): ComicPage {
  return {
    layout,
    panels: Array.from({ length: panelCount(layout) }, emptyComicPanel),
    background: '#1f2430',
  };
}

/**
 * The page in another layout: panels keep their content in order; panels that no longer exist
 * hand their pictures and bubbles to the new last panel (nothing the writer made is lost).
 */
export function withLayout(page: ComicPage, layout: ComicLayoutId): ComicPage {
  const count = panelCount(layout);
  const panels = page.panels.slice(0, count).map((p) => ({ ...p }));
  while (panels.length < count) panels.push(emptyComicPanel());
  const last = panels[count - 1] as ComicPanel;
  for (const extra of page.panels.slice(count)) {
    last.items = [...last.items, ...extra.items].slice(-comicLimits.itemsPerPanel);
    last.bubbles = [...last.bubbles, ...extra.bubbles].slice(-comicLimits.bubblesPerPanel);
  }
  return { ...page, layout, panels };
}

/** The bubbles of a page in reading order: panel by panel, each panel's bubbles in order. */
export function comicReadingOrder(
  page: ComicPage,
): { panel: number; bubbles: { style: BubbleStyle; text: string }[] }[] {
  return page.panels.map((panel, i) => ({
    panel: i,
    bubbles: panel.bubbles
      .filter((b) => b.text.trim())
      .map((b) => ({ style: b.style, text: b.text })),
  }));
}

/** The words of a page as a reader sees them (counted, searched and pre-screened). */
export function comicPageText(page: ComicPage): string {
  return comicReadingOrder(page)
    .flatMap((p) => p.bubbles.map((b) => b.text))
    .join('\n');
}

/** Every artwork a page shows. */
export function comicPageArtworkIds(page: ComicPage): string[] {
  return [...new Set(page.panels.flatMap((p) => p.items.map((i) => i.artworkId)))];
}
