import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isInsecurePassword, newPasswordProblem } from '../../src/platform/passwords/index';

const readme = readFileSync(join(import.meta.dirname, '../../../../README.md'), 'utf8');

describe('the README', () => {
  it('gives an example DEMO_PASSWORD that the product accepts (no forced password change)', () => {
    const examples = [...readme.matchAll(/DEMO_PASSWORD=([^\s`]+)/g)].map((m) => m[1] ?? '');
    expect(examples.length).toBeGreaterThan(0);
    for (const password of examples) {
      expect(newPasswordProblem(password), password).toBeNull();
      expect(isInsecurePassword(password), password).toBe(false);
    }
  });
});
