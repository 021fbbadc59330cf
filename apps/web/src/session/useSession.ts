import { useSyncExternalStore } from 'react';
import { type SessionState, type SessionStore, sessionStore } from './store';

/**
 * The session as React sees it: `{ status, user, flags, plan, basketCount, classes,
 * currentClass, ... }`, re-rendering when it changes. Does not load anything: the router calls
 * `sessionStore.ensureLoaded()` before guarding a navigation.
 */
export function useSession(store: SessionStore = sessionStore): SessionState {
  return useSyncExternalStore(store.subscribe, store.getState, store.getState);
}
