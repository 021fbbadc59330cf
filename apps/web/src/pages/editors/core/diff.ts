/**
 * What autosave sends: the changes that turn the last copy the server acknowledged into the
 * editor's copy (docs/api.md "Saving"). Only touched parts travel (`put`), new ones are added,
 * removed ones deleted, and one `order` fixes the sequence when it differs. `applyChanges` is the
 * server's rule on the client side, so a save split in batches keeps an exact acknowledged copy.
 */

import { sameJson } from '../../../components/same-json';
import type { BookChange, BookDoc, BookMeta, DocPart } from './types';

/** Save accepts at most this many changes at once. */
export const MAX_CHANGES_PER_SAVE = 100;

const metaKeys: readonly (keyof BookMeta)[] = [
  'Title',
  'Language',
  'Summary',
  'Tags',
  'Categories',
  'AgeLevel',
  'Cover',
];

function metaChange(base: BookMeta, next: BookMeta): BookChange | null {
  const changed: Partial<BookMeta> = {};
  let any = false;
  for (const key of metaKeys) {
    if (!sameJson(base[key], next[key])) {
      (changed as Record<string, unknown>)[key] = next[key];
      any = true;
    }
  }
  return any ? { Op: 'meta', ...changed } : null;
}

/**
 * The changes from `base` to `next`. Adds come before deletes (a book keeps at least one part),
 * except that a delete goes first whenever an add would pass `maxParts`.
 */
export function changesBetween(base: BookDoc, next: BookDoc, maxParts: number): BookChange[] {
  const changes: BookChange[] = [];
  const meta = metaChange(base.meta, next.meta);
  if (meta) changes.push(meta);

  const baseById = new Map(base.parts.map((p) => [p.id, p]));
  const nextIds = new Set(next.parts.map((p) => p.id));
  const pendingDeletes = base.parts.filter((p) => !nextIds.has(p.id)).map((p) => p.id);
  const sequence = base.parts.map((p) => p.id);
  let count = sequence.length;

  const dropOne = () => {
    const id = pendingDeletes.shift();
    if (id === undefined) return;
    changes.push({ Op: 'delete', PartId: id });
    sequence.splice(sequence.indexOf(id), 1);
    count -= 1;
  };

  for (const part of next.parts) {
    const before = baseById.get(part.id);
    if (before) {
      if (!sameJson(before.content, part.content)) {
        changes.push({ Op: 'put', PartId: part.id, Content: part.content });
      }
      continue;
    }
    if (count >= maxParts) dropOne();
    changes.push({ Op: 'add', PartId: part.id, Content: part.content });
    sequence.push(part.id);
    count += 1;
  }
  while (pendingDeletes.length > 0) dropOne();

  const nextOrder = next.parts.map((p) => p.id);
  if (!sameJson(sequence, nextOrder)) changes.push({ Op: 'order', PartIds: nextOrder });
  return changes;
}

/** The server's effect of `changes` on `doc` (for the acknowledged copy after a save). */
export function applyChanges(doc: BookDoc, changes: readonly BookChange[]): BookDoc {
  let parts: DocPart[] = doc.parts.slice();
  let meta = doc.meta;
  for (const change of changes) {
    switch (change.Op) {
      case 'meta': {
        const { Op: _op, ...fields } = change;
        meta = { ...meta, ...fields };
        break;
      }
      case 'put':
        parts = parts.map((p) =>
          p.id === change.PartId ? { id: p.id, content: change.Content } : p,
        );
        break;
      case 'add': {
        const part = { id: change.PartId, content: change.Content };
        if (change.After === undefined) parts.push(part);
        else {
          const at = change.After === null ? 0 : parts.findIndex((p) => p.id === change.After) + 1;
          parts.splice(at, 0, part);
        }
        break;
      }
      case 'delete':
        parts = parts.filter((p) => p.id !== change.PartId);
        break;
      case 'order': {
        const byId = new Map(parts.map((p) => [p.id, p]));
        parts = change.PartIds.flatMap((id) => {
          const p = byId.get(id);
          return p ? [p] : [];
        });
        break;
      }
    }
  }
  return { parts, meta };
}
