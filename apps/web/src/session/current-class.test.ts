import { describe, expect, it } from 'vitest';
import { chooseCurrentClass, selectClassById, toClassList } from './current-class';

const a = { OpenId: 'cls_a', ReadOtherBook: 0, PublicBook: 0 };
const b = { OpenId: 'cls_b', ReadOtherBook: 1, PublicBook: 0 };
const c = { OpenId: 'cls_c', ReadOtherBook: 0, PublicBook: 1 };

describe('choosing the current class after the list loads (SPEC §4)', () => {
  it('takes the class saved in the cookie first', () => {
    expect(chooseCurrentClass([a, b, c], 'cls_c', 'cls_b')).toBe(c);
  });
  it('else the previously current class', () => {
    expect(chooseCurrentClass([a, b, c], null, 'cls_b')).toBe(b);
  });
  it('skips a saved id that is no longer in the list', () => {
    expect(chooseCurrentClass([a, b, c], 'cls_gone', 'cls_b')).toBe(b);
  });
  it('else the first class', () => {
    expect(chooseCurrentClass([a, b, c], null, null)).toBe(a);
    expect(chooseCurrentClass([a, b, c], 'cls_gone', 'cls_gone_too')).toBe(a);
  });
  it('an empty list clears the current class', () => {
    expect(chooseCurrentClass([], 'cls_a', 'cls_a')).toBeNull();
  });
});

describe('selecting a class by id (SPEC §4)', () => {
  it('selects the class and saves its id', () => {
    expect(selectClassById([a, b, c], 'cls_b')).toEqual({ current: b, cookie: 'cls_b' });
  });
  it('falls back to the first class when the id is not found, and saves that', () => {
    expect(selectClassById([a, b, c], 'cls_x')).toEqual({ current: a, cookie: 'cls_a' });
  });
  it('with no classes clears the selection and the cookie', () => {
    expect(selectClassById([], 'cls_a')).toEqual({ current: null, cookie: null });
  });
});

describe('reading the class list', () => {
  it('keeps entries with an OpenId and drops anything else', () => {
    expect(toClassList([a, { Name: 'no id' }, null, 'x', b])).toEqual([a, b]);
  });
  it('treats a result that is not a list as no classes', () => {
    expect(toClassList(null)).toEqual([]);
    expect(toClassList({ list: [a] })).toEqual([]);
  });
});
