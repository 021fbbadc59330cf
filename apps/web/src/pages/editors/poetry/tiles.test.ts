import { bookLimits, isTilesOnly, type Poem, type PoemTile, poemSchema } from '@storyloom/domain';
import { describe, expect, it } from 'vitest';
import {
  clamp01,
  clampRotation,
  gentleRotation,
  isOffArt,
  isOnArt,
  middleSpot,
  moveTile,
  nudgeTile,
  placeTile,
  pointInBox,
  raiseTile,
  removeTile,
  rotateTile,
  turnTile,
} from './tiles';

const tile = (id: string, x = 0.5, y = 0.5, rotation = 0, word = id): PoemTile => ({
  id,
  word,
  x,
  y,
  rotation,
});

describe('placing a word tile', () => {
  it('puts the first word in the middle of the art, with a gentle tilt', () => {
    const placed = placeTile([], 'moon', { id: 't1', random: 1 });
    expect(placed.ok).toBe(true);
    if (!placed.ok) return;
    expect(placed.tile).toEqual({ id: 't1', word: 'moon', x: 0.5, y: 0.5, rotation: 6 });
    expect(placed.tiles).toEqual([placed.tile]);
  });

  it('puts later words around the middle so they do not hide each other', () => {
    const spots = [0, 1, 2, 3, 8, 9].map(middleSpot);
    const keys = new Set(spots.map((s) => `${s.x.toFixed(3)},${s.y.toFixed(3)}`));
    expect(keys.size).toBe(spots.length);
    for (const spot of spots) {
      expect(Math.abs(spot.x - 0.5)).toBeLessThanOrEqual(0.41);
      expect(Math.abs(spot.y - 0.5)).toBeLessThanOrEqual(0.29);
    }
  });

  it('drops a word where it was let go, kept on the art', () => {
    const placed = placeTile([tile('a')], 'river', { id: 'b', at: { x: 1.4, y: -0.2 } });
    expect(placed.ok && placed.tile).toMatchObject({ word: 'river', x: 1, y: 0 });
  });

  it('trims the word and refuses an empty or too long one', () => {
    expect(placeTile([], '  sky ', { id: 'a' })).toMatchObject({ ok: true, tile: { word: 'sky' } });
    expect(placeTile([], '   ', { id: 'a' })).toEqual({ ok: false, reason: 'empty' });
    expect(placeTile([], 'x'.repeat(bookLimits.tileWord + 1), { id: 'a' })).toEqual({
      ok: false,
      reason: 'tooLong',
    });
  });

  it('refuses a tile past the schema limit', () => {
    const full = Array.from({ length: bookLimits.tiles }, (_, i) => tile(`t${i}`));
    expect(placeTile(full, 'one more', { id: 'x' })).toEqual({ ok: false, reason: 'tooMany' });
    const almost = full.slice(1);
    expect(placeTile(almost, 'last', { id: 'x' }).ok).toBe(true);
  });

  it('makes tiles the domain schema accepts', () => {
    let tiles: PoemTile[] = [];
    for (const [i, word] of ['the', 'moon', 'sleeps'].entries()) {
      const placed = placeTile(tiles, word, { id: `t${i}`, random: i / 3 });
      if (placed.ok) tiles = placed.tiles;
    }
    const poem = { artworkId: 'art1', mode: 'tiles', lines: [], tiles };
    expect(poemSchema.safeParse(poem).success).toBe(true);
  });
});

