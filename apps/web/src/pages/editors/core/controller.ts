/**
 * One open book in an editor: loads it, keeps the editor's copy with undo/redo, autosaves through
 * a BookSaver, restores edits left on this device, and handles "changed somewhere else": the
 * newest version is loaded and the unsent work stays available to copy (docs/api.md "Saving").
 * Plain TypeScript (no React), so every rule is unit-tested; `useBookDraft` wraps it.
 */
import { countWords, type PartContent, partText, type WritableBookType } from '@storyloom/domain';
import { changesBetween } from './diff';
import type { DraftStore } from './draft-store';
import { commit, type History, redo, startHistory, undo } from './history';
import { BookSaver, type SaverDeps, type SaverSnapshot } from './saver';
import type { Artwork, BookDoc, BookMeta, BookWithArt, EditingBook } from './types';

export interface ControllerDeps extends Omit<SaverDeps, 'store'> {
  get(bookId: string): Promise<BookWithArt>;
  store: DraftStore;
}

export type LoadStatus = 'loading' | 'ready' | 'failed';

export interface DraftView<C = unknown> {
  status: LoadStatus;
  /** Why loading failed (an ApiError: 404 for a book that is not there or not yours). */
  error: unknown;
  book: EditingBook | null;
  artworks: Artwork[];
  doc: BookDoc<C> | null;
  canUndo: boolean;
  canRedo: boolean;
  save: SaverSnapshot;
  readOnly: boolean;
  /** Work that could not be saved because the book changed somewhere else, as text to copy. */
  unsent: string | null;
  /** Words in the editor's copy (the server counts the same way). */
  wordCount: number;
}

const idleSave: SaverSnapshot = {
  state: 'saved',
  version: 0,
  error: null,
  conflictVersion: null,
  lastSavedAt: null,
  counts: null,
};

export function docFromBook(book: EditingBook): BookDoc {
  const meta: BookMeta = {
    Title: book.Title,
    Language: book.Language,
    Summary: book.Summary,
    Tags: book.Tags,
    Categories: book.Categories,
    AgeLevel: book.AgeLevel,
    Cover: book.Cover,
  };
  return { parts: book.Parts.map((p) => ({ id: p.PartId, content: p.Content })), meta };
}

export function docWordCount(type: WritableBookType, doc: BookDoc): number {
  return doc.parts.reduce((n, p) => n + countWords(partText(type, p.content as PartContent)), 0);
}

/** The writer's words in a copy, to paste elsewhere when it could not be saved. */
export function docText(type: WritableBookType, doc: BookDoc): string {
  const body = doc.parts
    .map((p) => partText(type, p.content as PartContent).trim())
    .filter((text) => text.length > 0);
  return [doc.meta.Title.trim(), ...body].filter((t) => t.length > 0).join('\n\n');
}

export class DraftController<C = unknown> {
  private view: DraftView<C>;
  private history: History<BookDoc> | null = null;
  private saver: BookSaver | null = null;
  private offSaver: (() => void) | null = null;
  private readonly listeners = new Set<() => void>();
  private disposed = false;
  /** Each load's number: an answer to an older load is ignored. */
  private generation = 0;

  constructor(
    private readonly bookId: string,
    private readonly deps: ControllerDeps,
  ) {
    this.view = {
      status: 'loading',
      error: null,
      book: null,
      artworks: [],
      doc: null,
      canUndo: false,
      canRedo: false,
      save: idleSave,
      readOnly: true,
      unsent: null,
      wordCount: 0,
    };
  }

  getView = (): DraftView<C> => this.view;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Loads the book; edits left on this device are restored when the server has not moved on. */
  async load(): Promise<void> {
    const generation = ++this.generation;
    const stale = () => this.disposed || generation !== this.generation;
    if (this.view.status !== 'ready') this.emit({ status: 'loading', error: null });
    let answer: BookWithArt;
    try {
      answer = await this.deps.get(this.bookId);
    } catch (error) {
      if (!stale()) this.emit({ status: 'failed', error });
      return;
    }
    if (stale()) return;
    const { Book: book, Artworks: artworks } = answer;
    const serverDoc = docFromBook(book);
    const local = this.deps.store.read(this.bookId);
    const maxParts = book.PartRule.Max;
    let start = serverDoc;
    let unsent = this.view.unsent;
    if (local && changesBetween(local.base, local.doc, maxParts).length > 0) {
      if (local.baseVersion === book.Version && book.Editable) start = local.doc;
      else unsent = docText(book.Type, local.doc);
    }
    if (start === serverDoc) this.deps.store.clear(this.bookId);
    this.startEditing(book, artworks, serverDoc, start, unsent);
  }

