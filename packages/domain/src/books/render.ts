import type { BlockNode, InlineNode, ListItemNode, RichTextDoc, TextNode } from './rich-text';

/**
 * Rich text to HTML for readers, previews, PDFs and emails. Safe by construction: only the
 * tags below are written, every text and attribute value is escaped, alignment comes from a fixed
 * list, and an image's address comes from `imageUrl` (the server's own artwork addresses), never
 * from the document. Images whose artwork is gone (`imageUrl` answers null) are left out.
 */
export interface RenderOptions {
  imageUrl(artworkId: string): string | null;
}

const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => entities[c] as string);
}

function renderText(node: TextNode): string {
  let html = escapeHtml(node.text);
  const marks = new Set((node.marks ?? []).map((m) => m.type));
  if (marks.has('italic')) html = `<em>${html}</em>`;
  if (marks.has('bold')) html = `<strong>${html}</strong>`;
  return html;
}

function renderInline(content: readonly InlineNode[] | undefined): string {
  return (content ?? []).map((n) => (n.type === 'text' ? renderText(n) : '<br>')).join('');
}

function alignAttr(align: string | null | undefined): string {
  return align === 'center' || align === 'right' ? ` style="text-align:${align}"` : '';
}

function renderItem(item: ListItemNode, options: RenderOptions): string {
  return `<li>${item.content.map((b) => renderBlock(b, options)).join('')}</li>`;
}

function renderBlock(node: BlockNode, options: RenderOptions): string {
  switch (node.type) {
    case 'paragraph':
      return `<p${alignAttr(node.attrs?.textAlign)}>${renderInline(node.content)}</p>`;
    case 'heading': {
      const tag = `h${node.attrs.level}`;
      return `<${tag}${alignAttr(node.attrs.textAlign)}>${renderInline(node.content)}</${tag}>`;
    }
    case 'bulletList':
      return `<ul>${node.content.map((i) => renderItem(i, options)).join('')}</ul>`;
    case 'orderedList': {
      const start = node.attrs?.start;
      const attr = start !== undefined && start !== 1 ? ` start="${Math.trunc(start)}"` : '';
      return `<ol${attr}>${node.content.map((i) => renderItem(i, options)).join('')}</ol>`;
    }
    case 'blockquote':
      return `<blockquote>${node.content.map((b) => renderBlock(b, options)).join('')}</blockquote>`;
    case 'image': {
      const url = options.imageUrl(node.attrs.artworkId);
      if (!url) return '';
      const size = node.attrs.size ?? 'medium';
      return `<figure class="image-${size}"><img src="${escapeHtml(url)}" alt="${escapeHtml(node.attrs.alt ?? '')}"></figure>`;
    }
  }
}

export function richTextToHtml(doc: RichTextDoc, options: RenderOptions): string {
  return doc.content.map((b) => renderBlock(b, options)).join('');
}
