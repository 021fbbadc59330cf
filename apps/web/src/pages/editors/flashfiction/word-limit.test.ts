import { describe, expect, it } from 'vitest';
import { limitMessage, limitStatus } from './word-limit';

describe('limitStatus', () => {
  it('is calm far from the limit', () => {
    expect(limitStatus(0, 1000)).toEqual({ level: 'ok', left: 1000, toCut: 0 });
    expect(limitStatus(899, 1000)).toEqual({ level: 'ok', left: 101, toCut: 0 });
    expect(limitMessage(limitStatus(899, 1000))).toBeNull();
  });

  it('tells how many words are left near the limit', () => {
    expect(limitStatus(900, 1000)).toEqual({ level: 'near', left: 100, toCut: 0 });
    expect(limitMessage(limitStatus(990, 1000))).toEqual({
      key: 'flashFictionEditor.limit.near',
      values: { count: 10 },
    });
  });

  it('says the story is exactly at the limit', () => {
    expect(limitStatus(1000, 1000)).toEqual({ level: 'near', left: 0, toCut: 0 });
    expect(limitMessage(limitStatus(1000, 1000))?.key).toBe('flashFictionEditor.limit.exactly');
  });

  it('says how many words to cut over the limit', () => {
    expect(limitStatus(1001, 1000)).toEqual({ level: 'over', left: 0, toCut: 1 });
    expect(limitMessage(limitStatus(1234, 1000))).toEqual({
      key: 'flashFictionEditor.limit.over',
      values: { count: 234 },
    });
  });
});
