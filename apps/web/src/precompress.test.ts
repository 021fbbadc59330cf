import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressDir } from '../precompress.ts';

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('precompressDir (the build step)', () => {
  it('writes brotli and gzip copies of the text assets, not of maps, pictures, small files or the shell', () => {
    dir = mkdtempSync(join(tmpdir(), 'precompress-'));
    mkdirSync(join(dir, 'assets'));
    const js = `export const story = ${JSON.stringify('once upon a time '.repeat(200))};`;
    writeFileSync(join(dir, 'assets', 'index-A1.js'), js);
    writeFileSync(join(dir, 'assets', 'index-A1.css'), `.a{color:red}`.repeat(200));
    writeFileSync(join(dir, 'assets', 'index-A1.js.map'), js);
    writeFileSync(join(dir, 'assets', 'tiny-B2.js'), 'export {};');
    writeFileSync(join(dir, 'assets', 'cover-C3.png'), Buffer.alloc(4000, 7));
    writeFileSync(join(dir, 'index.html'), `<html>${' '.repeat(3000)}</html>`);

    const written = precompressDir(dir)
      .map((f) => f.slice(dir.length + 1))
      .sort();
    expect(written).toEqual([
      'assets/index-A1.css.br',
      'assets/index-A1.css.gz',
      'assets/index-A1.js.br',
      'assets/index-A1.js.gz',
    ]);
    const file = join(dir, 'assets', 'index-A1.js');
    expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(js);
    expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(js);
    expect(readFileSync(`${file}.br`).length).toBeLessThan(js.length);
    expect(existsSync(join(dir, 'index.html.gz'))).toBe(false);
  });
});
