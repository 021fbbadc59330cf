import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { homeBudget } from './home-budget.ts';
import { i18nSplit } from './i18n-split.ts';
import { precompress } from './precompress.ts';
import {
  fontPreloadPlugin,
  lowPriorityScriptsPlugin,
  routePreloadsPlugin,
} from './route-preloads.ts';

const require = createRequire(import.meta.url);
// The package exports no package.json; its CommonJS entry sits one folder below the root.
const notificationsDir = dirname(dirname(require.resolve('@mantine/notifications')));

/**
 * `@mantine/notifications/container` is the toast container's own module, so it can load after the
 * first paint while the small `notifications` store (used by the API client) stays in the entry.
 */
export const notificationsContainerAlias = {
  '@mantine/notifications/container': join(notificationsDir, 'esm/Notifications.mjs'),
};

const apiServer = process.env.STORYLOOM_API ?? 'http://localhost:3000';

/**
 * Two builds (`npm run build`): the browser's (dist) and the server render's
 * (`vite build --ssr`: src/entry-server.tsx to dist-ssr, decision 071). The server build shares
 * the plugins that shape modules (React, the texts) and leaves out those about the browser's
 * files (budget, preloads, compressed copies).
 */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    i18nSplit(join(import.meta.dirname, 'src/i18n')),
    ...(isSsrBuild ? [] : browserPlugins()),
  ],
  resolve: { alias: notificationsContainerAlias },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiServer, changeOrigin: false },
      '/healthz': apiServer,
      '/readyz': apiServer,
    },
  },
  build: isSsrBuild
    ? {
        target: 'node22',
        outDir: 'dist-ssr',
        emptyOutDir: true,
        sourcemap: true,
        // Same rule as the browser build, so a picture has the same address in both.
        assetsInlineLimit: (file: string) => (file.endsWith('.svg') ? false : undefined),
        rollupOptions: { input: 'src/entry-server.tsx' },
      }
    : browserBuild,
}));

function browserPlugins() {
  return [
    homeBudget(),
    // The home's largest picture, preloaded by the server's HTML shell of `/` (decision 064).
    routePreloadsPlugin(
      { home: /\/hero-lighthouse-[\w-]+\.svg$/ },
      // Lazy parts drawn by the server render, styled before they load: home's (HomePage.tsx),
      // and the help screens of the static area (/faq, /updates: decision 078).
      {
        home: ['src/pages/home/HomeReading.tsx', 'src/components/challenges/HomeBanner.tsx'],
        static: ['src/pages/help/screens.ts'],
      },
    ),
    fontPreloadPlugin(/\/nunito-latin-wght-normal-[\w-]+\.woff2$/),
    // The scripts after the stylesheets, font and LCP picture (decision 077).
    lowPriorityScriptsPlugin(),
    // Brotli and gzip copies of the assets, made once here and served by the server (decision 040).
    precompress(),
  ];
}

/**
 * The libraries every page runs before anything else (React, the router, TanStack Query and
 * Mantine's core machinery) in one chunk with the entry's other first-load code, instead of a
 * dozen small shared chunks: fewer requests before the first screen, and one gzip/brotli stream
 * compresses better than many (issue 23, decision 080). The texts' lookup is the app's own
 * (src/i18n/translator.ts, decision 083).
 */
const shellLibraryPath =
  /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/]query-core|use-sync-external-store|clsx|@mantine[\\/]core[\\/]esm[\\/]core)[\\/]/;
/**
 * Modules of those libraries that only later screens use (queries that observe, mutations):
 * captured by the group they would ride in the first load, so they stay in the chunks Rolldown
 * makes for those screens. The home budget (home-budget.ts) fails the build if
 * something else of the kind slips into the shell.
 */
const notOnFirstLoad =
  /[\\/](queryObserver|infiniteQueryObserver|queriesObserver|mutationObserver)\.(js|mjs)$|with-selector[\w.-]*\.js$/;
/**
 * The app's text lookup (decision 083) rides with them: every screen imports it, so on its own it
 * became one more small shared chunk on the first load.
 */
const shellAppModules = /[\\/]src[\\/]i18n[\\/](translator|instance|react)\.tsx?$/;
const shellLibraries = {
  name: 'shell',
  test: (id: string) =>
    (shellLibraryPath.test(id) && !notOnFirstLoad.test(id)) || shellAppModules.test(id),
};

const browserBuild = {
  target: 'es2022',
  sourcemap: true,
  // The home budget (home-budget.ts) reads which chunks the home page loads from the manifest.
  manifest: true,
  // Pictures stay files, never data URLs inside a script: an inlined SVG is JavaScript the first
  // load must download and parse before anything shows, while a file can load lazily (issue 23).
  assetsInlineLimit: (file: string) => (file.endsWith('.svg') ? false : undefined),
  // The budget that matters is the home page's (home-budget.ts): under 170 kB gzip in total.
  chunkSizeWarningLimit: 600,
  rolldownOptions: { output: { codeSplitting: { groups: [shellLibraries] } } },
};
