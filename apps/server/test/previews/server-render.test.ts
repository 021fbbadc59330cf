import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { docFromText } from '@storyloom/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectBody } from '../../src/http/server-render';
import { flushCountedReads } from '../../src/modules/reading/index';
import { approvedGallery } from '../books/helpers';
import { createTestApp, type TestApp } from '../helpers/app';
import type { TestClient } from '../helpers/client';
import { buildUser, signedIn } from '../helpers/factories';
import { entryFor, moderator, settledReaders, submitted, writer } from '../publishing/helpers';
import { publish } from '../reading/helpers';

/**
 * Issue 23, decision 071: a visitor opening a public book's reader address gets its page already
 * drawn (the web app's server entry, dist-ssr/entry-server.js beside dist), cached with the
 * public reads and dropped with them; anything else gets the plain shell. The entry here stands
 * in for the built one: it reads the book through the transport the server gives it (Read/Book,
 * answered in process) and draws its title and first page, counting its renders.
 */
let t: TestApp;
let root: string;
let art: { slug: string };
let mod: Awaited<ReturnType<typeof moderator>>;
let admin: TestClient;

const shell = `<!doctype html>
<html lang="en">
  <head>
    <meta name="description" content="Storyloom: children read and write." />
    <title>Storyloom · Stories woven from art</title>
  </head>
  <body>
    <div id="root"></div>
    <noscript>Storyloom needs JavaScript to show stories.</noscript>
    <script type="module" src="/assets/index-Ab12.js"></script>
  </body>
</html>`;

const entry = `
let transport;
export function setTransport(t) { transport = t; }
globalThis.__ssrRenders = 0;
const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;');
export async function render(url, language) {
  globalThis.__ssrRenders += 1;
  if (globalThis.__ssrFail) throw new Error('render failed');
  const address = new URL(url);
  const route = address.pathname.split('/')[1];
  const drawn = (html) => ({ html, data: JSON.stringify({ language, render: globalThis.__ssrRenders }) });
  if (route === 'blog') {
    // The blog (decision 078): its posts' titles.
    const res = await transport('/api/Blog/List', {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8' },
      body: 'Language=en&Page=1&PageSize=9',
    });
    const body = await res.json();
    if (body.code !== 0) return null;
    return drawn('<ul data-url="/blog">' + body.result.List.map((p) => '<li>' + esc(p.Title) + '</li>').join('') + '</ul>');
  }
  if (['artist', 'search', 'about', 'faq', 'updates', 'blogentry', 'artwork', 'pricing'].includes(route)) {
    return drawn('<p data-url="' + esc(address.pathname + address.search) + '">drawn</p>');
  }
  const id = decodeURIComponent(address.pathname.split('/')[2] ?? '');
  if (!id) {
    // A list (or home: the picture books): its first page's titles, and the address it drew.
    const res = await transport('/api/Read/List', {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8' },
      body: 'Type=picturebook&Sort=' + (address.searchParams.get('sort') ?? 'popular'),
    });
    const body = await res.json();
    if (body.code !== 0) return null;
    return {
      html: '<ul data-url="' + esc(address.pathname + address.search) + '">' + body.result.List.map((b) => '<li>' + esc(b.Title) + '</li>').join('') + '</ul>',
      data: JSON.stringify({ language, render: globalThis.__ssrRenders }),
    };
  }
  const res = await transport('/api/Read/Book', {
    method: 'POST',
    headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8' },
    body: 'StoryBookId=' + encodeURIComponent(id),
  });
  const body = await res.json();
  if (body.code !== 0) return null;
  const first = body.result.Parts[0];
  return {
    html: '<link rel="preload" as="image" href="/assets/a.svg"/><h1>' + esc(body.result.Book.Title) + '</h1><p>' + esc(first ? first.Text : '') + '</p>',
    data: JSON.stringify({ language, render: globalThis.__ssrRenders }),
  };
}`;

const renders = () => (globalThis as { __ssrRenders?: number }).__ssrRenders ?? 0;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'storyloom-ssr-'));
  mkdirSync(join(root, 'dist'));
  mkdirSync(join(root, 'dist-ssr'));
  writeFileSync(join(root, 'package.json'), '{"type":"module"}');
  writeFileSync(join(root, 'dist', 'index.html'), shell);
  writeFileSync(join(root, 'dist-ssr', 'entry-server.js'), entry);
  t = await createTestApp({
    env: { WEB_DIST: join(root, 'dist'), PUBLIC_URL: 'http://storyloom.test', TRUST_PROXY: '1' },
  });
  art = await approvedGallery(t, 3);
  mod = await moderator(t);
  admin = (await signedIn(t, { staffRole: 'admin', accountType: 0 })).client;
});
afterAll(async () => {
  await t.close();
  rmSync(root, { recursive: true, force: true });
});