describe('moving a tile', () => {
  it('moves it to a spot, clamped to 0..1', () => {
    const tiles = [tile('a'), tile('b')];
    expect(moveTile(tiles, 'a', { x: 0.2, y: 0.8 })[0]).toMatchObject({ x: 0.2, y: 0.8 });
    expect(moveTile(tiles, 'a', { x: -3, y: 7 })[0]).toMatchObject({ x: 0, y: 1 });
    expect(moveTile(tiles, 'a', { x: Number.NaN, y: 0.1 })[0]).toMatchObject({ x: 0.5, y: 0.1 });
    expect(moveTile(tiles, 'a', { x: 0.2, y: 0.8 })[1]).toBe(tiles[1]);
  });

  it('gives back the same list when nothing moves (no empty undo step)', () => {
    const tiles = [tile('a', 0.3, 0.3)];
    expect(moveTile(tiles, 'a', { x: 0.3, y: 0.3 })).toBe(tiles);
    expect(moveTile(tiles, 'nope', { x: 0.1, y: 0.1 })).toBe(tiles);
  });

  it('nudges with the arrow keys, further with Shift, never off the art', () => {
    const tiles = [tile('a', 0.5, 0.5)];
    expect(nudgeTile(tiles, 'a', 'ArrowRight')[0]).toMatchObject({ x: 0.52, y: 0.5 });
    expect(nudgeTile(tiles, 'a', 'ArrowLeft')[0]).toMatchObject({ x: 0.48, y: 0.5 });
    expect(nudgeTile(tiles, 'a', 'ArrowUp')[0]).toMatchObject({ x: 0.5, y: 0.48 });
    expect(nudgeTile(tiles, 'a', 'ArrowDown', true)[0]).toMatchObject({ x: 0.5, y: 0.6 });
    const edge = [tile('a', 0.99, 0.01)];
    expect(nudgeTile(edge, 'a', 'ArrowRight')[0]).toMatchObject({ x: 1 });
    expect(nudgeTile(edge, 'a', 'ArrowUp', true)[0]).toMatchObject({ y: 0 });
    const corner = [tile('a', 1, 0)];
    expect(nudgeTile(corner, 'a', 'ArrowRight')).toBe(corner);
  });

  it('brings a dragged tile to the top of the pile', () => {
    const tiles = [tile('a'), tile('b'), tile('c')];
    expect(raiseTile(tiles, 'a').map((t) => t.id)).toEqual(['b', 'c', 'a']);
    expect(raiseTile(tiles, 'c')).toBe(tiles);
  });
});

describe('turning and removing', () => {
  it('keeps the tilt within -45..45', () => {
    expect(clampRotation(80)).toBe(45);
    expect(clampRotation(-80)).toBe(-45);
    expect(rotateTile([tile('a', 0.5, 0.5, 40)], 'a', 10)[0]?.rotation).toBe(45);
    expect(gentleRotation(0)).toBe(-6);
    expect(gentleRotation(0.5)).toBe(0);
  });

  it('turns a step each press and comes round after the last', () => {
    let tiles = [tile('a', 0.5, 0.5, 0)];
    const seen: number[] = [];
    for (let i = 0; i < 6; i++) {
      tiles = turnTile(tiles, 'a');
      seen.push(tiles[0]?.rotation as number);
    }
    expect(seen).toEqual([10, 20, 30, 40, -40, -30]);
  });

  it('removes a tile by its id', () => {
    const tiles = [tile('a'), tile('b')];
    expect(removeTile(tiles, 'a').map((t) => t.id)).toEqual(['b']);
    expect(removeTile(tiles, 'zzz')).toBe(tiles);
  });
});

describe('pointer positions on the art', () => {
  const box = { left: 100, top: 50, width: 400, height: 200 };

  it('turns a pointer into 0..1 of the art box', () => {
    expect(pointInBox(box, 300, 150)).toEqual({ x: 0.5, y: 0.5 });
    expect(pointInBox(box, 100, 250)).toEqual({ x: 0, y: 1 });
    expect(pointInBox({ ...box, width: 0 }, 300, 150).x).toBe(0.5);
  });

  it('knows a drop on the art from a drag off it', () => {
    expect(isOnArt({ x: 0.2, y: 0.9 })).toBe(true);
    expect(isOnArt({ x: -0.01, y: 0.5 })).toBe(false);
    expect(isOffArt({ x: 1.03, y: 0.5 })).toBe(false);
    expect(isOffArt({ x: 1.2, y: 0.5 })).toBe(true);
    expect(isOffArt({ x: 0.5, y: -0.3 })).toBe(true);
    expect(clamp01(2)).toBe(1);
  });
});

describe('the tiles-only mark', () => {
  const poem = (over: Partial<Poem>): Poem => ({
    artworkId: 'art1',
    mode: 'tiles',
    lines: [],
    tiles: [tile('a')],
    ...over,
  });

  it('marks a poem made only of word tiles', () => {
    expect(isTilesOnly(poem({}))).toBe(true);
    expect(isTilesOnly(poem({ lines: ['', '  '] }))).toBe(true);
  });

  it('does not mark typed lines, free mode or an empty board', () => {
    expect(isTilesOnly(poem({ lines: ['the moon'] }))).toBe(false);
    expect(isTilesOnly(poem({ mode: 'free' }))).toBe(false);
    expect(isTilesOnly(poem({ tiles: [] }))).toBe(false);
  });
});
