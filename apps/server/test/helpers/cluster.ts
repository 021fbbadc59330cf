import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { vi } from 'vitest';
import { loadConfig } from '../../src/config';
import { TestClock } from '../../src/platform/clock';
import type { TestApp } from './app';
import { TestClient } from './client';

/**
 * Several servers of one deployment in one test process (issue 24, decision 041): each is built
 * from its own fresh copy of the server's modules (vi.resetModules before importing them), so
 * nothing kept in a module (caches, job queues, session stores) is shared except through
 * PostgreSQL and Redis, as between processes. Needs TEST_DATABASE_URL (one schema for all the
 * servers) and Redis (TEST_REDIS_URL, default redis://127.0.0.1:6379); every Redis key and
 * channel starts with a prefix of this run, removed at the end.
 */
export const testRedisUrl = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';
export const onCluster = Boolean(process.env.TEST_DATABASE_URL);

export interface Server extends TestApp {
  /** This server's own copy of the jobs platform (runDueJobs, jobsFor...). */
  jobs: typeof import('../../src/platform/jobs/index');
}

export interface Cluster {
  servers: Server[];
  /** The Redis prefix of this run. */
  prefix: string;
  /** The PostgreSQL schema of every server (pg-boss keeps its tables in `<schema>_jobs`). */
  schema: string;
  /** A browser (one cookie jar) whose calls go to `servers[i]`; `on(i)` picks the server. */
  browser(ip?: string): { on(i: number): TestClient };
  close(): Promise<void>;
}

export async function createCluster(
  count: number,
  options: { env?: Record<string, string> } = {},
): Promise<Cluster> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('createCluster needs TEST_DATABASE_URL');
  const run = `${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const schema = `c_${run}`;
  const prefix = `sltest:${run}:`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();

  const clock = new TestClock();
  const dataDirs: string[] = [];
  const servers: Server[] = [];
  for (let i = 0; i < count; i++) {
    vi.resetModules();
    const { buildApp } = await import('../../src/app');
    const { openDatabase } = await import('../../src/db/index');
    const { migrateToLatest, withStartupLock } = await import('../../src/db/migrate');
    const jobs = await import('../../src/platform/jobs/index');
    const dataDir = mkdtempSync(join(tmpdir(), `storyloom-cluster-${i}-`));
    dataDirs.push(dataDir);
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      SEED: 'none',
      WEB_DIST: join(dataDir, 'no-web-build'),
      SESSION_SECRET: `cluster-test-secret-${run}-0123456789abcdef`,
      REDIS_URL: testRedisUrl,
      REDIS_PREFIX: prefix,
      TRUST_PROXY: '1',
      ...options.env,
    });
    const handle = openDatabase({ kind: 'postgres', url }, { searchPath: schema, poolSize: 4 });
    await withStartupLock(handle.db, () => migrateToLatest(handle.db));
    const app = await buildApp(config, { database: handle, clock, logger: false });
    await app.ready();
    servers.push({
      app,
      clock,
      config,
      jobs,
      client: () => new TestClient(app),
      close: async () => {
        await app.close();
        await handle.close();
      },
    });
  }

  let ips = 0;
  return {
    servers,
    prefix,
    schema,
    browser(ip) {
      ips += 1;
      const address = ip ?? `10.77.${(ips >> 8) & 255}.${ips & 255}`;
      const jar = new Map<string, string>();
      const clients = servers.map((s) => new FromAddress(s.app, jar, address));
      return { on: (i: number) => clients[i % clients.length] as TestClient };
    },
    async close() {
      for (const server of servers) await server.close().catch(() => undefined);
      const redis = new Redis(testRedisUrl);
      try {
        let cursor = '0';
        do {
          const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
          cursor = next;
          if (keys.length) await redis.del(...keys);
        } while (cursor !== '0');
      } finally {
        redis.disconnect();
      }
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`drop schema if exists ${schema} cascade`);
      await cleanup.query(`drop schema if exists ${schema}_jobs cascade`);
      await cleanup.end();
      for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A client of one shared jar sending from one address (TRUST_PROXY=1). */
class FromAddress extends TestClient {
  constructor(
    app: ConstructorParameters<typeof TestClient>[0],
    jar: Map<string, string>,
    private readonly ip: string,
  ) {
    super(app, jar);
  }

  override get<T = unknown>(url: string, headers: Record<string, string> = {}) {
    return super.get<T>(url, { 'x-forwarded-for': this.ip, ...headers });
  }

  override post<T = unknown>(
    url: string,
    body: unknown = {},
    options: { json?: boolean; headers?: Record<string, string>; csrf?: boolean } = {},
  ) {
    return super.post<T>(url, body, {
      ...options,
      headers: { 'x-forwarded-for': this.ip, ...options.headers },
    });
  }
}