  /** Changes the editor's copy; edits with the same `key` in quick succession undo together. */
  change(recipe: (doc: BookDoc<C>) => BookDoc<C>, key?: string): void {
    if (!this.history || this.view.readOnly) return;
    const next = recipe(this.history.present as BookDoc<C>) as BookDoc;
    if (next === this.history.present) return;
    this.history = commit(this.history, next, this.deps.now(), key);
    this.afterEdit();
  }

  undo(): void {
    if (!this.history || this.view.readOnly) return;
    this.history = undo(this.history);
    this.afterEdit();
  }

  redo(): void {
    if (!this.history || this.view.readOnly) return;
    this.history = redo(this.history);
    this.afterEdit();
  }

  flush(): Promise<void> {
    return this.saver?.flush() ?? Promise.resolve();
  }

  hasUnsaved(): boolean {
    return this.saver?.hasUnsaved() ?? false;
  }

  dismissUnsent(): void {
    this.emit({ unsent: null });
  }

  /** Opens (or reopens) the book: what the editor's mount does. */
  open(): Promise<void> {
    this.disposed = false;
    return this.load();
  }

  /** Saves what can be saved, then stops (the editor's unmount). `open` may follow. */
  async close(): Promise<void> {
    const saver = this.saver;
    this.disposed = true;
    this.generation += 1;
    this.stopSaverListener();
    if (saver) await saver.flush().finally(() => saver.dispose());
    if (this.saver === saver) this.saver = null;
  }

  dispose(): void {
    this.disposed = true;
    this.generation += 1;
    this.stopSaver();
    this.listeners.clear();
  }

  private startEditing(
    book: EditingBook,
    artworks: Artwork[],
    serverDoc: BookDoc,
    start: BookDoc,
    unsent: string | null,
  ): void {
    this.stopSaver();
    this.history = startHistory(start);
    const saver = new BookSaver(this.bookId, book.PartRule.Max, serverDoc, book.Version, {
      ...this.deps,
    });
    this.saver = saver;
    this.offSaver = saver.subscribe(() => this.onSaverChange(book));
    this.emit({
      status: 'ready',
      error: null,
      book,
      artworks,
      readOnly: !book.Editable,
      unsent,
      save: book.Editable ? saver.state : { ...saver.state, state: 'readonly' },
    });
    this.refreshDoc(book.Type);
    if (start !== serverDoc) saver.update(start);
  }

  private onSaverChange(book: EditingBook): void {
    const saver = this.saver;
    if (!saver || this.disposed) return;
    if (saver.state.state === 'conflict') {
      void this.reloadAfterConflict(book);
      return;
    }
    this.emit({ save: saver.state });
  }

  /** Another tab or device saved first: load the newest version, keep this tab's words to copy. */
  private async reloadAfterConflict(book: EditingBook): Promise<void> {
    const present = this.history?.present;
    const unsent = present ? docText(book.Type, present) : null;
    this.stopSaver();
    this.deps.store.clear(this.bookId);
    this.emit({ unsent, save: { ...this.view.save, state: 'conflict' } });
    await this.load();
  }

  private afterEdit(): void {
    const book = this.view.book;
    if (!this.history || !book) return;
    this.refreshDoc(book.Type);
    this.saver?.update(this.history.present);
  }

  private refreshDoc(type: WritableBookType): void {
    const h = this.history;
    if (!h) return;
    this.emit({
      doc: h.present as BookDoc<C>,
      canUndo: h.past.length > 0,
      canRedo: h.future.length > 0,
      wordCount: docWordCount(type, h.present),
    });
  }

  private stopSaverListener(): void {
    this.offSaver?.();
    this.offSaver = null;
  }

  private stopSaver(): void {
    this.stopSaverListener();
    this.saver?.dispose();
    this.saver = null;
  }

  private emit(patch: Partial<DraftView<C>>): void {
    this.view = { ...this.view, ...patch };
    for (const listener of this.listeners) listener();
  }
}
