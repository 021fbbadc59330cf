import { parsePart } from '@storyloom/domain';
import { describe, expect, it } from 'vitest';
import {
  addPage,
  blankPage,
  cleanColour,
  coverOf,
  deletePage,
  dropIndex,
  duplicatePage,
  movePage,
  movePageBy,
  neighbourAfterDelete,
  normalizePage,
  type PagePart,
  type PictureBookDoc,
  pageText,
  placeArt,
  removeArt,
  setBackground,
  setPlacement,
  setText,
  setTextPosition,
  updateCover,
  updatePage,
} from './pages';

const ids = (parts: PagePart[]) => parts.map((p) => p.id);
const book = (...names: string[]): PagePart[] => names.map((id) => ({ id, content: blankPage() }));

function expectParses(content: unknown) {
  const parsed = parsePart('picturebook', content);
  expect(parsed.ok, JSON.stringify(parsed)).toBe(true);
}

describe('picture book pages', () => {
  it('adds a blank page after the chosen one, or at the end', () => {
    const parts = book('a', 'b');
    expect(ids(addPage(parts, 'a', 'n', 40))).toEqual(['a', 'n', 'b']);
    expect(ids(addPage(parts, null, 'n', 40))).toEqual(['a', 'b', 'n']);
    expect(ids(addPage(parts, 'gone', 'n', 40))).toEqual(['a', 'b', 'n']);
    const added = addPage(parts, 'b', 'n', 40).at(-1) as PagePart;
    expect(added.content).toEqual(blankPage());
    expectParses(added.content);
  });

  it('refuses a page beyond the limit and answers the same list', () => {
    const full = book(...Array.from({ length: 40 }, (_, i) => `p${i}`));
    expect(addPage(full, 'p0', 'n', 40)).toBe(full);
    expect(duplicatePage(full, 'p0', 'n', 40)).toBe(full);
    expect(addPage(full.slice(0, 39), 'p0', 'n', 40)).toHaveLength(40);
  });

  it('duplicates a page with its art, words and colour right after it', () => {
    const page = setText(placeArt(blankPage('#fde2e4'), 'art1'), 'Once upon a time');
    const parts: PagePart[] = [{ id: 'a', content: page }, ...book('b')];
    const next = duplicatePage(parts, 'a', 'copy', 40);
    expect(ids(next)).toEqual(['a', 'copy', 'b']);
    expect(next[1]?.content).toEqual(page);
    expect(next[1]?.content).not.toBe(page);
    expect(duplicatePage(parts, 'missing', 'copy', 40)).toBe(parts);
  });

  it('moves pages to a place and one step at a time, clamped to the book', () => {
    const parts = book('a', 'b', 'c', 'd');
    expect(ids(movePage(parts, 'a', 2))).toEqual(['b', 'c', 'a', 'd']);
    expect(ids(movePage(parts, 'd', 0))).toEqual(['d', 'a', 'b', 'c']);
    expect(ids(movePage(parts, 'b', 99))).toEqual(['a', 'c', 'd', 'b']);
    expect(movePage(parts, 'b', 1)).toBe(parts);
    expect(ids(movePageBy(parts, 'c', -1))).toEqual(['a', 'c', 'b', 'd']);
    expect(ids(movePageBy(parts, 'c', 1))).toEqual(['a', 'b', 'd', 'c']);
    expect(movePageBy(parts, 'a', -1)).toBe(parts);
    expect(movePageBy(parts, 'd', 1)).toBe(parts);
  });

  it('drops a dragged page before or after the page it lands on', () => {
    const parts = book('a', 'b', 'c', 'd');
    const drop = (id: string, target: string, after: boolean) =>
      ids(movePage(parts, id, dropIndex(parts, id, target, after)));
    expect(drop('a', 'c', true)).toEqual(['b', 'c', 'a', 'd']);
    expect(drop('a', 'c', false)).toEqual(['b', 'a', 'c', 'd']);
    expect(drop('d', 'a', false)).toEqual(['d', 'a', 'b', 'c']);
    expect(drop('d', 'b', true)).toEqual(['a', 'b', 'd', 'c']);
    expect(drop('b', 'b', true)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('deletes a page but never the last one', () => {
    const parts = book('a', 'b', 'c');
    expect(ids(deletePage(parts, 'b'))).toEqual(['a', 'c']);
    const one = book('only');
    expect(deletePage(one, 'only')).toBe(one);
    expect(deletePage(parts, 'missing')).toBe(parts);
    expect(neighbourAfterDelete(parts, 'b')).toBe('c');
    expect(neighbourAfterDelete(parts, 'c')).toBe('b');
  });

  it('places art full or half page; a new picture keeps the page layout', () => {
    const full = placeArt(blankPage(), 'art1');
    expect(full.art).toEqual({ artworkId: 'art1', layout: 'full', side: 'start' });
    const half = placeArt(full, 'art2', { layout: 'half', side: 'end' });
    expect(half.art).toEqual({ artworkId: 'art2', layout: 'half', side: 'end' });
    expect(placeArt(half, 'art3').art).toEqual({ artworkId: 'art3', layout: 'half', side: 'end' });
    expect(setPlacement(half, { layout: 'full' }).art?.layout).toBe('full');
    expect(setPlacement(blankPage(), { layout: 'full' })).toEqual(blankPage());
    expect(removeArt(half).art).toBeNull();
    for (const page of [full, half, removeArt(half)]) expectParses(page);
  });

  it('keeps plain multi-line text as paragraphs the page schema takes', () => {
    const page = setText(blankPage(), 'The fox ran.\n\nThe end.');
    expect(page.text.content).toEqual([
      { type: 'paragraph', content: [{ type: 'text', text: 'The fox ran.' }] },
      { type: 'paragraph' },
      { type: 'paragraph', content: [{ type: 'text', text: 'The end.' }] },
    ]);
    expect(pageText(page)).toBe('The fox ran.\n\nThe end.');
    expect(pageText(setText(page, ''))).toBe('');
    expectParses(page);
    const parsed = parsePart('picturebook', page);
    expect(parsed.ok && parsed.part.wordCount).toBe(5);
  });

  it('sets the text position and the background (only real colours)', () => {
    const page = blankPage();
    expect(setTextPosition(page, 'top').textPosition).toBe('top');
    expect(setTextPosition(page, 'bottom')).toBe(page);
    expect(setBackground(page, '#FDE2E4').background).toBe('#fde2e4');
    expect(setBackground(page, 'pink')).toBe(page);
    expect(cleanColour(' #ABCDEF ')).toBe('#abcdef');
    expect(cleanColour('#abc')).toBeNull();
    expectParses(setBackground(setTextPosition(page, 'top'), '#1f2937'));
    expect(setTextPosition(page, 'beside').textPosition).toBe('beside');
    expectParses(setTextPosition(page, 'beside'));
  });

  it('reads stored pages with defaults and treats broken ones as blank', () => {
    expect(normalizePage({ art: null })).toEqual(blankPage());
    expect(normalizePage(null)).toEqual(blankPage());
    expect(normalizePage({ art: { artworkId: 'bad id!', layout: 'full' } })).toEqual(blankPage());
    expect(normalizePage({ art: { artworkId: 'a1', layout: 'half' } }).art?.side).toBe('start');
  });

  it('changes one page of the book and leaves an unchanged book alone', () => {
    const doc: PictureBookDoc = {
      parts: book('a', 'b'),
      meta: {
        Title: '',
        Language: 'en',
        Summary: '',
        Tags: [],
        Categories: [],
        AgeLevel: 'all',
        Cover: coverOf(null),
      },
    };
    const next = updatePage(doc, 'b', (p) => placeArt(p, 'art1'));
    expect(next.parts[0]).toBe(doc.parts[0]);
    expect(normalizePage(next.parts[1]?.content).art?.artworkId).toBe('art1');
    expect(updatePage(doc, 'b', (p) => p)).toBe(doc);
    expect(updatePage(doc, 'missing', (p) => placeArt(p, 'x'))).toBe(doc);
    const covered = updateCover(doc, (c) => ({ ...c, artworkId: 'art2', author: 'Mia' }));
    expect(covered.meta.Cover).toEqual({ artworkId: 'art2', author: 'Mia', background: '#ffffff' });
  });
});
