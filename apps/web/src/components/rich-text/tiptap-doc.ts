/**
 * Between TipTap's JSON and the stored rich text (packages/domain rich-text.ts). TipTap writes
 * attributes the book does not keep (`orderedList.type`, `image.alt: null`, empty `marks`); the
 * editor's document is cleaned to the domain's shape and then parsed with the domain's schema of
 * its place (`story` or `chapter`), so only what the server accepts ever reaches the draft.
 */

import {
  type ContentProblem,
  type FlashFictionStory,
  type LongformChapter,
  parsePart,
  type RichTextDoc,
  type RichTextProfile,
  richTextSchema,
} from '@storyloom/domain';
import type { JSONContent } from '@tiptap/react';

const imageSizes = new Set(['small', 'medium', 'full']);
const keptMarks = new Set(['bold', 'italic']);

function cleanMarks(marks: JSONContent['marks']): { type: string }[] | undefined {
  const kept: { type: string }[] = [];
  for (const mark of marks ?? []) {
    if (keptMarks.has(mark.type) && !kept.some((m) => m.type === mark.type)) {
      kept.push({ type: mark.type });
    }
  }
  return kept.length ? kept : undefined;
}

function cleanChildren(content: JSONContent[] | undefined): unknown[] | undefined {
  if (!content || content.length === 0) return undefined;
  return content.map(cleanNode);
}

/** One TipTap node in the domain's shape (unknown attributes dropped, unknown types kept so the schema refuses them). */
function cleanNode(node: JSONContent): unknown {
  const attrs = node.attrs ?? {};
  switch (node.type) {
    case 'text': {
      const marks = cleanMarks(node.marks);
      return marks
        ? { type: 'text', text: node.text ?? '', marks }
        : { type: 'text', text: node.text ?? '' };
    }
    case 'hardBreak':
      return { type: 'hardBreak' };
    case 'paragraph': {
      const content = cleanChildren(node.content);
      return content ? { type: 'paragraph', content } : { type: 'paragraph' };
    }
    case 'heading': {
      const content = cleanChildren(node.content);
      const level = [1, 2, 3].includes(attrs.level) ? attrs.level : 1;
      return content
        ? { type: 'heading', attrs: { level }, content }
        : { type: 'heading', attrs: { level } };
    }
    case 'orderedList': {
      const start = typeof attrs.start === 'number' && attrs.start !== 1 ? attrs.start : undefined;
      return {
        type: 'orderedList',
        ...(start !== undefined ? { attrs: { start } } : {}),
        content: cleanChildren(node.content) ?? [],
      };
    }
    case 'bulletList':
    case 'listItem':
    case 'blockquote':
      return { type: node.type, content: cleanChildren(node.content) ?? [] };
    case 'image': {
      const image: { artworkId: unknown; alt?: string; size?: string } = {
        artworkId: attrs.artworkId,
      };
      if (typeof attrs.alt === 'string' && attrs.alt.trim()) image.alt = attrs.alt;
      if (typeof attrs.size === 'string' && imageSizes.has(attrs.size)) image.size = attrs.size;
      return { type: 'image', attrs: image };
    }
    default:
      return { type: node.type, content: cleanChildren(node.content) };
  }
}

export type DocResult = { ok: true; doc: RichTextDoc } | { ok: false; problems: ContentProblem[] };

/** The editor's JSON as the domain's document of `profile`, or the problems that stop it. */
export function domainDocFromEditor(json: JSONContent, profile: RichTextProfile): DocResult {
  const cleaned = {
    type: 'doc',
    content: cleanChildren(json.content) ?? [{ type: 'paragraph' }],
  };
  const parsed = richTextSchema(profile).safeParse(cleaned);
  if (parsed.success) return { ok: true, doc: parsed.data };
  return {
    ok: false,
    problems: parsed.error.issues.map((i) => ({
      path: i.path.map((p) => (typeof p === 'symbol' ? String(p) : p)),
      message: i.message,
    })),
  };
}

/** A stored document as TipTap content (the stored shape is TipTap's; nothing to add). */
export function editorContentFromDoc(doc: RichTextDoc): JSONContent {
  return doc as unknown as JSONContent;
}

export type PartResult<C> =
  | { ok: true; content: C; wordCount: number }
  | { ok: false; problems: ContentProblem[] };

/** Flash fiction's `story` part with the editor's document, checked by the domain's `parsePart`. */
export function storyFromEditor(json: JSONContent): PartResult<FlashFictionStory> {
  const doc = domainDocFromEditor(json, 'story');
  if (!doc.ok) return doc;
  const parsed = parsePart('flashfiction', { doc: doc.doc });
  if (!parsed.ok) return parsed;
  return {
    ok: true,
    content: parsed.part.content as FlashFictionStory,
    wordCount: parsed.part.wordCount,
  };
}

/**
 * A chapter with the editor's document, checked by the domain's `parsePart`. The title and notes
 * stay as typed (the server trims the title when it stores it; trimming here would eat the space
 * the writer just typed).
 */
export function chapterWithEditorDoc(
  chapter: LongformChapter,
  json: JSONContent,
): PartResult<LongformChapter> {
  const doc = domainDocFromEditor(json, 'chapter');
  if (!doc.ok) return doc;
  const parsed = parsePart('longform', { ...chapter, doc: doc.doc });
  if (!parsed.ok) return parsed;
  const checked = parsed.part.content as LongformChapter;
  return {
    ok: true,
    content: { ...chapter, doc: checked.doc },
    wordCount: parsed.part.wordCount,
  };
}
