import { type PointerEvent, useCallback, useLayoutEffect, useRef } from 'react';
import { keyBelongsToControl, type Turn, turnForKey, turnForSwipe } from './paging';

/**
 * Arrow keys (anywhere on the page but in fields and dialogs) and sideways swipes on the stage
 * turn pages. Returns the pointer handlers for the stage.
 */
export function usePaging(onTurn: (turn: Turn) => void, enabled = true) {
  const turn = useRef(onTurn);
  turn.current = onTurn;
  // A layout effect: the keys work as soon as the screen shows (a kept-alive screen coming back
  // gets its listener before it paints, so a quick key press right after a turn is not lost).
  useLayoutEffect(() => {
    if (!enabled) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (keyBelongsToControl(event.target)) return;
      const direction = turnForKey(event.key);
      if (direction === null) return;
      event.preventDefault();
      turn.current(direction);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [enabled]);

  const start = useRef<{ x: number; y: number; id: number } | null>(null);
  const onPointerDown = useCallback((event: PointerEvent<HTMLElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    start.current = { x: event.clientX, y: event.clientY, id: event.pointerId };
  }, []);
  const onPointerUp = useCallback((event: PointerEvent<HTMLElement>) => {
    const from = start.current;
    start.current = null;
    if (!from || from.id !== event.pointerId) return;
    const direction = turnForSwipe(event.clientX - from.x, event.clientY - from.y);
    if (direction !== null) turn.current(direction);
  }, []);
  const onPointerCancel = useCallback(() => {
    start.current = null;
  }, []);
  return { onPointerDown, onPointerUp, onPointerCancel };
}
