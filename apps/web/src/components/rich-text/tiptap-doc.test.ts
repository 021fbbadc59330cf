import type { JSONContent } from '@tiptap/react';
import { describe, expect, it } from 'vitest';
import {
  chapterWithEditorDoc,
  domainDocFromEditor,
  editorContentFromDoc,
  storyFromEditor,
} from './tiptap-doc';

/** What TipTap v3's getJSON() gives for a story with every allowed block. */
const fromTipTap: JSONContent = {
  type: 'doc',
  content: [
    {
      type: 'heading',
      attrs: { level: 2, textAlign: null },
      content: [{ type: 'text', text: 'The fox' }],
    },
    {
      type: 'paragraph',
      content: [
        { type: 'text', text: 'Once ', marks: [] },
        { type: 'text', text: 'upon', marks: [{ type: 'bold', attrs: {} }, { type: 'italic' }] },
        { type: 'hardBreak' },
        { type: 'text', text: 'a time' },
      ],
    },
    { type: 'paragraph' },
    {
      type: 'orderedList',
      attrs: { start: 1, type: null },
      content: [
        {
          type: 'listItem',
          content: [{ type: 'paragraph', content: [{ type: 'text', text: 'one' }] }],
        },
      ],
    },
    {
      type: 'bulletList',
      content: [
        {
          type: 'listItem',
          content: [{ type: 'paragraph', content: [{ type: 'text', text: 'two' }] }],
        },
      ],
    },
    {
      type: 'blockquote',
      content: [{ type: 'paragraph', content: [{ type: 'text', text: 'said the fox' }] }],
    },
  ],
};

describe('domainDocFromEditor', () => {
  it('keeps the allowed blocks and marks and drops what the book does not store', () => {
    const result = domainDocFromEditor(fromTipTap, 'story');
    expect(result).toEqual({
      ok: true,
      doc: {
        type: 'doc',
        content: [
          { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'The fox' }] },
          {
            type: 'paragraph',
            content: [
              { type: 'text', text: 'Once ' },
              { type: 'text', text: 'upon', marks: [{ type: 'bold' }, { type: 'italic' }] },
              { type: 'hardBreak' },
              { type: 'text', text: 'a time' },
            ],
          },
          { type: 'paragraph' },
          {
            type: 'orderedList',
            content: [
              {
                type: 'listItem',
                content: [{ type: 'paragraph', content: [{ type: 'text', text: 'one' }] }],
              },
            ],
          },
          {
            type: 'bulletList',
            content: [
              {
                type: 'listItem',
                content: [{ type: 'paragraph', content: [{ type: 'text', text: 'two' }] }],
              },
            ],
          },
          {
            type: 'blockquote',
            content: [{ type: 'paragraph', content: [{ type: 'text', text: 'said the fox' }] }],
          },
        ],
      },
    });
  });

  it('keeps an ordered list that starts elsewhere than 1', () => {
    const result = domainDocFromEditor(
      {
        type: 'doc',
        content: [
          {
            type: 'orderedList',
            attrs: { start: 4, type: null },
            content: [{ type: 'listItem', content: [{ type: 'paragraph' }] }],
          },
        ],
      },
      'story',
    );
    expect(result.ok && result.doc.content[0]).toEqual({
      type: 'orderedList',
      attrs: { start: 4 },
      content: [{ type: 'listItem', content: [{ type: 'paragraph' }] }],
    });
  });

  it('drops marks the book does not store (strike, code, link)', () => {
    const result = domainDocFromEditor(
      {
        type: 'doc',
        content: [
          {
            type: 'paragraph',
            content: [
              {
                type: 'text',
                text: 'x',
                marks: [{ type: 'strike' }, { type: 'link', attrs: { href: 'h' } }],
              },
            ],
          },
        ],
      },
      'story',
    );
    expect(result).toEqual({
      ok: true,
      doc: {
        type: 'doc',
        content: [{ type: 'paragraph', content: [{ type: 'text', text: 'x' }] }],
      },
    });
  });

  it('refuses blocks outside the profile (a picture in flash fiction, a code block anywhere)', () => {
    const image: JSONContent = {
      type: 'doc',
      content: [{ type: 'image', attrs: { artworkId: 'art_1', alt: null, size: 'medium' } }],
    };
    expect(domainDocFromEditor(image, 'story').ok).toBe(false);
    expect(domainDocFromEditor(image, 'chapter')).toEqual({
      ok: true,
      doc: {
        type: 'doc',
        content: [{ type: 'image', attrs: { artworkId: 'art_1', size: 'medium' } }],
      },
    });
    const code: JSONContent = {
      type: 'doc',
      content: [{ type: 'codeBlock', content: [{ type: 'text', text: 'x' }] }],
    };
    expect(domainDocFromEditor(code, 'chapter').ok).toBe(false);
  });

  it('keeps a picture’s alt text and a known size only', () => {
    const result = domainDocFromEditor(
      {
        type: 'doc',
        content: [{ type: 'image', attrs: { artworkId: 'a1', alt: 'A fox', size: 'huge' } }],
      },
      'chapter',
    );
    expect(result.ok && result.doc.content[0]).toEqual({
      type: 'image',
      attrs: { artworkId: 'a1', alt: 'A fox' },
    });
  });

  it('gives an empty editor one empty paragraph', () => {
    expect(domainDocFromEditor({ type: 'doc' }, 'story')).toEqual({
      ok: true,
      doc: { type: 'doc', content: [{ type: 'paragraph' }] },
    });
  });

  it('round-trips: a stored document comes back unchanged', () => {
    const result = domainDocFromEditor(fromTipTap, 'chapter');
    if (!result.ok) throw new Error('expected a document');
    expect(domainDocFromEditor(editorContentFromDoc(result.doc), 'chapter')).toEqual(result);
  });
});

describe('storyFromEditor and chapterWithEditorDoc', () => {
  it('gives the story part and its words, counted by the domain', () => {
    const result = storyFromEditor(fromTipTap);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(Object.keys(result.content)).toEqual(['doc']);
    // The fox / Once upon a time / one / two / said the fox
    expect(result.wordCount).toBe(2 + 4 + 1 + 1 + 3);
  });

  it('counts Chinese characters as words', () => {
    const result = storyFromEditor({
      type: 'doc',
      content: [{ type: 'paragraph', content: [{ type: 'text', text: '我爱北京 and you' }] }],
    });
    expect(result.ok && result.wordCount).toBe(6);
  });

  it('keeps the chapter title and notes as typed and replaces only the document', () => {
    const chapter = {
      title: 'The wood ',
      doc: { type: 'doc' as const, content: [] },
      notes: 'idea\n',
    };
    const result = chapterWithEditorDoc(chapter, {
      type: 'doc',
      content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Dark trees' }] }],
    });
    expect(result).toEqual({
      ok: true,
      wordCount: 2,
      content: {
        title: 'The wood ',
        notes: 'idea\n',
        doc: {
          type: 'doc',
          content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Dark trees' }] }],
        },
      },
    });
  });

  it('refuses a chapter document that is too large to save', () => {
    const huge = 'word '.repeat(60_000);
    const paragraphs = Array.from({ length: 20 }, () => ({
      type: 'paragraph',
      content: [{ type: 'text', text: huge.slice(0, 19_000) }],
    }));
    const result = chapterWithEditorDoc(
      { title: '', doc: { type: 'doc', content: [] }, notes: '' },
      { type: 'doc', content: paragraphs },
    );
    expect(result.ok).toBe(false);
  });
});
