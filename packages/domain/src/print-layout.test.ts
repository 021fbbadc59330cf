import { describe, expect, it } from 'vitest';
import {
  coverSpreadPoints,
  estimatedInteriorPages,
  interiorPagePoints,
  paperOf,
  printedPageCount,
  printLayout,
  spineHasText,
  spineWidthInches,
} from './print-layout';

describe('the print layout (decision 060)', () => {
  it('rounds an odd page count up to even and refuses counts out of range', () => {
    expect(printedPageCount(1)).toBe(2);
    expect(printedPageCount(2)).toBe(2);
    expect(printedPageCount(23)).toBe(24);
    expect(printedPageCount(printLayout.maxPages)).toBe(printLayout.maxPages);
    for (const bad of [0, -2, 1.5, Number.NaN, printLayout.maxPages + 1]) {
      expect(() => printedPageCount(bad)).toThrow(RangeError);
    }
  });

  it('computes the spine from the pages, the paper and the binding', () => {
    // 24 coated pages: 24 x 0.002 + 0.06 = 0.108 in softcover, + 0.25 = 0.298 hardcover.
    expect(spineWidthInches(24, 'coated', 'softcover')).toBe(0.108);
    expect(spineWidthInches(24, 'coated', 'hardcover')).toBe(0.298);
    // An odd count is printed as the next even one.
    expect(spineWidthInches(23, 'coated', 'softcover')).toBe(0.108);
    // 200 uncoated pages: 200 x 0.0025 + 0.06 = 0.56 in.
    expect(spineWidthInches(200, 'uncoated', 'softcover')).toBe(0.56);
    expect(spineWidthInches(1, 'uncoated', 'softcover')).toBe(0.065);
    expect(spineWidthInches(800, 'uncoated', 'hardcover')).toBe(2.25);
    expect(() => spineWidthInches(0, 'coated', 'softcover')).toThrow(RangeError);
  });

  it('puts the title on the spine from a quarter inch', () => {
    expect(spineHasText(0.249)).toBe(false);
    expect(spineHasText(0.25)).toBe(true);
    // 76 uncoated pages softcover: 0.19 + 0.06 = 0.25, the first count with a titled spine.
    expect(spineHasText(spineWidthInches(74, 'uncoated', 'softcover'))).toBe(false);
    expect(spineHasText(spineWidthInches(76, 'uncoated', 'softcover'))).toBe(true);
  });

  it('sizes the pages and the cover spread with bleed', () => {
    expect(paperOf('picturebook')).toBe('coated');
    expect(paperOf('longform')).toBe('uncoated');
    expect(interiorPagePoints('picturebook')).toEqual({ width: 594, height: 594 });
    expect(interiorPagePoints('longform')).toEqual({ width: 450, height: 666 });
    const cover = coverSpreadPoints('picturebook', 24, 'softcover');
    // 2 x 8 in + 0.108 in + 2 x 0.125 in = 16.358 in.
    expect(cover.width).toBeCloseTo(16.358 * 72, 6);
    expect(cover.height).toBe(594);
    expect(cover.width).toBeCloseTo(2 * cover.trimWidth + cover.spine + 2 * cover.bleed, 6);
  });
});

describe('the interior page count before rendering (decision 069)', () => {
  it('is exact for a page per part: title page, the pages, the credits', () => {
    expect(estimatedInteriorPages('picturebook', 24, 900, 'en')).toBe(26);
    expect(estimatedInteriorPages('comic', 3, 10, 'en')).toBe(5);
    expect(estimatedInteriorPages('poetry', 1, 80, 'es')).toBe(3);
    // A book with no pages yet still has its title and credits pages around one page.
    expect(estimatedInteriorPages('picturebook', 0, 0, 'en')).toBe(3);
  });

  it('counts the words of prose, Chinese characters at their own rate', () => {
    expect(estimatedInteriorPages('flashfiction', 1, 0, 'en')).toBe(3);
    expect(estimatedInteriorPages('flashfiction', 1, 320, 'en')).toBe(3);
    expect(estimatedInteriorPages('flashfiction', 1, 321, 'en')).toBe(4);
    expect(estimatedInteriorPages('flashfiction', 1, 1500, 'cn')).toBe(4);
    // Longform: contents, each chapter on a new page (half a page lost each on average).
    expect(estimatedInteriorPages('longform', 3, 0, 'en')).toBe(2 + 1 + 3);
    expect(estimatedInteriorPages('longform', 30, 64_000, 'en')).toBe(2 + 1 + 215);
    expect(estimatedInteriorPages('longform', 31, 0, 'en')).toBe(2 + 2 + 31);
  });

  it('stays within what can be printed', () => {
    expect(estimatedInteriorPages('longform', 30, 10_000_000, 'en')).toBe(800);
    expect(() =>
      spineWidthInches(estimatedInteriorPages('longform', 30, 1e9, 'en'), 'uncoated', 'hardcover'),
    ).not.toThrow();
  });
});
