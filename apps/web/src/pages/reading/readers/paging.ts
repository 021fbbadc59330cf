/** Page turning (issue 9): which way a key or a swipe turns, and where the turn lands. */

export type Turn = -1 | 1;

/** Arrow keys and Page Up/Down turn pages; right-to-left books swap the arrows. */
export function turnForKey(key: string, rtl = false): Turn | null {
  switch (key) {
    case 'ArrowRight':
      return rtl ? -1 : 1;
    case 'ArrowLeft':
      return rtl ? 1 : -1;
    case 'PageDown':
      return 1;
    case 'PageUp':
      return -1;
    default:
      return null;
  }
}

/** A swipe: mostly sideways and at least `min` pixels; towards the left turns forward. */
export function turnForSwipe(dx: number, dy: number, rtl = false, min = 40): Turn | null {
  if (Math.abs(dx) < min || Math.abs(dx) < Math.abs(dy) * 1.5) return null;
  const forward = dx < 0;
  return (forward !== rtl ? 1 : -1) as Turn;
}

/** The page after a turn, kept inside the book. */
export function turnPage(page: number, turn: Turn, count: number): number {
  return Math.min(Math.max(page + turn, 0), Math.max(count - 1, 0));
}

/** Keys typed into fields, buttons and menus are theirs, not the reader's. */
export function keyBelongsToControl(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  return (
    target.closest(
      'input, textarea, select, [contenteditable="true"], [role="menu"], [role="dialog"], [role="listbox"]',
    ) !== null
  );
}
