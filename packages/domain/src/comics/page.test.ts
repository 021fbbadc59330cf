import { describe, expect, it } from 'vitest';
import { parsePart } from '../books/content';
import {
  comicLayoutIds,
  isComicLayoutId,
  layoutsWithPanels,
  maxComicPanels,
  panelCount,
  panelRects,
} from './layouts';
import {
  comicPageArtworkIds,
  comicPageSchema,
  comicPageText,
  comicReadingOrder,
  newComicPage,
  withLayout,
} from './page';

const item = (id: string, artworkId = 'art1') => ({ id, artworkId, x: 0.5, y: 0.5, scale: 1 });

describe('comic layouts', () => {
  it('offers several layouts for every panel count from 1 to 6', () => {
    expect(layoutsWithPanels(1)).toEqual(['1-full']);
    for (let n = 2; n <= maxComicPanels; n++) {
      expect(layoutsWithPanels(n).length).toBeGreaterThanOrEqual(2);
    }
    expect(layoutsWithPanels(7)).toEqual([]);
  });

  it('keeps every panel inside the page and panels from overlapping', () => {
    for (const id of comicLayoutIds) {
      const rects = panelRects(id);
      expect(rects).toHaveLength(panelCount(id));
      for (const r of rects) {
        expect(r.x).toBeGreaterThan(0);
        expect(r.y).toBeGreaterThan(0);
        expect(r.x + r.width).toBeLessThanOrEqual(1.0001);
        expect(r.y + r.height).toBeLessThanOrEqual(1.0001);
      }
      for (const [i, a] of rects.entries()) {
        for (const b of rects.slice(i + 1)) {
          const apart =
            a.x + a.width <= b.x + 1e-6 ||
            b.x + b.width <= a.x + 1e-6 ||
            a.y + a.height <= b.y + 1e-6 ||
            b.y + b.height <= a.y + 1e-6;
          expect(apart, `${id} panels overlap`).toBe(true);
        }
      }
    }
  });

  it('knows its layout names', () => {
    expect(isComicLayoutId('4-grid')).toBe(true);
    expect(isComicLayoutId('7-grid')).toBe(false);
    expect(isComicLayoutId('toString')).toBe(false);
  });
});

describe('comic page schema', () => {
  it('accepts a page and fills defaults', () => {
    const page = comicPageSchema.parse({
      layout: '2-rows',
      panels: [
        {
          items: [item('a')],
          bubbles: [
            { id: 'b', style: 'speech', text: 'Hi!', x: 0.3, y: 0.2, tail: { x: 0.5, y: 0.6 } },
          ],
        },
        {},
      ],
    });
    expect(page.panels[0]?.items[0]).toMatchObject({ rotation: 0, flip: false });
    expect(page.panels[0]?.bubbles[0]).toMatchObject({ fontSize: 16, width: 0.4 });
    expect(page.panels[1]).toEqual({ background: '#ffffff', items: [], bubbles: [] });
  });

  it('refuses more than six panels, a wrong panel count and unknown layouts', () => {
    const seven = { layout: '6-grid', panels: Array.from({ length: 7 }, () => ({})) };
    expect(comicPageSchema.safeParse(seven).success).toBe(false);
    const wrong = comicPageSchema.safeParse({ layout: '4-grid', panels: [{}, {}] });
    expect(wrong.success).toBe(false);
    expect(wrong.error?.issues[0]?.message).toContain('has 4 panels');
    expect(comicPageSchema.safeParse({ layout: '9-grid', panels: [{}] }).success).toBe(false);
  });

  it('refuses items out of bounds, bad scales, long text, bad font sizes and duplicate ids', () => {
    const bad = (panel: unknown) =>
      comicPageSchema.safeParse({ layout: '1-full', panels: [panel] }).success;
    expect(bad({ items: [{ ...item('a'), x: 1.2 }] })).toBe(false);
    expect(bad({ items: [{ ...item('a'), scale: 0 }] })).toBe(false);
    expect(bad({ items: [{ ...item('a'), rotation: 400 }] })).toBe(false);
    expect(bad({ items: [{ ...item('a'), artworkId: 'no spaces' }] })).toBe(false);
    expect(
      bad({ bubbles: [{ id: 'b', style: 'speech', text: 'x'.repeat(201), x: 0, y: 0 }] }),
    ).toBe(false);
    expect(bad({ bubbles: [{ id: 'b', style: 'speech', fontSize: 13, x: 0, y: 0 }] })).toBe(false);
    expect(bad({ bubbles: [{ id: 'b', style: 'whisper', x: 0, y: 0 }] })).toBe(false);
    expect(bad({ items: [item('a'), item('a')] })).toBe(false);
    expect(bad({ items: Array.from({ length: 25 }, (_, i) => item(`i${i}`)) })).toBe(false);
    expect(bad({ items: [item('a')] })).toBe(true);
  });

  it('drops the tail of a caption and cleans bubble text', () => {
    const page = comicPageSchema.parse({
      layout: '1-full',
      panels: [
        {
          bubbles: [
            {
              id: 'c',
              style: 'caption',
              text: 'Later\u0000…',
              x: 0.5,
              y: 0.1,
              tail: { x: 0, y: 0 },
            },
          ],
        },
      ],
    });
    expect(page.panels[0]?.bubbles[0]).toMatchObject({ tail: null, text: 'Later…' });
  });
});

