import { spawn } from 'node:child_process';
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

/** Bytes as "1.2 MB" / "340 kB". */
function size(bytes) {
  return bytes >= 1_000_000
    ? `${(bytes / 1_000_000).toFixed(1)} MB`
    : `${Math.round(bytes / 1000)} kB`;
}

/** The built files (source maps left out): how many, and their total size. */
export function summariseBuild(dir = webDist) {
  let files = 0;
  let bytes = 0;
  const walk = (path) => {
    for (const entry of readdirSync(path, { withFileTypes: true })) {
      const full = join(path, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (!entry.name.endsWith('.map')) {
        files += 1;
        bytes += statSync(full).size;
      }
    }
  };
  if (existsSync(dir)) walk(dir);
  return { files, bytes, text: `${files} files, ${size(bytes)}` };
}

/**
 * `npm run build -w apps/web`; resolves with its exit code. Vite's chunk table (a line per file)
 * is kept out of the start output: one line sums it up, and the whole output is shown only when
 * the build fails (or with BUILD_VERBOSE=1).
 */
export async function buildWeb() {
  const started = Date.now();
  console.log('Building the web app (npm run build -w apps/web)...');
  if (process.env.BUILD_VERBOSE === '1') {
    return run('npm', ['run', 'build', '-w', 'apps/web'], { cwd: repoRoot });
  }
  const output = [];
  const child = spawn('npm', ['run', 'build', '-w', 'apps/web'], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk) => output.push(chunk));
  child.stderr.on('data', (chunk) => output.push(chunk));
  // 'close' rather than 'exit': every byte of its output has arrived by then.
  const code = await new Promise((resolve) => {
    child.once('close', (status) => resolve(status ?? 1));
    child.once('error', () => resolve(127));
  });
  if (code !== 0) {
    process.stderr.write(Buffer.concat(output));
    return code;
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`Built the web app in ${seconds} s: ${summariseBuild().text} in apps/web/dist.`);
  return 0;
}
