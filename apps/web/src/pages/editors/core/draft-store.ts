/**
 * Edits kept in the browser until the server has them (docs/api.md "Saving"): per book, the
 * version and copy they were made on and the editor's copy. Written on every change, so closing
 * the tab or losing the network loses nothing; cleared when a save catches up.
 */
import type { BookDoc } from './types';

export interface StoredDraft {
  bookId: string;
  /** The server version `base` is. */
  baseVersion: number;
  base: BookDoc;
  doc: BookDoc;
  savedAt: number;
}

export interface DraftStore {
  read(bookId: string): StoredDraft | null;
  write(draft: StoredDraft): boolean;
  clear(bookId: string): void;
}

const keyOf = (bookId: string) => `storyloom.draft.${bookId}`;

function isStoredDraft(value: unknown): value is StoredDraft {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Partial<StoredDraft>;
  return (
    typeof v.bookId === 'string' &&
    typeof v.baseVersion === 'number' &&
    Array.isArray(v.base?.parts) &&
    Array.isArray(v.doc?.parts)
  );
}

/** The store on `localStorage` (or any Storage); quota or privacy errors make it a no-op. */
export function browserDraftStore(
  storage: Storage | undefined = globalThis.localStorage,
): DraftStore {
  return {
    read(bookId) {
      try {
        const text = storage?.getItem(keyOf(bookId));
        if (!text) return null;
        const value: unknown = JSON.parse(text);
        return isStoredDraft(value) && value.bookId === bookId ? value : null;
      } catch {
        return null;
      }
    },
    write(draft) {
      try {
        storage?.setItem(keyOf(draft.bookId), JSON.stringify(draft));
        return true;
      } catch {
        return false;
      }
    },
    clear(bookId) {
      try {
        storage?.removeItem(keyOf(bookId));
      } catch {
        // nothing kept, nothing to clear
      }
    },
  };
}

/** An in-memory store (tests). */
export function memoryDraftStore(): DraftStore & { drafts: Map<string, StoredDraft> } {
  const drafts = new Map<string, StoredDraft>();
  return {
    drafts,
    read: (bookId) => structuredClone(drafts.get(bookId) ?? null),
    write: (draft) => {
      drafts.set(draft.bookId, structuredClone(draft));
      return true;
    },
    clear: (bookId) => {
      drafts.delete(bookId);
    },
  };
}
