import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * Where the server's files are, whether it runs from its TypeScript (src/, tsx and the tests) or
 * from its build (dist/main.js, decision 063): the repository root is found once, at start-up,
 * by walking up from this module's file to the folder that holds apps/server/package.json. Code
 * that reads a file of the repository (the server's package.json, the web build, the seed art
 * cache) starts from here, never from its own module's place, which bundling changes.
 */
function findRepoRoot(start: string): string {
  let dir = start;
  for (;;) {
    if (existsSync(join(dir, 'apps', 'server', 'package.json'))) return dir;
    const parent = dirname(dir);
    if (parent === dir) {
      throw new Error(`cannot find the Storyloom repository above ${start}`);
    }
    dir = parent;
  }
}

export const repoRoot = findRepoRoot(dirname(fileURLToPath(import.meta.url)));
export const serverRoot = join(repoRoot, 'apps', 'server');

declare const __STORYLOOM_COMPILED__: boolean | undefined;

/** True in the build (esbuild defines the constant), false under tsx and vitest. */
export const compiled = typeof __STORYLOOM_COMPILED__ !== 'undefined' && __STORYLOOM_COMPILED__;

/** The book file renderer's worker thread: its bundle beside main.js, or its tsx entry. */
export function renderWorkerUrl(): URL {
  return compiled
    ? pathToFileURL(join(serverRoot, 'dist', 'render-worker.js'))
    : new URL('modules/bookfiles/render/worker-entry.mjs', import.meta.url);
}
