/**
 * Server-drawn pages that show no book (the blog, the help pages, the static articles: decision
 * 078), kept per address and language for a while: `ttlMs`, or until `clear` (a blog post
 * changed). A page computed while a `clear` happened is not kept, so a change is never hidden
 * behind a render that started before it. The oldest go first past `maxEntries`.
 */
export class TimedPages<T> {
  private entries = new Map<string, { value: T; at: number }>();
  private inFlight = new Map<string, Promise<T>>();
  private generation = 0;

  constructor(
    private readonly now: () => number,
    readonly ttlMs: number,
    readonly maxEntries: number,
  ) {}

  async get(key: string, compute: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key);
    if (hit && this.now() - hit.at < this.ttlMs) {
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.value;
    }
    const running = this.inFlight.get(key);
    if (running) return running;
    const work = this.computeAndKeep(key, compute);
    this.inFlight.set(key, work);
    try {
      return await work;
    } finally {
      this.inFlight.delete(key);
    }
  }

  private async computeAndKeep(key: string, compute: () => Promise<T>): Promise<T> {
    const generation = this.generation;
    const at = this.now();
    const value = await compute();
    if (generation === this.generation) {
      this.entries.delete(key);
      this.entries.set(key, { value, at });
      if (this.entries.size > this.maxEntries) {
        const oldest = this.entries.keys().next().value;
        if (oldest !== undefined) this.entries.delete(oldest);
      }
    }
    return value;
  }

  /** Every kept page is stale. */
  clear(): void {
    this.generation++;
    this.entries.clear();
    this.inFlight.clear();
  }
}
