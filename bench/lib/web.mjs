import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot, webDir } from './paths.mjs';

/**
 * The web build the server should serve. The real one (apps/web/dist) when it exists, or when
 * `build` is asked for and `npm run build -w apps/web` succeeds; otherwise a stand-in
 * index.html of the same shape in `fallbackDir`, so the server's HTML path (SPA fallback,
 * security headers) is still exercised on a machine without a web build.
 * @param {{build?: boolean, fallbackDir: string}} options
 * @returns {{dir: string, kind: 'build' | 'stand-in', note: string}}
 */
export function webDist(options) {
  const dist = join(webDir, 'dist');
  if (
    !existsSync(join(dist, 'index.html')) &&
    options.build &&
    existsSync(join(webDir, 'package.json'))
  ) {
    console.log('Building the web app (npm run build -w apps/web)...');
    const run = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], {
      cwd: repoRoot,
      stdio: ['ignore', 'ignore', 'pipe'],
      encoding: 'utf8',
      timeout: 300_000,
    });
    if (run.status !== 0) console.log('  the web app did not build; using a stand-in index.html');
  }
  if (existsSync(join(dist, 'index.html'))) {
    return { dir: dist, kind: 'build', note: 'apps/web/dist' };
  }
  const dir = join(options.fallbackDir, 'web-stand-in');
  mkdirSync(join(dir, 'assets'), { recursive: true });
  writeFileSync(
    join(dir, 'index.html'),
    `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title>Storyloom</title>
    <meta name="description" content="Read and write picture books, comics, stories and poems inspired by artwork." />
    <script type="module" crossorigin src="/assets/index-stand-in.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-stand-in.css" />
  </head>
  <body>
    <div id="root"></div>
    <noscript>Storyloom needs JavaScript.</noscript>
  </body>
</html>
`,
  );
  writeFileSync(join(dir, 'assets', 'index-stand-in.js'), 'document.getElementById("root");\n');
  writeFileSync(join(dir, 'assets', 'index-stand-in.css'), 'body{margin:0}\n');
  return {
    dir,
    kind: 'stand-in',
    note: 'stand-in index.html (apps/web/dist missing; set BENCH_BUILD=1 to build it first)',
  };
}
