import { describe, expect, it } from 'vitest';
import { parsePart, pictureBookPageSchema, textPositions } from './content';
import {
  bandShare,
  boxesOverlap,
  pageLayout,
  subjectOnPage,
  subjectRegion,
  wordsCoverSubject,
} from './page-layout';

const full = { artworkId: 'a1', layout: 'full' as const, side: 'start' as const };
const half = (side: 'start' | 'end') => ({ artworkId: 'a1', layout: 'half' as const, side });

describe('picture book page placement', () => {
  it('defaults to the bottom band and keeps pages saved before "beside" existed', () => {
    expect(pictureBookPageSchema.parse({}).textPosition).toBe('bottom');
    expect(pictureBookPageSchema.parse({ art: full }).textPosition).toBe('bottom');
    expect(pictureBookPageSchema.parse({ textPosition: 'top' }).textPosition).toBe('top');
    expect(pictureBookPageSchema.parse({ textPosition: 'beside' }).textPosition).toBe('beside');
  });

  it('refuses an unknown placement, naming the field', () => {
    const result = parsePart('picturebook', { textPosition: 'middle' });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problems[0]?.path).toEqual(['textPosition']);
  });

  it('never lets the words cover the subject, for every placement and layout', () => {
    for (const textPosition of textPositions) {
      for (const art of [full, half('start'), half('end'), null]) {
        expect(wordsCoverSubject({ art, textPosition })).toBe(false);
      }
    }
  });

  it('puts the words on a band over a full-page picture, no deeper than bandShare', () => {
    expect(pageLayout({ art: full, textPosition: 'bottom' })).toEqual({
      picture: { x: 0, y: 0, width: 1, height: 1 },
      words: { x: 0, y: 1 - bandShare, width: 1, height: bandShare },
      band: true,
    });
    expect(pageLayout({ art: full, textPosition: 'top' }).words).toEqual({
      x: 0,
      y: 0,
      width: 1,
      height: bandShare,
    });
    expect(pageLayout({ art: full, textPosition: 'beside' }).words.x).toBeCloseTo(1 - bandShare);
    expect(pageLayout({ art: full, textPosition: 'beside' }, true).words.x).toBe(0);
  });

  it('puts the words on the other half beside a half-page picture (mirrored right to left)', () => {
    const start = pageLayout({ art: half('start'), textPosition: 'top' });
    expect(start.picture?.x).toBe(0);
    expect(start.words.x).toBe(0.5);
    expect(start.band).toBe(false);
    expect(pageLayout({ art: half('end'), textPosition: 'beside' }).words.x).toBe(0);
    expect(pageLayout({ art: half('start'), textPosition: 'bottom' }, true).picture?.x).toBe(0.5);
  });

  it('finds a subject region inside the picture and detects an overlapping box', () => {
    const layout = pageLayout({ art: full, textPosition: 'bottom' });
    expect(subjectOnPage(layout)).toEqual(subjectRegion);
    expect(subjectOnPage(pageLayout({ art: null, textPosition: 'bottom' }))).toBeNull();
    expect(boxesOverlap({ x: 0, y: 0, width: 0.5, height: 0.5 }, subjectRegion)).toBe(true);
    expect(boxesOverlap({ x: 0, y: 0, width: 0.3, height: 1 }, subjectRegion)).toBe(false);
  });
});
