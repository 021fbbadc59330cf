import type { DB } from '../../db/index';
import { clip, escapeHtml, type PageHead } from '../../http/page-head';
import type { RenderedPage } from '../../http/server-render';
import { artistAddresses, artistPreview, countArtistsWithWork } from '../artworks/index';
import { countPublishedPosts, postAddresses, postPreview } from '../blog/index';
import {
  bookPreview,
  countPublicBooks,
  publicBookAddresses,
  renderedBookPage,
  renderedListPage,
  renderedShowingPage,
} from '../reading/index';
import { workPreview } from '../shop/index';
import type { TimedPages } from './page-cache';

const readerRoutes = new Set([
  'picture-book',
  'comic',
  'flash-fiction',
  'poetry',
  'longform-story',
]);
const maxSegment = 200;

/**
 * The share preview of a public page (page-head.ts), read through the owning modules' doors:
 * a book (reading: only a published, visible, listed book; its author as a username, never a
 * name), an artist with approved work, a published blog post. Anything else has none.
 */
export async function pageHeadFor(
  db: DB,
  page: { route: string; segments: string[] },
): Promise<PageHead | undefined> {
  const [first, second] = page.segments;
  if (!first || first.length > maxSegment) return undefined;
  if (readerRoutes.has(page.route)) {
    const book = await bookPreview(db, first);
    if (!book) return undefined;
    return {
      title: book.Title,
      description: clip(book.Description),
      image: book.Cover,
      path: book.ReaderPath,
      type: 'book',
    };
  }
  if (page.route === 'artist') {
    const artist = await artistPreview(db, first);
    if (!artist) return undefined;
    return {
      title: artist.Name,
      description: clip(artist.Bio || `${artist.Name}'s pictures on Storyloom.`),
      image: artist.Image,
      path: artist.Path,
      type: 'profile',
    };
  }
  if (page.route === 'artshop' && second && second.length <= maxSegment) {
    // A work in an artist's shop (decision 049): only a work on sale.
    const work = await workPreview(db, first, second);
    if (!work) return undefined;
    return {
      title: work.Title,
      description: clip(work.Description),
      image: work.Image,
      path: work.Path,
      type: 'website',
    };
  }
  if (page.route === 'blogentry') {
    const language = second && second.length <= 8 ? second : undefined;
    const post = await postPreview(db, first, language);
    if (!post) return undefined;
    return {
      title: post.Title,
      description: clip(post.Excerpt || post.Title),
      image: post.Cover,
      path: post.Path,
      type: 'article',
    };
  }
  return undefined;
}

/** The static articles: their texts alone, the same until the next deploy (decision 078). */
const articleRoutes = new Set([
  'about',
  'privacy',
  'terms-of-service',
  'community-guidelines',
  'educators',
  'writers',
]);
/** The help pages drawn from the help module's answers (decision 078). */
const helpRoutes = new Set(['faq', 'updates']);
const blogRoutes = new Set(['blog', 'blogentry']);

/** The previews module's own kept pages (routes.ts registers them per app): see page-cache.ts. */
export interface OwnPages {
  /** The blog, dropped when a post changes. */
  blog: TimedPages<RenderedPage | null>;
  /** /faq and /updates, dropped when they change. */
  help: TimedPages<RenderedPage | null>;
  /** The static articles. */
  articles: TimedPages<RenderedPage | null>;
}
export const ownPages = new WeakMap<DB, OwnPages>();

function kept(
  cache: TimedPages<RenderedPage | null> | undefined,
  key: string,
  render: () => Promise<RenderedPage | null>,
) {
  return cache ? cache.get(key, render) : render();
}

/**
 * A public page's server-rendered HTML (decisions 071, 074, 078), kept with the public reads it
 * shows and dropped with them: a reader address, a list (a reader route without a book) and home
 * by reading; an artist's page and a search by reading too (they show books); the blog and the
 * help pages here, dropped by their modules' changes; the static articles here. Undefined for any
 * other page (the shell is sent).
 */
