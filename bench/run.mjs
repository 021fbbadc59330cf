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
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { DatabaseInspector } from './lib/inspect.mjs';
import { resultsDir } from './lib/paths.mjs';
import { freePort, ServerProcess, tempDataDir } from './lib/server.mjs';
import { call } from './lib/session.mjs';
import { webDist } from './lib/web.mjs';
import { addressFor, scenarios } from './scenarios.mjs';

const seconds = Number(process.env.BENCH_SECONDS || 10);
const warmup = Number(process.env.BENCH_WARMUP ?? 2);
const connections = Number(process.env.BENCH_CONNECTIONS || 50);
const only = process.env.BENCH_ONLY;
const databaseUrl = process.env.BENCH_DATABASE_URL || undefined;
const runId = Date.now().toString(36);

mkdirSync(resultsDir, { recursive: true });
const data = tempDataDir('bench');
const web = webDist({ build: process.env.BENCH_BUILD === '1', fallbackDir: data.dir });
const server = new ServerProcess({
  port: await freePort(),
  dataDir: data.dir,
  databaseUrl,
  webDist: web.dir,
  logFile: join(resultsDir, 'server.log'),
  env: { TRUST_PROXY: 'true', LOG_LEVEL: process.env.BENCH_LOG_LEVEL || 'info' },
});
writeFileSync(join(resultsDir, 'server.log'), '');

/** @type {import('node:child_process').ChildProcess | undefined} */
let floor;
async function cleanUp() {
  floor?.kill('SIGTERM');
  await server.stop();
  data.remove();
}
process.on('SIGINT', () => void cleanUp().then(() => process.exit(130)));

function machine() {
  const cpus = os.cpus();
  return {
    cpu: cpus[0]?.model.trim() ?? 'unknown',
    cores: cpus.length,
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    os: `${os.type()} ${os.release()}`,
    node: process.version,
  };
}

/** The CSRF cookie + token a visitor would hold, taken from the real server. */
async function csrfFor(url) {
  const answer = await call(`${url}/api/Security/CsrfToken`);
  const token = answer.json?.result?.token;
  if (!token) throw new Error(`no CSRF token from ${url}: ${answer.status} ${answer.text}`);
  return token;
}

/** The session cookie of a demo account, or undefined when sign-in is not possible. */
async function signInFor(url, username, password) {
  const token = await csrfFor(url);
  const answer = await call(`${url}/api/User/SignIn`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      cookie: `sl_csrf=${token}`,
      'x-csrf-token': token,
    },
    body: new URLSearchParams({ UserName: username, Password: password }).toString(),
  });
  const cookies = [answer.headers['set-cookie'] ?? []].flat();
  const session = cookies.map((c) => /^sl_session=([^;]+)/.exec(c)?.[1]).find(Boolean);
  if (!session)
    console.log(`  (no session: sign-in answered ${answer.status} ${answer.text.slice(0, 120)})`);
  return session;
}

/** The headers a scenario sends besides its body. */
function scenarioHeaders(scenario, ctx) {
  const cookies = [
    ...(scenario.csrf ? [`sl_csrf=${ctx.token}`] : []),
    ...(scenario.signedIn ? [`sl_session=${ctx.session}`] : []),
  ];
  return {
    'x-floor': String(ctx.floorIndex.get(scenario)),
    ...(scenario.contentType ? { 'content-type': scenario.contentType } : {}),
    ...(cookies.length ? { cookie: cookies.join('; ') } : {}),
    ...(scenario.csrf ? { 'x-csrf-token': ctx.token } : {}),
  };
}

