import { describe, expect, it } from 'vitest';
import { countWords } from './word-count';

describe('countWords', () => {
  it.each([
    ['', 0],
    ['   \n\t ', 0],
    ['The fox ran home.', 4],
    ["Don't stop, well-known fox!", 4],
    ['It cost 1,000 coins and 3.14 pies', 7],
    ['¿Qué hora es? El zorro corrió a casa.', 8],
    ['niño, corazón, pingüino', 3],
    ['月亮照着小河。', 6],
    ['狐狸 跑 回家', 5],
    ['I love 北京', 4],
    ['ひらがなとカタカナ', 9],
    ['— … !!! ???', 0],
    ['über straße', 2],
    ['🦊 fox 🌙', 1],
  ])('%j has %i words', (text, words) => {
    expect(countWords(text)).toBe(words);
  });

  it('counts a 1,000-word story as 1,000', () => {
    expect(countWords(Array.from({ length: 1000 }, (_, i) => `word${i}`).join(' '))).toBe(1000);
    expect(countWords('字'.repeat(1000))).toBe(1000);
  });
});
