import { describe, expect, it } from 'vitest';
import { placementOf, zoneAt } from './PageCanvas';

describe('dropping art on the page canvas', () => {
  it('takes the outer thirds as the halves and the middle as the whole page', () => {
    expect(zoneAt(110, 100, 300, false)).toBe('start');
    expect(zoneAt(250, 100, 300, false)).toBe('full');
    expect(zoneAt(390, 100, 300, false)).toBe('end');
  });

  it('mirrors the halves for right-to-left pages', () => {
    expect(zoneAt(110, 100, 300, true)).toBe('end');
    expect(zoneAt(390, 100, 300, true)).toBe('start');
  });

  it('answers the placement a zone stands for', () => {
    expect(placementOf('full')).toEqual({ layout: 'full' });
    expect(placementOf('start')).toEqual({ layout: 'half', side: 'start' });
    expect(placementOf('end')).toEqual({ layout: 'half', side: 'end' });
  });
});
