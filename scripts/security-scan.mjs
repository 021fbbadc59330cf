#!/usr/bin/env node
/**
 * `npm run test:scan` (issue 10): Debian's wapiti and sqlmap against a locally started production
 * server with a fresh DATA_DIR and the demo seed, as a smoke test: no finding above "low".
 *
 * - wapiti crawls from the home page and a few screens and API reads (depth 2), with the modules
 *   that fit an API behind a single-page app: sql, xss, exec, file, crlf, redirect, ssrf, methods,
 *   http_headers, cookieflags, csp. Its time is bounded (SCAN_WAPITI_SECONDS, default 120).
 * - sqlmap tries public calls that reach SQL with text the visitor chooses (the artwork browse
 *   filters, an artist's slug, a badge page's user name), JSON bodies with the CSRF token,
 *   `--batch --level 1 --risk 1`; each call is first made plainly and must succeed, so sqlmap
 *   never probes a mere refusal.
 *
 * Findings at level "low" (wapiti level 1) are printed but pass. Anything higher, any anomaly
 * above low (a 500 among them), or any injection sqlmap confirms fails. Ends with
 * "N passed, N failed"; exits 1 when anything failed. Reports stay in SCAN_OUT
 * (default bench/results/scan/).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { freePort, ServerProcess, tempDataDir } from '../bench/lib/server.mjs';
import { repoRoot, webDist } from './lib/paths.mjs';
import { buildWeb, webBuildExists } from './lib/web-build.mjs';

const out = process.env.SCAN_OUT ?? join(repoRoot, 'bench', 'results', 'scan');
const wapitiSeconds = Number(process.env.SCAN_WAPITI_SECONDS || 120);

let passed = 0;
let failed = 0;
const say = (line) => console.log(`[scan] ${line}`);
function result(name, ok, detail = '') {
  if (ok) passed += 1;
  else failed += 1;
  say(`${ok ? 'ok    ' : 'FAILED'} ${name}${detail ? `\n${detail}` : ''}`);
}
function finish() {
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failed > 0 ? 1 : 0);
}

/** Installs Debian's package when the tool is missing and we are root (CI is). */
function ensureTool(command, pkg) {
  if (spawnSync('sh', ['-c', `command -v ${command}`]).status === 0) return true;
  if (process.getuid?.() !== 0) return false;
  say(`installing Debian's ${pkg}...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  spawnSync('apt-get', ['install', '-y', '-qq', pkg], { stdio: 'inherit', env });
  return spawnSync('sh', ['-c', `command -v ${command}`]).status === 0;
}

/** Runs a tool with a hard time limit; resolves with its exit code and output. */
function runTool(command, args, limitMs) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: repoRoot, detached: true });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    const timer = setTimeout(() => {
      say(`${command} ran past ${Math.round(limitMs / 1000)} s; stopping it`);
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // gone already
      }
    }, limitMs);
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      resolve({ code: code ?? (signal ? 1 : 0), output, signal });
    });
  });
}

for (const [command, pkg] of [
  ['wapiti', 'wapiti'],
  ['sqlmap', 'sqlmap'],
]) {
  if (!ensureTool(command, pkg)) {
    result(`${command} is installed`, false, `  install it: apt-get install -y ${pkg}`);
    finish();
  }
}

const dist = process.env.WEB_DIST ?? webDist;
if (!process.env.WEB_DIST && !webBuildExists()) {
  if ((await buildWeb()) !== 0) {
    result('the web app builds', false);
    finish();
  }
}

rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const data = tempDataDir('scan');
const server = new ServerProcess({
  port: await freePort(),
  dataDir: data.dir,
  webDist: dist,
  logFile: join(out, 'server.log'),
});
const stopServer = async () => {
  await server.stop();
  data.remove();
};
process.on('SIGINT', () => void stopServer().then(() => process.exit(130)));

try {
  const started = Date.now();
  await server.start();
  say(`server on ${server.url} (fresh DATA_DIR, demo seed) in ${Date.now() - started} ms`);
  const base = server.url;

  // The CSRF token every POST echoes (double submit: cookie and header).
  const tokenResponse = await fetch(`${base}/api/Security/CsrfToken`);
  const csrf = (await tokenResponse.json()).result?.token;
  if (!csrf) throw new Error('no CSRF token from /api/Security/CsrfToken');

  // --- wapiti ---------------------------------------------------------------------------------
  const wapitiReport = join(out, 'wapiti.json');
  const starts = [
    '/about',
    '/signin',
    '/signup',
    '/artwork',
    '/search/lighthouse',
    '/api/User/GetUserInfo',
    '/api/Config/Public',
    '/api/Statistics/CarouselShare?request_uri=%2Fabout',
  ];
  const wapiti = await runTool(
    'wapiti',
    [
      '-u',
      `${base}/`,
      ...starts.flatMap((path) => ['-s', `${base}${path}`]),
      '--scope',
      'domain',
      '-d',
      '2',
      '--max-links-per-page',
      '30',
      '--max-files-per-dir',
      '30',
      '--max-scan-time',
      String(wapitiSeconds),
      '--max-attack-time',
      String(Math.max(10, Math.round(wapitiSeconds / 6))),
      '-m',
      'sql,xss,exec,file,crlf,redirect,ssrf,methods,http_headers,cookieflags,csp',
      '--flush-session',
      '-f',
      'json',
      '-o',
      wapitiReport,
      '-v',
      '1',
    ],
    (wapitiSeconds + 90) * 1000,
  );
  writeFileSync(join(out, 'wapiti.log'), wapiti.output);
  if (!existsSync(wapitiReport)) {
    result('wapiti ran', false, wapiti.output.split('\n').slice(-25).join('\n'));
  } else {
    const report = JSON.parse(readFileSync(wapitiReport, 'utf8'));
    const findings = [];
    for (const section of ['vulnerabilities', 'anomalies']) {
      for (const [category, items] of Object.entries(report[section] ?? {})) {
        for (const item of items) findings.push({ section, category, ...item });
      }
    }
    const above = findings.filter((finding) => Number(finding.level) > 1);
    const low = findings.filter((finding) => Number(finding.level) <= 1);
    const listFindings = (list) =>
      list
        .map(
          (f) =>
            `  [${f.section}, level ${f.level}] ${f.category}: ${f.method} ${f.path} ${f.parameter ?? ''} ${f.info}`,
        )
        .join('\n');
    say(`wapiti: ${findings.length} findings, ${low.length} low`);
    if (low.length) say(`low findings (accepted):\n${listFindings(low)}`);
    result('wapiti: no finding above low', above.length === 0, listFindings(above));
  }

  // --- sqlmap ---------------------------------------------------------------------------------
  const sqlmapTargets = [
    {
      name: 'POST /api/Artwork/Browse (Tag, Artist, Sort)',
      url: `${base}/api/Artwork/Browse`,
      data: JSON.stringify({ Tag: 'cat', Artist: 'demo-artist', Sort: 'newest' }),
    },
    {
      name: 'POST /api/Artwork/Artist (Slug)',
      url: `${base}/api/Artwork/Artist`,
      data: JSON.stringify({ Slug: 'demo-artist' }),
    },
    {
      name: 'POST /api/YourStuff/Badges (UserName)',
      url: `${base}/api/YourStuff/Badges`,
      data: JSON.stringify({ UserName: 'demo-writer' }),
    },
  ];
  for (const [index, target] of sqlmapTargets.entries()) {
    // The untouched call must succeed, or sqlmap would only be probing a refusal.
    const baseline = await fetch(target.url, {
      method: target.data ? 'POST' : 'GET',
      headers: {
        'content-type': 'application/json',
        'x-csrf-token': csrf,
        cookie: `sl_csrf=${csrf}`,
      },
      body: target.data,
    });
    const envelope = await baseline.json().catch(() => undefined);
    if (baseline.status !== 200 || envelope?.code !== 0) {
      result(
        `${target.name} answers the plain call`,
        false,
        `  ${baseline.status} ${JSON.stringify(envelope)}`,
      );
      continue;
    }
    const dir = join(out, 'sqlmap');
    const args = [
      '-u',
      target.url,
      ...(target.data ? ['--data', target.data, '--method', 'POST'] : []),
      '--headers',
      `X-CSRF-Token: ${csrf}\nContent-Type: application/json`,
      '--cookie',
      `sl_csrf=${csrf}`,
      '--batch',
      '--level',
      '1',
      '--risk',
      '1',
      '--technique',
      'BEUS',
      '--timeout',
      '10',
      '--retries',
      '0',
      '--flush-session',
      '--disable-coloring',
      '--output-dir',
      dir,
    ];
    const run = await runTool('sqlmap', args, 120_000);
    writeFileSync(join(out, `sqlmap-${index + 1}.log`), run.output);
    const vulnerable = /identified the following injection point|is vulnerable/i.test(run.output);
    const finished = /all tested parameters do not appear to be injectable|shutting down/i.test(
      run.output,
    );
    const tested = (run.output.match(/testing '/g) ?? []).length;
    const detail = vulnerable
      ? run.output
          .split('\n')
          .filter((line) => /Parameter:|Type:|Title:|Payload:/.test(line))
          .join('\n')
      : finished
        ? `  ${tested} injection tests, none confirmed`
        : run.output.split('\n').slice(-20).join('\n');
    result(`sqlmap: ${target.name} not injectable`, !vulnerable && finished, detail);
  }

  // The server survived the scan.
  const ready = await fetch(`${base}/readyz`)
    .then((response) => response.status)
    .catch(() => 0);
  result('the server still answers /readyz after the scan', ready === 200, `  status ${ready}`);
  const errors = readFileSync(join(out, 'server.log'), 'utf8')
    .split('\n')
    .filter((line) => /"level":(50|60)/.test(line));
  result(
    'the server logged no error during the scan',
    errors.length === 0,
    errors.slice(0, 10).join('\n'),
  );
} catch (error) {
  result('scan', false, `  ${error instanceof Error ? error.stack : error}\n${server.tail()}`);
} finally {
  await stopServer();
}
finish();
