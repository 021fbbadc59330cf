import { docFromText } from '@storyloom/domain';
import { describe, expect, it } from 'vitest';
import { wordsOf } from './classes';

describe('wordsOf (the marking view)', () => {
  it('reads the words of a picture book page, a line per paragraph', () => {
    const page = { art: null, text: docFromText('One kite.\nTwo kites.'), background: '#fff' };
    expect(wordsOf(page)).toBe('One kite.\nTwo kites.');
  });
  it('reads nothing from what has no words', () => {
    expect(wordsOf({ art: { artworkId: 'a' }, background: '#fff' })).toBe('');
    expect(wordsOf(null)).toBe('');
  });
});
