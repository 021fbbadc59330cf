/**
 * The picture book's pure page operations (issue #5): what the page strip, the art tray and the
 * page canvas do to the book, as plain functions over the editor's copy. Every page they make
 * parses with the domain's `pictureBookPageSchema` (docs/api.md "Books"), so autosave never sends
 * a page the server would refuse. An operation that cannot apply (the 40-page limit, deleting
 * the last page, an unknown id) answers its input unchanged, so `draft.change` records nothing.
 */
import {
  type BookCover,
  bookCoverSchema,
  docFromText,
  type PictureBookPage,
  pictureBookPageSchema,
  type RichTextDoc,
  richTextPlainText,
  type TextPosition,
} from '@storyloom/domain';
import type { BookDoc, DocPart } from '../core/types';

export type Page = PictureBookPage;
export type PagePart = DocPart<Page>;
export type PictureBookDoc = BookDoc<Page>;
export type ArtLayout = 'full' | 'half';
export type ArtSide = 'start' | 'end';
/** Where art goes on a page: the whole page, or the start or end half. */
export type ArtPlacement = { layout: 'full' } | { layout: 'half'; side: ArtSide };

/** Friendly page and cover colours (the colour input offers any other). */
export const backgroundSwatches = [
  '#ffffff',
  '#fff8e7',
  '#fde2e4',
  '#e2f0cb',
  '#dbeafe',
  '#ede9fe',
  '#fef3c7',
  '#1f2937',
] as const;

export function blankPage(background = '#ffffff'): Page {
  return pictureBookPageSchema.parse({ background });
}

/** A stored page as the editor shows it: defaults filled in; a page that does not parse is blank. */
export function normalizePage(content: unknown): Page {
  const parsed = pictureBookPageSchema.safeParse(content ?? {});
  return parsed.success ? parsed.data : blankPage();
}

export function pageAt(parts: readonly DocPart<unknown>[], id: string): Page | null {
  const part = parts.find((p) => p.id === id);
  return part ? normalizePage(part.content) : null;
}

/** The text block as the writer types it: one line per paragraph. */
export function pageText(page: Page): string {
  return richTextPlainText(page.text);
}

/** Plain multi-line text as the page's rich text: a paragraph per line. */
export function textDoc(text: string): RichTextDoc {
  return docFromText(text.replace(/\r\n?/g, '\n'));
}

export function canAddPage(count: number, max: number): boolean {
  return count < max;
}

/** A new blank page right after `afterId` (at the end when it is not found). */
export function addPage(
  parts: readonly PagePart[],
  afterId: string | null,
  newId: string,
  max: number,
): PagePart[] {
  if (!canAddPage(parts.length, max)) return parts as PagePart[];
  const at = afterId === null ? -1 : parts.findIndex((p) => p.id === afterId);
  const next = parts.slice();
  next.splice(at === -1 ? parts.length : at + 1, 0, { id: newId, content: blankPage() });
  return next;
}

/** A copy of a page (art, words, colours) right after it. */
export function duplicatePage(
  parts: readonly PagePart[],
  id: string,
  newId: string,
  max: number,
): PagePart[] {
  const at = parts.findIndex((p) => p.id === id);
  if (at === -1 || !canAddPage(parts.length, max)) return parts as PagePart[];
  const source = parts[at] as PagePart;
  const copy: PagePart = { id: newId, content: structuredClone(normalizePage(source.content)) };
  const next = parts.slice();
  next.splice(at + 1, 0, copy);
  return next;
}

/** Moves a page to position `to` (clamped to the book). */
export function movePage(parts: readonly PagePart[], id: string, to: number): PagePart[] {
  const from = parts.findIndex((p) => p.id === id);
  if (from === -1) return parts as PagePart[];
  const target = Math.max(0, Math.min(parts.length - 1, to));
  if (target === from) return parts as PagePart[];
  const next = parts.slice();
  const [moved] = next.splice(from, 1);
  next.splice(target, 0, moved as PagePart);
  return next;
}

/**
 * Where a page dragged onto another lands: before or after the target, counted in the list
 * without the dragged page (what `movePage` takes).
 */
