#!/usr/bin/env node
/**
 * `npm run test:e2e`: the browser journeys against the built app, as CI runs them.
 *
 * 1. builds the web app when apps/web/dist is missing or older than its sources;
 * 2. starts the production server (scripts/start.mjs, as `npm start`) on a free port with a fresh temporary DATA_DIR (a new SQLite
 *    database, SEED=demo, a known DEMO_PASSWORD) and waits for /readyz;
 * 3. runs the Playwright suites (e2e/playwright.config.ts) against it with Debian's Chromium;
 * 4. stops the server and writes e2e/artifacts/summary.json ({ passed, failed, ... }) for
 *    .ci/run. Screenshots, traces and the server log stay under e2e/artifacts/.
 *
 * Extra arguments go to `playwright test` (a file, --grep, --headed, ...).
 * WEB_DIST=<dir> tests a build made elsewhere. E2E_KEEP_DATA=1 keeps the temporary data directory for a look afterwards.
 */
import { randomBytes } from 'node:crypto';
import {
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureChromium } from '../scripts/lib/chromium.mjs';
import { bin, repoRoot } from '../scripts/lib/paths.mjs';
import { run, startGroup, stopGroup } from '../scripts/lib/processes.mjs';
import { buildWeb, webBuildStale } from '../scripts/lib/web-build.mjs';

const artifacts = join(repoRoot, 'e2e/artifacts');
const summaryFile = join(artifacts, 'summary.json');
const reportFile = join(artifacts, 'report.json');
const started = Date.now();

function writeSummary(summary) {
  const full = { ...summary, durationMs: Date.now() - started };
  writeFileSync(summaryFile, `${JSON.stringify(full, null, 2)}\n`);
  return full;
}

/** A crash before or around the suites counts as one failed check. */
function crash(reason) {
  console.error(`e2e: ${reason}`);
  writeSummary({ passed: 0, failed: 1, skipped: 0, flaky: 0, crashed: reason });
  process.exit(1);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// The demo seed (its pictures and their sizes) runs before /readyz answers: well under 90 s on an idle
// machine, past 90 s at a load average of 9-13 on 2 cores (a fresh machine's first run, beside
// other work). A server that has not exited is still seeding: give it four minutes.
async function waitForReady(baseUrl, server, timeoutMs = 240_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null || server.signalCode !== null) return false;
    try {
      const response = await fetch(`${baseUrl}/readyz`, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return true;
    } catch {
      // not listening yet
    }
    await pause(250);
  }
  return false;
}

/** Playwright's JSON report -> counts. Flaky tests (passed on retry) count as passed. */
function countReport() {
  if (!existsSync(reportFile)) return undefined;
  const report = JSON.parse(readFileSync(reportFile, 'utf8'));
  const stats = report.stats ?? {};
  const errors = Array.isArray(report.errors) ? report.errors.length : 0;
  return {
    passed: (stats.expected ?? 0) + (stats.flaky ?? 0),
    failed: (stats.unexpected ?? 0) + errors,
    skipped: stats.skipped ?? 0,
    flaky: stats.flaky ?? 0,
  };
}

mkdirSync(artifacts, { recursive: true });
rmSync(summaryFile, { force: true });
rmSync(reportFile, { force: true });

try {
  ensureChromium();
} catch (err) {
  crash(err instanceof Error ? err.message : String(err));
}

// WEB_DIST points at a build made elsewhere; otherwise apps/web/dist, rebuilt when stale.
if (!process.env.WEB_DIST && webBuildStale()) {
  const code = await buildWeb();
  if (code !== 0) crash(`the web app did not build (exit ${code})`);
}

const port = await freePort();
const baseUrl = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'storyloom-e2e-'));
const demoPassword = process.env.DEMO_PASSWORD || `e2e-${randomBytes(6).toString('hex')}`;
// Demo staff always sign in in two steps: the journeys make codes from the seeded secret.
const base32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
const demoTotpSecret =
  process.env.DEMO_TOTP_SECRET || [...randomBytes(32)].map((b) => base32[b % 32]).join('');
