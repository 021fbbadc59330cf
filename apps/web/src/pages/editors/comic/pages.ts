/**
 * The comic's pages as a list (issue "Comics"): add, duplicate, delete and move pages of the
 * editor's copy. Like every operation of the editor, one that cannot apply (the page limit, the
 * last page, an unknown id) answers its input unchanged.
 */
import { defaultComicLayout, newComicPage } from '@storyloom/domain';
import { type ComicPart, normalizeComicPage } from './comic';

export function addPage(parts: ComicPart[], after: string | null, id: string, max: number) {
  if (parts.length >= max) return parts;
  const page: ComicPart = { id, content: newComicPage(defaultComicLayout) };
  const at = after === null ? parts.length : parts.findIndex((p) => p.id === after) + 1;
  return [...parts.slice(0, at), page, ...parts.slice(at)];
}

export function duplicatePage(parts: ComicPart[], id: string, copyId: string, max: number) {
  const at = parts.findIndex((p) => p.id === id);
  const source = parts[at];
  if (!source || parts.length >= max) return parts;
  const copy = { id: copyId, content: structuredClone(normalizeComicPage(source.content)) };
  return [...parts.slice(0, at + 1), copy, ...parts.slice(at + 1)];
}

export function deletePage(parts: ComicPart[], id: string) {
  if (parts.length <= 1 || !parts.some((p) => p.id === id)) return parts;
  return parts.filter((p) => p.id !== id);
}

export function movePageBy(parts: ComicPart[], id: string, by: number) {
  const from = parts.findIndex((p) => p.id === id);
  const to = from + by;
  if (from === -1 || to < 0 || to >= parts.length) return parts;
  const next = [...parts];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved as ComicPart);
  return next;
}
