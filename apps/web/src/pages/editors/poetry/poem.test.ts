import { bookLimits, commonPoemWords } from '@storyloom/domain';
import { describe, expect, it } from 'vitest';
import type { BookDoc } from '../core/types';
import {
  artWords,
  drawBank,
  linesFromText,
  poemOf,
  poemProblem,
  readPoem,
  seededRandom,
  shownLines,
  textFromLines,
  withPoem,
} from './poem';

const meta = {
  Title: 'Night',
  Language: 'en',
  Summary: '',
  Tags: [],
  Categories: [],
  AgeLevel: 'all',
  Cover: { artworkId: null, author: '', background: '#ffffff' },
};
const doc = (content: unknown): BookDoc => ({ parts: [{ id: 'poem', content }], meta });

describe('reading the poem part', () => {
  it('fills what is missing and keeps a space typed at the end of a line', () => {
    expect(readPoem(undefined)).toEqual({
      artworkId: null,
      mode: 'free',
      lines: [],
      tiles: [],
    });
    const poem = readPoem({ artworkId: 'a1', mode: 'tiles', lines: ['the moon '], tiles: [] });
    expect(poem.lines).toEqual(['the moon ']);
    expect(poem.mode).toBe('tiles');
  });

  it('changes the poem part and gives back the same copy when nothing changes', () => {
    const before = doc({ artworkId: 'a1', mode: 'free', lines: [], tiles: [] });
    expect(withPoem(before, (p) => p)).toBe(before);
    const after = withPoem(before, (p) => ({ ...p, lines: ['hello'] }));
    expect(poemOf(after).lines).toEqual(['hello']);
    expect(poemOf(before).lines).toEqual([]);
    expect(after.meta).toBe(before.meta);
  });
});

describe('typed lines', () => {
  it('is one line per line of the text, and back', () => {
    expect(linesFromText('')).toEqual({ lines: [], problem: null });
    expect(linesFromText('the moon\r\nsleeps\n')).toEqual({
      lines: ['the moon', 'sleeps', ''],
      problem: null,
    });
    expect(textFromLines(['the moon', 'sleeps', ''])).toBe('the moon\nsleeps\n');
  });

  it('keeps to the schema: at most 200 lines of at most 300 characters', () => {
    const many = Array.from({ length: bookLimits.poemLines + 5 }, (_, i) => `l${i}`).join('\n');
    const tooMany = linesFromText(many);
    expect(tooMany.lines).toHaveLength(bookLimits.poemLines);
    expect(tooMany.problem).toBe('tooManyLines');
    const long = linesFromText(`short\n${'a'.repeat(bookLimits.poemLineLength + 10)}`);
    expect(long.problem).toBe('lineTooLong');
    expect(long.lines[1]).toHaveLength(bookLimits.poemLineLength);
    expect(poemProblem({ artworkId: null, mode: 'free', lines: long.lines, tiles: [] })).toBeNull();
  });

  it('shows the reader the lines without blank ones at the ends', () => {
    expect(shownLines(['', 'a', '', 'b', ' ', ''])).toEqual(['a', '', 'b']);
  });

  it('names what the server would refuse', () => {
    const tile = { id: 'bad id!', word: 'moon', x: 0.5, y: 0.5, rotation: 0 };
    expect(poemProblem({ artworkId: null, mode: 'tiles', lines: [], tiles: [tile] })).toContain(
      'tiles.0.id',
    );
  });
});

describe('the word bank', () => {
  const tags = { en: ['night sky', 'fox', 'lantern', 'sky'], zh: ['夜空', '狐狸'], es: ['zorro'] };

  it('takes the art words in the book language, without common words twice', () => {
    expect(artWords(tags, 'en')).toEqual(['night', 'sky', 'fox', 'lantern']);
    expect(artWords(tags, 'cn')).toEqual(['夜空', '狐狸']);
    expect(artWords(tags, 'es')).toEqual(['zorro']);
    expect(artWords(undefined, 'en')).toEqual([]);
  });

  it('draws the art words and fills with common words, each once', () => {
    const bank = drawBank(tags, 'en', seededRandom(3), 12);
    expect([...bank.art].sort()).toEqual(['fox', 'lantern', 'night', 'sky']);
    expect(bank.common).toHaveLength(8);
    const all = [...bank.art, ...bank.common].map((w) => w.toLowerCase());
    expect(new Set(all).size).toBe(all.length);
    for (const word of bank.common) expect(commonPoemWords.en).toContain(word);
  });

  it('draws the same bank for the same seed and a new one for another', () => {
    const a = drawBank(tags, 'es', seededRandom(7));
    expect(drawBank(tags, 'es', seededRandom(7))).toEqual(a);
    expect(drawBank(tags, 'es', seededRandom(8)).common).not.toEqual(a.common);
    expect(a.art).toEqual(['zorro']);
  });
});
