#!/usr/bin/env node
/**
 * `npm run lighthouse` (issue 10): Lighthouse performance and accessibility scores for the home
 * page, a list and a reader, on the production server with a fresh DATA_DIR and the demo seed.
 *
 * - The web build: WEB_DIST when set, else apps/web/dist (built first when missing).
 * - The reader is the first picture book of POST /api/Read/List (its ReaderPath).
 * - Lighthouse (npm `lighthouse`) drives Debian's Chromium (CHROMIUM_PATH, default
 *   /usr/bin/chromium; headless, --no-sandbox) with its default mobile settings (simulated
 *   throttling: the scores do not depend on this machine's network); `--desktop` uses its
 *   desktop preset.
 * - `--pages home,list,reader` picks pages; `--min-accessibility 0.9` (and/or
 *   `--min-performance`) turns it into a check: one result per page and score, ending with
 *   "N passed, N failed", exit 1 below the floor.
 *
 * Prints a table and writes bench/results/lighthouse.json (scores and, per page, the audits that
 * did not pass). `--full` also writes each page's whole Lighthouse report (every audit, with the
 * diagnostics: render-blocking-resources, critical-request-chains, network-requests, bootup-time
 * and the like) to bench/results/lighthouse-<page>.json.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { freePort, ServerProcess, tempDataDir } from '../bench/lib/server.mjs';
import { call } from '../bench/lib/session.mjs';
import { ensureChromium } from './lib/chromium.mjs';
import { repoRoot, webDist } from './lib/paths.mjs';
import { buildWeb, webBuildExists } from './lib/web-build.mjs';

const arg = (name) => {
  const i = process.argv.indexOf(name);
  return i === -1 ? undefined : process.argv[i + 1];
};
const desktop = process.argv.includes('--desktop');
const full = process.argv.includes('--full');
const pages = (arg('--pages') ?? 'home,list,reader').split(',');
const floors = {
  accessibility: arg('--min-accessibility') ? Number(arg('--min-accessibility')) : undefined,
  performance: arg('--min-performance') ? Number(arg('--min-performance')) : undefined,
};
const checking = floors.accessibility !== undefined || floors.performance !== undefined;
// A check measures only the categories it has a floor for (accessibility alone is quicker).
const categories = checking
  ? Object.keys(floors).filter((c) => floors[c] !== undefined)
  : ['performance', 'accessibility'];
const resultsDir = join(repoRoot, 'bench', 'results');
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Debian's Chromium with a DevTools port, in a throwaway profile. */
async function startChromium() {
  const path = ensureChromium();
  const port = await freePort();
  const profile = mkdtempSync(join(tmpdir(), 'storyloom-lighthouse-'));
  const child = spawn(
    path,
    [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--no-first-run',
      '--no-default-browser-check',
      `--user-data-dir=${profile}`,
      `--remote-debugging-port=${port}`,
      'about:blank',
    ],
    { stdio: 'ignore', detached: true },
  );
  const stop = () => {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
    rmSync(profile, { recursive: true, force: true });
  };
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/json/version`);
      if (res.ok) return { port, stop };
    } catch {
      // not listening yet
    }
    await pause(200);
  }
  stop();
  throw new Error('Chromium did not open its DevTools port within 30 s');
}

/** The reader path of the first picture book in the public list. */
async function readerPath(url) {
  const csrf = await call(`${url}/api/Security/CsrfToken`);
  const token = csrf.json?.result?.token;
  const answer = await call(`${url}/api/Read/List`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: `sl_csrf=${token}`,
      'x-csrf-token': token,
    },
    body: JSON.stringify({ Type: 'picturebook', Limit: 1 }),
  });
  const path = answer.json?.result?.List?.[0]?.ReaderPath;
  if (!path)
    throw new Error(`no picture book to read: ${answer.status} ${answer.text.slice(0, 200)}`);
  return path;
}

const web = process.env.WEB_DIST || webDist;
if (!process.env.WEB_DIST && !webBuildExists()) {
  if ((await buildWeb()) !== 0) {
    console.error('the web app did not build');
    process.exit(1);
  }
}

const data = tempDataDir('lighthouse');
const server = new ServerProcess({ port: await freePort(), dataDir: data.dir, webDist: web });
/** @type {{port: number, stop: () => void} | undefined} */
let chromium;
const report = {
  date: new Date().toISOString(),
  lighthouse: '',
  chromium: '',
  settings: desktop ? 'desktop preset' : 'default (mobile, simulated throttling)',
  pages: /** @type {any[]} */ ([]),
};
let passed = 0;
let failed = 0;
let exitCode = 0;
try {
  console.log('Starting the production server (fresh DATA_DIR, demo seed)...');
  await server.start();
  const paths = {
    home: '/',
    list: '/picture-book',
    reader: pages.includes('reader') ? await readerPath(server.url) : '',
  };
  chromium = await startChromium();
  const version = await (await fetch(`http://127.0.0.1:${chromium.port}/json/version`)).json();
  report.chromium = version.Browser;
  for (const page of pages) {
    const path = paths[page];
    if (path === undefined) throw new Error(`unknown page ${page} (home, list, reader)`);
    const started = performance.now();
    // A trace Chromium did not record (NO_NAVSTART and the like, seen on a loaded machine) is
    // Lighthouse's own hiccup: up to two more tries.
    let lhr;
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      const result = await lighthouse(
        `${server.url}${path}`,
        {
          port: chromium.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: categories,
        },
        desktop ? (await import('lighthouse/core/config/desktop-config.js')).default : undefined,
      );
      if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
      lhr = result.lhr;
      if (!lhr.runtimeError) break;
      console.log(`  (${path}: ${lhr.runtimeError.code}${attempt < 3 ? ', trying again' : ''})`);
    }
    report.lighthouse = lhr.lighthouseVersion;
    if (lhr.runtimeError) throw new Error(`${path}: ${lhr.runtimeError.message}`);
    const score = (id) => lhr.categories[id]?.score ?? null;
    const failing = (id) =>
      (lhr.categories[id]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => ref.id);
    const entry = {
      page,
      path,
      performance: score('performance'),
      accessibility: score('accessibility'),
      metrics: {
        fcpMs: Math.round(lhr.audits['first-contentful-paint']?.numericValue ?? Number.NaN),
        lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN),
        tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN),
        cls: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN).toFixed(3)),
      },
      accessibilityNotPassed: failing('accessibility'),
      performanceNotPassed: failing('performance'),
      seconds: Number(((performance.now() - started) / 1000).toFixed(1)),
    };
    report.pages.push(entry);
    if (full) {
      mkdirSync(resultsDir, { recursive: true });
      writeFileSync(join(resultsDir, `lighthouse-${page}.json`), JSON.stringify(lhr));
    }
    console.log(
      `${page.padEnd(7)} ${path.padEnd(40)} performance ${String(entry.performance).padEnd(5)} accessibility ${String(entry.accessibility).padEnd(5)} ` +
        (categories.includes('performance')
          ? `(FCP ${entry.metrics.fcpMs} ms, LCP ${entry.metrics.lcpMs} ms, TBT ${entry.metrics.tbtMs} ms, CLS ${entry.metrics.cls}; ${entry.seconds} s)`
          : `(${entry.seconds} s)`),
    );
    if (entry.accessibilityNotPassed.length)
      console.log(
        `        accessibility audits not passed: ${entry.accessibilityNotPassed.join(', ')}`,
      );
    for (const [category, floor] of Object.entries(floors)) {
      if (floor === undefined) continue;
      const value = entry[category];
      const ok = typeof value === 'number' && value >= floor;
      if (ok) passed += 1;
      else failed += 1;
      console.log(`${ok ? 'ok    ' : 'FAILED'} ${page} ${category} ${value} >= ${floor}`);
    }
  }
  console.log(`Lighthouse ${report.lighthouse}, ${report.chromium}, ${report.settings}`);
} catch (err) {
  exitCode = 1;
  failed += checking ? 1 : 0;
  console.error(err instanceof Error ? err.message : String(err));
} finally {
  chromium?.stop();
  await server.stop();
  data.remove();
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(join(resultsDir, 'lighthouse.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.log('results: bench/results/lighthouse.json');
}
if (checking) {
  console.log(`${passed} passed, ${failed} failed`);
  if (failed > 0) exitCode = 1;
}
process.exit(exitCode);
