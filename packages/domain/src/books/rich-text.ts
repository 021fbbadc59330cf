import { z } from 'zod';
import { artworkRef, cleanText, lineText } from './text';

/**
 * Rich text as stored: a subset of TipTap / ProseMirror JSON (PRODUCT.md: structured JSON, never
 * raw HTML). Nodes: doc, paragraph, heading (1-3), bulletList, orderedList, listItem, blockquote,
 * image (an artwork of the book's art set), text, hardBreak; marks: bold, italic. Unknown node or
 * mark types are refused; unknown attributes are dropped. Each place that holds rich text allows
 * a profile of these blocks (`richTextProfiles`).
 */
export type TextAlign = 'left' | 'center' | 'right';
export type RichMark = { type: 'bold' } | { type: 'italic' };
export interface TextNode {
  type: 'text';
  text: string;
  marks?: RichMark[] | undefined;
}
export interface HardBreakNode {
  type: 'hardBreak';
}
export type InlineNode = TextNode | HardBreakNode;
export interface ParagraphNode {
  type: 'paragraph';
  attrs?: { textAlign?: TextAlign | null | undefined } | undefined;
  content?: InlineNode[] | undefined;
}
export interface HeadingNode {
  type: 'heading';
  attrs: { level: 1 | 2 | 3; textAlign?: TextAlign | null | undefined };
  content?: InlineNode[] | undefined;
}
export interface ListItemNode {
  type: 'listItem';
  content: BlockNode[];
}
export interface BulletListNode {
  type: 'bulletList';
  content: ListItemNode[];
}
export interface OrderedListNode {
  type: 'orderedList';
  attrs?: { start?: number | undefined } | undefined;
  content: ListItemNode[];
}
export interface BlockquoteNode {
  type: 'blockquote';
  content: BlockNode[];
}
export type ImageSize = 'small' | 'medium' | 'full';
export interface ImageNode {
  type: 'image';
  attrs: { artworkId: string; alt?: string | undefined; size?: ImageSize | undefined };
}
export type BlockNode =
  | ParagraphNode
  | HeadingNode
  | BulletListNode
  | OrderedListNode
  | BlockquoteNode
  | ImageNode;
export type BlockType = BlockNode['type'];
export interface RichTextDoc {
  type: 'doc';
  content: BlockNode[];
}

export const richTextLimits = {
  /** Nesting of lists and quotes. */
  maxDepth: 8,
  /** Nodes in one document (text runs included). */
  maxNodes: 20_000,
  /** Characters in one text run. */
  maxTextRun: 20_000,
  /** Blocks at the top of one document. */
  maxBlocks: 3_000,
} as const;

/** Which blocks each place allows (paragraphs everywhere). */
export const richTextProfiles = {
  /** A picture book page's text block. */
  page: ['paragraph', 'heading'],
  /** Flash fiction. */
  story: ['paragraph', 'heading', 'bulletList', 'orderedList', 'blockquote'],
  /** A longform chapter: the story blocks plus spot illustrations from the art set. */
  chapter: ['paragraph', 'heading', 'bulletList', 'orderedList', 'blockquote', 'image'],
} as const satisfies Record<string, readonly BlockType[]>;
export type RichTextProfile = keyof typeof richTextProfiles;

const align = z.enum(['left', 'center', 'right']).nullable().optional();
const mark = z.discriminatedUnion('type', [
  z.object({ type: z.literal('bold') }),
  z.object({ type: z.literal('italic') }),
]);
const textNode = z.object({
  type: z.literal('text'),
  text: z
    .string()
    .max(richTextLimits.maxTextRun * 2)
    .transform((v) => cleanText(v, { multiline: false }))
    .pipe(z.string().max(richTextLimits.maxTextRun)),
  marks: z.array(mark).max(4).optional(),
});
const inline = z.discriminatedUnion('type', [textNode, z.object({ type: z.literal('hardBreak') })]);
const inlineContent = z.array(inline).max(richTextLimits.maxNodes).optional();

