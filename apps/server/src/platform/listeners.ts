/**
 * Who hears a kind of change (a module's event, such as "the blog's posts changed"): `on` adds
 * a listener and returns its stop, `tell` calls every listener with what changed.
 */
export interface Listeners<A> {
  on(listener: (change: A) => void): () => void;
  tell(change: A): void;
}

export function listeners<A>(): Listeners<A> {
  const set = new Set<(change: A) => void>();
  return {
    on(listener) {
      set.add(listener);
      return () => set.delete(listener);
    },
    tell(change) {
      for (const listener of set) listener(change);
    },
  };
}
