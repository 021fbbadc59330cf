import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root, whatever the working directory. */
export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** A tool installed in the root node_modules. */
export function bin(name) {
  return join(repoRoot, 'node_modules', '.bin', name);
}

export const serverMain = join(repoRoot, 'apps/server/src/main.ts');
export const webDir = join(repoRoot, 'apps/web');
export const resultsDir = join(repoRoot, 'bench/results');
