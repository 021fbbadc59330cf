import { describe, expect, it } from 'vitest';
import { applyChanges, changesBetween } from './diff';
import { commit, redo, startHistory, undo } from './history';
import type { BookDoc } from './types';

const meta = {
  Title: 'The Lighthouse Cat',
  Language: 'en',
  Summary: '',
  Tags: [],
  Categories: [],
  AgeLevel: 'all',
  Cover: { artworkId: null, author: 'mia', background: '#ffffff' },
};
const doc = (...ids: string[]): BookDoc => ({
  meta,
  parts: ids.map((id) => ({ id, content: { text: id } })),
});

describe('changesBetween', () => {
  it('sends nothing for an unchanged copy', () => {
    expect(changesBetween(doc('a', 'b'), doc('a', 'b'), 40)).toEqual([]);
  });

  it('sends only the touched part and the changed information', () => {
    const next = doc('a', 'b');
    next.parts[1] = { id: 'b', content: { text: 'new' } };
    next.meta = { ...meta, Title: 'Moon' };
    expect(changesBetween(doc('a', 'b'), next, 40)).toEqual([
      { Op: 'meta', Title: 'Moon' },
      { Op: 'put', PartId: 'b', Content: { text: 'new' } },
    ]);
  });

  it('adds, deletes and orders, and the result equals the copy', () => {
    const base = doc('a', 'b', 'c');
    const next = doc('c', 'x', 'a');
    const changes = changesBetween(base, next, 40);
    expect(changes.map((c) => c.Op)).toEqual(['add', 'delete', 'order']);
    expect(applyChanges(base, changes)).toEqual(next);
  });

  it('adds before deleting so a book never has no part', () => {
    const changes = changesBetween(doc('a'), doc('b'), 40);
    expect(changes.map((c) => c.Op)).toEqual(['add', 'delete']);
  });

  it('deletes first when an add would pass the most parts allowed', () => {
    const changes = changesBetween(doc('a', 'b'), doc('a', 'c'), 2);
    expect(changes.map((c) => c.Op)).toEqual(['delete', 'add']);
    expect(applyChanges(doc('a', 'b'), changes)).toEqual(doc('a', 'c'));
  });

  it('applies add with After like the server', () => {
    const added = applyChanges(doc('a', 'b'), [
      { Op: 'add', PartId: 'x', After: 'a', Content: { text: 'x' } },
      { Op: 'add', PartId: 'y', After: null, Content: { text: 'y' } },
    ]);
    expect(added.parts.map((p) => p.id)).toEqual(['y', 'a', 'x', 'b']);
  });

  it('turns any random edit sequence into changes that rebuild the copy exactly', () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647;
    };
    for (let round = 0; round < 200; round += 1) {
      const base = doc(...Array.from({ length: 1 + Math.floor(random() * 5) }, (_, i) => `p${i}`));
      let parts = base.parts.slice();
      for (let step = 0; step < 6; step += 1) {
        const r = random();
        if (r < 0.3 && parts.length < 6)
          parts.splice(Math.floor(random() * parts.length), 0, {
            id: `n${round}${step}`,
            content: { text: 'n' },
          });
        else if (r < 0.5 && parts.length > 1) parts.splice(Math.floor(random() * parts.length), 1);
        else if (r < 0.75)
          parts = parts.map((p, i) => (i === 0 ? { id: p.id, content: { text: `${step}` } } : p));
        else parts.reverse();
      }
      const next = { meta, parts };
      expect(applyChanges(base, changesBetween(base, next, 6))).toEqual(next);
    }
  });
});

describe('undo history', () => {
  it('joins quick typing in one place into one step and undoes and redoes it', () => {
    let h = startHistory('');
    h = commit(h, 'a', 1000, 'page-1');
    h = commit(h, 'ab', 1500, 'page-1');
    h = commit(h, 'abc', 2000, 'page-1');
    expect(h.past).toEqual(['']);
    h = undo(h);
    expect(h.present).toBe('');
    h = redo(h);
    expect(h.present).toBe('abc');
  });

  it('starts a new step after a pause or in another place', () => {
    let h = startHistory('');
    h = commit(h, 'a', 1000, 'page-1');
    h = commit(h, 'ab', 5000, 'page-1');
    h = commit(h, 'abX', 5100, 'page-2');
    expect(h.past).toEqual(['', 'a', 'ab']);
  });

  it('forgets the redo steps after a new change', () => {
    let h = startHistory(1);
    h = commit(h, 2, 0);
    h = undo(h);
    h = commit(h, 3, 10);
    expect(h.future).toEqual([]);
    expect(redo(h)).toBe(h);
  });

  it('does nothing to undo at the start', () => {
    const h = startHistory('x');
    expect(undo(h)).toBe(h);
  });
});
