#!/usr/bin/env node
/**
 * The reading benchmark (`npm run bench -- --books 100000`, or `node bench/reading.mjs --books N`):
 * list and reader calls under many concurrent readers on a database of N published books.
 *
 * 1. The production server starts once on a fresh DATA_DIR (migrations and the demo seed), and
 *    stops.
 * 2. bench/lib/shelves.mjs writes N more published books (SHELF_WRITERS writers) with the reading
 *    module's own bulk factory, in transactions of a few thousand books.
 * 3. The server starts again on that database; each scenario runs with autocannon, and again
 *    against the bare-Fastify floor answering the same bytes (as `npm run bench` does).
 *
 * Visitors are anonymous, each request from its own address (TRUST_PROXY, X-Forwarded-For), so
 * the per-address limit of 240 calls a minute never answers instead of the list, and every
 * reader call counts a read (a write, as a new visitor's first read of the day is).
 *
 * Environment (all optional): BENCH_SECONDS (10), BENCH_WARMUP (2), BENCH_CONNECTIONS (100),
 * BENCH_ONLY (name filter), SHELF_WRITERS (2000), BENCH_LOG_LEVEL (info), BENCH_KEEP_DATA=1
 * (keep the data directory and print it), BENCH_SEARCH_INDEX=1 (also rebuild the search index
 * over the new books, timed, as the nightly job does; the list and reader calls do not read it). Figures go to bench/results/reading.json.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { cannon, csrfFor, machine, startFloor, table } from './lib/cannon.mjs';
import { DatabaseInspector } from './lib/inspect.mjs';
import { repoRoot, resultsDir } from './lib/paths.mjs';
import { freePort, ServerProcess, tempDataDir } from './lib/server.mjs';
import { addressFor, call } from './lib/session.mjs';
import { webDist } from './lib/web.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i === -1 ? fallback : process.argv[i + 1];
};
const books = Number(arg('--books', process.env.SHELF_BOOKS || 100_000));
const seconds = Number(process.env.BENCH_SECONDS || 10);
const warmup = Number(process.env.BENCH_WARMUP ?? 2);
const connections = Number(process.env.BENCH_CONNECTIONS || 100);
const only = process.env.BENCH_ONLY;
if (!Number.isInteger(books) || books < 1) {
  console.error('--books needs a whole number of books');
  process.exit(2);
}

const types = ['picturebook', 'longform', 'flashfiction', 'poetry'];
const sorts = ['active', 'recent', 'popular', 'monthly', 'yearly', 'newauthor'];
const json = 'application/json';

mkdirSync(resultsDir, { recursive: true });
const data = tempDataDir('reading');
const web = webDist({ build: false, fallbackDir: data.dir });
const logFile = join(resultsDir, 'reading-server.log');
writeFileSync(logFile, '');
const serverOptions = {
  port: await freePort(),
  dataDir: data.dir,
  webDist: web.dir,
  logFile,
  env: { TRUST_PROXY: 'true', LOG_LEVEL: process.env.BENCH_LOG_LEVEL || 'info' },
};
let server = new ServerProcess(serverOptions);
/** @type {{url: string, stop: () => void} | undefined} */
let floor;
async function cleanUp() {
  floor?.stop();
  await server.stop();
  if (process.env.BENCH_KEEP_DATA === '1') console.log(`data kept in ${data.dir}`);
  else data.remove();
}
process.on('SIGINT', () => void cleanUp().then(() => process.exit(130)));

/** Runs bench/lib/shelves.mjs under tsx's loader against the stopped server's database. */
function fillShelves(sampleFile) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', join(import.meta.dirname, 'lib', 'shelves.mjs'), sampleFile],
      {
        cwd: repoRoot,
        stdio: ['ignore', 'inherit', 'inherit'],
        env: {
          ...process.env,
          NODE_ENV: 'production',
          DATA_DIR: data.dir,
          DATABASE_URL: '',
          SHELF_BOOKS: String(books),
          SHELF_SEARCH_INDEX: process.env.BENCH_SEARCH_INDEX === '1' ? '1' : '',
        },
      },
    );
    child.once('exit', (code) =>
      code === 0 ? resolve(undefined) : reject(new Error(`shelves.mjs exited ${code}`)),
    );
  });
}

