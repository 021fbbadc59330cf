#!/usr/bin/env node
/**
 * `npm start`: serves the production build. Builds the web app first when apps/web/dist is
 * missing, then runs the server (migrations and the demo seed run at its start) with
 * NODE_ENV=production on PORT (3000) with its data under DATA_DIR (./data). SIGINT and SIGTERM
 * are passed on so the server shuts down gracefully.
 */
import { serverMain } from './lib/paths.mjs';
import { exited, signalGroup, startGroup } from './lib/processes.mjs';
import { buildWeb, webBuildExists } from './lib/web-build.mjs';

// WEB_DIST serves a build made elsewhere; otherwise apps/web/dist, built once when missing.
if (!process.env.WEB_DIST && !webBuildExists()) {
  const code = await buildWeb();
  if (code !== 0) {
    console.error('The web app did not build; not starting the server.');
    process.exit(code);
  }
}

const env = {
  ...process.env,
  // Production, except for the e2e harness's server with a movable clock (decision 007).
  NODE_ENV:
    process.env.NODE_ENV === 'test' && process.env.TEST_CLOCK === '1' ? 'test' : 'production',
  PORT: process.env.PORT || '3000',
  DATA_DIR: process.env.DATA_DIR || './data',
};

// node --import tsx rather than the tsx command: the command gives its child only moments to
// finish after SIGTERM before killing it, which turned graceful shutdowns into kills.
const server = startGroup(process.execPath, ['--import', 'tsx', serverMain], {
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
