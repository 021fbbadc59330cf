import type { DB } from '../../db/index';

/**
 * Who hears that /faq or /updates may have changed (a question or an update saved or deleted):
 * the previews module drops its server-drawn help pages (decision 078). `db` says which app's
 * help it was (tests run several apps in one process).
 */
const listeners = new Set<(db: DB) => void>();

/** `listener` hears every change to the questions and updates; returns the stop. */
export function onHelpChanged(listener: (db: DB) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function helpChanged(db: DB): void {
  for (const listener of listeners) listener(db);
}
