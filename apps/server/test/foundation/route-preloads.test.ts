import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';

// Issue 23: the web build writes per-area preloads (apps/web/route-preloads.ts); the HTML shell of
// a page carries its area's links so the browser fetches them beside the entry script.
let t: TestApp;
let dist: string;
const indexHtml =
  '<!doctype html><html lang="en"><head><title>Storyloom</title>' +
  '<meta name="description" content="Stories" /></head><body><div id="root"></div></body></html>';

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'storyloom-preloads-'));
  mkdirSync(join(dist, '.vite'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), indexHtml);
  writeFileSync(
    join(dist, '.vite', 'route-preloads.json'),
    JSON.stringify({
      home: { images: ['/assets/hero-lighthouse-Gh78.svg'] },
      reading: { images: ['/assets/cover-Ij90.webp'] },
      // Anything that is not a plain built asset path is left out.
      account: { images: ['https://evil.example/x.svg', '/assets/"><script>.svg', 42] },
    }),
  );
  t = await createTestApp({ env: { WEB_DIST: dist } });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('route preloads in the HTML shell', () => {
  it("puts the home's hero picture into the home page's head", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    expect(head).toContain(
      '<link rel="preload" as="image" href="/assets/hero-lighthouse-Gh78.svg" fetchpriority="high">',
    );
    // The shell's own title and description stay when the page has no share preview.
    expect(head).toContain('<title>Storyloom</title>');
    expect(head).toContain('<meta name="description" content="Stories" />');
    expect(res.body).not.toContain('cover-Ij90');
  });

  it("gives a list page the reading area's picture, not the home's", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/picture-book' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(
      '<link rel="preload" as="image" href="/assets/cover-Ij90.webp" fetchpriority="high">',
    );
    expect(res.body).not.toContain('hero-lighthouse');
  });

  it('leaves out anything that is not a built asset path', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/signin' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(indexHtml);
  });

  it('adds nothing to an unknown path', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/no-such-page/here' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toBe(indexHtml);
  });
});
