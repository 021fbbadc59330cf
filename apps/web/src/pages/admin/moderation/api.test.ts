import { describe, expect, it } from 'vitest';
import { highlightPieces } from './api';

describe('highlightPieces: the pre-screen flags marked at their places', () => {
  it('cuts a part text into plain and flagged pieces', () => {
    const text = 'My name is Emma Stone. Call 555-123-4567!';
    const pieces = highlightPieces(text, [
      { Kind: 'phone', Text: '555-123-4567', PartId: 'p', Offset: 28 },
      { Kind: 'full_name', Text: 'Emma Stone', PartId: 'p', Offset: 11 },
    ]);
    expect(pieces.map((p) => [p.text, p.flag?.Kind ?? null])).toEqual([
      ['My name is ', null],
      ['Emma Stone', 'full_name'],
      ['. Call ', null],
      ['555-123-4567', 'phone'],
      ['!', null],
    ]);
    expect(pieces.map((p) => p.text).join('')).toBe(text);
  });

  it('skips flags that overlap or run past the text', () => {
    const pieces = highlightPieces('abc', [{ Kind: 'word', Text: 'abcd', PartId: 'p', Offset: 0 }]);
    expect(pieces).toEqual([{ text: 'abc', flag: null }]);
  });
});
