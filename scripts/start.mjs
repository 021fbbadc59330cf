#!/usr/bin/env node
/**
 * `npm start`: serves the production build. Builds the web app first when apps/web/dist is
 * missing, and the server (apps/server/dist, esbuild, about a second) when its build is missing
 * or older than its sources, then runs the compiled server (decision 063; migrations and the
 * demo seed run at its start) with
 * NODE_ENV=production on PORT (3000) with its data under DATA_DIR (./data). SIGINT and SIGTERM
 * are passed on so the server shuts down gracefully.
 */
import { exited, signalGroup, startGroup } from './lib/processes.mjs';
import { ensureServerBuild, serverBuilt } from './lib/server-build.mjs';
import { buildWeb, webBuildExists } from './lib/web-build.mjs';

// WEB_DIST serves a build made elsewhere; otherwise apps/web/dist, built once when missing.
if (!process.env.WEB_DIST && !webBuildExists()) {
  const code = await buildWeb();
  if (code !== 0) {
    console.error('The web app did not build; not starting the server.');
    process.exit(code);
  }
}

if ((await ensureServerBuild()) !== 0) {
  console.error('The server did not build; not starting it.');
  process.exit(1);
}

const env = {
  ...process.env,
  // Production, except for the e2e harness's server with a movable clock (decision 007).
  NODE_ENV:
    process.env.NODE_ENV === 'test' && process.env.TEST_CLOCK === '1' ? 'test' : 'production',
  PORT: process.env.PORT || '3000',
  DATA_DIR: process.env.DATA_DIR || './data',
};

// The compiled JavaScript, run by node itself: no TypeScript loader at run time (decision 063).
const server = startGroup(process.execPath, [serverBuilt], {
  cwd: process.cwd(),
  env,
});

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    // The server shuts down gracefully on SIGTERM/SIGINT (apps/server/src/main.ts); a second
    // signal while it does so forces it.
    signalGroup(server, stopping ? 'SIGKILL' : signal === 'SIGHUP' ? 'SIGTERM' : signal);
    stopping = true;
  });
}

const code = await exited(server);
process.exit(code);
