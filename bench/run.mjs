#!/usr/bin/env node
/**
 * `npm run bench`: autocannon scenarios (bench/scenarios.mjs) against the production server on a
 * freshly seeded database, and against a bare Fastify server answering the same bytes (the
 * floor), in the same run on the same machine. Prints requests/s, p50, p99 and errors for each,
 * with the ratio to the floor, and writes bench/results/latest.json.
 *
 * Environment (all optional):
 *   BENCH_SECONDS=10       measured seconds per scenario and server
 *   BENCH_WARMUP=2         warm-up seconds per scenario (real server only)
 *   BENCH_CONNECTIONS=50   concurrent connections
 *   BENCH_ONLY=text        run only scenarios whose name contains text
 *   BENCH_BUILD=1          build the web app first when apps/web/dist is missing
 *   BENCH_DATABASE_URL=postgres://...  bench on PostgreSQL (a database this run may fill)
 *   BENCH_LOG_LEVEL=info   the server's LOG_LEVEL (production default: info)
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  cannon as cannonWith,
  csrfFor,
  machine,
  signInFor,
  startFloor,
  table,
} from './lib/cannon.mjs';
import { DatabaseInspector } from './lib/inspect.mjs';
import { resultsDir } from './lib/paths.mjs';
import { freePort, ServerProcess, tempDataDir } from './lib/server.mjs';
import { webDist } from './lib/web.mjs';
import { scenarios } from './scenarios.mjs';

// `npm run bench -- --books 100000`: the reading scenarios on a database of that many books.
const booksArg = process.argv.indexOf('--books');
if (booksArg !== -1) {
  const run = spawnSync(
    process.execPath,
    [join(import.meta.dirname, 'reading.mjs'), ...process.argv.slice(booksArg)],
    { stdio: 'inherit' },
  );
  process.exit(run.status ?? 1);
}

const seconds = Number(process.env.BENCH_SECONDS || 10);
const warmup = Number(process.env.BENCH_WARMUP ?? 2);
const connections = Number(process.env.BENCH_CONNECTIONS || 50);
const only = process.env.BENCH_ONLY;
const databaseUrl = process.env.BENCH_DATABASE_URL || undefined;
const runId = Date.now().toString(36);
const cannon = (scenario, url, ctx, duration, pid) =>
  cannonWith(scenario, url, ctx, duration, connections, pid);

mkdirSync(resultsDir, { recursive: true });
const data = tempDataDir('bench');
const web = webDist({ build: process.env.BENCH_BUILD === '1', fallbackDir: data.dir });
const server = new ServerProcess({
  port: await freePort(),
  dataDir: data.dir,
  databaseUrl,
  webDist: web.dir,
  logFile: join(resultsDir, 'server.log'),
  // One demo writer's signed-in reads run at thousands a minute: the per-writer limits (240 a
  // minute for WriteList and the notification count) are raised so they stay out of the figures.
  env: {
    TRUST_PROXY: 'true',
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL || 'info',
    WRITER_LIMIT_SCALE: '10000',
  },
});
writeFileSync(join(resultsDir, 'server.log'), '');

/** @type {{url: string, stop: () => void} | undefined} */
let floor;
async function cleanUp() {
  floor?.stop();
  await server.stop();
  data.remove();
}
process.on('SIGINT', () => void cleanUp().then(() => process.exit(130)));

const report = {
  date: new Date().toISOString(),
  machine: machine(),
  settings: {
    seconds,
    warmup,
    connections,
    database: databaseUrl ? 'postgres' : 'sqlite',
    web: web.note,
    logLevel: process.env.BENCH_LOG_LEVEL || 'info',
    trustProxy: true,
  },
  scenarios: /** @type {any[]} */ ([]),
  notes: /** @type {string[]} */ ([]),
};

/** The first picture book the demo lists (the reader scenario opens it). */
async function firstBook(url, token) {
  const res = await fetch(`${url}/api/Read/List`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: `sl_csrf=${token}`,
      'x-csrf-token': token,
    },
    body: JSON.stringify({ Type: 'picturebook' }),
  });
  const body = await res.json().catch(() => null);
  return body?.result?.List?.[0]?.StoryBookId ?? '';
}

