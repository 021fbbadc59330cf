import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../../src/app';
import { type Config, loadConfig } from '../../src/config';
import { type DatabaseHandle, openDatabase } from '../../src/db/index';
import { migrateToLatest } from '../../src/db/migrate';
import { TestClock } from '../../src/platform/clock';
import { TestClient } from './client';

export interface TestApp {
  app: FastifyInstance;
  clock: TestClock;
  config: Config;
  /** A new client with its own cookie jar (a separate browser). */
  client(): TestClient;
  close(): Promise<void>;
}

export const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

async function openTestDatabase(
  dataDir: string,
): Promise<{ handle: DatabaseHandle; drop(): Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const schema = `t_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
    const handle = openDatabase({ kind: 'postgres', url }, { searchPath: schema, poolSize: 5 });
    await migrateToLatest(handle.db);
    return {
      handle,
      async drop() {
        await handle.close();
        const cleanup = new pg.Client({ connectionString: url });
        await cleanup.connect();
        await cleanup.query(`drop schema if exists ${schema} cascade`);
        await cleanup.end();
      },
    };
  }
  const file = join(dataDir, 'test.db');
  copyFileSync(inject('sqliteTemplate'), file);
  const handle = openDatabase({ kind: 'sqlite', file });
  return { handle, drop: () => handle.close() };
}

/**
 * A whole application on its own database (a copy of the migrated SQLite template, or a fresh
 * PostgreSQL schema when TEST_DATABASE_URL is set) with an injected clock.
 */
export async function createTestApp(
  options: { env?: Record<string, string>; clock?: TestClock } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'storyloom-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.TEST_LOG ?? 'silent',
    SEED: 'none',
    WEB_DIST: join(dataDir, 'no-web-build'),
    ...options.env,
  });
  const clock = options.clock ?? new TestClock();
  const { handle, drop } = await openTestDatabase(dataDir);
  const app = await buildApp(config, {
    database: handle,
    clock,
    logger: process.env.TEST_LOG ? { level: process.env.TEST_LOG } : false,
  });
  await app.ready();
  return {
    app,
    clock,
    config,
    client: () => new TestClient(app),
    async close() {
      await app.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
