import { describe, expect, it } from 'vitest';
import { changesBetween } from '../core/diff';
import {
  addChapter,
  canAddChapter,
  chapterWords,
  deleteChapter,
  type LongformDoc,
  MAX_CHAPTERS,
  moveChapter,
  neighbourAfterDelete,
  newChapter,
  reorderChapters,
  updateChapter,
} from './chapters';

const meta = {
  Title: 'The wood',
  Language: 'en',
  Summary: '',
  Tags: [],
  Categories: [],
  AgeLevel: '',
  Cover: { artworkId: null, author: '', background: '#ffffff' },
};

function chapter(title: string, text = '') {
  return {
    ...newChapter(),
    title,
    doc: {
      type: 'doc' as const,
      content: [
        text
          ? { type: 'paragraph' as const, content: [{ type: 'text' as const, text }] }
          : { type: 'paragraph' as const },
      ],
    },
  };
}

function book(...ids: string[]): LongformDoc {
  return { meta, parts: ids.map((id) => ({ id, content: chapter(id.toUpperCase()) })) };
}

const ids = (doc: LongformDoc) => doc.parts.map((p) => p.id);

describe('chapter operations', () => {
  it('makes an empty chapter the domain accepts', () => {
    expect(newChapter()).toEqual({
      title: '',
      doc: { type: 'doc', content: [{ type: 'paragraph' }] },
      notes: '',
    });
  });

  it('adds a chapter at the end or after another', () => {
    expect(ids(addChapter(book('a', 'b'), 'c'))).toEqual(['a', 'b', 'c']);
    expect(ids(addChapter(book('a', 'b'), 'c', 'a'))).toEqual(['a', 'c', 'b']);
    expect(ids(addChapter(book('a', 'b'), 'c', 'gone'))).toEqual(['a', 'b', 'c']);
  });

  it('does not add past the limit or twice the same id', () => {
    const full = book(...Array.from({ length: MAX_CHAPTERS }, (_, i) => `c${i}`));
    expect(canAddChapter(full)).toBe(false);
    expect(addChapter(full, 'more')).toBe(full);
    const doc = book('a');
    expect(addChapter(doc, 'a')).toBe(doc);
    expect(MAX_CHAPTERS).toBe(100);
  });

  it('deletes a chapter but never the last one', () => {
    expect(ids(deleteChapter(book('a', 'b', 'c'), 'b'))).toEqual(['a', 'c']);
    const one = book('a');
    expect(deleteChapter(one, 'a')).toBe(one);
  });

  it('shows the next chapter after a delete, or the one before at the end', () => {
    expect(neighbourAfterDelete(book('a', 'b', 'c'), 'b')).toBe('c');
    expect(neighbourAfterDelete(book('a', 'b', 'c'), 'c')).toBe('b');
  });

  it('moves a chapter up and down, and not past either end', () => {
    expect(ids(moveChapter(book('a', 'b', 'c'), 'c', -1))).toEqual(['a', 'c', 'b']);
    expect(ids(moveChapter(book('a', 'b', 'c'), 'a', 1))).toEqual(['b', 'a', 'c']);
    const doc = book('a', 'b');
    expect(moveChapter(doc, 'a', -1)).toBe(doc);
    expect(moveChapter(doc, 'b', 1)).toBe(doc);
  });

  it('reorders by dragging from one place to another', () => {
    expect(ids(reorderChapters(book('a', 'b', 'c', 'd'), 0, 2))).toEqual(['b', 'c', 'a', 'd']);
    expect(ids(reorderChapters(book('a', 'b', 'c', 'd'), 3, 0))).toEqual(['d', 'a', 'b', 'c']);
    expect(ids(reorderChapters(book('a', 'b', 'c'), 1, 99))).toEqual(['a', 'c', 'b']);
  });

  it('renames one chapter and leaves the others as they were', () => {
    const doc = book('a', 'b');
    const next = updateChapter(doc, 'b', { title: 'Into the wood' });
    expect(next.parts[1]?.content.title).toBe('Into the wood');
    expect(next.parts[0]).toBe(doc.parts[0]);
    expect(updateChapter(doc, 'gone', { title: 'x' })).toBe(doc);
  });

  it('gives autosave an add, a delete and an order for the changes', () => {
    const base = book('a', 'b', 'c');
    const next = moveChapter(deleteChapter(addChapter(base, 'd', 'a'), 'b'), 'd', -1);
    expect(ids(next)).toEqual(['d', 'a', 'c']);
    expect(changesBetween(base, next, MAX_CHAPTERS).map((c) => c.Op)).toEqual([
      'add',
      'delete',
      'order',
    ]);
  });

  it('counts a chapter’s words like the server', () => {
    expect(chapterWords(chapter('One', 'Dark trees, 1,000 owls'))).toBe(4);
    expect(chapterWords(chapter('Two', '森林里'))).toBe(3);
  });
});