let visitors = 0;
async function open(path: string, headers: Record<string, string> = {}) {
  visitors += 1;
  const res = await t.app.inject({
    method: 'GET',
    url: path,
    headers: { 'x-forwarded-for': `203.0.113.${visitors % 250}`, ...headers },
  });
  expect(res.statusCode).toBe(200);
  return res.body;
}

const rootOf = (html: string) => /<div id="root">([\s\S]*?)<\/div>\n/.exec(html)?.[1] ?? '';
const dataOf = (html: string) =>
  JSON.parse(
    /<script type="application\/json" id="sl-ssr-data">([^<]*)<\/script>/.exec(html)?.[1] ?? 'null',
  ) as { language: string; render: number } | null;

interface ReadAnswer {
  Book: { Title: string; ReaderPath: string };
  Parts: { Text: string }[];
}

async function approvedBook() {
  const w = await writer(t, 1);
  const book = await submitted(t, w, art.slug);
  const entry = await entryFor(mod.client, book.BookId);
  const res = await mod.client.post('/api/Moderation/Approve', { EntryId: entry.EntryId });
  expect(res.body.code, JSON.stringify(res.body)).toBe(0);
  const read = await w.client.post<ReadAnswer>('/api/Read/Book', { StoryBookId: book.BookId });
  expect(read.body.code).toBe(0);
  return { w, book, read: read.body.result };
}

/** A blog post in English, written by the admin and not yet published: its id. */
async function draftPost(slug: string, title: string, text: string): Promise<string> {
  const made = await admin.post<{ Post: { PostId: string } }>(
    '/api/BlogAdmin/Create',
    { Language: 'en', Slug: slug, Title: title, Body: docFromText(text) },
    { json: true },
  );
  expect(made.body.code, JSON.stringify(made.body)).toBe(0);
  return made.body.result.Post.PostId;
}

describe('server-rendered reader addresses', () => {
  it("sends a visitor the book's title and first page inside #root, with its data", async () => {
    const author = await buildUser(t);
    const [book] = await publish(t, author.row.id, [{ title: 'The Lighthouse Cat' }]);
    const html = await open(`/picture-book/${book?.openId}/${book?.slug}`);
    const body = rootOf(html);
    // The fixture's one page holds the title as its text.
    expect(body).toContain('<h1>The Lighthouse Cat</h1><p>The Lighthouse Cat.</p>');
    expect(dataOf(html)?.language).toBe('en');
    // React's hoisted preload goes to the head; the JavaScript notice goes.
    expect(html).toMatch(/<link rel="preload" as="image" href="\/assets\/a.svg"\/>\s*<\/head>/);
    expect(html).not.toContain('<noscript>');
    // The share preview tags are still there.
    expect(html).toContain('<title>The Lighthouse Cat · Storyloom</title>');
  });

  it('renders in the language the app would start in: hl, the sl_lang cookie, Accept-Language', async () => {
    const { read } = await approvedBook();
    const path = read.Book.ReaderPath;
    const es = await open(`${path}?hl=es`, { cookie: 'sl_lang=zh' });
    expect(dataOf(es)?.language).toBe('es');
    expect(es).toContain('<html lang="es"');
    const zh = await open(path, { cookie: 'sl_lang=zh' });
    expect(dataOf(zh)?.language).toBe('zh');
    expect(zh).toContain('<html lang="zh-CN"');
    const fromBrowser = await open(path, { 'accept-language': 'es-MX,es;q=0.9' });
    expect(dataOf(fromBrowser)?.language).toBe('es');
  });

  it('keeps the page with the public reads, and drops it when the writer makes the book private', async () => {
    const { w, book, read } = await approvedBook();
    const first = dataOf(await open(read.Book.ReaderPath));
    const again = dataOf(await open(read.Book.ReaderPath));
    expect(again?.render, 'the second visit is answered from the cache').toBe(first?.render);
    const made = await w.client.post('/api/Publish/MakePrivate', { BookId: book.BookId });
    expect(made.body.code, JSON.stringify(made.body)).toBe(0);
    expect(await open(read.Book.ReaderPath)).toBe(shell);
  });

  it('drops the page of a story hidden after readers’ reports at once', async () => {
    const readers = await settledReaders(t, 3, [mod.client, admin]);
    const { book, read } = await approvedBook();
    await open(read.Book.ReaderPath);
    expect(rootOf(await open(read.Book.ReaderPath))).toContain(read.Book.Title);
    for (const reader of readers) {
      t.clock.advance(1);
      const res = await reader.client.post('/api/Publish/Report', {
        BookId: book.BookId,
        Reason: 'unkind_words',
      });
      expect(res.body.code).toBe(0);
    }
    expect(rootOf(await open(read.Book.ReaderPath))).toBe('');
  });

  it('gives a book under review and an unknown book the plain shell', async () => {
    const w = await writer(t, 1);
    const pending = await submitted(t, w, art.slug);
    const before = renders();
    for (const path of [`/picture-book/${pending.BookId}/x`, '/picture-book/no-such-book/x']) {
      expect(await open(path), path).toBe(shell);
    }
    expect(renders(), 'nothing was rendered').toBe(before);
  });

  it('gives a signed-in reader the shell (their page is their own), and a failed render the shell', async () => {
    const { read } = await approvedBook();
    const html = await open(read.Book.ReaderPath, { cookie: 'sl_session=abc' });
    expect(rootOf(html)).toBe('');
    expect(html).toContain('<noscript>');
    const { read: other } = await approvedBook();
    (globalThis as { __ssrFail?: boolean }).__ssrFail = true;
    try {
      const failed = await open(other.Book.ReaderPath);
      expect(rootOf(failed)).toBe('');
      expect(failed).toContain(`<title>${other.Book.Title} · Storyloom</title>`);
    } finally {
      (globalThis as { __ssrFail?: boolean }).__ssrFail = false;
    }
  });
});

