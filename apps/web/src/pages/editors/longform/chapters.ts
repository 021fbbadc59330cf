/**
 * What the chapter list does to a longform book's copy: add, delete, move, rename and change a
 * chapter. Pure functions over the draft's document, so the core's undo covers each of them and
 * autosave sends `add`, `delete`, `order` and `put` (docs/api.md "Saving").
 */
import {
  countWords,
  type LongformChapter,
  parsePart,
  partRules,
  partText,
} from '@storyloom/domain';
import type { BookDoc, DocPart } from '../core/types';

export type LongformDoc = BookDoc<LongformChapter>;

/** A book has at most this many chapters (PartRule.Max). */
export const MAX_CHAPTERS = partRules.longform.max;

/** An empty chapter, as the domain makes it. */
export function newChapter(): LongformChapter {
  const parsed = parsePart('longform', { title: '' });
  if (!parsed.ok) throw new Error('an empty chapter must parse');
  return parsed.part.content as LongformChapter;
}

export function canAddChapter(doc: LongformDoc, max = MAX_CHAPTERS): boolean {
  return doc.parts.length < max;
}

/** Adds an empty chapter after `afterId` (at the end when absent or unknown). */
export function addChapter(
  doc: LongformDoc,
  id: string,
  afterId?: string | null,
  max = MAX_CHAPTERS,
): LongformDoc {
  if (!canAddChapter(doc, max) || doc.parts.some((p) => p.id === id)) return doc;
  const part: DocPart<LongformChapter> = { id, content: newChapter() };
  const at = afterId ? doc.parts.findIndex((p) => p.id === afterId) : -1;
  const parts = doc.parts.slice();
  if (at < 0) parts.push(part);
  else parts.splice(at + 1, 0, part);
  return { ...doc, parts };
}

/** Removes a chapter; the last one stays (a book keeps at least one). */
export function deleteChapter(doc: LongformDoc, id: string): LongformDoc {
  if (doc.parts.length <= 1 || !doc.parts.some((p) => p.id === id)) return doc;
  return { ...doc, parts: doc.parts.filter((p) => p.id !== id) };
}

/** The chapter to show after deleting `id`: the next one, or the one before at the end. */
export function neighbourAfterDelete(doc: LongformDoc, id: string): string | null {
  const at = doc.parts.findIndex((p) => p.id === id);
  if (at < 0) return doc.parts[0]?.id ?? null;
  return (doc.parts[at + 1] ?? doc.parts[at - 1])?.id ?? null;
}

/** Moves the chapter at `from` to `to` (indexes in the list; out of range is clamped). */
export function reorderChapters(doc: LongformDoc, from: number, to: number): LongformDoc {
  const n = doc.parts.length;
  if (from < 0 || from >= n) return doc;
  const target = Math.max(0, Math.min(n - 1, to));
  if (target === from) return doc;
  const parts = doc.parts.slice();
  const [moved] = parts.splice(from, 1);
  if (!moved) return doc;
  parts.splice(target, 0, moved);
  return { ...doc, parts };
}

/** Moves one chapter a step up (-1) or down (+1). */
export function moveChapter(doc: LongformDoc, id: string, step: -1 | 1): LongformDoc {
  const from = doc.parts.findIndex((p) => p.id === id);
  if (from < 0) return doc;
  return reorderChapters(doc, from, from + step);
}

/** Changes one chapter's fields (title, notes, doc); other chapters keep their objects. */
export function updateChapter(
  doc: LongformDoc,
  id: string,
  patch: Partial<LongformChapter>,
): LongformDoc {
  let changed = false;
  const parts = doc.parts.map((p) => {
    if (p.id !== id) return p;
    changed = true;
    return { ...p, content: { ...p.content, ...patch } };
  });
  return changed ? { ...doc, parts } : doc;
}

/** A chapter's words, counted as the server counts them. */
export function chapterWords(chapter: LongformChapter): number {
  return countWords(partText('longform', chapter));
}
