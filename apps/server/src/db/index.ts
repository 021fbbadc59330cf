import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, type SqliteDatabase, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import type { Config } from '../config';
import type { Database } from './schema';

export type Dialect = 'sqlite' | 'postgres';
export type DB = Kysely<Database>;

export interface DatabaseHandle {
  db: DB;
  dialect: Dialect;
  close(): Promise<void>;
}

// int8 (count(*), epoch-ms columns) comes back from pg as a string by default: make it a number.
pg.types.setTypeParser(20, (value: string) => Number(value));

export interface DatabaseOptions {
  /** PostgreSQL only: the schema every pooled connection works in (tests use one per file). */
  searchPath?: string;
  poolSize?: number;
}

/** How many distinct SQL texts keep their prepared statement (the app has a few hundred). */
export const STATEMENT_CACHE_SIZE = 1000;

/**
 * better-sqlite3 as Kysely sees it, with each SQL text prepared once and its statement kept
 * (issue 22): Kysely's SQLite driver prepares every query anew, which the profile of a signed-in
 * GetUserInfo put at 9% of the server's time. Statements run to completion synchronously on the
 * one connection (nothing here streams), so reusing one is safe; SQLite re-prepares a statement
 * itself when a migration changes the schema under it. Past the limit (queries whose text
 * varies, such as long `in (...)` lists) the oldest entry goes.
 */
export function cachedStatements(
  sqlite: SQLite.Database,
  max = STATEMENT_CACHE_SIZE,
): SqliteDatabase {
  const cache = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(text: string) {
      let statement = cache.get(text);
      if (!statement) {
        statement = sqlite.prepare(text);
        cache.set(text, statement);
        if (cache.size > max) {
          const oldest = cache.keys().next().value;
          if (oldest !== undefined) cache.delete(oldest);
        }
      }
      return statement;
    },
  };
}

export function openDatabase(
  config: Config['database'],
  options: DatabaseOptions = {},
): DatabaseHandle {
  if (config.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: config.url,
      max: options.poolSize ?? config.poolSize ?? 10,
      ...(config.statementTimeoutMs ? { statement_timeout: config.statementTimeoutMs } : {}),
      connectionTimeoutMillis: 5_000,
      idleTimeoutMillis: 30_000,
      ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
    });
    // A terminated backend or a restart emits 'error' on idle clients: log it, never crash.
    pool.on('error', (err) => {
      process.emitWarning(`PostgreSQL pool: ${err.message}`);
    });
    // A checked-out client between queries gets the same FATAL as an 'error' event of its own,
    // which would crash the process without a listener: log it; the pool drops the client.
    pool.on('connect', (client) => {
      client.on('error', (err) => {
        process.emitWarning(`PostgreSQL connection: ${err.message}`);
      });
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect: 'postgres', close: () => db.destroy() };
  }
  mkdirSync(dirname(config.file), { recursive: true });
  const sqlite = new SQLite(config.file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: cachedStatements(sqlite) }),
  });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}

/** Readiness: the database answers a trivial query. */
export async function pingDatabase(db: DB): Promise<void> {
  await sql`select 1`.execute(db);
}
