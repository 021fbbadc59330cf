import { describe, expect, it } from 'vitest';
import { safeJson } from './entry-server';

describe('the server render’s hydration data (decision 071)', () => {
  it('cannot end its script element or open a comment, and parses back the same', () => {
    const value = { Title: '</script><script>alert(1)</script> <!-- & \u2028' };
    const json = safeJson(value);
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual(value);
  });
});
