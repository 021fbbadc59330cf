import { KeptAnswers } from '../../platform/kept-answers';

/**
 * Server-drawn pages that show no book (the blog, the help pages, the static articles: decision
 * 078), kept per address and language for a while: `ttlMs`, or until `clear` (a blog post
 * changed). A page computed while a `clear` happened is not kept, so a change is never hidden
 * behind a render that started before it. The oldest go first past `maxEntries`.
 */
export class TimedPages<T> {
  private readonly kept: KeptAnswers<{ value: T; at: number }>;
  private generation = 0;

  constructor(
    private readonly now: () => number,
    readonly ttlMs: number,
    readonly maxEntries: number,
  ) {
    this.kept = new KeptAnswers(maxEntries);
  }

  async get(key: string, compute: () => Promise<T>): Promise<T> {
    const entry = await this.kept.get(
      key,
      (hit) => this.now() - hit.at < this.ttlMs,
      async () => {
        const generation = this.generation;
        const at = this.now();
        const value = await compute();
        return { entry: { value, at }, keep: generation === this.generation };
      },
    );
    return entry.value;
  }

  /** Every kept page is stale. */
  clear(): void {
    this.generation++;
    this.kept.clear();
  }
}
