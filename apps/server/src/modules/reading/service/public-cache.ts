import { KeptAnswers } from '../../../platform/kept-answers';

/**
 * Public reads that are the same for every visitor (a list page, GetBest), kept in memory per
 * process for a few seconds (issue 22) and dropped by the events that change them:
 * - a book's state changes (published, approved, unpublished, featured, deleted: books'
 *   `bookStateHooks`), a paid-only mark, a batch of counted reads: every entry goes
 *   (`publicReadsChanged`);
 * - a write to a book row (its words, hiding it after reports: books' `bookWriteListeners`):
 *   the entries that show that book go (`bookWritten`).
 * An answer computed while such a change happened is not kept, so a change is never hidden
 * behind a read that started before it. What no event names (an author's new name, an artist's
 * picture) is at most `ttlMs` old.
 *
 * Several servers (REDIS_URL): each change is also sent to the other servers (the reading
 * module forwards `PublicChange`s over the cluster bus, decision 041), which drop the same
 * entries. A change is sent as it happens, which may be just before its transaction commits:
 * a receiving server drops the entries again a moment later (`remoteRepeatMs`), so a read it
 * computed in between from the uncommitted state is not kept.
 */

let generation = 0;
/** Bumped when a batch of counted reads moved the sorts (lists, GetBest; not the reader). */
let countsGeneration = 0;
let writeSeq = 0;
/** The last books written, with the write's sequence number (for answers still computing). */
const recentWrites: { seq: number; bookId: string }[] = [];
const caches = new Set<PublicCache>();

/** What one server tells the others: everything, or the reads showing one book, are stale. */
export type PublicChange = { all: true } | { counts: true } | { bookId: string };

const forwarders = new Set<(change: PublicChange) => void>();

/** `forward` hears every change made in this process (to tell other servers); returns the stop. */
export function forwardPublicChanges(forward: (change: PublicChange) => void): () => void {
  forwarders.add(forward);
  return () => forwarders.delete(forward);
}

function forward(change: PublicChange): void {
  for (const f of forwarders) f(change);
}

/** How long after a change from another server its entries are dropped a second time. */
export const remoteRepeatMs = 300;

/** A change another server made: applied now and once more shortly after (see above). */
export function applyRemotePublicChange(message: unknown): void {
  const apply = parseChange(message);
  if (!apply) return;
  apply();
  setTimeout(apply, remoteRepeatMs).unref();
}

function parseChange(message: unknown): (() => void) | undefined {
  if (typeof message !== 'object' || message === null) return undefined;
  if ('all' in message && message.all === true) return () => generation++;
  if ('counts' in message && message.counts === true) return () => countsGeneration++;
  if ('bookId' in message && typeof message.bookId === 'string') {
    const bookId = message.bookId;
    return () => dropBook(bookId);
  }
  return undefined;
}

/** Every cached public read is stale. */
export function publicReadsChanged(): void {
  generation++;
  forward({ all: true });
}

/**
 * A batch of counted reads was written: the sorts and counts lists show moved. Caches that add
 * the pending counts themselves when answering (the reader) keep their entries.
 */
export function publicCountsChanged(): void {
  countsGeneration++;
  forward({ counts: true });
}

/** One book's row changed: the cached reads that show it are stale. */
export function bookWritten(bookId: string): void {
  dropBook(bookId);
  forward({ bookId });
}

function dropBook(bookId: string): void {
  writeSeq++;
  recentWrites.push({ seq: writeSeq, bookId });
  if (recentWrites.length > 256) recentWrites.splice(0, recentWrites.length - 256);
  for (const cache of caches) cache.dropShowing(bookId);
}

function writtenSince(seq: number): Set<string> | 'unknown' {
  if (seq === writeSeq) return new Set();
  const first = recentWrites[0];
  if (!first || first.seq > seq + 1) return 'unknown';
  return new Set(recentWrites.filter((w) => w.seq > seq).map((w) => w.bookId));
}

export interface Computed<T> {
  value: T;
  /** The internal ids of the books the answer shows. */
  books: Iterable<string>;
}

interface Entry<T> {
  value: T;
  at: number;
  generation: number;
  countsGeneration: number;
  books: ReadonlySet<string>;
}

export class PublicCache {
  private readonly kept: KeptAnswers<Entry<unknown>>;

  constructor(
    private readonly now: () => number,
    readonly ttlMs = 5000,
    readonly maxEntries = 1000,
    /** False for answers whose counts are added when answering (`publicCountsChanged`). */
    readonly followsCounts = true,
  ) {
    this.kept = new KeptAnswers(maxEntries);
    caches.add(this);
  }

  /**
   * The cached answer for `key`, or `compute`'s (one computation per key at a time), which also
   * names the books (internal ids) the answer shows.
   */
  async get<T>(key: string, compute: () => Promise<Computed<T>>): Promise<T> {
    const entry = await this.kept.get(
      key,
      (hit) =>
        this.current(hit.generation, hit.countsGeneration) && this.now() - hit.at < this.ttlMs,
      () => this.computeEntry(compute),
    );
    return entry.value as T;
  }

  private current(entryGeneration: number, entryCounts: number): boolean {
    return (
      entryGeneration === generation && (!this.followsCounts || entryCounts === countsGeneration)
    );
  }

  /** `compute`'s answer, kept unless a change it may not show happened while it was computed. */
  private async computeEntry<T>(compute: () => Promise<Computed<T>>) {
    const startGeneration = generation;
    const startCounts = countsGeneration;
    const startSeq = writeSeq;
    const at = this.now();
    const computed = await compute();
    const books = new Set(computed.books);
    const written = writtenSince(startSeq);
    const touched = written === 'unknown' || [...written].some((bookId) => books.has(bookId));
    const entry: Entry<T> = {
      value: computed.value,
      at,
      generation: startGeneration,
      countsGeneration: startCounts,
      books,
    };
    return { entry, keep: this.current(startGeneration, startCounts) && !touched };
  }

  dropShowing(bookId: string): void {
    this.kept.drop((entry) => entry.books.has(bookId));
  }

  /** Stops listening (the app closed). */
  close(): void {
    this.kept.clear();
    caches.delete(this);
  }
}
