import type { DB } from '../../../db/index';
import { addCounts } from '../queries/listings';
import { addDailyCount, takeMark } from '../queries/personal';
import { countWindows, utcDay } from './counts';

/** At most this many (book, reader) pairs are remembered in memory a day (about 20 MB). */
const maxSeen = 200_000;

interface PendingRead {
  bookId: string;
  readerKey: string;
  day: string;
}

/**
 * Reads counted off the read path (issue 22): a reader call only notes the read in memory, and a
 * batch writes the notes every `flushMs` in one transaction (the once-a-day marks, the daily rows
 * and the listing's sorts), never a transaction per page view.
 *
 * The marks table still decides what counts, so several processes (or a restart) never count a
 * reader twice a day; the in-memory set only spares the database the reader's repeats. A
 * process's own pending reads are added to the counts it shows (`pending`), so a reader sees
 * their read at once; other processes see it after the next flush.
 */
export class ReadBuffer {
  private seen = new Set<string>();
  private seenDay = '';
  private queue: PendingRead[] = [];
  private pendingByBook = new Map<string, number>();
  /** The batch being written: still shown until its transaction has committed. */
  private writing = new Map<string, number>();
  /** Per book, every noted read whose batch has committed (see `sinceListing`). */
  private written = new Map<string, number>();
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: DB,
    private readonly now: () => number,
    private readonly onError: (error: unknown) => void = () => {},
    /** Told after a batch is written (the cached lists' sorts moved). */
    private readonly onWritten: () => void = () => {},
    readonly flushMs = 1000,
  ) {}

  /** Notes a read; true when it is this reader's first of the UTC day in this process. */
  note(bookId: string, readerKey: string): boolean {
    const day = utcDay(this.now());
    // A new day, or a busy one past `maxSeen` readers: start again (the marks still decide).
    if (day !== this.seenDay || this.seen.size >= maxSeen) {
      this.seen.clear();
      this.seenDay = day;
    }
    const key = `${bookId}|${readerKey}`;
    if (this.seen.has(key)) return false;
    this.seen.add(key);
    this.queue.push({ bookId, readerKey, day });
    this.pendingByBook.set(bookId, (this.pendingByBook.get(bookId) ?? 0) + 1);
    this.schedule();
    return true;
  }

  /** Reads of a book noted here and not yet written. */
  pending(bookId: string): number {
    return (this.pendingByBook.get(bookId) ?? 0) + (this.writing.get(bookId) ?? 0);
  }

  /**
   * For a count read from the listing row: call right after reading it, and give the mark to
   * `shown` when answering. A batch that commits in between is not in the row that was read, so
   * it is added back; one that committed before is in the row and no longer pending.
   */
  sinceListing(bookId: string): number {
    return this.written.get(bookId) ?? 0;
  }

  /** The reads to add to a listing row's count read at `mark` (from `sinceListing`). */
  shown(bookId: string, mark: number): number {
    return this.pending(bookId) + (this.written.get(bookId) ?? 0) - mark;
  }

  /** Writes what is noted (tests and shutdown call it; otherwise the timer does). */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(() => this.write());
    return this.flushing;
  }

  /** Stops the timer after a last flush. */
  async close(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    await this.flush();
  }

  private schedule() {
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.flush();
    }, this.flushMs);
    this.timer.unref();
  }

  private async write(): Promise<void> {
    const batch = this.queue;
    if (batch.length === 0) return;
    this.writing = this.pendingByBook;
    this.queue = [];
    this.pendingByBook = new Map();
    const now = this.now();
    const windows = countWindows(now);
    try {
      await this.db.transaction().execute(async (trx: DB) => {
        const taken = new Map<string, Map<string, number>>();
        for (const read of batch) {
          const mark = { book_id: read.bookId, reader_key: read.readerKey, day: read.day };
          if (!(await takeMark(trx, { ...mark, kind: 'read' }))) continue;
          const days = taken.get(read.bookId) ?? new Map<string, number>();
          days.set(read.day, (days.get(read.day) ?? 0) + 1);
          taken.set(read.bookId, days);
        }
        for (const [bookId, days] of taken) {
          let reads = 0;
          for (const [day, n] of days) {
            await addDailyCount(trx, { book_id: bookId, day, reads: n, favorites: 0 });
            reads += n;
          }
          await addCounts(trx, bookId, { reads, favorites: 0 }, windows, now);
        }
      });
      for (const [bookId, n] of this.writing) {
        this.written.set(bookId, (this.written.get(bookId) ?? 0) + n);
      }
      this.writing = new Map();
      this.onWritten();
    } catch (error) {
      // Nothing is lost: the batch goes back for the next flush (the marks keep it once).
      this.queue = batch.concat(this.queue);
      for (const [bookId, n] of this.writing) {
        this.pendingByBook.set(bookId, (this.pendingByBook.get(bookId) ?? 0) + n);
      }
      this.schedule();
      this.onError(error);
    } finally {
      this.writing = new Map();
    }
  }
}
