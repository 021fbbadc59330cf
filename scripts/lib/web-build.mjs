import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot, webDist } from './paths.mjs';
import { run } from './processes.mjs';

const builtIndex = join(webDist, 'index.html');

export function webBuildExists() {
  return existsSync(builtIndex);
}

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

/** True when a web or domain source file changed after the last build (or there is none). */
export function webBuildStale() {
  if (!webBuildExists()) return true;
  const built = statSync(builtIndex).mtimeMs;
  const sources = [
    'apps/web/src',
    'apps/web/public',
    'apps/web/index.html',
    'apps/web/vite.config.ts',
    'apps/web/package.json',
    'packages/domain/src',
  ];
  return sources.some((source) => newestChange(join(repoRoot, source)) > built);
}

/** `npm run build -w apps/web`; resolves with its exit code. */
export function buildWeb() {
  console.log('Building the web app (npm run build -w apps/web)...');
  return run('npm', ['run', 'build', '-w', 'apps/web'], { cwd: repoRoot });
}