describe('server-rendered lists and home (decision 074)', () => {
  it('draws a list with the filters of its address, keeps it, and drops it when a book is published', async () => {
    const author = await buildUser(t);
    await publish(t, author.row.id, [{ title: 'The First Kite' }]);
    // The earlier tests' counted reads: a batch written while the list is drawn moves its order,
    // so that page is not kept (lists follow the counts). Written now, not in the middle.
    await flushCountedReads(t.app);
    const html = await open('/picture-book?sort=recent');
    expect(rootOf(html)).toContain('<ul data-url="/picture-book?sort=recent">');
    expect(rootOf(html)).toContain('<li>The First Kite</li>');
    expect(html).not.toContain('<noscript>');
    const first = dataOf(html);
    const again = dataOf(await open('/picture-book?sort=recent'));
    expect(again?.render, 'the second visit is answered from the cache').toBe(first?.render);
    // Another query is another page.
    expect(dataOf(await open('/picture-book'))?.render).not.toBe(first?.render);
    // A moderator's approval publishes a book: every public read, this page too, is dropped.
    t.clock.advance(60_000);
    const { read } = await approvedBook();
    const after = await open('/picture-book?sort=recent');
    expect(dataOf(after)?.render).not.toBe(first?.render);
    expect(rootOf(after)).toContain(`<li>${read.Book.Title}</li>`);
  });

  it('draws home for a visitor and gives a signed-in reader the shell', async () => {
    const html = await open('/');
    expect(rootOf(html)).toContain('<ul data-url="/">');
    expect(rootOf(await open('/', { cookie: 'sl_session=abc' }))).toBe('');
  });

  it('gives pages that are not public the shell, with no render', async () => {
    const before = renders();
    for (const path of ['/artwork', '/pricing', '/artists']) {
      expect(await open(path), path).toBe(shell);
    }
    expect(renders()).toBe(before);
  });
});

describe("server-rendered artist's page, blog, help pages and search (decision 078)", () => {
  it("draws an artist's page, a search, a static article and /faq for a visitor, and keeps them", async () => {
    for (const path of [`/artist/${art.slug}`, '/search/kite?type=comic', '/about', '/faq']) {
      const html = await open(path);
      expect(rootOf(html), path).toContain(`<p data-url="${path}">drawn</p>`);
      expect(html).not.toContain('<noscript>');
      const again = dataOf(await open(path));
      expect(again?.render, `${path}: the second visit is answered from the cache`).toBe(
        dataOf(html)?.render,
      );
      expect(rootOf(await open(path, { cookie: 'sl_session=abc' })), path).toBe('');
    }
  });

  it("drops a search's page (an artist's is kept alike) when a book is published", async () => {
    const first = dataOf(await open('/search/owl'));
    t.clock.advance(1);
    await approvedBook();
    expect(dataOf(await open('/search/owl'))?.render).not.toBe(first?.render);
  });

  it('draws the blog, keeps it, and drops it when a post is published', async () => {
    const postId = await draftPost('kite-day', 'Kite day at the library', 'Bring a kite.');
    const html = await open('/blog');
    expect(rootOf(html)).toContain('<ul data-url="/blog">');
    expect(rootOf(html)).not.toContain('Kite day at the library');
    expect(dataOf(await open('/blog'))?.render, 'kept').toBe(dataOf(html)?.render);
    const published = await admin.post(
      '/api/BlogAdmin/Publish',
      { PostId: postId },
      { json: true },
    );
    expect(published.body.code, JSON.stringify(published.body)).toBe(0);
    expect(rootOf(await open('/blog'))).toContain('<li>Kite day at the library</li>');
  });

  it('keeps the blog and the help pages a minute at most', async () => {
    const first = dataOf(await open('/updates'));
    expect(dataOf(await open('/updates'))?.render).toBe(first?.render);
    t.clock.advance(61_000);
    expect(dataOf(await open('/updates'))?.render).not.toBe(first?.render);
  });
});

