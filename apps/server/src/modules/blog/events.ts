import type { DB } from '../../db/index';

/**
 * Who hears that the published blog may have changed (a post written, published, taken back or
 * deleted): the previews module drops its server-drawn blog pages (decision 078). `db` says which
 * app's blog it was (tests run several apps in one process).
 */
const listeners = new Set<(db: DB) => void>();

/** `listener` hears every change to the blog's posts; returns the stop. */
export function onPostsChanged(listener: (db: DB) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function postsChanged(db: DB): void {
  for (const listener of listeners) listener(db);
}
