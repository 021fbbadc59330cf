import { spawn } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureServerBuild, serverBuilt } from '../../scripts/lib/server-build.mjs';
import { repoRoot, serverMain } from './paths.mjs';

/**
 * How the runners start the server: `node apps/server/dist/main.js`, the compiled server as
 * `npm start` runs it (decision 063), built first when missing or older than its sources.
 * `BENCH_TSX=1` runs the TypeScript instead (`node --import tsx apps/server/src/main.ts`, one
 * process: the tsx CLI gives its child 30 ms to acknowledge a SIGTERM before it SIGKILLs it).
 */
/**
 * `BENCH_PROFILE=<dir>` runs the server under `node --cpu-prof`, writing a .cpuprofile into that
 * folder when it stops (open it in Chrome's DevTools, or summarise it: bench/profile-top.mjs).
 */
const profileArgs = process.env.BENCH_PROFILE
  ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`]
  : [];
/**
 * `BENCH_SERVER=<main.js>` runs another build of this checkout instead (not rebuilt), to measure
 * a before and an after in turn on a busy machine: copy `apps/server/dist` aside first, under
 * `apps/server/dist.building-<name>/` (ignored by git, and its packages resolve as dist's do).
 */
const otherBuild = process.env.BENCH_SERVER || undefined;
export const serverArgs =
  process.env.BENCH_TSX === '1'
    ? [...profileArgs, '--import', 'tsx', serverMain]
    : [...profileArgs, otherBuild ?? serverBuilt];

/** Builds the server when its build is missing or stale (once); call before `spawn()`. */
export async function prepareServer() {
  if (otherBuild || process.env.BENCH_TSX === '1') return;
  if ((await ensureServerBuild()) !== 0) {
    throw new Error('the server did not build');
  }
}

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export { pause };

/** A free TCP port on the loopback interface. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (probe.address());
      probe.close(() => resolve(port));
    });
  });
}

/** A fresh temporary DATA_DIR; `remove()` deletes it. */
export function tempDataDir(label = 'bench') {
  const dir = mkdtempSync(join(tmpdir(), `storyloom-${label}-`));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * @typedef {object} ServerOptions
 * @property {number} port
 * @property {string} dataDir
 * @property {string} [databaseUrl]  postgres://... (default: SQLite under dataDir)
 * @property {string} [webDist]
 * @property {Record<string, string>} [env]  extra environment
 * @property {boolean} [echo]  copy the server's output to ours
 * @property {string} [logFile]  send the server's output to this file instead of keeping it
 * @property {'demo' | 'none'} [seed]  SEED (default demo: the seeded demo content)
 * @property {string[]} [args]  node's arguments (default serverArgs)
 */

/**
 * One Storyloom server process (see serverArgs) in its own process group, so a signal reaches
 * anything it starts too. Output is kept (last 200 lines) for failure reports.
 */
export class ServerProcess {
  /** @param {ServerOptions} options */
  constructor(options) {
    this.options = options;
    this.url = `http://127.0.0.1:${options.port}`;
    /** The password of every seeded demo account. */
    this.demoPassword = 'bench demo loom 4417 quiet';
    /** @type {string[]} */
    this.output = [];
    /** @type {import('node:child_process').ChildProcess | undefined} */
    this.child = undefined;
    /** @type {Promise<{code: number | null, signal: string | null}> | undefined} */
    this.exit = undefined;
  }

  get dbFile() {
    return join(this.options.dataDir, 'storyloom.db');
  }

  /** Starts the process (does not wait for readiness). */
  spawn() {
    const o = this.options;
    const env = {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(o.port),
      DATA_DIR: o.dataDir,
      PUBLIC_URL: this.url,
      SEED: o.seed ?? 'demo',
      DEMO_PASSWORD: this.demoPassword,
      LOG_LEVEL: 'warn',
      ...(o.databaseUrl ? { DATABASE_URL: o.databaseUrl } : { DATABASE_URL: '' }),
      ...(o.webDist ? { WEB_DIST: o.webDist } : {}),
      ...o.env,
    };
    const fd = o.logFile ? openSync(o.logFile, 'a') : undefined;
    const child = spawn(process.execPath, o.args ?? serverArgs, {
      cwd: repoRoot,
      env,
      detached: true,
      stdio: fd === undefined ? ['ignore', 'pipe', 'pipe'] : ['ignore', fd, fd],
    });
    if (fd !== undefined) closeSync(fd);
    this.child = child;
    const keep = (chunk) => {
      const text = chunk.toString();
      if (o.echo) process.stdout.write(text);
      for (const line of text.split('\n')) if (line.trim()) this.output.push(line);
      if (this.output.length > 200) this.output.splice(0, this.output.length - 200);
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    this.exit = new Promise((resolve) => {
      child.once('exit', (code, signal) => resolve({ code, signal }));
    });
    return this;
  }

  /** Whether the process is still running. */
  get alive() {
    return Boolean(this.child && this.child.exitCode === null && this.child.signalCode === null);
  }

  /**
   * Starts and waits until /readyz answers 200. The first start on a fresh DATA_DIR migrates and
   * seeds the demo (images included), hence the generous default.
   */
  async start(timeoutMs = Number(process.env.SERVER_START_TIMEOUT_MS || 240_000)) {
    await prepareServer();
    this.spawn();
    await this.waitReady(timeoutMs);
    return this;
  }

  /** Waits until /readyz answers 200; throws (with the server's output) when it cannot. */
  async waitReady(timeoutMs = 60_000) {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (!this.alive) {
        throw new Error(`the server exited before it was ready:\n${this.tail()}`);
      }
      try {
        const res = await fetch(`${this.url}/readyz`, { signal: AbortSignal.timeout(2000) });
        if (res.status === 200) return;
      } catch {
        // not listening yet
      }
      await pause(100);
    }
    throw new Error(`the server was not ready within ${timeoutMs} ms:\n${this.tail()}`);
  }

  /** The last lines the server printed. */
  tail(lines = 30) {
    if (this.options.logFile) {
      try {
        return readFileSync(this.options.logFile, 'utf8').split('\n').slice(-lines).join('\n');
      } catch {
        return '';
      }
    }
    return this.output.slice(-lines).join('\n');
  }

  signal(signal) {
    if (!this.child?.pid || !this.alive) return;
    try {
      process.kill(-this.child.pid, signal);
    } catch {
      // already gone
    }
  }

  /** SIGKILL to the whole group; resolves once it is gone. */
  async kill() {
    this.signal('SIGKILL');
    return this.exit;
  }

  /** SIGTERM (graceful shutdown), SIGKILL after graceMs; resolves with how it ended. */
  async stop(graceMs = 15_000) {
    if (!this.child) return { code: null, signal: null };
    this.signal('SIGTERM');
    const timer = setTimeout(() => this.signal('SIGKILL'), graceMs);
    const result = await this.exit;
    clearTimeout(timer);
    return result;
  }
}

/** Starts a Storyloom server and waits for it. */
export async function startServer(options) {
  return new ServerProcess(options).start();
}
