import { useSyncExternalStore } from 'react';

const noChange = () => () => undefined;

/**
 * False while the page is drawn on the server and while the browser hydrates it, true after
 * (and in a page the browser drew itself). What only the browser knows (full screen, speech,
 * the window's address) waits for it, so the hydrated page first matches the server's
 * (decision 071).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  );
}
