import { useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { api } from '../api/client';
import { useSession } from '../session/useSession';

/**
 * SPEC §3 "Notification state": the unread count the bell shows. SPEC §2: a signed-in user's
 * count is checked on each navigation; SPEC §4: loading the notifications resets it to zero.
 */
export const notificationPaths = {
  count: '/api/Notification/GetNotificationCount',
  list: '/api/Notification/GetNotification',
} as const;

let count = 0;
const listeners = new Set<() => void>();

function setCount(next: number): void {
  if (next === count) return;
  count = next;
  for (const listener of listeners) listener();
}

export const notificationCount = {
  get: () => count,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Asks the server; a failure keeps the last count (it never interrupts a navigation). */
  async check(): Promise<void> {
    try {
      const result = await api.post<{ NotificationCount: number }>(
        notificationPaths.count,
        {},
        { silent: true },
      );
      setCount(Math.max(0, Number(result.NotificationCount) || 0));
    } catch {
      // Offline or signed out meanwhile: keep what we had.
    }
  },
  /** The notifications were loaded: the server has marked them read. */
  reset(): void {
    setCount(0);
  },
  clear(): void {
    setCount(0);
  },
};

export function useNotificationCount(): number {
  return useSyncExternalStore(notificationCount.subscribe, notificationCount.get, () => 0);
}

/** Checks the count on every navigation of a signed-in user (called once, by the shell). */
export function useNotificationCountCheck(): void {
  const location = useLocation();
  const { status, user } = useSession();
  const signedIn = status === 'ready' && user !== null;
  useEffect(() => {
    if (!location.key) return;
    if (signedIn) void notificationCount.check();
    else notificationCount.clear();
  }, [location.key, signedIn]);
}
