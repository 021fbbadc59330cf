import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressHtml, type HtmlEncoding, SentPages } from '../../src/http/sent-pages';

/** Counts the compressions it is asked for (decision 079: once per page and encoding). */
function countingCompress() {
  const calls: HtmlEncoding[] = [];
  const compress = (html: string, encoding: HtmlEncoding) => {
    calls.push(encoding);
    return compressHtml(html, encoding);
  };
  return { calls, compress };
}

describe('SentPages (issue 22, decision 079)', () => {
  it('compresses a kept drawn page once per encoding, however often it is sent', () => {
    const { calls, compress } = countingCompress();
    const pages = new SentPages(compress);
    const drawn = { html: '<h1>Owl</h1>', data: '{}' };
    let built = 0;
    const html = () => {
      built += 1;
      return `<html>${'<p>an owl</p>'.repeat(50)}</html>`;
    };
    for (let i = 0; i < 3; i++) {
      const sent = pages.get(drawn, 'read\nen\n', html);
      expect(brotliDecompressSync(sent.body('br') as Buffer).toString('utf8')).toBe(sent.html);
      expect(gunzipSync(sent.body('gzip') as Buffer).toString('utf8')).toBe(sent.html);
      expect(sent.body(undefined)).toBe(sent.html);
    }
    expect(built).toBe(1);
    expect(calls).toEqual(['br', 'gzip']);
  });

  it('makes a new page when the drawn page is a new one (its cache dropped the old)', () => {
    const { calls, compress } = countingCompress();
    const pages = new SentPages(compress);
    const first = pages.get({ html: 'a', data: '{}' }, 'v', () => '<p>before</p>');
    const second = pages.get({ html: 'b', data: '{}' }, 'v', () => '<p>after</p>');
    expect(second.html).toBe('<p>after</p>');
    expect(second.etag('br')).not.toBe(first.etag('br'));
    first.body('br');
    second.body('br');
    expect(calls).toEqual(['br', 'br']);
  });

  it('tells variants of one drawn page apart (share tags, language), a few at most', () => {
    const pages = new SentPages(compressHtml, 2, 2);
    const drawn = { html: 'x', data: '{}' };
    const en = pages.get(drawn, 'read\nen\n', () => 'en');
    expect(pages.get(drawn, 'read\nes\n', () => 'es').html).toBe('es');
    expect(pages.get(drawn, 'read\nen\n', () => 'again').html).toBe('en');
    pages.get(drawn, 'read\nzh\n', () => 'zh');
    expect(pages.get(drawn, 'read\nen\n', () => 'again')).toBe(en);
    expect(pages.get(drawn, 'read\nes\n', () => 'es, made again').html).toBe('es, made again');
  });

  it('keeps the shell by its variant, the most recently used only', () => {
    const pages = new SentPages(compressHtml, 2);
    const a = pages.get(undefined, 'a', () => 'shell a');
    pages.get(undefined, 'b', () => 'shell b');
    expect(pages.get(undefined, 'a', () => 'new')).toBe(a);
    pages.get(undefined, 'c', () => 'shell c');
    expect(pages.get(undefined, 'b', () => 'shell b again').html).toBe('shell b again');
  });

  it('gives each encoding its own ETag', () => {
    const sent = new SentPages().get(undefined, 'v', () => '<p>page</p>');
    const tags = new Set([sent.etag(undefined), sent.etag('br'), sent.etag('gzip')]);
    expect(tags.size).toBe(3);
    expect(sent.etag('br')).toMatch(/^".+-br"$/);
  });
});
