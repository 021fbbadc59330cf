import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { type Manifest, staticClosure } from './home-budget.ts';

/**
 * The largest picture of a route area's first screen (its LCP element), which the area's lazy
 * chunk would only ask for once it has run. The server puts a `preload` link for it into the HTML
 * shell of a page of that area (apps/server/src/http/web-app.ts), so the browser fetches it while
 * the entry script downloads (issue 23, decision 064).
 *
 * Only pictures: preloading an area's chunks and styles too was measured slower (decision 064).
 * The reading area is some 70 files; over HTTP/1.1's six connections they queued ahead of the
 * first texts and the page's own call, and the list's and reader's first paint came about a
 * second later in Lighthouse.
 */
export interface AreaPreloads {
  images: string[];
  /**
   * The area's own stylesheets (its chunk's and its static imports', not the entry's): a page the
   * server rendered (decision 071) links them, so it is drawn styled before any script runs and
   * does not shift when the area's chunk arrives.
   */
  styles?: string[];
}
export type RoutePreloads = Record<string, AreaPreloads>;

/** Where the build writes the preloads, inside the web build's folder. */
export const routePreloadsFile = join('.vite', 'route-preloads.json');

/** The manifest key of an area's lazy module (routes/area-loaders.ts: one `pages/<area>` each). */
const areaKey = /^src\/pages\/([a-z]+)\/index\.tsx$/;

/**
 * Per area named in `lcpImages`, the emitted pictures of the area's chunk and its static imports
 * whose file name matches. Throws when an area or its picture is missing, so a rename cannot
 * quietly preload nothing.
 */
export function routePreloads(
  manifest: Manifest,
  lcpImages: Record<string, RegExp>,
): RoutePreloads {
  const areas = new Map<string, string>();
  for (const key of Object.keys(manifest)) {
    const area = areaKey.exec(key)?.[1];
    if (area) areas.set(area, key);
  }
  const preloads: RoutePreloads = {};
  for (const [area, pattern] of Object.entries(lcpImages)) {
    const key = areas.get(area);
    if (!key) throw new Error(`The Vite manifest has no ${area} area (src/pages/${area})`);
    const files = [...staticClosure(manifest, [key])].flatMap((k) => manifest[k]?.assets ?? []);
    const images = [...new Set(files.filter((file) => pattern.test(file)))];
    if (images.length === 0) throw new Error(`The ${area} area has no picture matching ${pattern}`);
    preloads[area] = { images: images.map((file) => `/${file}`) };
  }
  return preloads;
}

/**
 * Per area, its stylesheets that the entry does not already load (see `AreaPreloads`), with
 * those of the lazy parts the server render draws on its first screen (`drawnParts`: manifest
 * keys by area, e.g. home's shelves, decision 074), which the browser loads only after hydrating.
 */
export function areaStyles(
  manifest: Manifest,
  drawnParts: Record<string, readonly string[]> = {},
): Record<string, string[]> {
  const entry = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  const cssOf = (keys: Iterable<string>) =>
    new Set([...keys].flatMap((key) => manifest[key]?.css ?? []));
  const entryCss = cssOf(staticClosure(manifest, entry));
  const styles: Record<string, string[]> = {};
  for (const key of Object.keys(manifest)) {
    const area = areaKey.exec(key)?.[1];
    if (!area) continue;
    const parts = (drawnParts[area] ?? []).filter((part) => manifest[part]);
    const own = [...cssOf(staticClosure(manifest, [key, ...parts]))].filter(
      (file) => !entryCss.has(file),
    );
    styles[area] = own.map((file) => `/${file}`);
  }
  return styles;
}

/** Writes `.vite/route-preloads.json` after every build (the manifest must be on). */
export function routePreloadsPlugin(
  lcpImages: Record<string, RegExp>,
  drawnParts: Record<string, readonly string[]> = {},
): Plugin {
  return {
    name: 'storyloom-route-preloads',
    apply: 'build',
    writeBundle(options) {
      const outDir = options.dir;
      if (!outDir) throw new Error('The route preloads need build.outDir');
      const manifest = JSON.parse(
        readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'),
      ) as Manifest;
      const preloads = routePreloads(manifest, lcpImages);
      for (const [area, styles] of Object.entries(areaStyles(manifest, drawnParts))) {
        preloads[area] = { images: preloads[area]?.images ?? [], styles };
      }
      writeFileSync(join(outDir, routePreloadsFile), `${JSON.stringify(preloads, null, 1)}\n`);
    },
  };
}

/**
 * Preloads the interface font's main file (the Latin subset of Nunito) from every page: without
 * it the first screen paints in the fallback font and reflows when Nunito arrives, a layout shift
 * once the page's own chunks are preloaded too (issue 23).
 */
export function fontPreloadPlugin(file: RegExp): Plugin {
  return {
    name: 'storyloom-font-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const names = Object.keys(context.bundle ?? {}).filter((name) => file.test(name));
        if (names.length !== 1) {
          throw new Error(`Expected one font file matching ${file}, found ${names.length}`);
        }
        return names.map((name) => ({
          tag: 'link',
          attrs: {
            rel: 'preload',
            as: 'font',
            type: 'font/woff2',
            href: `/${name}`,
            crossorigin: '',
          },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

/**
 * The app's scripts at low fetch priority (decision 077): the entry's `<script type="module">`
 * and its `modulepreload` links. Chrome fetches module scripts at high priority, level with the
 * stylesheets that hold the first paint, so on a slow link a server-drawn page's first paint
 * waited for some 170 kB of scripts that only hydrate it (Lighthouse counts high-priority
 * scripts as render-blocking). At low priority the stylesheets, the font and the LCP picture go
 * first; the scripts follow them and still run as soon as they arrive.
 */
export function lowPriorityScripts(html: string): string {
  return html.replace(
    /<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g,
    '<$1 fetchpriority="low"',
  );
}

export function lowPriorityScriptsPlugin(): Plugin {
  return {
    name: 'storyloom-low-priority-scripts',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: (html) => lowPriorityScripts(html) },
  };
}
