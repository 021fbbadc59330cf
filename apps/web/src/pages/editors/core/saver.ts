/**
 * Autosave for one book (docs/api.md "Saving"): debounced, one save in flight, only the changes
 * since the last acknowledged copy, kept on this device while offline and sent when the network
 * returns. A save refused as stale (100008) stops everything and reports a conflict: nothing is
 * ever resent blindly over newer work.
 */
import { ErrorCode } from '@storyloom/domain';
import { isApiError } from '../../../api/client';
import { applyChanges, changesBetween, MAX_CHANGES_PER_SAVE } from './diff';
import type { DraftStore } from './draft-store';
import type { BookChange, BookDoc, SaveAnswer, SaveState } from './types';

export const SAVE_DEBOUNCE_MS = 1000;
/** While offline or busy, try again this often (and at once when the browser is back online). */
export const RETRY_MS = 5000;

export interface SaverDeps {
  save(body: { BookId: string; Version: number; Changes: BookChange[] }): Promise<SaveAnswer>;
  store: DraftStore;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  now(): number;
  isOnline(): boolean;
  /** Calls back when the browser regains the network; returns the unsubscribe. */
  onOnline(fn: () => void): () => void;
}

export interface SaverSnapshot {
  state: SaveState;
  version: number;
  /** The server's refusal, shown to the writer (state `refused`). */
  error: unknown;
  /** The version another tab or device saved (state `conflict`). */
  conflictVersion: number | null;
  lastSavedAt: number | null;
  /** The server's counts after the newest save. */
  counts: SaveAnswer | null;
}

export class BookSaver {
  private acked: BookDoc;
  private current: BookDoc;
  private snapshot: SaverSnapshot;
  private timer: unknown = null;
  private inFlight: Promise<void> | null = null;
  private disposed = false;
  private readonly listeners = new Set<() => void>();
  private readonly offOnline: () => void;

  constructor(
    private readonly bookId: string,
    private readonly maxParts: number,
    acked: BookDoc,
    version: number,
    private readonly deps: SaverDeps,
  ) {
    this.acked = acked;
    this.current = acked;
    this.snapshot = {
      state: 'saved',
      version,
      error: null,
      conflictVersion: null,
      lastSavedAt: null,
      counts: null,
    };
    this.offOnline = deps.onOnline(() => {
      if (this.snapshot.state === 'offline') this.schedule(0);
    });
  }

  get state(): SaverSnapshot {
    return this.snapshot;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** The editor's copy changed: keep it on this device and save it soon. */
  update(doc: BookDoc): void {
    if (this.disposed || this.snapshot.state === 'conflict') return;
    this.current = doc;
    this.keepLocally();
    if (this.snapshot.state !== 'offline' || this.deps.isOnline()) {
      this.set({ state: this.inFlight ? 'saving' : 'pending', error: null });
    }
    this.schedule(SAVE_DEBOUNCE_MS);
  }

  /** Save now (leaving the editor, Ctrl+S); resolves when the server has everything it can. */
  async flush(): Promise<void> {
    if (this.timer !== null) {
      this.deps.clearTimeout(this.timer);
      this.timer = null;
    }
    await this.run();
    while (this.inFlight) await this.inFlight;
  }

  /** Whether edits wait to reach the server. */
  hasUnsaved(): boolean {
    return changesBetween(this.acked, this.current, this.maxParts).length > 0;
  }

  dispose(): void {
    this.disposed = true;
    if (this.timer !== null) this.deps.clearTimeout(this.timer);
    this.offOnline();
    this.listeners.clear();
  }

  private set(patch: Partial<SaverSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...patch };
    for (const listener of this.listeners) listener();
  }

  private keepLocally(): void {
    if (!this.hasUnsaved()) {
      this.deps.store.clear(this.bookId);
      return;
    }
    this.deps.store.write({
      bookId: this.bookId,
      baseVersion: this.snapshot.version,
      base: this.acked,
      doc: this.current,
      savedAt: this.deps.now(),
    });
  }

  private schedule(ms: number): void {
    if (this.disposed) return;
    if (this.timer !== null) this.deps.clearTimeout(this.timer);
    this.timer = this.deps.setTimeout(() => {
      this.timer = null;
      void this.run();
    }, ms);
  }

  private run(): Promise<void> {
    if (this.disposed || this.snapshot.state === 'conflict') return Promise.resolve();
    if (this.inFlight) return this.inFlight;
    const changes = changesBetween(this.acked, this.current, this.maxParts);
    if (changes.length === 0) {
      this.deps.store.clear(this.bookId);
      if (this.snapshot.state !== 'refused') this.set({ state: 'saved', error: null });
      return Promise.resolve();
    }
    if (!this.deps.isOnline()) {
      this.set({ state: 'offline' });
      this.schedule(RETRY_MS);
      return Promise.resolve();
    }
    const batch = changes.slice(0, MAX_CHANGES_PER_SAVE);
    this.set({ state: 'saving' });
    this.inFlight = this.send(batch, batch.length < changes.length).finally(() => {
      this.inFlight = null;
    });
    return this.inFlight;
  }

  private async send(batch: BookChange[], partial: boolean): Promise<void> {
    const base = this.acked;
    try {
      const answer = await this.deps.save({
        BookId: this.bookId,
        Version: this.snapshot.version,
        Changes: batch,
      });
      if (this.disposed) return;
      this.acked = applyChanges(base, batch);
      this.set({ version: answer.Version, lastSavedAt: this.deps.now(), counts: answer });
      this.keepLocally();
      if (this.hasUnsaved()) {
        this.set({ state: 'pending' });
        this.schedule(partial ? 0 : SAVE_DEBOUNCE_MS);
      } else {
        this.set({ state: 'saved', error: null });
      }
    } catch (err) {
      if (this.disposed) return;
      this.failed(err);
    }
  }

  private failed(err: unknown): void {
    if (isApiError(err) && err.code === ErrorCode.CONFLICT) {
      const result = err.result as { Version?: unknown } | null;
      const version = typeof result?.Version === 'number' ? result.Version : null;
      this.set({ state: 'conflict', conflictVersion: version, error: err });
      return;
    }
    const network = !isApiError(err) || err.status === 0 || err.status >= 500;
    if (network || err.code === ErrorCode.BUSY_RETRY) {
      this.set({ state: this.deps.isOnline() && !network ? 'pending' : 'offline' });
      this.schedule(RETRY_MS);
      return;
    }
    this.set({ state: 'refused', error: err });
  }
}