describe('the drawn page as sent, kept with the page (issue 22, decision 079)', () => {
  async function compressed(path: string, encoding: string, headers: Record<string, string> = {}) {
    visitors += 1;
    const res = await t.app.inject({
      method: 'GET',
      url: path,
      headers: {
        'x-forwarded-for': `203.0.113.${visitors % 250}`,
        'accept-encoding': encoding,
        ...headers,
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    const unzip = encoding === 'br' ? brotliDecompressSync : gunzipSync;
    return { html: unzip(res.rawPayload).toString('utf8'), etag: String(res.headers.etag) };
  }

  it('sends a kept page in brotli and gzip as the same HTML, and a new one when the page is dropped', async () => {
    const { w, book, read } = await approvedBook();
    const path = read.Book.ReaderPath;
    const plain = await open(path);
    const br = await compressed(path, 'br');
    const gz = await compressed(path, 'gzip');
    expect(br.html).toBe(plain);
    expect(gz.html).toBe(plain);
    expect(rootOf(br.html)).toContain(`<h1>${read.Book.Title}</h1>`);
    const again = await compressed(path, 'br');
    expect(again).toEqual(br);
    // Dropped with the page: the writer makes the book private, the visitor gets the shell.
    const made = await w.client.post('/api/Publish/MakePrivate', { BookId: book.BookId });
    expect(made.body.code, JSON.stringify(made.body)).toBe(0);
    const after = await compressed(path, 'br');
    expect(after.html).toBe(shell);
    expect(after.etag).not.toBe(br.etag);
  });

  it("gives a signed-in reader the shell in brotli, never a visitor's kept page", async () => {
    const { read } = await approvedBook();
    const visitor = await compressed(read.Book.ReaderPath, 'br');
    expect(rootOf(visitor.html)).toContain(read.Book.Title);
    const reader = await compressed(read.Book.ReaderPath, 'br', { cookie: 'sl_session=abc' });
    expect(rootOf(reader.html)).toBe('');
    expect(reader.html).toContain(`<title>${read.Book.Title} · Storyloom</title>`);
    expect(reader.etag).not.toBe(visitor.etag);
  });

  it('keeps each language its own page as sent', async () => {
    const { read } = await approvedBook();
    const en = await compressed(read.Book.ReaderPath, 'br');
    const es = await compressed(`${read.Book.ReaderPath}?hl=es`, 'br');
    expect(en.html).toContain('<html lang="en"');
    expect(es.html).toContain('<html lang="es"');
    expect(dataOf(es.html)?.language).toBe('es');
    expect((await compressed(read.Book.ReaderPath, 'br')).html).toBe(en.html);
  });

  it('sends the blog in brotli with a new post once it is published', async () => {
    const postId = await draftPost('owl-night', 'Owl night at the library', 'Bring a torch.');
    const before = await compressed('/blog', 'br');
    expect(before.html).not.toContain('Owl night at the library');
    expect(await compressed('/blog', 'br')).toEqual(before);
    const published = await admin.post(
      '/api/BlogAdmin/Publish',
      { PostId: postId },
      { json: true },
    );
    expect(published.body.code, JSON.stringify(published.body)).toBe(0);
    expect((await compressed('/blog', 'br')).html).toContain('<li>Owl night at the library</li>');
  });
});

describe('injectBody', () => {
  it("drops the shell's JavaScript notice and keeps the page's own noscript", () => {
    const html = injectBody(shell, {
      html: '<p>cover</p><noscript><ol><li>page one</li></ol></noscript>',
      data: '{}',
    });
    expect(html).toContain('<noscript><ol><li>page one</li></ol></noscript>');
    expect(html).not.toContain('needs JavaScript');
  });

  it('puts the page in #root, its data beside it, and leading links in the head', () => {
    const html = injectBody(shell, {
      html: '<link rel="preload" href="/x"/><p>$& $1 text</p>',
      data: '{"a":"\\u003c/script>"}',
    });
    expect(html).toContain('<div id="root"><p>$& $1 text</p></div>');
    expect(html).toContain(
      '<script type="application/json" id="sl-ssr-data">{"a":"\\u003c/script>"}</script>',
    );
    expect(html).toMatch(/<link rel="preload" href="\/x"\/>\s*<\/head>/);
  });
});
