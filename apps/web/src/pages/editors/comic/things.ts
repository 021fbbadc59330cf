/**
 * What the canvas and the inspector do to the selected pictures and bubbles of a panel: move,
 * size, turn, flip, restack, copy, remove, and a bubble's words and tail. Like ./comic.ts, an
 * operation that cannot apply answers its page unchanged.
 */
import { type ComicBubble, type ComicItem, type ComicPage, comicLimits } from '@storyloom/domain';
import { clamp, round, updatePanel } from './comic';

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
