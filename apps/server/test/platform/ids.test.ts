import { describe, expect, it } from 'vitest';
import { newOpenId, newToken } from '../../src/platform/ids';

/**
 * Tokens and open ids come from a pool of CSPRNG bytes refilled 4 KiB at a time (decision 082):
 * each byte is handed out once, so no two values repeat, across refills too.
 */
describe('random tokens from the pool', () => {
  it('never repeats a value across many refills, and keeps each length', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 3000; i++) {
      for (const value of [newToken(18), newToken(), newOpenId()]) {
        expect(seen.has(value)).toBe(false);
        seen.add(value);
      }
    }
    expect(newToken(18)).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(newToken()).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newOpenId()).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it('gives a token larger than the pool straight from the CSPRNG', () => {
    const big = newToken(5000);
    expect(Buffer.from(big, 'base64url')).toHaveLength(5000);
    expect(newToken(5000)).not.toBe(big);
  });

  it('is not all one byte (the pool is filled, not left zeroed)', () => {
    const bytes = Buffer.from(newToken(4096 - 7), 'base64url');
    expect(new Set(bytes).size).toBeGreaterThan(200);
  });
});