let exitCode = 0;
try {
  console.log(`Starting the server (production, fresh seeded ${report.settings.database})...`);
  await server.start();
  const ctx = {
    runId,
    token: await csrfFor(server.url),
    counter: 0,
    web: web.kind,
    demoUser: 'demo-writer',
    demoPassword: server.demoPassword,
    session: await signInFor(server.url, 'demo-writer', server.demoPassword),
    /** The CSRF token bound to `session` (set below). */
    sessionToken: '',
    /** A demo picture book's open id (the reader scenario). */
    demoBook: '',
    /** @type {Map<object, number>} */
    floorIndex: new Map(),
  };

  if (ctx.session) ctx.sessionToken = await csrfFor(server.url, ctx.session);
  ctx.demoBook = await firstBook(server.url, ctx.token);
  const chosen = scenarios.filter((s) => !only || s.name.includes(only));
  const runnable = [];
  for (const scenario of chosen) {
    const missing = scenario.needs?.(ctx);
    if (missing) {
      report.notes.push(`${scenario.name}: skipped (${missing})`);
      continue;
    }
    runnable.push(scenario);
  }

  // What the real server answers for each scenario: the floor answers the same bytes.
  floor = await startFloor(runnable, server.url, ctx);
  const floorUrl = floor.url;

  console.log(
    `\n${runnable.length} scenarios, ${connections} connections, ${seconds} s each (+${warmup} s warm-up)` +
      `\nmachine: ${report.machine.cpu}, ${report.machine.cores} cores, ${report.machine.memoryGiB} GiB, Node ${report.machine.node}\n`,
  );
  console.log(table.heading());
  let writes = 0;
  for (const scenario of runnable) {
    if (warmup > 0) {
      const warm = await cannon(scenario, server.url, ctx, warmup);
      if (scenario.write) writes += warm.ok2xx;
    }
    const real = await cannon(scenario, server.url, ctx, seconds, server.child?.pid);
    if (scenario.write) writes += real.ok2xx;
    if (warmup > 0) await cannon(scenario, floorUrl, ctx, warmup);
    const bare = await cannon(scenario, floorUrl, ctx, seconds, floor.pid);
    const ratio = bare.requestsPerSecond ? real.requestsPerSecond / bare.requestsPerSecond : 0;
    // The same ratio in CPU time per request (floor / real): what each request costs the
    // process, which moves far less with the machine's load than requests/s does.
    const cpuRatio =
      real.cpuMsPerRequest && bare.cpuMsPerRequest !== undefined
        ? Number((bare.cpuMsPerRequest / real.cpuMsPerRequest).toFixed(3))
        : undefined;
    report.scenarios.push({
      name: scenario.name,
      method: scenario.method,
      ...real,
      floor: bare,
      ratio: Number(ratio.toFixed(3)),
      cpuRatio,
    });
    if (real.errors > 0) exitCode = 1;
    console.log(table.row(scenario.name, real, bare));
  }

  // Every acknowledged benchmark write is in the database.
  const db = await DatabaseInspector.open(
    databaseUrl ? { databaseUrl } : { dbFile: server.dbFile },
  );
  try {
    const stored =
      [...(await db.countsByPrefix('page_views', 'path', `/bench/${runId}/`)).values()].reduce(
        (a, b) => a + b,
        0,
      ) +
      [
        ...(await db.countsByPrefix('share_visits', 'request_uri', `/bench/${runId}/`)).values(),
      ].reduce((a, b) => a + b, 0);
    // The capture calls above are acknowledged writes too (one per write scenario).
    const captured = runnable.filter((s) => s.write).length;
    // autocannon stops counting at the deadline: up to one request per connection per run was
    // still in flight then, acted on by the server but never counted as acknowledged.
    const acknowledged = writes + captured;
    const inFlight = runnable
      .filter((s) => s.write)
      .reduce((sum, s) => sum + (s.connections ?? connections) * (warmup > 0 ? 2 : 1), 0);
    const sound = stored >= acknowledged && stored <= acknowledged + inFlight;
    const note = `writes: ${acknowledged} acknowledged, ${stored} stored (at most ${inFlight} in flight at the deadlines)${sound ? '' : ' -- MISMATCH'}`;
    report.notes.push(note);
    console.log(`\n${note}`);
    if (!sound) exitCode = 1;
  } finally {
    await db.close();
  }
  for (const note of report.notes) if (!note.startsWith('writes')) console.log(note);
  console.log(`web: ${web.note}`);
} catch (err) {
  exitCode = 1;
  console.error(err instanceof Error ? err.message : String(err));
} finally {
  writeFileSync(join(resultsDir, 'latest.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\nresults: bench/results/latest.json`);
  await cleanUp();
}
process.exit(exitCode);
