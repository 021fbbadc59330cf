import { comicPageSchema, newComicPage } from '@storyloom/domain';
import { describe, expect, it } from 'vitest';
import { addBubble, addPicture, setLayout } from './comic';
import { addPage, deletePage, duplicatePage, movePageBy } from './pages';
import {
  duplicateThings,
  flip,
  moveTo,
  nudge,
  removeThings,
  restack,
  rotateBy,
  scaleBy,
  setBubble,
  setRotation,
  setScale,
  setTail,
} from './things';

const size = { width: 1600, height: 1000 };
const valid = (page: unknown) => expect(comicPageSchema.safeParse(page).success).toBe(true);

function scene() {
  let page = newComicPage('2-rows');
  page = addPicture(page, 0, 'sky', 'bg', { background: true, size });
  page = addPicture(page, 0, 'cat', 'cat', { background: false, size, x: 0.3, y: 0.6 });
  page = addPicture(page, 0, 'dog', 'dog', { background: false, size, x: 0.7, y: 0.6 });
  return addBubble(page, 0, 'b', 'speech', 'Hi!', { x: 0.3, y: 0.5 });
}

describe('comic editor pages', () => {
  it('adds, duplicates, moves and deletes pages, keeping at least one', () => {
    let parts = [{ id: 'a', content: newComicPage('1-full') }];
    parts = addPage(parts, null, 'b', 40);
    parts = duplicatePage(parts, 'a', 'c', 40);
    expect(parts.map((p) => p.id)).toEqual(['a', 'c', 'b']);
    expect(movePageBy(parts, 'b', -2).map((p) => p.id)).toEqual(['b', 'a', 'c']);
    expect(movePageBy(parts, 'a', -1)).toBe(parts);
    expect(addPage(parts, 'a', 'd', 3)).toBe(parts);
    const one = [{ id: 'a', content: newComicPage('1-full') }];
    expect(deletePage(one, 'a')).toBe(one);
    expect(deletePage(parts, 'c').map((p) => p.id)).toEqual(['a', 'b']);
  });

  it('puts backgrounds at the back covering the panel and characters in front', () => {
    const page = scene();
    valid(page);
    expect(page.panels[0]?.items.map((i) => i.id)).toEqual(['bg', 'cat', 'dog']);
    expect(page.panels[0]?.items[0]?.scale).toBeGreaterThanOrEqual(1);
    expect(page.panels[0]?.bubbles[0]?.tail).toEqual({ x: 0.3, y: 0.5 });
  });

  it('moves, nudges, scales, rotates, flips and layers the selection, inside the limits', () => {
    let page = scene();
    page = nudge(page, 0, ['cat', 'b'], 0.1, -0.1);
    expect(page.panels[0]?.items[1]).toMatchObject({ x: 0.4, y: 0.5 });
    page = moveTo(page, 0, new Map([['dog', { x: 0.7, y: 0.6 }]]), 0.5, 0);
    expect(page.panels[0]?.items[2]?.x).toBe(1);
    page = scaleBy(page, 0, ['cat'], 100);
    expect(page.panels[0]?.items[1]?.scale).toBe(3);
    page = rotateBy(page, 0, ['cat'], 200);
    expect(page.panels[0]?.items[1]?.rotation).toBe(-160);
    page = flip(page, 0, ['dog']);
    expect(page.panels[0]?.items[2]?.flip).toBe(true);
    page = restack(page, 0, ['dog'], 'back');
    expect(page.panels[0]?.items.map((i) => i.id)).toEqual(['dog', 'bg', 'cat']);
    page = restack(page, 0, ['dog'], 'forward');
    expect(page.panels[0]?.items.map((i) => i.id)).toEqual(['bg', 'dog', 'cat']);
    expect(restack(page, 0, ['cat'], 'front')).toBe(page);
    page = setTail(page, 0, 'b', 2, -1);
    expect(page.panels[0]?.bubbles[0]?.tail).toEqual({ x: 1, y: 0 });
    valid(page);
  });

  it('duplicates and deletes, and edits bubbles (captions lose their tail)', () => {
    let page = scene();
    let n = 0;
    const copy = duplicateThings(page, 0, ['cat', 'b'], () => `copy${++n}`);
    expect(copy.ids).toEqual(['copy1', 'copy2']);
    page = copy.page;
    expect(page.panels[0]?.items).toHaveLength(4);
    page = removeThings(page, 0, ['copy1', 'copy2']);
    expect(page.panels[0]?.items).toHaveLength(3);
    expect(page.panels[0]?.bubbles).toHaveLength(1);
    page = setBubble(page, 0, 'b', { style: 'caption', text: 'x'.repeat(300) });
    expect(page.panels[0]?.bubbles[0]).toMatchObject({ style: 'caption', tail: null });
    expect(page.panels[0]?.bubbles[0]?.text).toHaveLength(200);
    page = setBubble(page, 0, 'b', { style: 'shout' });
    expect(page.panels[0]?.bubbles[0]?.tail).not.toBeNull();
    valid(page);
  });

  it('changes the layout without losing pictures', () => {
    const page = setLayout(scene(), '6-grid');
    expect(page.panels).toHaveLength(6);
    expect(page.panels[0]?.items).toHaveLength(3);
    const back = setLayout(page, '1-full');
    expect(back.panels[0]?.items).toHaveLength(3);
    valid(back);
  });

  it('sizes and turns a picture from its handles, within the limits', () => {
    let page = scene();
    page = setScale(page, 0, 'cat', 0.5);
    expect(page.panels[0]?.items[1]?.scale).toBe(0.5);
    expect(setScale(page, 0, 'cat', 9).panels[0]?.items[1]?.scale).toBe(3);
    expect(setScale(page, 0, 'cat', 0).panels[0]?.items[1]?.scale).toBe(0.05);
    page = setRotation(page, 0, 'cat', 270.4);
    expect(page.panels[0]?.items[1]?.rotation).toBe(-90);
    expect(setRotation(page, 0, 'cat', -90)).toBe(page);
    valid(page);
  });
});
