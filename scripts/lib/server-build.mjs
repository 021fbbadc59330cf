import {
  existsSync,
  mkdirSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './paths.mjs';

/**
 * The server's production build (decision 063): apps/server/src compiled by esbuild into
 * apps/server/dist, two bundles with their source maps:
 *
 * - `main.js`, the server (src/main.ts);
 * - `render-worker.js`, the book file renderer's worker thread (src/modules/bookfiles/render/worker.ts).
 *
 * Only the server's own code and @storyloom/domain (a workspace package that exports TypeScript)
 * are bundled; every other package stays an import resolved from node_modules at run time, so
 * native modules (better-sqlite3, argon2, sharp) and packages that read their own files (fonts,
 * emoji sets) work unchanged. Files the server reads (its package.json, fonts, the web build,
 * the seed art cache) are found from the repository root (src/paths.ts), not from the bundle's
 * place.
 */
export const serverDir = join(repoRoot, 'apps/server');
export const serverDist = join(serverDir, 'dist');
export const serverBuilt = join(serverDist, 'main.js');

const entryPoints = {
  main: join(serverDir, 'src/main.ts'),
  'render-worker': join(serverDir, 'src/modules/bookfiles/render/worker.ts'),
};

/** Bare imports stay imports, except the workspace's own TypeScript packages. */
const externalPackages = {
  name: 'external-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@storyloom/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

function newestChange(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestChange(join(path, entry)));
  }
  return newest;
}

/** True when there is no build or a server or domain source changed after it. */
export function serverBuildStale() {
  if (!existsSync(serverBuilt)) return true;
  const built = statSync(serverBuilt).mtimeMs;
  const sources = [
    'apps/server/src',
    'apps/server/package.json',
    'packages/domain/src',
    'packages/domain/package.json',
    'scripts/lib/server-build.mjs',
  ];
  return sources.some((source) => newestChange(join(repoRoot, source)) > built);
}

/** Builds apps/server/dist; resolves with 0, or 1 after printing esbuild's errors. */
export async function buildServer({ quiet = false } = {}) {
  const started = Date.now();
  const { build, stop } = await import('esbuild');
  // Built beside, then put in place: a running server's worker file is never half written.
  const outdir = `${serverDist}.building-${process.pid}`;
  rmSync(outdir, { recursive: true, force: true });
  mkdirSync(outdir, { recursive: true });
  try {
    const result = await build({
      entryPoints,
      outdir,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      sourcemap: 'linked',
      // src/paths.ts: the worker thread's file is render-worker.js beside main.js.
      define: { __STORYLOOM_COMPILED__: 'true' },
      plugins: [externalPackages],
      logLevel: 'silent',
      metafile: true,
    });
    // The bundles are ES modules whatever the nearest package.json says.
    writeFileSync(join(outdir, 'package.json'), '{ "type": "module" }\n');
    rmSync(serverDist, { recursive: true, force: true });
    renameSync(outdir, serverDist);
    if (!quiet) {
      const bytes = Object.entries(result.metafile.outputs)
        .filter(([file]) => file.endsWith('.js'))
        .reduce((sum, [, output]) => sum + output.bytes, 0);
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(
        `Built the server in ${seconds} s: ${(bytes / 1_000_000).toFixed(1)} MB of JavaScript in apps/server/dist.`,
      );
    }
    return 0;
  } catch (err) {
    for (const error of err?.errors ?? []) {
      const where = error.location
        ? `${error.location.file}:${error.location.line}:${error.location.column}: `
        : '';
      console.error(`${where}${error.text}`);
    }
    if (!err?.errors) console.error(err);
    rmSync(outdir, { recursive: true, force: true });
    console.error('The server did not build.');
    return 1;
  } finally {
    // esbuild's service process would otherwise live as long as `npm start`.
    await stop();
  }
}

let ensured;

/**
 * Builds the server when its build is missing or older than its sources (esbuild takes about a
 * second); resolves with 0 or 1. Once per process: servers started together share one build.
 */
export function ensureServerBuild() {
  ensured ??= serverBuildStale() ? buildServer() : Promise.resolve(0);
  return ensured;
}
