import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type Finish, renderArt } from '../../src/db/seed/art/render';

const cacheDir = mkdtempSync(join(tmpdir(), 'storyloom-art-cache-'));
afterAll(() => rmSync(cacheDir, { recursive: true, force: true }));

const svg =
  '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="48"><rect width="64" height="48" fill="#e8a33d"/><circle cx="32" cy="24" r="12" fill="#2f3a8f"/></svg>';

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name);
}

describe('the seed art cache', () => {
  // The SQLite and PostgreSQL test runs warm it side by side in CI: two renders of one picture
  // at once once failed renaming the other's meta.json.part.
  it('takes the same picture rendered many times at once, and serves it whole afterwards', async () => {
    const options = { finish: 'none' as Finish, transparent: false, cacheDir };
    const renders = await Promise.all(Array.from({ length: 8 }, () => renderArt(svg, options)));
    const sizes = renders.map((r) => r.variants.map((v) => v.data.length).join(','));
    expect(new Set(sizes).size).toBe(1);
    expect(filesUnder(cacheDir).filter((name) => name.endsWith('.part'))).toEqual([]);
    expect(filesUnder(cacheDir)).toContain('meta.json');
    const cached = await renderArt(svg, options);
    expect(cached.variants.map((v) => v.data.length).join(',')).toBe(sizes[0]);
  });
});
