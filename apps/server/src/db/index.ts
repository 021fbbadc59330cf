import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, type SqliteDatabase, sql } from 'kysely';
import pg from 'pg';
import type { Config } from '../config';
import type { Database } from './schema';
import { SqlitePairDialect } from './sqlite-pair';

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
  const writer = new SQLite(config.file);
  writer.pragma('journal_mode = WAL');
  writer.pragma('foreign_keys = ON');
  for (const pragma of sqlitePragmas.writer) writer.pragma(pragma);
  // Reads outside a transaction go to a read-only connection of their own (sqlite-pair.ts).
  const reader = new SQLite(config.file, { readonly: true });
  for (const pragma of sqlitePragmas.reader) reader.pragma(pragma);
  const db = new Kysely<Database>({
    dialect: new SqlitePairDialect(cachedStatements(writer), cachedStatements(reader)),
  });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}

/**
 * The SQLite settings of each connection (decision 055). WAL (set on the writer, kept in the
 * file) lets the read connection read while a write transaction is open.
 * - busy_timeout 5 s: a write waiting for another process's write lock (a backup, the CLI)
 *   retries for up to 5 s before the retryable envelope (the busy fault test holds it 7.5 s);
 * - synchronous NORMAL: under WAL a commit is durable once the WAL is synced at checkpoints; a
 *   power loss can lose the last commits but never corrupts the file (a process crash loses
 *   nothing);
 * - mmap_size 256 MiB: reads of the first 256 MiB of the file (a 100,000-book database is about
 *   300 MiB) come from the operating system's page cache without a copy per page, shared by both
 *   connections;
 * - cache_size: SQLite's own page cache per connection (negative: KiB): 64 MiB for the reader,
 *   which serves almost every read, 16 MiB for the writer.
 */
export const sqlitePragmas = {
  writer: [
    'busy_timeout = 5000',
    'synchronous = NORMAL',
    'mmap_size = 268435456',
    'cache_size = -16384',
  ],
  reader: ['busy_timeout = 5000', 'mmap_size = 268435456', 'cache_size = -65536'],
};

/** Readiness: the database answers a trivial query. */
export async function pingDatabase(db: DB): Promise<void> {
  await sql`select 1`.execute(db);
}