const paragraph = z.object({
  type: z.literal('paragraph'),
  attrs: z.object({ textAlign: align }).optional(),
  content: inlineContent,
});
const heading = z.object({
  type: z.literal('heading'),
  attrs: z.object({
    level: z.union([z.literal(1), z.literal(2), z.literal(3)]),
    textAlign: align,
  }),
  content: inlineContent,
});
const image = z.object({
  type: z.literal('image'),
  attrs: z.object({
    artworkId: artworkRef,
    alt: lineText(300).optional(),
    size: z.enum(['small', 'medium', 'full']).optional(),
  }),
});
const listItem: z.ZodType<ListItemNode> = z.object({
  type: z.literal('listItem'),
  content: z
    .array(z.lazy(() => block))
    .min(1)
    .max(200),
});
const bulletList = z.object({
  type: z.literal('bulletList'),
  content: z.array(listItem).min(1).max(1000),
});
const orderedList = z.object({
  type: z.literal('orderedList'),
  attrs: z.object({ start: z.number().int().min(0).max(100_000).optional() }).optional(),
  content: z.array(listItem).min(1).max(1000),
});
const blockquote = z.object({
  type: z.literal('blockquote'),
  content: z
    .array(z.lazy(() => block))
    .min(1)
    .max(1000),
});
const block: z.ZodType<BlockNode> = z.discriminatedUnion('type', [
  paragraph,
  heading,
  bulletList,
  orderedList,
  blockquote,
  image,
]);

/** Every node of a document, depth first, with its path (for profile checks and counting). */
export function* nodesOf(
  nodes: readonly (BlockNode | ListItemNode)[],
  path: (string | number)[],
): Generator<{ node: BlockNode | ListItemNode; path: (string | number)[] }> {
  for (const [i, node] of nodes.entries()) {
    const here = [...path, i];
    yield { node, path: here };
    if (node.type === 'bulletList' || node.type === 'orderedList') {
      yield* nodesOf(node.content, [...here, 'content']);
    } else if (node.type === 'listItem' || node.type === 'blockquote') {
      yield* nodesOf(node.content, [...here, 'content']);
    }
  }
}

/**
 * Refuses, before zod sees it, a document nested deeper or holding more nodes than the limits
 * (an iterative walk, so a hostile document cannot exhaust the stack). Returns the problem.
 */
export function richTextShapeProblem(value: unknown): string | null {
  const stack: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  let nodes = 0;
  while (stack.length) {
    const { value: v, depth } = stack.pop() as { value: unknown; depth: number };
    if (depth > richTextLimits.maxDepth * 3 + 2) return 'nested too deeply';
    if (Array.isArray(v)) {
      nodes += v.length;
      if (nodes > richTextLimits.maxNodes) return 'too long';
      for (const item of v) stack.push({ value: item, depth: depth + 1 });
    } else if (v !== null && typeof v === 'object') {
      const content = (v as { content?: unknown }).content;
      if (content !== undefined) stack.push({ value: content, depth: depth + 1 });
    }
  }
  return null;
}

/** The schema of a rich text document allowing one profile's blocks. */
export function richTextSchema(profile: RichTextProfile): z.ZodType<RichTextDoc> {
  const allowed = new Set<string>(richTextProfiles[profile]);
  return z
    .unknown()
    .superRefine((value, ctx) => {
      const problem = richTextShapeProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    .pipe(
      z.object({
        type: z.literal('doc'),
        content: z.array(block).max(richTextLimits.maxBlocks),
      }),
    )
    .superRefine((doc, ctx) => {
      for (const { node, path } of nodesOf(doc.content, ['content'])) {
        if (node.type !== 'listItem' && !allowed.has(node.type)) {
          ctx.addIssue({ code: 'custom', path, message: `${node.type} is not allowed here` });
        }
      }
    });
}

export const emptyDoc = (): RichTextDoc => ({ type: 'doc', content: [{ type: 'paragraph' }] });

/** Plain text to a document: one paragraph per line (seed stories, conversions). */
export function docFromText(text: string): RichTextDoc {
  const lines = text.split('\n');
  return {
    type: 'doc',
    content: lines.map((line) =>
      line ? { type: 'paragraph', content: [{ type: 'text', text: line }] } : { type: 'paragraph' },
    ),
  };
}

function inlineText(content: readonly InlineNode[] | undefined): string {
  return (content ?? []).map((n) => (n.type === 'text' ? n.text : '\n')).join('');
}

/** The words of a document, a line per block (word counts, search, summaries). */
export function richTextPlainText(doc: RichTextDoc): string {
  const lines: string[] = [];
  for (const { node } of nodesOf(doc.content, [])) {
    if (node.type === 'paragraph' || node.type === 'heading') lines.push(inlineText(node.content));
  }
  return lines.join('\n');
}

/** The artworks a document shows (spot illustrations). */
export function richTextArtworkIds(doc: RichTextDoc): string[] {
  const ids: string[] = [];
  for (const { node } of nodesOf(doc.content, [])) {
    if (node.type === 'image') ids.push(node.attrs.artworkId);
  }
  return ids;
}
