import { Activity, type ReactNode, useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useOutlet } from 'react-router';
import type { ScreenHandle } from './handle';

/** How many kept-alive screens stay mounted at most; the least recently shown goes first. */
export const KEEP_ALIVE_LIMIT = 8;

interface KeptScreen {
  element: ReactNode;
  lastShown: number;
}

/**
 * The screen outlet (SPEC §2 caching and scrolling).
 *
 * - Screens whose route is `keepAlive` (lists and reading) stay mounted inside a hidden
 *   `<Activity>` when the user leaves, one per address (path + query). Coming back shows the
 *   same instance, with its state, its loaded data and its scroll position. Hidden screens keep
 *   the route params of their own address (read them with `useParams`, not `useLocation`).
 * - Any other screen is mounted fresh each time.
 * - After a navigation the page scrolls to the top, except on home and except when a kept
 *   screen comes back (its scroll position is restored).
 */
export function KeepAliveOutlet({ handle }: { handle: ScreenHandle | null }) {
  const outlet = useOutlet();
  const location = useLocation();
  const address = `${location.pathname}${location.search}`;
  const keepAlive = handle?.keepAlive === true;

  const kept = useRef(new Map<string, KeptScreen>());
  const clock = useRef(0);
  const scrollByAddress = useRef(new Map<string, number>());
  const shownAddress = useRef(address);

  if (keepAlive) {
    // Idempotent bookkeeping during render: the latest element for this address.
    const entry = kept.current.get(address);
    if (entry) entry.element = outlet;
    else kept.current.set(address, { element: outlet, lastShown: 0 });
  }

  useEffect(() => {
    const entry = kept.current.get(address);
    if (!entry) return;
    clock.current += 1;
    entry.lastShown = clock.current;
    if (kept.current.size <= KEEP_ALIVE_LIMIT) return;
    let oldest: string | null = null;
    let oldestShown = Number.POSITIVE_INFINITY;
    for (const [key, screen] of kept.current) {
      if (key !== address && screen.lastShown < oldestShown) {
        oldest = key;
        oldestShown = screen.lastShown;
      }
    }
    if (oldest !== null) {
      kept.current.delete(oldest);
      scrollByAddress.current.delete(oldest);
    }
  }, [address]);

  // Remember where each address was scrolled to, for kept screens coming back.
  useEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
    const remember = () => {
      scrollByAddress.current.set(shownAddress.current, window.scrollY);
    };
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, []);

  useLayoutEffect(() => {
    if (shownAddress.current === address) return;
    shownAddress.current = address;
    const saved = keepAlive ? scrollByAddress.current.get(address) : undefined;
    if (saved !== undefined) window.scrollTo(0, saved);
    else if (handle?.name !== 'home') window.scrollTo(0, 0);
  }, [address, keepAlive, handle?.name]);

  return (
    <>
      {[...kept.current].map(([key, screen]) => (
        <Activity key={key} mode={keepAlive && key === address ? 'visible' : 'hidden'}>
          {screen.element}
        </Activity>
      ))}
      {keepAlive ? null : outlet}
    </>
  );
}
