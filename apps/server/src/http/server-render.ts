import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { InterfaceLanguage } from '@storyloom/domain';
import type { FastifyInstance } from 'fastify';
import type { DB } from '../db/index';
import { inProcessCsrfToken } from './csrf';

/** A server-rendered page: the markup inside #root and its hydration data (safe JSON). */
export interface RenderedPage {
  html: string;
  data: string;
}

/**
 * Where a module keeps the rendered pages it owns (decision 071): given the page and a key (its
 * address and language), it answers the cached page, or `render`'s (kept with the public reads
 * it shows), or null when the page is not public; undefined when the page is not its own. `http`
 * imports no module: the previews module fills this list, as it does `pageHeadSources`.
 */
export type PageBodySource = (
  db: DB,
  page: { route: string; segments: string[] },
  key: string,
  render: () => Promise<RenderedPage | null>,
) => Promise<RenderedPage | null | undefined>;

export const pageBodySources: PageBodySource[] = [];

/** The web app's server entry (apps/web/src/entry-server.tsx), as built to dist-ssr. */
interface ServerEntry {
  render(url: string, language: InterfaceLanguage): Promise<RenderedPage | null>;
  setTransport(transport: (path: string, init: RequestInit) => Promise<Response>): void;
}

export interface ServerRender {
  /**
   * The page at `path` (with its query: a list's filters) rendered as a visitor at `ip` sees it,
   * or null (send the plain shell).
   */
  page(
    route: string,
    path: string,
    segments: string[],
    language: InterfaceLanguage,
    ip: string,
  ): Promise<RenderedPage | null>;
}

/** The longest address whose page is rendered (and so the longest cache key). */
const maxPathLength = 512;

/**
 * Loads the server render built beside the web app (`dist-ssr/entry-server.js` next to
 * `dist`), or undefined when there is none (the plain shell is sent, as before). The web app's
 * API client answers its calls here in process (Fastify's inject, never the network), as the
 * visitor: no session cookie, the visitor's address (so a read is counted once for them, and
 * their rate limits hold).
 */
export async function loadServerRender(
  app: FastifyInstance,
  webDist: string,
  entryFile = join(dirname(webDist), 'dist-ssr', 'entry-server.js'),
): Promise<ServerRender | undefined> {
  if (!existsSync(entryFile)) return undefined;
  const entry = (await import(pathToFileURL(entryFile).href)) as ServerEntry;
  const caller = new AsyncLocalStorage<{ ip: string }>();
  entry.setTransport(async (path, init) => {
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((value, name) => {
      headers[name] = value;
    });
    headers['x-csrf-token'] = inProcessCsrfToken(app);
    const answer = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url: path,
      headers,
      ...(typeof init.body === 'string' ? { payload: init.body } : {}),
      remoteAddress: caller.getStore()?.ip ?? '127.0.0.1',
    });
    return new Response(answer.body, {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
    });
  });
  return {
    async page(route, path, segments, language, ip) {
      if (path.length > maxPathLength) return null;
      const render = () =>
        caller.run({ ip }, () => entry.render(`http://storyloom.local${path}`, language));
      for (const source of pageBodySources) {
        const page = await source(app.db, { route, segments }, `${path}|${language}`, render);
        if (page !== undefined) return page;
      }
      return null;
    },
  };
}

/** The shell with a rendered page in #root, its data beside it, React's preloads in the head. */
export function injectBody(shell: string, page: RenderedPage): string {
  // React puts the resources it hoists (a picture's preload) first; they belong in the head.
  const leading = /^(?:<link\b[^>]*>)+/.exec(page.html)?.[0] ?? '';
  const body = page.html.slice(leading.length);
  const withHead = leading ? shell.replace('</head>', `  ${leading}\n  </head>`) : shell;
  // The page is there without JavaScript: no notice that it needs it. The shell's notice goes
  // before the page is put in, so a page's own noscript (a picture book's words) stays.
  const html = withHead.replace(/\s*<noscript>[\s\S]*?<\/noscript>/, '');
  return html.replace(
    /<div id="root"><\/div>/,
    () =>
      `<div id="root">${body}</div>\n    <script type="application/json" id="sl-ssr-data">${page.data}</script>`,
  );
}
