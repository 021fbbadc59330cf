import { describe, expect, it } from 'vitest';
import {
  coverSpreadPoints,
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
