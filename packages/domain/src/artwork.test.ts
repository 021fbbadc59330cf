import { describe, expect, it } from 'vitest';
import {
  artistSlug,
  bookTypes,
  decodeBookTypes,
  encodeBookTypes,
  libraryForBookType,
  parseTags,
  tagKey,
} from './artwork';

describe('book types an artwork suits', () => {
  it('round-trip through the bit mask', () => {
    expect(decodeBookTypes(encodeBookTypes(['poetry', 'picturebook']))).toEqual([
      'picturebook',
      'poetry',
    ]);
    expect(decodeBookTypes(encodeBookTypes([...bookTypes]))).toEqual([...bookTypes]);
    expect(encodeBookTypes([])).toBe(0);
  });

  it('comics draw from the comic library, every other type from galleries', () => {
    expect(libraryForBookType('comic')).toBe('comic');
    expect(libraryForBookType('poetry')).toBe('gallery');
  });
});

describe('tags', () => {
  it('split on commas of any script, trim, and drop duplicates by key', () => {
    expect(parseTags('moon, River ,river;  snowy   owl').tags).toEqual([
      'moon',
      'River',
      'snowy owl',
    ]);
    expect(parseTags('月亮，河流、灯笼').tags).toEqual(['月亮', '河流', '灯笼']);
    expect(parseTags(['luna', 'río']).tags).toEqual(['luna', 'río']);
  });

  it('name the tags that break the rules', () => {
    const { tags, problems } = parseTags(`moon, <b>, ${'x'.repeat(31)}`);
    expect(tags).toEqual(['moon']);
    expect(problems.map((p) => p.problem)).toEqual(['invalid', 'tooLong']);
    const many = parseTags(Array.from({ length: 25 }, (_, i) => `tag${i}`));
    expect(many.tags).toHaveLength(20);
    expect(many.problems).toEqual([{ tag: 'tag20', problem: 'tooMany' }]);
  });

  it('compare case- and width-insensitively', () => {
    expect(tagKey('  Snowy   OWL ')).toBe('snowy owl');
    expect(tagKey('ＭＯＯＮ')).toBe('moon');
  });
});

describe('artist slugs', () => {
  it('are lower-case ASCII with hyphens', () => {
    expect(artistSlug('Luna_Paints')).toBe('luna-paints');
    expect(artistSlug('Zoë Río')).toBe('zoe-rio');
    expect(artistSlug('林竹')).toBe('artist');
  });
});
