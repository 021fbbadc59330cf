import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Mantine's light colours (the filled buttons' ember, among 145 rules) apply under
 * `[data-mantine-color-scheme='light']`, which MantineProvider sets on <html> only once the app
 * runs. A page drawn on the server (decisions 071, 074) is shown before that, or without
 * JavaScript at all: its filled buttons were white on white until hydration. The page shell
 * carries the attribute from the first byte (the app is light only).
 */
describe('the page shell', () => {
  const html = readFileSync(join(import.meta.dirname, '../index.html'), 'utf8');

  it('starts in the light colour scheme, before any script runs', () => {
    expect(html).toMatch(/<html lang="en" data-mantine-color-scheme="light">/);
  });
});