export function dropIndex(
  parts: readonly PagePart[],
  draggedId: string,
  targetId: string,
  after: boolean,
): number {
  const rest = parts.filter((p) => p.id !== draggedId);
  const at = rest.findIndex((p) => p.id === targetId);
  if (at === -1) return parts.findIndex((p) => p.id === draggedId);
  return after ? at + 1 : at;
}

/** Moves a page one place towards the start (-1) or the end (+1). */
export function movePageBy(parts: readonly PagePart[], id: string, by: -1 | 1): PagePart[] {
  const from = parts.findIndex((p) => p.id === id);
  return from === -1 ? (parts as PagePart[]) : movePage(parts, id, from + by);
}

/** Removes a page; a book keeps at least one. */
export function deletePage(parts: readonly PagePart[], id: string): PagePart[] {
  if (parts.length <= 1) return parts as PagePart[];
  const next = parts.filter((p) => p.id !== id);
  return next.length === parts.length ? (parts as PagePart[]) : next;
}

/** The page to show after `id` was deleted: the one that took its place, or the one before. */
export function neighbourAfterDelete(parts: readonly PagePart[], id: string): string | null {
  const at = parts.findIndex((p) => p.id === id);
  if (at === -1) return parts[0]?.id ?? null;
  return (parts[at + 1] ?? parts[at - 1])?.id ?? null;
}

/**
 * Puts an artwork on a page. Without a placement a page keeps its own (a picture on an empty
 * page fills it).
 */
export function placeArt(page: Page, artworkId: string, placement?: ArtPlacement): Page {
  const current = page.art;
  const layout = placement?.layout ?? current?.layout ?? 'full';
  const side: ArtSide = placement?.layout === 'half' ? placement.side : (current?.side ?? 'start');
  return { ...page, art: { artworkId, layout, side } };
}

/** Changes how the page's art sits (no art: nothing changes). */
export function setPlacement(page: Page, placement: ArtPlacement): Page {
  if (!page.art) return page;
  const side = placement.layout === 'half' ? placement.side : page.art.side;
  return { ...page, art: { ...page.art, layout: placement.layout, side } };
}

export function removeArt(page: Page): Page {
  return page.art ? { ...page, art: null } : page;
}

export function setText(page: Page, text: string): Page {
  return { ...page, text: textDoc(text) };
}

export function setTextPosition(page: Page, textPosition: TextPosition): Page {
  return page.textPosition === textPosition ? page : { ...page, textPosition };
}

/** A `#rrggbb` colour, or null for anything else. */
export function cleanColour(value: string): string | null {
  const v = value.trim().toLowerCase();
  return /^#[0-9a-f]{6}$/.test(v) ? v : null;
}

export function setBackground(page: Page, colour: string): Page {
  const clean = cleanColour(colour);
  return clean && clean !== page.background ? { ...page, background: clean } : page;
}

/** Replaces one page of the book through `update` (unchanged pages keep their identity). */
export function updatePage(
  doc: PictureBookDoc,
  id: string,
  update: (page: Page) => Page,
): PictureBookDoc {
  let changed = false;
  const parts = doc.parts.map((part) => {
    if (part.id !== id) return part;
    const before = normalizePage(part.content);
    const after = update(before);
    if (after === before) return part;
    changed = true;
    return { id, content: after };
  });
  return changed ? { ...doc, parts } : doc;
}

/** Replaces the book's pages (unchanged: the same doc, so nothing is recorded). */
export function withParts(doc: PictureBookDoc, parts: PagePart[]): PictureBookDoc {
  return parts === doc.parts ? doc : { ...doc, parts };
}

/** The cover as the editor shows it: defaults filled in. */
export function coverOf(cover: Partial<BookCover> | null | undefined): BookCover {
  const parsed = bookCoverSchema.safeParse(cover ?? {});
  return parsed.success ? parsed.data : bookCoverSchema.parse({});
}

export function updateCover(
  doc: PictureBookDoc,
  update: (cover: BookCover) => BookCover,
): PictureBookDoc {
  const before = coverOf(doc.meta.Cover);
  const after = update(before);
  if (after === before) return doc;
  return { ...doc, meta: { ...doc.meta, Cover: after } };
}
