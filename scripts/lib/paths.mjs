import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root, whatever the working directory. */
export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** A tool installed in the root node_modules (tsx, vite, vitest, playwright). */
export function bin(name) {
  return join(repoRoot, 'node_modules', '.bin', name);
}

export const webDist = join(repoRoot, 'apps/web/dist');
/** The server's TypeScript entry (`npm run dev` runs it through tsx; `npm start` runs its build). */
export const serverMain = join(repoRoot, 'apps/server/src/main.ts');
