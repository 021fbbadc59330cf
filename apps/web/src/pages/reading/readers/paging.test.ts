import { describe, expect, it } from 'vitest';
import { keyBelongsToControl, turnForKey, turnForSwipe, turnPage } from './paging';

describe('page turning', () => {
  it('turns with arrow and page keys, swapped for right-to-left books', () => {
    expect(turnForKey('ArrowRight')).toBe(1);
    expect(turnForKey('ArrowLeft')).toBe(-1);
    expect(turnForKey('PageDown')).toBe(1);
    expect(turnForKey('PageUp')).toBe(-1);
    expect(turnForKey('ArrowRight', true)).toBe(-1);
    expect(turnForKey('Enter')).toBeNull();
    expect(turnForKey(' ')).toBeNull();
  });

  it('turns on a sideways swipe only', () => {
    expect(turnForSwipe(-80, 5)).toBe(1);
    expect(turnForSwipe(80, -5)).toBe(-1);
    expect(turnForSwipe(-80, 5, true)).toBe(-1);
    expect(turnForSwipe(-20, 0)).toBeNull();
    expect(turnForSwipe(-60, 70)).toBeNull();
  });

  it('stays inside the book', () => {
    expect(turnPage(0, -1, 5)).toBe(0);
    expect(turnPage(0, 1, 5)).toBe(1);
    expect(turnPage(4, 1, 5)).toBe(4);
    expect(turnPage(0, 1, 0)).toBe(0);
  });

  it('leaves keys typed in fields and dialogs alone', () => {
    const input = document.createElement('input');
    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    const inside = document.createElement('button');
    dialog.append(inside);
    document.body.append(input, dialog);
    expect(keyBelongsToControl(input)).toBe(true);
    expect(keyBelongsToControl(inside)).toBe(true);
    expect(keyBelongsToControl(document.body)).toBe(false);
    expect(keyBelongsToControl(null)).toBe(false);
  });
});
