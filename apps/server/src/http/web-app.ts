import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { matchAdminRoute, matchRoute } from '@storyloom/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sessionCookie } from './cookie-names';
import { apiNotFound } from './error-handler';
import { addressLanguage, headTags, injectHead, pageHeadSources } from './page-head';
import { cspHeaderValue } from './security';
import { type HtmlEncoding, SentPages } from './sent-pages';
import { injectBody, loadServerRender, type ServerRender } from './server-render';

const fileLike =
  /\.(js|mjs|css|map|png|jpe?g|webp|gif|svg|ico|woff2?|ttf|json|txt|xml|webmanifest)$/i;
const embedRoutes = new Set(['embed', 'embed-s']);

/**
 * The path as the router would read it (percent-decoded, lower-cased) for deciding whether a
 * miss is an API miss; undefined when it does not decode.
 */
function decodedPath(path: string): string | undefined {
  try {
    return decodeURIComponent(path).toLowerCase();
  } catch {
    return undefined;
  }
}

/**
 * Whether a path is spelled plainly: no doubled slashes, dot segments, backslashes, or
 * percent-encoded slashes, backslashes or dots (other escapes, as in a title, are fine). Only such a path can loosen a security header (the embed framing rule), so no
 * other spelling of a page can borrow it.
 */
function plainPath(path: string): boolean {
  return !/%(2f|5c|2e)|\\|\/\/|(^|\/)\.\.?(\/|$)/i.test(path);
}

/**
 * Serves the built web app: hashed assets cached for a year as immutable (their brotli or gzip
 * copy when the browser accepts it), index.html revalidated on every visit (no-cache, an ETag),
 * and every history-mode path answered with index.html (200 for a SPEC route or a staff screen
 * under /admin, 404 for an unknown path, which the app shows as /404). API paths never fall back
 * to HTML.
 */
export async function registerWebApp(
  app: FastifyInstance,
  options: { webDist: string; https: boolean; publicUrl: string; serverEntry?: string },
): Promise<void> {
  const indexFile = join(options.webDist, 'index.html');
  const indexHtml = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : undefined;
  const preloads = readRoutePreloads(options.webDist);
  const serverRender = indexHtml
    ? await loadServerRender(app, options.webDist, options.serverEntry)
    : undefined;
  const sentPages = new SentPages();
  if (indexHtml) {
    await app.register(fastifyStatic, {
      root: options.webDist,
      prefix: '/',
      wildcard: false,
      index: false,
      cacheControl: false,
      // The build writes brotli and gzip copies (apps/web/precompress.ts): sent when accepted.
      preCompressed: true,
      setHeaders(res, path) {
        res.header(
          'cache-control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const decoded = decodedPath(path);
    if (decoded === undefined || /^[/\\]+api([/\\;]|$)/.test(decoded)) {
      return apiNotFound(request, reply);
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') return apiNotFound(request, reply);
    if (path.startsWith('/assets/') || fileLike.test(path)) {
      return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
    }
    if (!indexHtml) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send(
          'The web app has not been built yet: run `npm run build` (npm start does it for you).',
        );
    }
    const route = matchRoute(path);
    // Staff screens under /admin (domain admin-routes.ts) are app routes too; the app guards them.
    const known = route !== undefined || matchAdminRoute(path) !== undefined;
    if (route && embedRoutes.has(route.name) && plainPath(path)) {
      // Embeds are meant for iframes on class blogs: only these routes may be framed elsewhere.
      reply.removeHeader('x-frame-options');
      reply.header(
        'content-security-policy',
        cspHeaderValue({ https: options.https, frameAncestors: '*' }),
      );
    }
    const search = request.url.slice(path.length);
    const language = addressLanguage(search);
    const tags = route ? await pageTags(request.server, route.name, path, options, language) : '';
    // A public page (a public book's reader address, a list, home: the modules' page body
    // sources say which) is sent rendered to a visitor (decisions 071, 074), in the language the
    // app would start in. A signed-in reader gets the shell: their page (favorite, progress,
    // gates, their own home) is their own.
    const page =
      route && serverRender && !request.cookies?.[sessionCookie]
        ? await renderedPage(serverRender, request, route.name, path, search, language)
        : null;
    // The page as sent is kept with the drawn page (issue 22, decision 079): a page from a page
    // cache is not put together, hashed and compressed again on each visit. The variant names
    // the rest of what the HTML is made of; nothing in it is per request (no nonce, no token).
    const area = route?.area ?? '';
    const variant = `${area}\n${page?.language ?? language ?? ''}\n${tags}`;
    const sent = sentPages.get(page?.rendered, variant, () => {
      const preload = route ? preloads.images.get(area) : undefined;
      const styles = route && page ? preloads.styles.get(area) : undefined;
      const head = injectHead(indexHtml, tags, page?.language ?? language);
      const withPreload = [preload, styles].reduce(
        (html: string, links) => (links ? html.replace('</head>', `  ${links}</head>`) : html),
        head,
      );
      return page ? injectBody(withPreload, page.rendered) : withPreload;
    });
    // Compressed like the assets (issue 23, decision 077): a drawn home page is some 140 kB of
    // HTML, which a phone on slow 4G needs 0.7 s to download plain and 0.1 s in brotli.
    const encoding = htmlEncoding(request.headers['accept-encoding']);
    // Revalidated on every visit (no-cache): an unchanged page costs a 304 and no body. Each
    // encoding is its own representation, so its own ETag.
    const etag = sent.etag(encoding);
    reply
      .header('cache-control', 'no-cache')
      .header('etag', etag)
      .header('vary', 'accept-encoding');
    if (known && request.headers['if-none-match'] === etag) return reply.status(304).send();
    reply.status(known ? 200 : 404).type('text/html; charset=utf-8');
    if (encoding) reply.header('content-encoding', encoding);
    return reply.send(sent.body(encoding));
  });
}

/** The encoding to send a page in: brotli, else gzip, when the browser accepts it. */
export function htmlEncoding(accept: string | string[] | undefined): HtmlEncoding | undefined {
  const codings = (Array.isArray(accept) ? accept.join(',') : (accept ?? ''))
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, q]) => !/^\s*q=0(\.0*)?\s*$/.test(q ?? ''))
    .map(([name]) => name?.trim().toLowerCase());
  if (codings.includes('br')) return 'br';
  if (codings.includes('gzip')) return 'gzip';
  return undefined;
}

