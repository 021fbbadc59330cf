#!/usr/bin/env node
/**
 * `node bench/startup.mjs`: how long the production server takes from its process start to the
 * first 200 from /readyz, run from its TypeScript through tsx (`node --import tsx
 * apps/server/src/main.ts`, how it ran before decision 063; without tsx's compile cache, as in a
 * new container, and with it) and from its build (`node
 * apps/server/dist/main.js`). For each: one first start on a fresh DATA_DIR (migrations and the
 * demo seed, its pictures from the shared seed art cache), then `--restarts` (3) starts on that
 * database (nothing to migrate or seed: what a deploy or a crash restart costs). SQLite, the
 * web stand-in (no web build needed). Prints a table and the load average before and after.
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { serverBuilt } from '../scripts/lib/server-build.mjs';
import { serverMain } from './lib/paths.mjs';
import { freePort, prepareServer, ServerProcess, tempDataDir } from './lib/server.mjs';

const { values } = parseArgs({ options: { restarts: { type: 'string', default: '3' } } });
const restarts = Number(values.restarts);
const load = () =>
  execFileSync('uptime', { encoding: 'utf8' })
    .trim()
    .replace(/.*load/, 'load');

await prepareServer();
const web = tempDataDir('startup-web');
writeFileSync(join(web.dir, 'index.html'), '<!doctype html><title>Storyloom</title>');

// tsx keeps what it compiled in a cache under the temporary folder: a fresh container or machine
// starts without it (TSX_DISABLE_CACHE=1), a restart on the same machine with it.
const modes = [
  {
    name: 'tsx, no compile cache (a new container)',
    args: ['--import', 'tsx', serverMain],
    env: { TSX_DISABLE_CACHE: '1' },
  },
  { name: 'tsx, compile cache warm', args: ['--import', 'tsx', serverMain], env: {} },
  { name: 'compiled (apps/server/dist)', args: [serverBuilt], env: {} },
];

async function timedStart({ args, env }, dataDir) {
  const server = new ServerProcess({
    port: await freePort(),
    dataDir,
    webDist: web.dir,
    args,
    env,
  });
  const started = performance.now();
  server.spawn();
  await server.waitReady(300_000);
  const ms = performance.now() - started;
  const stopped = await server.stop();
  if (stopped.code !== 0) throw new Error(`the server did not stop cleanly: ${stopped.code}`);
  return ms;
}

console.log(`before: ${load()}`);
const rows = [];
for (const mode of modes) {
  const data = tempDataDir('startup');
  try {
    const first = await timedStart(mode, data.dir);
    const again = [];
    for (let i = 0; i < restarts; i += 1) again.push(await timedStart(mode, data.dir));
    again.sort((a, b) => a - b);
    rows.push({ mode: mode.name, first, again });
  } finally {
    data.remove();
  }
}
web.remove();
console.log(`after: ${load()}`);
console.log('| server | first start (migrate + seed) ms | restart ms (median, min-max) |');
console.log('| --- | ---: | ---: |');
for (const { mode, first, again } of rows) {
  const median = again[Math.floor(again.length / 2)];
  console.log(
    `| ${mode} | ${Math.round(first)} | ${Math.round(median)} (${Math.round(again[0])}-${Math.round(again.at(-1))}) |`,
  );
}