describe('comic page helpers', () => {
  const page = comicPageSchema.parse({
    layout: '3-rows',
    panels: [
      {
        items: [item('a', 'cat'), item('b', 'sky')],
        bubbles: [{ id: 'x', style: 'speech', text: 'One', x: 0, y: 0 }],
      },
      { bubbles: [{ id: 'y', style: 'caption', text: '  ', x: 0, y: 0 }] },
      {
        items: [item('c', 'cat')],
        bubbles: [
          { id: 'z', style: 'shout', text: 'Two', x: 0, y: 0 },
          { id: 'w', style: 'thought', text: 'Three', x: 0, y: 0 },
        ],
      },
    ],
  });

  it('reads bubbles panel by panel, in order, without empty ones', () => {
    expect(comicReadingOrder(page).map((p) => p.bubbles.map((b) => b.text))).toEqual([
      ['One'],
      [],
      ['Two', 'Three'],
    ]);
    expect(comicPageText(page)).toBe('One\nTwo\nThree');
  });

  it('lists the artworks shown once each', () => {
    expect(comicPageArtworkIds(page)).toEqual(['cat', 'sky']);
  });

  it('changes layout without losing content', () => {
    const two = withLayout(page, '2-rows');
    expect(two.panels).toHaveLength(2);
    expect(two.panels[1]?.items.map((i) => i.id)).toEqual(['c']);
    expect(two.panels[1]?.bubbles.map((b) => b.id)).toEqual(['y', 'z', 'w']);
    expect(comicPageSchema.safeParse(two).success).toBe(true);
    const six = withLayout(page, '6-grid');
    expect(six.panels).toHaveLength(6);
    expect(comicPageSchema.safeParse(six).success).toBe(true);
  });

  it('makes new pages that parse as comic parts with words and art', () => {
    expect(comicPageSchema.safeParse(newComicPage('5-two-three')).success).toBe(true);
    const parsed = parsePart('comic', page);
    expect(parsed.ok && parsed.part.wordCount).toBe(3);
    expect(parsed.ok && parsed.part.artworkIds).toEqual(['cat', 'sky']);
    expect(parsePart('comic', { layout: '1-full', panels: 'nope' }).ok).toBe(false);
  });
});

describe('coverScale', () => {
  it('scales a picture so that it covers its panel', async () => {
    const { coverScale } = await import('./layouts');
    const [wide] = panelRects('2-rows');
    const [tall] = panelRects('3-tall-start');
    // A landscape picture on a landscape panel: about the panel's width.
    expect(coverScale(wide as never, 1600, 1000)).toBeGreaterThanOrEqual(1);
    expect(coverScale(wide as never, 1600, 1000)).toBeLessThan(1.2);
    // On a tall panel it must be much wider than the panel to reach top and bottom.
    expect(coverScale(tall as never, 1600, 1000)).toBeGreaterThan(2);
    expect(coverScale(tall as never, 0, 0)).toBe(1);
  });
});
