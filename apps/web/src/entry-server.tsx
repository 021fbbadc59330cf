/**
 * The server render of public pages (issue 23, decision 071): the same route table, loaders and
 * providers as the browser (main.tsx), drawn to HTML for one address in one language. The server
 * (apps/server http/web-app.ts) loads the built file (dist-ssr/entry-server.js), puts the HTML in
 * the shell's #root with the hydration data beside it, and main.tsx hydrates it.
 */
// First: no schema may be built before Zod is told not to use eval (see zod-setup.ts).
import './zod-setup';
import type { InterfaceLanguage } from '@storyloom/domain';
import { dehydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from './App';
import { type ApiTransport, setServerTransport } from './api/client';
import { createQueryClient } from './api/query-client';
import en from './i18n/en.json';
import es from './i18n/es.json';
import { setupServerI18n } from './i18n/index';
import { I18nProvider } from './i18n/react';
import zh from './i18n/zh.json';
import type { ScreenHandle } from './routes/handle';
import { createAppRoutes } from './routes/route-tree';
import { type SsrPayload, ssrDataElementId } from './ssr-data';
import { ssrPrefetches } from './ssr-queries';

export { ssrDataElementId };

/** Public pages are drawn as a visitor sees them: no session is loaded, nothing is guarded. */
const handler = createStaticHandler(createAppRoutes(async () => null));
const i18nReady = setupServerI18n({ zh, en, es });

export interface RenderedPage {
  /** The markup inside #root. */
  html: string;
  /** The hydration data, as JSON safe inside a `<script type="application/json">`. */
  data: string;
}

/** Where the API client's calls go on the server (the app in process). */
export function setTransport(transport: ApiTransport): void {
  setServerTransport(transport);
}

/**
 * The page at `url` in `language`, or null when it is not a page to send rendered (a redirect,
 * an error, a status other than 200): the server then sends the plain shell.
 */
export async function render(
  url: string,
  language: InterfaceLanguage,
): Promise<RenderedPage | null> {
  const { forLanguage } = await i18nReady;
  const context = await handler.query(new Request(url));
  if (context instanceof Response) return null;
  if (context.errors || context.statusCode !== 200) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  // The queries the screen reads first (ssr-queries.ts), asked for before drawing it.
  const queryClient = createQueryClient();
  const match = context.matches.at(-1);
  const name = (match?.route.handle as ScreenHandle | undefined)?.name;
  const prefetch = name ? ssrPrefetches[name] : undefined;
  if (prefetch && match) {
    try {
      await prefetch(queryClient, {
        params: match.params,
        search: new URL(url).searchParams,
        language,
      });
    } catch {
      return null;
    }
  }
  const tree = (
    <StrictMode>
      <I18nProvider i18n={forLanguage(language)}>
        <AppProviders queryClient={queryClient}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </I18nProvider>
    </StrictMode>
  );
  // Waits for every lazy part, so no boundary is left for the browser to draw on its own. A large
  // boundary (home's shelves) would otherwise be sent after its fallback with an inline script
  // to swap it in, which the CSP refuses: every boundary is written in place.
  const { prelude } = await prerenderToNodeStream(tree, { progressiveChunkSize: Infinity });
  let html = '';
  for await (const chunk of prelude)
    html += typeof chunk === 'string' ? chunk : chunk.toString('utf8');
  const payload: SsrPayload = {
    language,
    loaderData: context.loaderData,
    ...(prefetch ? { queries: dehydrate(queryClient) } : {}),
  };
  return { html, data: safeJson(payload) };
}

/** JSON that cannot end its script element or open a comment inside it. */
export function safeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