const serverEnv = { ...process.env };
// A fresh embedded database every run, whatever the developer's shell has set.
for (const name of ['DATABASE_URL', 'PUBLIC_URL', 'SMTP_URL', 'S3_BUCKET', 'STRIPE_SECRET_KEY']) {
  delete serverEnv[name];
}
Object.assign(serverEnv, {
  // The production build and server, with a clock the journeys can move (decision 007):
  // TEST_CLOCK works only together with NODE_ENV=test.
  NODE_ENV: 'test',
  TEST_CLOCK: '1',
  HOST: '127.0.0.1',
  PORT: String(port),
  DATA_DIR: dataDir,
  SEED: 'demo',
  DEMO_PASSWORD: demoPassword,
  DEMO_TOTP_SECRET: demoTotpSecret,
  // A made-up Google client id: the sign-in screens show the Google button (its script stays
  // unreachable in the journeys, which is the "ad blocker" case they check).
  GOOGLE_CLIENT_ID: 'storyloom-e2e.apps.googleusercontent.com',
  // Every journey signs up from 127.0.0.1: production's 20 sign-ups an hour would not last.
  SIGNUP_LIMIT_PER_HOUR: '1000',
  LOG_LEVEL: process.env.E2E_LOG_LEVEL || 'info',
});

const serverLog = join(artifacts, 'server.log');
const log = createWriteStream(serverLog);
// Through scripts/start.mjs, exactly as `npm start` runs it (NODE_ENV=production, PORT, DATA_DIR,
// signals passed on), so the README's first command is what the journeys exercise.
const server = startGroup(process.execPath, [join(repoRoot, 'scripts/start.mjs')], {
  cwd: repoRoot,
  env: serverEnv,
  stdio: ['ignore', 'pipe', 'pipe'],
});
server.stdout.pipe(log, { end: false });
server.stderr.pipe(log, { end: false });

async function stopServer() {
  const code = await stopGroup(server, 10_000);
  log.end();
  if (process.env.E2E_KEEP_DATA) console.log(`e2e: data kept in ${dataDir}`);
  else rmSync(dataDir, { recursive: true, force: true });
  return code;
}

let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    interrupted = true;
  });
}

console.log(`e2e: server on ${baseUrl} (data in ${dataDir}, log in e2e/artifacts/server.log)`);
if (!(await waitForReady(baseUrl, server))) {
  const code = await stopServer();
  const tail = readFileSync(serverLog, 'utf8').split('\n').slice(-40).join('\n');
  console.error(`--- last lines of e2e/artifacts/server.log ---\n${tail}`);
  crash(`the server did not become ready (exit ${code}); see e2e/artifacts/server.log`);
}

// A --reporter given on the command line replaces the configured ones: keep the JSON report.
const playwrightArgs = process.argv
  .slice(2)
  .map((arg) => (arg.startsWith('--reporter=') && !arg.includes('json') ? `${arg},json` : arg));
// A chosen file or --grep runs just that: the clock project's dependency (the whole parallel
// project, playwright.config.ts) would otherwise run first in full.
if (playwrightArgs.length > 0 && !playwrightArgs.includes('--no-deps'))
  playwrightArgs.push('--no-deps');
const playwrightCode = await run(
  bin('playwright'),
  ['test', '-c', join(repoRoot, 'e2e/playwright.config.ts'), ...playwrightArgs],
  {
    cwd: repoRoot,
    env: {
      ...process.env,
      E2E_BASE_URL: baseUrl,
      E2E_DEMO_PASSWORD: demoPassword,
      E2E_DEMO_TOTP_SECRET: demoTotpSecret,
      E2E_REPORT_FILE: reportFile,
      PLAYWRIGHT_JSON_OUTPUT_NAME: reportFile,
    },
  },
);

const serverCode = await stopServer();
if (serverCode !== 0 && !interrupted) {
  console.warn(`e2e: the server exited with code ${serverCode} on SIGTERM (expected 0)`);
}

const counts = countReport();
if (!counts) crash(`Playwright wrote no report (exit ${playwrightCode})`);
if (playwrightCode !== 0 && counts.failed === 0) counts.failed = 1;
const summary = writeSummary({ ...counts, exitCode: playwrightCode });
console.log(
  `e2e: ${summary.passed} passed, ${summary.failed} failed, ${summary.skipped} skipped` +
    (summary.flaky ? ` (${summary.flaky} flaky: passed on retry)` : '') +
    ` in ${Math.round(summary.durationMs / 1000)} s; artefacts in e2e/artifacts/`,
);
process.exit(playwrightCode === 0 ? 0 : 1);
