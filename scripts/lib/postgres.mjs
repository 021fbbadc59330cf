import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { connect } from 'node:net';

export const defaultTestDatabaseUrl = 'postgres://postgres@127.0.0.1:5432/test';

function reachable(host, port) {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    socket.setTimeout(1000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(false));
  });
}

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Makes sure the PostgreSQL server of `url` accepts connections. When it is down on this machine
 * and we are root, starts the local cluster(s) with pg_ctlcluster (DESIGN.md, "Notes for these
 * machines") and waits up to 30 s for it.
 */
export async function ensurePostgres(url = defaultTestDatabaseUrl) {
  const { hostname, port } = new URL(url);
  const host = hostname || '127.0.0.1';
  const portNumber = Number(port || 5432);
  if (await reachable(host, portNumber)) return;

  const local = ['127.0.0.1', 'localhost', '::1'].includes(host);
  const isRoot = process.getuid?.() === 0;
  if (!local || !isRoot || !existsSync('/etc/postgresql')) {
    throw new Error(
      `PostgreSQL at ${host}:${portNumber} is not reachable. Start it (as root: ` +
        'pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start) and try again.',
    );
  }
  for (const version of readdirSync('/etc/postgresql')) {
    console.log(`PostgreSQL is down: starting cluster ${version}/main...`);
    try {
      execFileSync('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'start'], {
        stdio: 'inherit',
      });
    } catch (err) {
      console.warn(`pg_ctlcluster ${version} main start failed: ${err.message}`);
    }
  }
  for (let attempt = 0; attempt < 60; attempt += 1) {
    if (await reachable(host, portNumber)) return;
    await pause(500);
  }
  throw new Error(`PostgreSQL at ${host}:${portNumber} did not come up within 30 s.`);
}
