import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { repoRoot } from '../lib/paths.mjs';
import { adminUrl, postgresUp, urlFor } from '../lib/postgres.mjs';
import { freePort, serverArgs, tempDataDir } from '../lib/server.mjs';

/** Runs the server with `env` until it exits (or `timeoutMs`); resolves with code and output. */
function runServer(env, timeoutMs = 30_000) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, serverArgs, {
      cwd: repoRoot,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        HOST: '127.0.0.1',
        SEED: 'none',
        ...env,
      },
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c) => (stdout += c));
    child.stderr.on('data', (c) => (stderr += c));
    const timer = setTimeout(() => {
      try {
        process.kill(-(/** @type {number} */ (child.pid)), 'SIGKILL');
      } catch {
        // gone
      }
    }, timeoutMs);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      resolve({ code, signal, stdout, stderr });
    });
  });
}

/**
 * Runs the server with `env` until its stdout has said `marker` and then `settleMs` more have
 * passed (the start's background work: the seed's notification mails, the first scheduled jobs),
 * then stops it with SIGTERM; resolves with the output up to the stop.
 */
function runUntilSaid(env, marker, settleMs, timeoutMs = 180_000) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, serverArgs, {
      cwd: repoRoot,
      env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', ...env },
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    let said = false;
    const stop = () => {
      clearTimeout(timer);
      const before = output;
      try {
        process.kill(-(/** @type {number} */ (child.pid)), 'SIGKILL');
      } catch {
        // gone
      }
      resolve({ said, output: before });
    };
    const timer = setTimeout(stop, timeoutMs);
    const take = (c) => {
      output += c;
      if (!said && output.includes(marker)) {
        said = true;
        setTimeout(stop, settleMs);
      }
    };
    child.stdout.on('data', take);
    child.stderr.on('data', take);
    child.once('exit', () => {
      if (!said) stop();
    });
  });
}

/**
 * (d') Issue 13: on a fresh database at the default log level, the start output is short and
 * ends with the address and the demo accounts: nothing the start sets going (the seed's
 * notification mails, the first payments reconciliation, Fastify's listening lines) is written
 * after them.
 * @param {import('../lib/checks.mjs').Checks} checks
 */
export async function startOutput(checks) {
  checks.section("(d') the start output ends with the address and the demo accounts");
  const data = tempDataDir('faults-start-output');
  try {
    const port = await freePort();
    const marker = 'Password for every demo account:';
    const run = await runUntilSaid(
      {
        PORT: String(port),
        DATA_DIR: data.dir,
        SEED: 'demo',
        DEMO_PASSWORD: 'Storyloom-demo-2026',
        DEMO_TOTP_SECRET: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
        PUBLIC_URL: `http://localhost:${port}`,
      },
      marker,
      4000,
    );
    const lines = run.output.split('\n').filter((l) => l.trim());
    const banner = lines.findIndex((l) => l.startsWith('Storyloom is running at'));
    const after = banner === -1 ? [] : lines.slice(banner);
    const stray = after.filter((l) => l.startsWith('{'));
    checks.check(
      'the start output ends with the address and the demo accounts',
      run.said && banner !== -1 && stray.length === 0 && lines.length <= 40,
      `${run.said ? '' : 'the demo accounts were never printed; '}${lines.length} lines; log lines after the banner:\n${stray
        .slice(0, 5)
        .map((l) => l.slice(0, 160))
        .join('\n')}`,
      `${lines.length} lines`,
    );
  } finally {
    data.remove();
  }
}

/**
 * (d) The server refuses to start, with a clear one-paragraph message (no stack trace) and exit
 * code 1, on a bad configuration and on a database it cannot use.
 * @param {import('../lib/checks.mjs').Checks} checks
 */
export async function startupRefusals(checks) {
  checks.section('(d) refusing to start with a clear message');
  const data = tempDataDir('faults-start');
  const blocker = createServer();
  try {
    const port = await freePort();
    const busyPort = await freePort();
    await new Promise((resolve) => blocker.listen(busyPort, '127.0.0.1', () => resolve(undefined)));
    const notADirectory = join(data.dir, 'a-file');
    writeFileSync(notADirectory, 'not a directory');
    const pgUp = await postgresUp();
    const unreachable = new URL(adminUrl);
    unreachable.port = '1';

    /** @type {{name: string, env: Record<string, string>, says: string[], needsPostgres?: boolean}[]} */
    const cases = [
      { name: 'PORT is not a number', env: { PORT: 'eighty', DATA_DIR: data.dir }, says: ['PORT'] },
      {
        name: 'DATABASE_URL is not PostgreSQL or SQLite',
        env: { PORT: String(port), DATA_DIR: data.dir, DATABASE_URL: 'mysql://db/x' },
        says: ['DATABASE_URL'],
      },
      {
        name: 'SESSION_SECRET is too short',
        env: { PORT: String(port), DATA_DIR: data.dir, SESSION_SECRET: 'short' },
        says: ['SESSION_SECRET'],
      },
      {
        name: 'LOG_LEVEL is unknown',
        env: { PORT: String(port), DATA_DIR: data.dir, LOG_LEVEL: 'loud' },
        says: ['LOG_LEVEL'],
      },
      {
        name: 'PostgreSQL is unreachable',
        env: { PORT: String(port), DATA_DIR: data.dir, DATABASE_URL: unreachable.toString() },
        says: ['cannot reach the PostgreSQL database'],
      },
      {
        name: 'the PostgreSQL database does not exist',
        env: {
          PORT: String(port),
          DATA_DIR: data.dir,
          DATABASE_URL: urlFor('storyloom_no_such_database'),
        },
        says: ['cannot reach the PostgreSQL database', 'does not exist'],
        needsPostgres: true,
      },
      {
        name: 'DATA_DIR is a file, so the SQLite database cannot be created',
        env: { PORT: String(port), DATA_DIR: notADirectory },
        says: [notADirectory],
      },
      {
        name: 'the port is taken',
        env: { PORT: String(busyPort), DATA_DIR: data.dir },
        says: ['EADDRINUSE'],
      },
    ];
    const runs = await Promise.all(
      cases.map((c) => (c.needsPostgres && !pgUp ? undefined : runServer(c.env))),
    );
    cases.forEach((c, i) => {
      const run = runs[i];
      if (!run) {
        checks.skip(`refuses to start when ${c.name}`, 'PostgreSQL is not running');
        return;
      }
      const firstLine = run.stderr.split('\n').find((l) => l.trim()) ?? '';
      const clear =
        run.code === 1 &&
        firstLine.startsWith('Storyloom cannot start') &&
        c.says.every((s) => run.stderr.includes(s)) &&
        !/\n\s+at .+:\d+:\d+/.test(run.stderr);
      checks.check(
        `refuses to start when ${c.name}`,
        clear,
        `exit ${run.code ?? run.signal}; expected exit 1, a first line "Storyloom cannot start: ..." naming ` +
          `${c.says.map((s) => `"${s}"`).join(' and ')}, and no stack trace; stderr was:\n${run.stderr.trim().slice(0, 600)}`,
        firstLine.slice(0, 100),
      );
    });
  } finally {
    blocker.close();
    data.remove();
  }
}
