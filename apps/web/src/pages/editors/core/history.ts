/**
 * Undo and redo over whole copies of the book. Typing in one place within a moment of the last
 * keystroke there joins the same step (`coalesce` key), so one undo takes back a word run, not a
 * letter; any other change starts a new step.
 */
export interface History<T> {
  past: T[];
  present: T;
  future: T[];
  /** The coalesce key and time of the newest step. */
  lastKey: string | null;
  lastAt: number;
}

export const HISTORY_LIMIT = 200;
/** Edits with the same key closer than this join one step. */
export const COALESCE_MS = 1500;

export function startHistory<T>(present: T): History<T> {
  return { past: [], present, future: [], lastKey: null, lastAt: 0 };
}

export function commit<T>(h: History<T>, next: T, now: number, key?: string): History<T> {
  if (next === h.present) return h;
  const joins = key !== undefined && key === h.lastKey && now - h.lastAt < COALESCE_MS;
  if (joins) return { ...h, present: next, future: [], lastAt: now };
  const past = [...h.past, h.present];
  if (past.length > HISTORY_LIMIT) past.shift();
  return { past, present: next, future: [], lastKey: key ?? null, lastAt: now };
}

export function undo<T>(h: History<T>): History<T> {
  const previous = h.past.at(-1);
  if (previous === undefined) return h;
  return {
    past: h.past.slice(0, -1),
    present: previous,
    future: [h.present, ...h.future],
    lastKey: null,
    lastAt: 0,
  };
}

export function redo<T>(h: History<T>): History<T> {
  const [next, ...rest] = h.future;
  if (next === undefined) return h;
  return { past: [...h.past, h.present], present: next, future: rest, lastKey: null, lastAt: 0 };
}
