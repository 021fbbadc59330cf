/**
 * Word tiles on the art (PRODUCT.md "Poetry"): placing, moving, turning and removing tiles, as
 * pure functions over the poem's `tiles` list. Positions are the tile's centre as 0..1 of the
 * art's width and height (domain `poemTileSchema`), so a poem looks the same at any size.
 */
import { bookLimits, type PoemTile } from '@storyloom/domain';

/** How far one arrow key press moves a tile (Shift moves further). */
export const nudgeStep = 0.02;
export const bigNudgeStep = 0.1;
/** How far one press of the turn button turns a tile, in degrees. */
export const rotateStep = 10;
export const maxRotation = 45;
/** A tile dropped this far outside the art (as a share of its size) is taken off. */
export const offArtMargin = 0.06;

export function clamp01(value: number): number {
  if (!Number.isFinite(value)) return 0.5;
  return Math.min(1, Math.max(0, value));
}

export function clampRotation(degrees: number): number {
  if (!Number.isFinite(degrees)) return 0;
  return Math.min(maxRotation, Math.max(-maxRotation, Math.round(degrees)));
}

/** A gentle tilt, like a fridge-magnet word: -6..6 degrees, from a 0..1 random number. */
export function gentleRotation(random: number): number {
  return clampRotation((random * 2 - 1) * 6);
}

/**
 * Where a tile placed "in the middle" goes: the centre first, then around it in a small
 * spiral, so words placed one after another from the keyboard do not hide each other.
 */
export function middleSpot(count: number): { x: number; y: number } {
  if (count <= 0) return { x: 0.5, y: 0.5 };
  const ring = Math.floor((count - 1) / 8) + 1;
  const angle = ((count - 1) % 8) * (Math.PI / 4) + ring * 0.4;
  return {
    x: clamp01(round(0.5 + Math.cos(angle) * 0.2 * ring)),
    y: clamp01(round(0.5 + Math.sin(angle) * 0.14 * ring)),
  };
}

export type PlaceResult =
  | { ok: true; tiles: PoemTile[]; tile: PoemTile }
  | { ok: false; reason: 'tooMany' | 'empty' | 'tooLong' };

/** Adds a word tile at `at` (clamped onto the art), or in the middle when no spot is given. */
export function placeTile(
  tiles: readonly PoemTile[],
  word: string,
  options: { id: string; at?: { x: number; y: number }; random?: number },
): PlaceResult {
  const text = word.trim();
  if (!text) return { ok: false, reason: 'empty' };
  if (text.length > bookLimits.tileWord) return { ok: false, reason: 'tooLong' };
  if (tiles.length >= bookLimits.tiles) return { ok: false, reason: 'tooMany' };
  const spot = options.at ?? middleSpot(tiles.length);
  const tile: PoemTile = {
    id: options.id,
    word: text,
    x: clamp01(spot.x),
    y: clamp01(spot.y),
    rotation: gentleRotation(options.random ?? 0.5),
  };
  return { ok: true, tiles: [...tiles, tile], tile };
}

function update(
  tiles: readonly PoemTile[],
  id: string,
  recipe: (tile: PoemTile) => PoemTile,
): PoemTile[] {
  let changed = false;
  const next = tiles.map((tile) => {
    if (tile.id !== id) return tile;
    const updated = recipe(tile);
    if (updated.x !== tile.x || updated.y !== tile.y || updated.rotation !== tile.rotation) {
      changed = true;
    }
    return updated;
  });
  return changed ? next : (tiles as PoemTile[]);
}

/** Puts a tile at a spot, kept on the art. The list is returned as is when nothing moves. */
export function moveTile(
  tiles: readonly PoemTile[],
  id: string,
  to: { x: number; y: number },
): PoemTile[] {
  return update(tiles, id, (tile) => ({ ...tile, x: clamp01(to.x), y: clamp01(to.y) }));
}

export type ArrowKey = 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown';

export function isArrowKey(key: string): key is ArrowKey {
  return key === 'ArrowLeft' || key === 'ArrowRight' || key === 'ArrowUp' || key === 'ArrowDown';
}

/** Moves a tile one step with an arrow key (a big step with Shift), kept on the art. */
export function nudgeTile(
  tiles: readonly PoemTile[],
  id: string,
  key: ArrowKey,
  big = false,
): PoemTile[] {
  const step = big ? bigNudgeStep : nudgeStep;
  const dx = key === 'ArrowLeft' ? -step : key === 'ArrowRight' ? step : 0;
  const dy = key === 'ArrowUp' ? -step : key === 'ArrowDown' ? step : 0;
  return update(tiles, id, (tile) => ({
    ...tile,
    x: clamp01(round(tile.x + dx)),
    y: clamp01(round(tile.y + dy)),
  }));
}

/** Turns a tile by `degrees`, kept within -45..45. */
export function rotateTile(tiles: readonly PoemTile[], id: string, degrees: number): PoemTile[] {
  return update(tiles, id, (tile) => ({
    ...tile,
    rotation: clampRotation(tile.rotation + degrees),
  }));
}

/** The turn button: a step to the right each press, back round to the left after the last. */
export function turnTile(tiles: readonly PoemTile[], id: string): PoemTile[] {
  return update(tiles, id, (tile) => ({
    ...tile,
    rotation:
      tile.rotation + rotateStep > maxRotation
        ? -Math.floor(maxRotation / rotateStep) * rotateStep
        : clampRotation(tile.rotation + rotateStep),
  }));
}

export function removeTile(tiles: readonly PoemTile[], id: string): PoemTile[] {
  const next = tiles.filter((tile) => tile.id !== id);
  return next.length === tiles.length ? (tiles as PoemTile[]) : next;
}

/** Brings a tile to the top of the pile (drawn last). */
export function raiseTile(tiles: readonly PoemTile[], id: string): PoemTile[] {
  const index = tiles.findIndex((tile) => tile.id === id);
  if (index < 0 || index === tiles.length - 1) return tiles as PoemTile[];
  const tile = tiles[index] as PoemTile;
  return [...tiles.slice(0, index), ...tiles.slice(index + 1), tile];
}

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** A pointer's position as 0..1 of the art's box (not clamped: outside is below 0 or above 1). */
export function pointInBox(box: Box, clientX: number, clientY: number): { x: number; y: number } {
  return {
    x: box.width > 0 ? (clientX - box.left) / box.width : 0.5,
    y: box.height > 0 ? (clientY - box.top) / box.height : 0.5,
  };
}

/** A drop this far off the art takes the tile off (dragging a word away removes it). */
export function isOffArt(point: { x: number; y: number }, margin = offArtMargin): boolean {
  return point.x < -margin || point.x > 1 + margin || point.y < -margin || point.y > 1 + margin;
}

/** A drop on the art (a bank word dropped here becomes a tile). */
export function isOnArt(point: { x: number; y: number }): boolean {
  return point.x >= 0 && point.x <= 1 && point.y >= 0 && point.y <= 1;
}

function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}
