import { type InterfaceLanguage, interfaceLanguages } from '@storyloom/domain';
import type { DB } from '../db/index';

/**
 * What a shared link or a search engine reads from a public page's HTML (issue 23): its title,
 * description, cover, canonical address and language alternates. Modules that own a public page
 * (a book, an artist, a blog post) answer it through `pageHeadSources`; the web app's HTML shell
 * (web-app.ts) carries the tags of the first source that knows the path.
 */
export interface PageHead {
  title: string;
  description: string;
  /** An absolute or site-relative image address, or null. */
  image: string | null;
  /** The page's own address (a path), without the language choice. */
  path: string;
  type: 'book' | 'profile' | 'article' | 'website';
}

/** `segments` are the path's percent-decoded segments after the route's first one. */
export type PageHeadSource = (
  db: DB,
  page: { route: string; segments: string[] },
) => Promise<PageHead | undefined>;

export const pageHeadSources: PageHeadSource[] = [];

const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => escapes[c] ?? c);

const htmlLang: Record<InterfaceLanguage, string> = { zh: 'zh-CN', en: 'en', es: 'es' };

/** The address's `hl` (zh, en or es: the hreflang alternates), when it has a valid one. */
export function addressLanguage(search: string): InterfaceLanguage | undefined {
  const hl = new URLSearchParams(search).get('hl');
  return interfaceLanguages.find((l) => l === hl);
}

function absolute(publicUrl: string, address: string): string {
  return new URL(address, publicUrl).toString();
}

/** Shorter than `max` characters, cut at a word where there is one, on one line. */
export function clip(text: string, max = 200): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** The head tags for a page: title, description, Open Graph, Twitter card, canonical, hreflang. */
export function headTags(
  head: PageHead,
  options: { publicUrl: string; language: InterfaceLanguage | undefined },
): string {
  const base = absolute(options.publicUrl, head.path);
  const withLanguage = (l: InterfaceLanguage) => {
    const url = new URL(base);
    url.searchParams.set('hl', l);
    return url.toString();
  };
  const canonical = options.language ? withLanguage(options.language) : base;
  const image = head.image ? absolute(options.publicUrl, head.image) : null;
  const title = `${head.title} · Storyloom`;
  const meta = (attr: 'name' | 'property', key: string, value: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`;
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${escapeHtml(canonical)}" />`,
    ...interfaceLanguages.map(
      (l) => `<link rel="alternate" hreflang="${l}" href="${escapeHtml(withLanguage(l))}" />`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(base)}" />`,
    meta('property', 'og:site_name', 'Storyloom'),
    meta('property', 'og:type', head.type),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', canonical),
    ...(image ? [meta('property', 'og:image', image)] : []),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    ...(image ? [meta('name', 'twitter:image', image)] : []),
  ];
  return tags.join('\n    ');
}

/**
 * The shell with the page's tags in place of its generic title and description, and `<html lang>`
 * set to the language the address asks for.
 */
export function injectHead(
  shell: string,
  tags: string | undefined,
  language: InterfaceLanguage | undefined,
): string {
  let html = shell;
  if (language) html = html.replace(/<html lang="[^"]*"/, `<html lang="${htmlLang[language]}"`);
  if (!tags) return html;
  return html
    .replace(/<title>[^<]*<\/title>\s*/, '')
    .replace(/<meta\s+name="description"\s+content="[^"]*"\s*\/?>\s*/, '')
    .replace('</head>', `  ${tags}\n  </head>`);
}
