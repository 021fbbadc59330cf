import { execFile, execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import pg from 'pg';
import { pause } from './server.mjs';

/** The server used to create and drop the fault database (trust auth on these machines). */
export const adminUrl =
  process.env.FAULTS_PG_ADMIN_URL || 'postgres://postgres@127.0.0.1:5432/test';

/** The same server, another database. */
export function urlFor(database) {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

async function adminQuery(text, params = []) {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    return (await client.query(text, params)).rows;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Whether the PostgreSQL server answers. */
export async function postgresUp() {
  try {
    await adminQuery('select 1');
    return true;
  } catch {
    return false;
  }
}

/** The local clusters (pg_ctlcluster VERSION main ...), or [] when this is not such a machine. */
function clusterVersions() {
  return existsSync('/etc/postgresql') ? readdirSync('/etc/postgresql') : [];
}

/** Whether this runner may restart the local PostgreSQL (root on a Debian cluster). */
export function canRestartPostgres() {
  return process.getuid?.() === 0 && clusterVersions().length > 0;
}

/** Starts the local cluster when it is down and we may; resolves true once it answers. */
export async function ensurePostgres() {
  if (await postgresUp()) return true;
  if (!canRestartPostgres()) return false;
  for (const version of clusterVersions()) {
    try {
      execFileSync('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'start'], {
        stdio: 'ignore',
      });
    } catch {
      // reported below by the wait
    }
  }
  return waitForPostgres(30_000);
}

export async function waitForPostgres(timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await postgresUp()) return true;
    await pause(250);
  }
  return false;
}

/** Drops and creates a database of its own for a run. */
export async function freshDatabase(name) {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`bad database name ${name}`);
  await adminQuery(
    'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
    [name],
  );
  await adminQuery(`drop database if exists ${name}`);
  await adminQuery(`create database ${name}`);
  return urlFor(name);
}

export async function dropDatabase(name) {
  await adminQuery(
    'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
    [name],
  ).catch(() => undefined);
  await adminQuery(`drop database if exists ${name}`).catch(() => undefined);
}

/** Terminates every backend connected to `database`; resolves with how many. */
export async function terminateBackends(database) {
  const rows = await adminQuery(
    'select pg_terminate_backend(pid) as done from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
    [database],
  );
  return rows.filter((r) => r.done).length;
}

/**
 * Restarts the local cluster(s) (fast shutdown: open connections are cut). Asynchronous, so the
 * runner's clients keep calling the server during the restart.
 */
export async function restartPostgres() {
  for (const version of clusterVersions()) {
    await new Promise((resolve, reject) => {
      execFile(
        'pg_ctlcluster',
        ['--skip-systemctl-redirect', '--mode', 'fast', version, 'main', 'restart'],
        (err) => (err ? reject(err) : resolve(undefined)),
      );
    });
  }
}