/** One autocannon run of a scenario against `url`. */
async function cannon(scenario, url, ctx, duration) {
  let i = 0;
  const headers = scenarioHeaders(scenario, ctx);
  const dynamic =
    typeof scenario.path === 'function' || scenario.body !== undefined || scenario.perAddress;
  const result = await autocannon({
    url,
    connections: scenario.connections ?? connections,
    duration,
    method: scenario.method,
    headers,
    ...(dynamic
      ? {
          requests: [
            {
              setupRequest(request) {
                const n = ctx.counter++;
                i += 1;
                const path =
                  typeof scenario.path === 'function' ? scenario.path(n, ctx) : scenario.path;
                return {
                  ...request,
                  method: scenario.method,
                  path,
                  headers: {
                    ...request.headers,
                    ...headers,
                    ...(scenario.perAddress ? { 'x-forwarded-for': addressFor(n) } : {}),
                  },
                  ...(scenario.body ? { body: scenario.body(n, ctx) } : {}),
                };
              },
            },
          ],
        }
      : { path: scenario.path }),
  });
  const errors = result.errors + result.timeouts + result.non2xx;
  if (errors > 0) {
    const statuses = Object.entries(result.statusCodeStats ?? {})
      .map(([status, v]) => `${status}: ${v.count}`)
      .join(', ');
    console.log(
      `  (${scenario.name} on ${url}: ${result.errors} errors, ${result.timeouts} timeouts; statuses ${statuses})`,
    );
  }
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors,
    requests: result.requests.total,
    ok2xx: result['2xx'],
    non2xx: result.non2xx,
    variations: i,
  };
}

function pad(value, width) {
  return String(value).padStart(width);
}

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
    /** @type {Map<object, number>} */
    floorIndex: new Map(),
  };

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
  const floorRoutes = [];
  ctx.floorIndex = new Map(runnable.map((scenario, i) => [scenario, i]));
  for (const scenario of runnable) {
    const n = ctx.counter++;
    const path = typeof scenario.path === 'function' ? scenario.path(n, ctx) : scenario.path;
    const answer = await call(server.url + path, {
      method: scenario.method,
      headers: {
        ...scenarioHeaders(scenario, ctx),
        ...(scenario.perAddress ? { 'x-forwarded-for': addressFor(n) } : {}),
      },
      ...(scenario.body ? { body: scenario.body(n, ctx) } : {}),
    });
    if (answer.status !== 200) {
      throw new Error(
        `${scenario.name}: the server answered ${answer.status}: ${answer.text.slice(0, 300)}`,
      );
    }
    floorRoutes.push({
      method: scenario.method,
      url: path,
      status: answer.status,
      contentType: String(answer.headers['content-type'] ?? 'application/json'),
      body: answer.text,
    });
  }
  const routesFile = join(resultsDir, 'floor-routes.json');
  writeFileSync(routesFile, JSON.stringify(floorRoutes));
  const floorPort = await freePort();
  floor = spawn(
    process.execPath,
    [join(import.meta.dirname, 'floor.mjs'), routesFile, String(floorPort)],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  await new Promise((resolve, reject) => {
    floor?.stdout?.once('data', resolve);
    floor?.once('exit', (code) => reject(new Error(`the floor server exited (${code})`)));
  });
  const floorUrl = `http://127.0.0.1:${floorPort}`;

  console.log(
    `\n${runnable.length} scenarios, ${connections} connections, ${seconds} s each (+${warmup} s warm-up)` +
      `\nmachine: ${report.machine.cpu}, ${report.machine.cores} cores, ${report.machine.memoryGiB} GiB, Node ${report.machine.node}\n`,
  );
  console.log(
    `${'scenario'.padEnd(38)} ${pad('req/s', 8)} ${pad('p50 ms', 7)} ${pad('p99 ms', 7)} ${pad('errors', 7)}  ${pad('floor req/s', 11)} ${pad('ratio', 6)}`,
  );
  let writes = 0;
  for (const scenario of runnable) {
    if (warmup > 0) {
      const warm = await cannon(scenario, server.url, ctx, warmup);
      if (scenario.write) writes += warm.ok2xx;
    }
    const real = await cannon(scenario, server.url, ctx, seconds);
    if (scenario.write) writes += real.ok2xx;
    if (warmup > 0) await cannon(scenario, floorUrl, ctx, warmup);
    const bare = await cannon(scenario, floorUrl, ctx, seconds);
    const ratio = bare.requestsPerSecond ? real.requestsPerSecond / bare.requestsPerSecond : 0;
    report.scenarios.push({
      name: scenario.name,
      method: scenario.method,
      ...real,
      floor: bare,
      ratio: Number(ratio.toFixed(3)),
    });
    if (real.errors > 0) exitCode = 1;
    console.log(
      `${scenario.name.padEnd(38)} ${pad(real.requestsPerSecond, 8)} ${pad(real.p50, 7)} ${pad(real.p99, 7)} ${pad(real.errors, 7)}  ${pad(bare.requestsPerSecond, 11)} ${pad(`${(ratio * 100).toFixed(0)}%`, 6)}`,
    );
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
