import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { resultsDir } from './paths.mjs';
import { freePort } from './server.mjs';
import { addressFor, call } from './session.mjs';

/**
 * What the autocannon runners (run.mjs, reading.mjs) share: the machine's description, the
 * visitor's CSRF token and a demo session, one autocannon run of a scenario (see scenarios.mjs
 * for the shape), and the bare-Fastify floor answering the captured bytes.
 */

export function machine() {
  const cpus = os.cpus();
  return {
    cpu: cpus[0]?.model.trim() ?? 'unknown',
    cores: cpus.length,
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    os: `${os.type()} ${os.release()}`,
    node: process.version,
    loadAverage: os.loadavg().map((n) => Number(n.toFixed(1))),
  };
}

/**
 * The CSRF token a visitor would hold, taken from the real server; with `session`, the token
 * for that session cookie (tokens are bound to the session, docs/decisions/018).
 * @param {string} url
 * @param {string} [session]
 */
export async function csrfFor(url, session) {
  const answer = await call(`${url}/api/Security/CsrfToken`, {
    headers: session ? { cookie: `sl_session=${session}` } : {},
  });
  const token = answer.json?.result?.token;
  if (!token) throw new Error(`no CSRF token from ${url}: ${answer.status} ${answer.text}`);
  return token;
}

/** The session cookie of a demo account, or undefined when sign-in is not possible. */
export async function signInFor(url, username, password) {
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
export function scenarioHeaders(scenario, ctx) {
  const token = scenario.signedIn ? ctx.sessionToken : ctx.token;
  const cookies = [
    ...(scenario.csrf ? [`sl_csrf=${token}`] : []),
    ...(scenario.signedIn ? [`sl_session=${ctx.session}`] : []),
  ];
  return {
    'x-floor': String(ctx.floorIndex.get(scenario)),
    ...(scenario.contentType ? { 'content-type': scenario.contentType } : {}),
    ...scenario.headers,
    ...(cookies.length ? { cookie: cookies.join('; ') } : {}),
    ...(scenario.csrf ? { 'x-csrf-token': token } : {}),
  };
}

/**
 * The CPU time (user + system, ms) a process has used, from /proc (Linux; undefined elsewhere).
 * Unlike requests/s it hardly depends on how busy the machine is (decision 070).
 * @param {number | undefined} pid
 */
export function cpuMsOf(pid) {
  if (!pid) return undefined;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime are fields 14 and 15 of stat (11 and 12 after the name), in clock ticks.
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return undefined;
  }
}

/**
 * One autocannon run of a scenario against `url`.
 * @param {any} scenario
 * @param {string} url
 * @param {any} ctx
 * @param {number} duration seconds
 * @param {number} connections unless the scenario names its own
 * @param {number} [pid] the server's process: its CPU time per request is measured too
 */
export async function cannon(scenario, url, ctx, duration, connections, pid) {
  let i = 0;
  const cpuBefore = cpuMsOf(pid);
  const headers = scenarioHeaders(scenario, ctx);
  const dynamic =
    typeof scenario.path === 'function' || scenario.body !== undefined || scenario.perAddress;
  const result = await autocannon({
    // autocannon takes a fixed request's path from the url only (its `path` option is ignored).
    url: dynamic ? url : `${url}${scenario.path}`,
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
      : {}),
  });
  const cpuAfter = cpuMsOf(pid);
  const cpuMsPerRequest =
    cpuBefore !== undefined && cpuAfter !== undefined && result.requests.total > 0
      ? Number(((cpuAfter - cpuBefore) / result.requests.total).toFixed(3))
      : undefined;
  // autocannon's `errors` already counts the timeouts among them.
  const errors = result.errors + result.non2xx;
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
    cpuMsPerRequest,
  };
}

/**
 * Captures what the real server answers for each scenario (one call each, which must be 200)
 * and starts the floor (floor.mjs, its own process) answering the same bytes.
 * Sets ctx.floorIndex. Returns the floor's url and a stop function.
 * @param {any[]} runnable
 * @param {string} serverUrl
 * @param {any} ctx
 * @param {string} [label] file name stem under bench/results
 */
export async function startFloor(runnable, serverUrl, ctx, label = 'floor-routes') {
  const floorRoutes = [];
  ctx.floorIndex = new Map(runnable.map((scenario, i) => [scenario, i]));
  for (const scenario of runnable) {
    const n = ctx.counter++;
    const path = typeof scenario.path === 'function' ? scenario.path(n, ctx) : scenario.path;
    const answer = await call(serverUrl + path, {
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
    const encoding = answer.headers['content-encoding'];
    floorRoutes.push({
      method: scenario.method,
      url: path,
      status: answer.status,
      contentType: String(answer.headers['content-type'] ?? 'application/json'),
      // A compressed answer (an HTML page in brotli) is sent by the floor as the same bytes.
      ...(encoding
        ? { contentEncoding: String(encoding), bodyBase64: answer.bytes?.toString('base64') }
        : { body: answer.text }),
    });
  }
  const routesFile = join(resultsDir, `${label}.json`);
  writeFileSync(routesFile, JSON.stringify(floorRoutes));
  const floorPort = await freePort();
  const floor = spawn(
    process.execPath,
    [join(import.meta.dirname, '..', 'floor.mjs'), routesFile, String(floorPort)],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise((resolve, reject) => {
    floor.stdout?.once('data', resolve);
    floor.once('exit', (code) => reject(new Error(`the floor server exited (${code})`)));
  });
  return {
    url: `http://127.0.0.1:${floorPort}`,
    pid: floor.pid,
    stop: () => floor.kill('SIGTERM'),
  };
}

export function pad(value, width) {
  return String(value).padStart(width);
}

/** The table's heading and one row per scenario, as every runner prints them. */
export const table = {
  heading: () =>
    `${'scenario'.padEnd(38)} ${pad('req/s', 8)} ${pad('p50 ms', 7)} ${pad('p99 ms', 7)} ${pad('errors', 7)}  ${pad('floor req/s', 11)} ${pad('ratio', 6)}  ${pad('cpu ms/req', 10)} ${pad('floor', 6)} ${pad('cpu ratio', 9)}`,
  row: (name, real, bare) => {
    const ratio = bare.requestsPerSecond ? real.requestsPerSecond / bare.requestsPerSecond : 0;
    const percent = (r) => `${(r * 100).toFixed(r < 0.01 ? 1 : 0)}%`;
    const cpu = real.cpuMsPerRequest;
    const floorCpu = bare.cpuMsPerRequest;
    const cpuRatio = cpu && floorCpu !== undefined ? percent(floorCpu / cpu) : '-';
    return `${name.padEnd(38)} ${pad(real.requestsPerSecond, 8)} ${pad(real.p50, 7)} ${pad(real.p99, 7)} ${pad(real.errors, 7)}  ${pad(bare.requestsPerSecond, 11)} ${pad(percent(ratio), 6)}  ${pad(cpu ?? '-', 10)} ${pad(floorCpu ?? '-', 6)} ${pad(cpuRatio, 9)}`;
  },
};