/**
 * The recurring jobs a start enqueues and runs once per UTC day (the search index rebuild, the
 * windowed counts): waited for after the first start, so the second start (same day) has none to
 * run and the figures are for a server doing only the calls.
 */
const startJobs = ['search.rebuild', 'reading.counts'];

/** Waits until none of the start-up jobs is queued or running (at most 15 minutes). */
async function jobsDone(dbFile) {
  const db = await DatabaseInspector.open({ dbFile });
  try {
    const deadline = Date.now() + 15 * 60_000;
    await new Promise((resolve) => setTimeout(resolve, 1000));
    while (Date.now() < deadline) {
      const [row] = await db.all(
        `select count(*) as n from jobs where state in ('queued', 'running') and name in (${startJobs.map(() => '?').join(', ')})`,
        startJobs,
      );
      if (Number(row?.n) === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    throw new Error('the start-up jobs did not finish within 15 minutes');
  } finally {
    await db.close();
  }
}

/** A JSON call's headers with the visitor's CSRF cookie and token. */
const csrfHeaders = (token) => ({
  'content-type': json,
  cookie: `sl_csrf=${token}`,
  'x-csrf-token': token,
});

/** A list call as a visitor from its own address; throws unless the envelope says success. */
async function list(url, token, body, n) {
  const answer = await call(`${url}/api/Read/List`, {
    method: 'POST',
    headers: { ...csrfHeaders(token), 'x-forwarded-for': addressFor(n) },
    body: JSON.stringify(body),
    timeoutMs: 120_000,
  });
  if (answer.ms > 1000)
    console.log(`  (slow list: ${Math.round(answer.ms)} ms for ${JSON.stringify(body)})`);
  if (answer.status !== 200 || answer.json?.code !== 0)
    throw new Error(`List ${JSON.stringify(body)}: ${answer.status} ${answer.text.slice(0, 200)}`);
  return answer.json.result;
}

const report = {
  date: new Date().toISOString(),
  machine: machine(),
  settings: { books, seconds, warmup, connections, database: 'sqlite', web: web.note },
  build: /** @type {Record<string, unknown>} */ ({}),
  scenarios: /** @type {any[]} */ ([]),
};

let exitCode = 0;
try {
  let started = performance.now();
  console.log('Starting the server once (migrations and the demo seed)...');
  await server.start();
  await jobsDone(server.dbFile);
  await server.stop();
  report.build.seedSeconds = Number(((performance.now() - started) / 1000).toFixed(1));

  console.log(`Writing ${books} published books...`);
  started = performance.now();
  const sampleFile = join(data.dir, 'sample.json');
  await fillShelves(sampleFile);
  report.build.shelvesSeconds = Number(((performance.now() - started) / 1000).toFixed(1));
  report.build.databaseMiB = Math.round(statSync(server.dbFile).size / 2 ** 20);
  /** @type {Record<string, string[]>} */
  const sample = JSON.parse(readFileSync(sampleFile, 'utf8'));
  const readable = types.flatMap((t) => sample[t] ?? []);

  server = new ServerProcess(serverOptions);
  started = performance.now();
  await server.start();
  report.build.restartSeconds = Number(((performance.now() - started) / 1000).toFixed(1));
  await jobsDone(server.dbFile);
  report.build.startJobsSeconds = Number(((performance.now() - started) / 1000).toFixed(1));
  console.log(`  start-up jobs done ${report.build.startJobsSeconds} s after the start`);

  const token = await csrfFor(server.url);
  // Cursor pages: walk the first pages of every type and sort, keeping each page's cursor.
  let n = 0;
  const cursorBodies = [];
  for (const type of types) {
    for (const sort of sorts) {
      let cursor = null;
      for (let page = 0; page < 8; page++) {
        const result = await list(
          server.url,
          token,
          { Type: type, Sort: sort, ...(cursor ? { Cursor: cursor } : {}) },
          n++,
        );
        if (!result.NextCursor) break;
        cursor = result.NextCursor;
        cursorBodies.push({ Type: type, Sort: sort, Cursor: cursor });
      }
    }
  }
  const languages = ['en', 'es', 'fr', 'de', 'pt'];
  const ages = ['3+', '6+', '9+', '13+', '16+'];
  const filteredBodies = [];
  for (const type of types)
    for (const sort of sorts)
      for (const [k, age] of ages.entries())
        filteredBodies.push({ Type: type, Sort: sort, AgeGroup: age, Language: languages[k] });
  // Every filtered list has books (the shelves spread languages and ages evenly).
  for (const body of filteredBodies.slice(0, 6)) {
    const result = await list(server.url, token, body, n++);
    if (result.List.length === 0) throw new Error(`empty list for ${JSON.stringify(body)}`);
  }
  // Every sampled book opens for a visitor.
  for (const id of readable.filter((_, i) => i % Math.ceil(readable.length / 40) === 0)) {
    const answer = await call(`${server.url}/api/Read/Book`, {
      method: 'POST',
      headers: { ...csrfHeaders(token), 'x-forwarded-for': addressFor(n++) },
      body: JSON.stringify({ StoryBookId: id }),
    });
    if (answer.json?.code !== 0)
      throw new Error(`Read/Book ${id}: ${answer.status} ${answer.text.slice(0, 200)}`);
  }

  const at = (list, i) => list[i % list.length];
  const post = (name, body) => ({
    name,
    method: 'POST',
    path: name.startsWith('reader') ? '/api/Read/Book' : '/api/Read/List',
    contentType: json,
    perAddress: true,
    csrf: true,
    body,
  });
  const scenarios = [
    post('list: picture books, first page', () => JSON.stringify({ Type: 'picturebook' })),
    post('list: every type and sort, first page', (i) =>
      JSON.stringify({ Type: at(types, i), Sort: at(sorts, Math.floor(i / types.length)) }),
    ),
    post('list: age + language filters', (i) => JSON.stringify(at(filteredBodies, i))),
    post('list: cursor pages 2-9', (i) => JSON.stringify(at(cursorBodies, i * 7))),
    post('reader: a random book', (i) =>
      JSON.stringify({ StoryBookId: at(readable, (i * 7919) % readable.length) }),
    ),
  ].filter((s) => !only || s.name.includes(only));

  const ctx = { token, counter: n, floorIndex: new Map() };
  floor = await startFloor(scenarios, server.url, ctx, 'reading-floor-routes');

  const m = report.machine;
  console.log(
    `\n${books} books (+ the demo's), ${scenarios.length} scenarios, ${connections} connections, ${seconds} s each (+${warmup} s warm-up)` +
      `\nmachine: ${m.cpu}, ${m.cores} cores, ${m.memoryGiB} GiB, Node ${m.node}, load average ${m.loadAverage.join(' ')}` +
      `\ndatabase: ${report.build.databaseMiB} MiB SQLite; seed ${report.build.seedSeconds} s, ${books} books written in ${report.build.shelvesSeconds} s, start-up jobs ${report.build.startJobsSeconds} s\n`,
  );
  console.log(table.heading());
  for (const scenario of scenarios) {
    if (warmup > 0) await cannon(scenario, server.url, ctx, warmup, connections);
    const real = await cannon(scenario, server.url, ctx, seconds, connections);
    if (warmup > 0) await cannon(scenario, floor.url, ctx, warmup, connections);
    const bare = await cannon(scenario, floor.url, ctx, seconds, connections);
    const ratio = bare.requestsPerSecond ? real.requestsPerSecond / bare.requestsPerSecond : 0;
    report.scenarios.push({
      name: scenario.name,
      ...real,
      floor: bare,
      ratio: Number(ratio.toFixed(3)),
    });
    if (real.errors > 0) exitCode = 1;
    console.log(table.row(scenario.name, real, bare));
  }
  report.machine.loadAverageAfter = machine().loadAverage;
  console.log(
    `\nload average after: ${report.machine.loadAverageAfter.join(' ')}; web: ${web.note}`,
  );
} catch (err) {
  exitCode = 1;
  console.error(err instanceof Error ? err.message : String(err));
  console.error(server.tail());
} finally {
  writeFileSync(join(resultsDir, 'reading.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.log('results: bench/results/reading.json');
  await cleanUp();
}
process.exit(exitCode);