/** The server-rendered page, or null (a render that fails is logged, and the shell sent). */
async function renderedPage(
  serverRender: ServerRender,
  request: FastifyRequest,
  route: string,
  path: string,
  search: string,
  addressed: ReturnType<typeof addressLanguage>,
) {
  let segments: string[];
  try {
    segments = path.split('/').filter(Boolean).slice(1).map(decodeURIComponent);
  } catch {
    return null;
  }
  const language = addressed ?? request.language;
  try {
    const rendered = await serverRender.page(route, path + search, segments, language, request.ip);
    return rendered ? { rendered, language } : null;
  } catch (error) {
    request.log.error({ err: error }, 'server render failed; the shell was sent');
    return null;
  }
}

/**
 * Per route area, a `preload` link for the largest picture of its first screen, so the browser
 * fetches it while the entry script downloads (written by the web build,
 * apps/web/route-preloads.ts; issue 23, decision 064), and the area's own stylesheets, linked
 * by a page the server rendered (decision 071). Empty when the build has none.
 */
function readRoutePreloads(webDist: string): {
  images: Map<string, string>;
  styles: Map<string, string>;
} {
  const file = join(webDist, '.vite', 'route-preloads.json');
  const tags = { images: new Map<string, string>(), styles: new Map<string, string>() };
  if (!existsSync(file)) return tags;
  const asset = (href: unknown): href is string =>
    typeof href === 'string' && /^\/assets\/[\w.-]+$/.test(href);
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as Record<
    string,
    { images?: unknown; styles?: unknown }
  >;
  const links = (list: unknown, tag: (href: string) => string) =>
    Array.isArray(list) ? list.filter(asset).map(tag) : [];
  for (const [area, entry] of Object.entries(parsed)) {
    const images = links(
      entry.images,
      (href) => `<link rel="preload" as="image" href="${href}" fetchpriority="high">`,
    );
    if (images.length > 0) tags.images.set(area, `${images.join('\n    ')}\n  `);
    const styles = links(
      entry.styles,
      (href) => `<link rel="stylesheet" crossorigin href="${href}">`,
    );
    if (styles.length > 0) tags.styles.set(area, `${styles.join('\n    ')}\n  `);
  }
  return tags;
}

/** The share-preview tags of a public page (page-head.ts), or '' when no module knows it. */
async function pageTags(
  app: FastifyInstance,
  route: string,
  path: string,
  options: { publicUrl: string },
  language: ReturnType<typeof addressLanguage>,
): Promise<string> {
  let segments: string[];
  try {
    segments = path.split('/').filter(Boolean).slice(1).map(decodeURIComponent);
  } catch {
    return '';
  }
  for (const source of pageHeadSources) {
    const head = await source(app.db, { route, segments });
    if (head) return headTags(head, { publicUrl: options.publicUrl, language });
  }
  return '';
}
