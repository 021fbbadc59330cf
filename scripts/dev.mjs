#!/usr/bin/env node
/**
 * `npm run dev`: the server in watch mode (tsx watch, restarts on change) on PORT (3000) and the
 * Vite dev server (http://localhost:5173, hot reload) proxying /api to it. Both run and stop
 * together: Ctrl-C stops both, and when one exits the other is stopped too.
 */
import { join } from 'node:path';
import { bin, repoRoot, serverMain } from './lib/paths.mjs';
import { exited, signalGroup, startGroup, stopGroup } from './lib/processes.mjs';

const port = process.env.PORT || '3000';
const serverEnv = {
  ...process.env,
  NODE_ENV: 'development',
  PORT: port,
  DATA_DIR: process.env.DATA_DIR || './data',
};
const webEnv = { ...process.env, STORYLOOM_API: `http://localhost:${port}` };

const children = [
  { name: 'server', child: startGroup(bin('tsx'), ['watch', serverMain], { env: serverEnv }) },
  {
    name: 'web',
    child: startGroup(bin('vite'), [], { cwd: join(repoRoot, 'apps/web'), env: webEnv }),
  },
];

let stopping = false;
async function stopAll(reason) {
  if (stopping) return;
  stopping = true;
  if (reason) console.log(`\n${reason}: stopping the server and the web dev server...`);
  await Promise.all(children.map(({ child }) => stopGroup(child, 5_000)));
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (stopping) {
      for (const { child } of children) signalGroup(child, 'SIGKILL');
      return;
    }
    void stopAll(signal).then(() => process.exit(0));
  });
}

const first = await Promise.race(
  children.map(({ name, child }) => exited(child).then((code) => ({ name, code }))),
);
await stopAll(`the ${first.name} process exited with code ${first.code}`);
process.exit(first.code === 0 ? 0 : first.code);
