import { type ParsedPart, partRules, type WritableBookType } from '@storyloom/domain';
import { bookErrors } from '../errors';
import type { PartHead } from '../queries/parts';

/**
 * The part changes of one save, applied in order to the book's list of parts in memory, so the
 * service can check the result (ids, limits, words) before it writes anything. Paths in problems
 * name the change (`Changes.2.PartId`).
 */
export type PartChange =
  | { op: 'put'; index: number; key: string; part: ParsedPart }
  | {
      op: 'add';
      index: number;
      key: string | undefined;
      after: string | null | undefined;
      part: ParsedPart;
    }
  | {
      op: 'duplicate';
      index: number;
      key: string;
      newKey: string | undefined;
      after: string | undefined;
    }
  | { op: 'delete'; index: number; key: string }
  | { op: 'order'; index: number; keys: string[] };

export interface PlannedPart {
  key: string;
  wordCount: number;
  artworkIds: string[];
  /** The new document, when this save wrote one. */
  json: string | null;
  /** A duplicate of a stored part this save did not change: its document is copied. */
  copyOf: string | null;
  isNew: boolean;
  /** Position before the save (null for a new part). */
  oldPosition: number | null;
}

export interface SavePlan {
  parts: PlannedPart[];
  /** Stored parts this save removes. */
  deleted: string[];
}

function problem(index: number, field: string, message: string) {
  return bookErrors.content([{ path: `Changes.${index}.${field}`, message }]);
}

export function planSave(
  type: WritableBookType,
  heads: readonly PartHead[],
  changes: readonly PartChange[],
  newKey: () => string,
): SavePlan {
  const parts: PlannedPart[] = heads.map((h) => ({
    key: h.key,
    wordCount: h.wordCount,
    artworkIds: h.artworkIds,
    json: null,
    copyOf: null,
    isNew: false,
    oldPosition: h.position,
  }));
  const stored = new Set(heads.map((h) => h.key));
  const deleted: string[] = [];
  const indexOf = (key: string) => parts.findIndex((p) => p.key === key);
  const taken = (key: string) => stored.has(key) || indexOf(key) !== -1;
  const existing = (index: number, key: string, field = 'PartId') => {
    const at = indexOf(key);
    if (at === -1) throw problem(index, field, 'No page or chapter with this id');
    return at;
  };
  const freshKey = (index: number, wanted: string | undefined, field: string) => {
    if (wanted === undefined) {
      let key = newKey();
      while (taken(key)) key = newKey();
      return key;
    }
    if (taken(wanted)) throw problem(index, field, 'This id is already used in this book');
    return wanted;
  };
  const single = partRules[type].kind === 'single';

  for (const change of changes) {
    if (single && change.op !== 'put') {
      throw problem(change.index, 'Op', 'This book has one part: only put is possible');
    }
    switch (change.op) {
      case 'put': {
        const at = existing(change.index, change.key);
        const old = parts[at] as PlannedPart;
        parts[at] = {
          ...old,
          json: change.part.json,
          copyOf: null,
          wordCount: change.part.wordCount,
          artworkIds: change.part.artworkIds,
        };
        break;
      }
      case 'add': {
        const key = freshKey(change.index, change.key, 'PartId');
        let at = parts.length;
        if (change.after === null) at = 0;
        else if (change.after !== undefined) at = existing(change.index, change.after, 'After') + 1;
        parts.splice(at, 0, {
          key,
          json: change.part.json,
          copyOf: null,
          wordCount: change.part.wordCount,
          artworkIds: change.part.artworkIds,
          isNew: true,
          oldPosition: null,
        });
        break;
      }
      case 'duplicate': {
        const from = parts[existing(change.index, change.key)] as PlannedPart;
        const key = freshKey(change.index, change.newKey, 'NewPartId');
        const at =
          change.after === undefined
            ? indexOf(from.key) + 1
            : existing(change.index, change.after, 'After') + 1;
        parts.splice(at, 0, {
          ...from,
          key,
          copyOf: from.json === null ? (from.copyOf ?? from.key) : null,
          isNew: true,
          oldPosition: null,
        });
        break;
      }
      case 'delete': {
        const at = existing(change.index, change.key);
        const [gone] = parts.splice(at, 1);
        // A copy made earlier in this save still reads the stored row: the service reads
        // copied documents before it deletes anything.
        if (gone && !gone.isNew) deleted.push(gone.key);
        break;
      }
      case 'order': {
        const keys = change.keys;
        const same =
          keys.length === parts.length &&
          new Set(keys).size === keys.length &&
          keys.every((k) => indexOf(k) !== -1);
        if (!same) {
          throw problem(change.index, 'PartIds', 'Give every page or chapter id once, in order');
        }
        const byKey = new Map(parts.map((p) => [p.key, p]));
        parts.splice(0, parts.length, ...keys.map((k) => byKey.get(k) as PlannedPart));
        break;
      }
    }
  }
  const max = partRules[type].max;
  if (parts.length > max && parts.length > heads.length) throw bookErrors.partLimit(type, max);
  if (parts.length === 0) {
    const last = changes.at(-1)?.index ?? 0;
    throw problem(last, 'PartId', 'A book keeps at least one page or chapter');
  }
  return { parts, deleted };
}
