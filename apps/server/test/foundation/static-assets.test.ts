import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';

let t: TestApp;
let dist: string;
const script = `console.log(${JSON.stringify('a story '.repeat(400))});`;
const shell =
  '<!doctype html><html lang="en"><head><title>Storyloom</title></head><body></body></html>';
const year = 'public, max-age=31536000, immutable';

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'storyloom-static-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), shell);
  const file = join(dist, 'assets', 'index-Zx98Yw76.js');
  writeFileSync(file, script);
  writeFileSync(`${file}.br`, brotliCompressSync(script));
  writeFileSync(`${file}.gz`, gzipSync(script));
  // An asset the build left uncompressed (too small): sent as it is to every browser.
  writeFileSync(join(dist, 'assets', 'tiny-Ab12.css'), 'a{}');
  t = await createTestApp({ env: { WEB_DIST: dist } });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('static assets: precompressed, immutable; HTML revalidated', () => {
  it('sends the brotli copy to a browser that accepts brotli, cached a year as immutable', async () => {
    const res = await get('/assets/index-Zx98Yw76.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.headers['cache-control']).toBe(year);
    expect(res.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it('sends the gzip copy to a browser that accepts only gzip', async () => {
    const res = await get('/assets/index-Zx98Yw76.js', { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toBe(year);
    expect(gunzipSync(res.rawPayload).toString()).toBe(script);
  });

  it('sends the file itself when no compression is accepted or there is no copy', async () => {
    const plain = await get('/assets/index-Zx98Yw76.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    const tiny = await get('/assets/tiny-Ab12.css', { 'accept-encoding': 'br, gzip' });
    expect(tiny.statusCode).toBe(200);
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body).toBe('a{}');
    expect(tiny.headers['cache-control']).toBe(year);
  });

  it('revalidates the HTML on every visit: no-cache with an ETag, 304 when unchanged', async () => {
    const first = await get('/picture-book');
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    const again = await get('/picture-book', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // Another language is another page.
    const spanish = await get('/picture-book?hl=es', { 'if-none-match': etag });
    expect(spanish.statusCode).toBe(200);
    expect(spanish.body).toContain('<html lang="es"');
  });

  it('sends the HTML in brotli or gzip when accepted, each with its own ETag', async () => {
    const br = await get('/picture-book', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toContain('<title>');
    const gz = await get('/picture-book', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString('utf8')).toContain('<title>');
    expect(gz.headers.etag).not.toBe(br.headers.etag);
    const again = await get('/picture-book', {
      'accept-encoding': 'gzip, deflate, br',
      'if-none-match': String(br.headers.etag),
    });
    expect(again.statusCode).toBe(304);
    const refused = await get('/picture-book', { 'accept-encoding': 'br;q=0, identity' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body).toContain('<title>');
  });
});
