import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { docFromText } from '@storyloom/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sitemapSettings } from '../../src/modules/previews/index';
import { approvedGallery } from '../books/helpers';
import { createTestApp, type TestApp } from '../helpers/app';
import { buildUser, signedIn } from '../helpers/factories';
import { publish } from '../reading/helpers';

let t: TestApp;
let dist: string;
let art: { slug: string; artworkIds: string[] };
const shell = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="Storyloom: children read and write."
    />
    <title>Storyloom · Stories woven from art</title>
    <script type="module" src="/assets/index-Ab12.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;
const site = 'http://storyloom.test';

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'storyloom-previews-'));
  writeFileSync(join(dist, 'index.html'), shell);
  t = await createTestApp({ env: { WEB_DIST: dist, PUBLIC_URL: site } });
  art = await approvedGallery(t, 1);
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const page = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  return res.body;
};
const meta = (html: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];

describe('share previews in the HTML shell', () => {
  it('names a book, its summary and cover in title, Open Graph and Twitter tags', async () => {
    const writer = await buildUser(t);
    const [book] = await publish(t, writer.row.id, [
      {
        title: 'The Fox & the "Moon"',
        summary: 'A fox <b>climbs</b> the hill to catch the moon.',
        cover: { artworkId: art.artworkIds[0] ?? null, author: '', background: '#fff8e7' },
      },
    ]);
    const html = await page(`/picture-book/${book?.openId}/${book?.slug}`);
    expect(html).toContain('<title>The Fox &amp; the &quot;Moon&quot; · Storyloom</title>');
    expect(html).not.toContain('Stories woven from art');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(meta(html, 'og:title')).toBe('The Fox &amp; the &quot;Moon&quot;');
    expect(meta(html, 'description')).toBe(
      'A fox &lt;b&gt;climbs&lt;/b&gt; the hill to catch the moon.',
    );
    expect(meta(html, 'og:type')).toBe('book');
    expect(meta(html, 'og:image')).toMatch(/^http:\/\/storyloom\.test\/.+/);
    expect(meta(html, 'twitter:image')).toBe(meta(html, 'og:image'));
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    const canonical = `${site}/picture-book/${book?.openId}/${book?.slug}`;
    expect(html).toContain(`<link rel="canonical" href="${canonical}" />`);
    for (const l of ['zh', 'en', 'es']) {
      expect(html).toContain(
        `<link rel="alternate" hreflang="${l}" href="${canonical}?hl=${l}" />`,
      );
    }
    expect(html).toContain(`hreflang="x-default" href="${canonical}"`);
    // The shell's own parts stay.
    expect(html).toContain('<script type="module" src="/assets/index-Ab12.js"></script>');
  });

  it('answers the language an address asks for (hreflang) in <html lang> and the canonical', async () => {
    const writer = await buildUser(t);
    const [book] = await publish(t, writer.row.id, [{ title: 'Luna', summary: 'Una luna.' }]);
    const html = await page(`/picture-book/${book?.openId}/${book?.slug}?hl=es`);
    expect(html).toContain('<html lang="es"');
    expect(html).toContain(
      `rel="canonical" href="${site}/picture-book/${book?.openId}/${book?.slug}?hl=es"`,
    );
    expect(await page(`/picture-book/${book?.openId}/x?hl=xx`)).toContain('<html lang="en"');
  });

  it('gives a draft, a hidden or an unknown book no tags: the plain shell', async () => {
    const writer = await buildUser(t);
    const [hidden] = await publish(t, writer.row.id, [{ title: 'Hidden after reports' }]);
    await t.app.db
      .updateTable('books')
      .set({ hidden_at: t.clock.now() })
      .where('open_id', '=', hidden?.openId ?? '')
      .execute();
    const [draft] = await publish(t, writer.row.id, [{ title: 'Not yet out' }]);
    await t.app.db
      .updateTable('books')
      .set({ state: 'draft' })
      .where('open_id', '=', draft?.openId ?? '')
      .execute();
    for (const path of [
      `/picture-book/${hidden?.openId}/x`,
      `/picture-book/${draft?.openId}/x`,
      '/picture-book/no-such-book/x',
      `/comic/${'a'.repeat(300)}`,
    ]) {
      expect(await page(path), path).toBe(shell);
    }
  });

  it('shows a class student or an under-13 writer by username only, never a name', async () => {
    const student = await buildUser(t, {
      accountType: 9,
      name: 'Rosalind Realname',
      birthday: '2016-05-01',
    });
    const child = await buildUser(t, {
      name: 'Theodore Truename',
      birthday: '2017-02-02',
      parentEmail: 'parent@example.com',
      parentConsent: 'pending',
    });
    const [studentBook] = await publish(t, student.row.id, [{ title: 'Class story', summary: '' }]);
    const [childBook] = await publish(t, child.row.id, [{ title: 'My dragon', summary: '' }]);
    const studentHtml = await page(`/picture-book/${studentBook?.openId}/x`);
    expect(studentHtml).not.toContain('Rosalind');
    expect(studentHtml).not.toContain('Realname');
    expect(meta(studentHtml, 'description')).toBe(
      `A picture book by ${student.username} on Storyloom.`,
    );
    const childHtml = await page(`/picture-book/${childBook?.openId}/x`);
    expect(childHtml).toContain('My dragon');
    // No consent from a parent yet: not even the username is public.
    expect(childHtml).not.toContain('Theodore');
    expect(childHtml).not.toContain('Truename');
    expect(childHtml).not.toContain(child.username);
    expect(meta(childHtml, 'description')).toBe('A picture book on Storyloom.');
  });

  it('names an artist with approved work and a published blog post', async () => {
    const artistHtml = await page(`/artist/${art.slug}`);
    expect(meta(artistHtml, 'og:type')).toBe('profile');
    expect(meta(artistHtml, 'og:image')).toMatch(/^http:\/\/storyloom\.test\//);
    expect(artistHtml).toContain(`rel="canonical" href="${site}/artist/${art.slug}"`);
    expect(await page('/artist/no-such-artist')).toBe(shell);

    const admin = await signedIn(t, { staffRole: 'admin', accountType: 0 });
    const made = await admin.client.post<{ Post: { PostId: string } }>(
      '/api/BlogAdmin/Create',
      {
        Language: 'en',
        Slug: 'club-news',
        Title: 'Club news',
        Body: docFromText('We read on Fridays.'),
      },
      { json: true },
    );
    expect(made.body.code, JSON.stringify(made.body)).toBe(0);
    expect(await page('/blogentry/club-news/en')).toBe(shell);
    await admin.client.post(
      '/api/BlogAdmin/Publish',
      { PostId: made.body.result.Post.PostId },
      { json: true },
    );
    const postHtml = await page('/blogentry/club-news/en');
    expect(meta(postHtml, 'og:title')).toBe('Club news');
    expect(meta(postHtml, 'description')).toBe('We read on Fridays.');
    expect(meta(postHtml, 'og:type')).toBe('article');
  });
});

describe('/sitemap.xml and /robots.txt', () => {
  it('lists public books, artists and posts, paged through a sitemap index', async () => {
    const writer = await buildUser(t);
    const books = await publish(t, writer.row.id, [
      { title: 'Map one' },
      { title: 'Map two' },
      { title: 'Map three' },
    ]);
    const [hidden] = await publish(t, writer.row.id, [{ title: 'Map hidden' }]);
    await t.app.db
      .updateTable('books')
      .set({ hidden_at: t.clock.now() })
      .where('open_id', '=', hidden?.openId ?? '')
      .execute();
    const saved = sitemapSettings.pageSize;
    sitemapSettings.pageSize = 2;
    try {
      const index = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
      expect(index.statusCode).toBe(200);
      expect(index.headers['content-type']).toContain('application/xml');
      expect(index.body).toContain('<sitemapindex');
      const files = [...index.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? '');
      expect(files).toContain(`${site}/sitemaps/pages-1.xml`);
      expect(files).toContain(`${site}/sitemaps/artists-1.xml`);
      expect(files).toContain(`${site}/sitemaps/blog-1.xml`);
      const bookFiles = files.filter((f) => f.includes('/sitemaps/books-'));
      expect(bookFiles.length).toBeGreaterThanOrEqual(2);
      let listed = '';
      for (const file of bookFiles) {
        const res = await t.app.inject({ method: 'GET', url: new URL(file).pathname });
        expect(res.statusCode).toBe(200);
        expect(res.body.match(/<url>/g)?.length ?? 0).toBeLessThanOrEqual(2);
        listed += res.body;
      }
      for (const b of books) expect(listed).toContain(`/picture-book/${b.openId}/`);
      expect(listed).not.toContain(hidden?.openId);
      const artists = await t.app.inject({ method: 'GET', url: '/sitemaps/artists-1.xml' });
      expect(artists.body).toContain(`${site}/artist/${art.slug}`);
      const pages = await t.app.inject({ method: 'GET', url: '/sitemaps/pages-1.xml' });
      expect(pages.body).toContain(`<loc>${site}/</loc>`);
    } finally {
      sitemapSettings.pageSize = saved;
    }
  });

  it.each([
    '/sitemaps/books-999.xml',
    '/sitemaps/nope-1.xml',
    '/sitemaps/books-0.xml',
    '/sitemaps/..%2Fx',
  ])('answers %s with 404', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(404);
  });

  it('robots.txt allows the public pages, keeps out the API and staff, names the sitemap', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toContain('Disallow: /api/');
    expect(res.body).toContain(`Sitemap: ${site}/sitemap.xml`);
  });
});
