/**
 * Answers kept in memory per key, shared by the caches of public reads and drawn pages (reading's
 * `PublicCache`, previews' `TimedPages`, issue 22) and by http's sent pages (decision 079).
 */

/** Puts `key` last in `entries` (the most recently used) and drops the oldest past `max`. */
export function keepRecent<K, V>(entries: Map<K, V>, key: K, value: V, max: number): void {
  entries.delete(key);
  entries.set(key, value);
  if (entries.size > max) {
    const oldest = entries.keys().next().value;
    if (oldest !== undefined) entries.delete(oldest);
  }
}

/**
 * Kept answers with one computation per key at a time: callers asking for a key while it is
 * computed share that computation. The owner says when a kept entry may still be given
 * (`fresh`) and whether a computed one may be kept (`keep`: no change happened while it was
 * computed). The most recently used are kept last; the oldest go first past `maxEntries`.
 */
export class KeptAnswers<E> {
  private readonly entries = new Map<string, E>();
  private readonly inFlight = new Map<string, Promise<E>>();

  constructor(readonly maxEntries: number) {}

  async get(
    key: string,
    fresh: (entry: E) => boolean,
    compute: () => Promise<{ entry: E; keep: boolean }>,
  ): Promise<E> {
    const hit = this.entries.get(key);
    if (hit !== undefined && fresh(hit)) {
      keepRecent(this.entries, key, hit, this.maxEntries);
      return hit;
    }
    const running = this.inFlight.get(key);
    if (running) return running;
    const work = this.computeAndKeep(key, compute);
    this.inFlight.set(key, work);
    try {
      return await work;
    } finally {
      // After a `clear` another caller may have started a new computation of the same key.
      if (this.inFlight.get(key) === work) this.inFlight.delete(key);
    }
  }

  private async computeAndKeep(
    key: string,
    compute: () => Promise<{ entry: E; keep: boolean }>,
  ): Promise<E> {
    const { entry, keep } = await compute();
    if (keep) keepRecent(this.entries, key, entry, this.maxEntries);
    return entry;
  }

  /** Drops the kept entries `stale` names. */
  drop(stale: (entry: E) => boolean): void {
    for (const [key, entry] of this.entries) if (stale(entry)) this.entries.delete(key);
  }

  /** Drops every kept entry and forgets the computations in progress (they are not kept). */
  clear(): void {
    this.entries.clear();
    this.inFlight.clear();
  }
}