export async function pageBodyFor(
  db: DB,
  page: { route: string; segments: string[] },
  key: string,
  render: () => Promise<RenderedPage | null>,
): Promise<RenderedPage | null | undefined> {
  const [first] = page.segments;
  if (page.route === 'home' || (readerRoutes.has(page.route) && !first)) {
    return renderedListPage(db, key, render);
  }
  if (first && first.length > maxSegment) return undefined;
  if (readerRoutes.has(page.route) && first) return renderedBookPage(db, first, key, render);
  if ((page.route === 'artist' && first) || page.route === 'search') {
    return renderedShowingPage(db, key, render);
  }
  const own = ownPages.get(db);
  if (blogRoutes.has(page.route)) return kept(own?.blog, key, render);
  if (helpRoutes.has(page.route)) return kept(own?.help, key, render);
  if (articleRoutes.has(page.route)) return kept(own?.articles, key, render);
  return undefined;
}

/** How many addresses one sitemap file lists (the protocol allows 50,000). */
export const sitemapSettings = { pageSize: 10_000 };

/** The public pages that are always there: home, the lists, the blog, the artists. */
const fixedPages = [
  '/',
  '/picture-book',
  '/comic',
  '/longform-story',
  '/flash-fiction',
  '/poetry',
  '/blog',
  '/artists',
];

const kinds = {
  books: { count: countPublicBooks, page: publicBookAddresses },
  artists: { count: countArtistsWithWork, page: artistAddresses },
  blog: { count: countPublishedPosts, page: postAddresses },
} as const;
export type SitemapKind = keyof typeof kinds | 'pages';
export const sitemapKinds = ['pages', ...Object.keys(kinds)] as SitemapKind[];

const xmlHead = '<?xml version="1.0" encoding="UTF-8"?>';
const ns = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const at = (publicUrl: string, path: string) => escapeHtml(new URL(path, publicUrl).toString());

/** /sitemap.xml: a sitemap index naming every page of every kind. */
export async function sitemapIndex(db: DB, publicUrl: string): Promise<string> {
  const files = ['/sitemaps/pages-1.xml'];
  for (const [kind, source] of Object.entries(kinds)) {
    const pages = Math.max(1, Math.ceil((await source.count(db)) / sitemapSettings.pageSize));
    for (let p = 1; p <= pages; p++) files.push(`/sitemaps/${kind}-${p}.xml`);
  }
  const entries = files.map((f) => `  <sitemap><loc>${at(publicUrl, f)}</loc></sitemap>`);
  return `${xmlHead}\n<sitemapindex xmlns="${ns}">\n${entries.join('\n')}\n</sitemapindex>\n`;
}

/** One sitemap file, or undefined past the last page. */
export async function sitemapFile(
  db: DB,
  publicUrl: string,
  kind: SitemapKind,
  page: number,
): Promise<string | undefined> {
  let addresses: { Path: string; UpdatedAt?: string }[];
  if (kind === 'pages') {
    if (page !== 1) return undefined;
    addresses = fixedPages.map((Path) => ({ Path }));
  } else {
    addresses = await kinds[kind].page(db, page, sitemapSettings.pageSize);
    if (addresses.length === 0 && page > 1) return undefined;
  }
  const entries = addresses.map(
    (a) =>
      `  <url><loc>${at(publicUrl, a.Path)}</loc>${a.UpdatedAt ? `<lastmod>${a.UpdatedAt}</lastmod>` : ''}</url>`,
  );
  return `${xmlHead}\n<urlset xmlns="${ns}">\n${entries.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /admin',
    'Disallow: /yourstuff',
    'Disallow: /account',
    '',
    `Sitemap: ${new URL('/sitemap.xml', publicUrl).toString()}`,
    '',
  ].join('\n');
}
