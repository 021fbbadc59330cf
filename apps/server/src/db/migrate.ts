import { type Migration, type MigrationProvider, Migrator, PostgresAdapter, sql } from 'kysely';
import { setMigrationSecret } from '../platform/secrets/index';
import type { DB } from './index';
import { migrations } from './migrations/index';

class ListedMigrations implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    return migrations;
  }
}

export class MigrationError extends Error {}

/**
 * On PostgreSQL, Kysely looks for its own migration tables in every schema it can see; with one
 * schema per test file running in parallel it would find another file's and skip making its own.
 * Naming the current schema keeps each database (or schema) to its own migration tables.
 */
async function migratorFor(db: DB): Promise<Migrator> {
  let migrationTableSchema: string | undefined;
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    const row = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
    migrationTableSchema = row.rows[0]?.schema;
  }
  return new Migrator({
    db,
    provider: new ListedMigrations(),
    // Engineers write migrations side by side and land them in any order: a database that ran
    // a later one still takes an earlier one that arrives after it (each migration touches its
    // own tables; decision 065). Kysely's default refuses such a database at start-up.
    allowUnorderedMigrations: true,
    ...(migrationTableSchema ? { migrationTableSchema } : {}),
  });
}

/**
 * Brings the schema up to date; throws MigrationError naming the migration that failed.
 * `sessionSecret` lets data migrations seal existing secrets (the TOTP secrets); without it
 * they refuse a database that has some.
 */
export async function migrateToLatest(
  db: DB,
  options: { sessionSecret?: string } = {},
): Promise<string[]> {
  const migrator = await migratorFor(db);
  setMigrationSecret(options.sessionSecret);
  const { error, results } = await migrator.migrateToLatest().finally(() => {
    setMigrationSecret(undefined);
  });
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? 'unknown error');
    throw new MigrationError(`Migration ${failed?.migrationName ?? ''} failed: ${reason}`);
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/** Names of listed migrations not yet applied. */
export async function pendingMigrations(db: DB): Promise<string[]> {
  const migrator = await migratorFor(db);
  const all = await migrator.getMigrations();
  return all.filter((m) => !m.executedAt).map((m) => m.name);
}

/**
 * Runs `work` (migrations, then the first seed) while holding a PostgreSQL advisory lock, so
 * several servers starting together migrate and seed once: the first takes the lock and works,
 * the others wait for it and then find nothing left to do (decision 041). The lock is held on
 * one pooled connection while `work` uses others (the pool needs two). It is keyed by the
 * schema, so separate schemas (tests) do not wait for each other. SQLite: one process, no lock.
 */
export async function withStartupLock<T>(db: DB, work: () => Promise<T>): Promise<T> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return work();
  return db.connection().execute(async (conn) => {
    const key = sql`hashtext('storyloom.startup.' || current_schema())`;
    await sql`select pg_advisory_lock(${key})`.execute(conn);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${key})`.execute(conn);
    }
  });
}
