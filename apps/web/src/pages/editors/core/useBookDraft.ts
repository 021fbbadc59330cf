/**
 * The React side of an open book: `useBookDraft(bookId)` gives the editor's copy, `change`,
 * undo/redo, the save state and the book's art; it saves when the page is hidden or left, and
 * Ctrl/Cmd+Z, Ctrl/Cmd+Shift+Z, Ctrl/Cmd+Y and Ctrl/Cmd+S work everywhere in the editor.
 */
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { getBook, saveBook } from './api';
import { type ControllerDeps, DraftController, type DraftView } from './controller';
import { browserDraftStore } from './draft-store';
import type { BookDoc } from './types';

export function browserControllerDeps(): ControllerDeps {
  return {
    get: getBook,
    save: saveBook,
    store: browserDraftStore(),
    setTimeout: (fn, ms) => window.setTimeout(fn, ms),
    clearTimeout: (handle) => window.clearTimeout(handle as number),
    now: () => Date.now(),
    isOnline: () => navigator.onLine !== false,
    onOnline: (fn) => {
      window.addEventListener('online', fn);
      return () => window.removeEventListener('online', fn);
    },
  };
}

export interface BookDraft<C> extends DraftView<C> {
  controller: DraftController<C>;
  change(recipe: (doc: BookDoc<C>) => BookDoc<C>, key?: string): void;
  undo(): void;
  redo(): void;
  flush(): Promise<void>;
  dismissUnsent(): void;
}

export function useBookDraft<C = unknown>(
  bookId: string,
  deps: () => ControllerDeps = browserControllerDeps,
): BookDraft<C> {
  // biome-ignore lint/correctness/useExhaustiveDependencies: one controller per book id
  const controller = useMemo(() => new DraftController<C>(bookId, deps()), [bookId]);
  useEffect(() => {
    void controller.open();
    const save = () => void controller.flush();
    const onHidden = () => {
      if (document.visibilityState === 'hidden') save();
    };
    window.addEventListener('pagehide', save);
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      window.removeEventListener('pagehide', save);
      document.removeEventListener('visibilitychange', onHidden);
      void controller.close();
    };
  }, [controller]);
  useUndoKeys(controller);
  const view = useSyncExternalStore(controller.subscribe, controller.getView);
  return useMemo(
    () => ({
      ...view,
      controller,
      change: (recipe, key) => controller.change(recipe, key),
      undo: () => controller.undo(),
      redo: () => controller.redo(),
      flush: () => controller.flush(),
      dismissUnsent: () => controller.dismissUnsent(),
    }),
    [view, controller],
  );
}

/** Undo, redo and save from the keyboard, wherever focus is inside the page. */
function useUndoKeys(controller: DraftController<unknown> | DraftController<never>): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
      const key = event.key.toLowerCase();
      if (key === 'z' && !event.shiftKey) controller.undo();
      else if ((key === 'z' && event.shiftKey) || key === 'y') controller.redo();
      else if (key === 's') void controller.flush();
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [controller]);
}

const idAlphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A new page or chapter id, chosen here so adding works offline (docs/api.md "Saving"). */
export function newPartId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return Array.from(bytes, (b) => idAlphabet[b % idAlphabet.length]).join('');
}
