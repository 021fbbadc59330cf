import { DatabaseInspector } from '../lib/inspect.mjs';
import { sample, WriteJournal } from '../lib/journal.mjs';
import { Observations } from '../lib/observations.mjs';
import {
  canRestartPostgres,
  dropDatabase,
  ensurePostgres,
  freshDatabase,
  restartPostgres,
  terminateBackends,
} from '../lib/postgres.mjs';
import { freePort, pause, ServerProcess, tempDataDir } from '../lib/server.mjs';
import { isEnvelope, Visitor } from '../lib/session.mjs';
import { startWriters } from '../lib/writers.mjs';

const database = process.env.FAULTS_PG_DATABASE || 'storyloom_faults';

/** An answer during an outage is either a success or the clear retryable envelope. */
function successOrRetryable(answer) {
  if (answer.status < 500) return true;
  return (
    answer.status === 503 &&
    isEnvelope(answer.json) &&
    answer.json.code === 100009 &&
    Boolean(answer.headers['retry-after'])
  );
}

/** Resolves with ms until `journal` has a new ok write, or -1 after `timeoutMs`. */
async function recovery(journal, timeoutMs) {
  const start = Date.now();
  const before = journal.tally().ok;
  while (Date.now() - start < timeoutMs) {
    if (journal.tally().ok > before) return Date.now() - start;
    await pause(50);
  }
  return -1;
}

/**
 * (b) PostgreSQL under a write load: its backends are terminated, then (root only) the server is
 * restarted. The Storyloom process survives; answers during the outage are successes or the
 * retryable envelope (503, code 100009), never a 500 or a dropped connection; writes succeed
 * again soon after; the journal matches the database.
 * @param {import('../lib/checks.mjs').Checks} checks
 * @param {{runId: string, writers: number, restart: boolean}} options
 */
export async function postgresOutages(checks, options) {
  checks.section(`(b) PostgreSQL: terminated backends and a restart under a write load`);
  if (!(await ensurePostgres())) {
    checks.skip('(b) PostgreSQL faults', 'PostgreSQL is not reachable at FAULTS_PG_ADMIN_URL');
    return;
  }
  const data = tempDataDir('faults-pg');
  const url = await freshDatabase(database);
  const server = new ServerProcess({
    port: await freePort(),
    dataDir: data.dir,
    databaseUrl: url,
    // Faults need no demo content: no seeding, quick restarts.
    seed: 'none',
    env: { TRUST_PROXY: 'true', LOG_LEVEL: 'warn' },
  });
  const journal = new WriteJournal();
  const obs = new Observations();
  const prefix = `/fault/${options.runId}/pg/`;
  const rules = { api: true, expect: successOrRetryable };
  let reading = true;
  try {
    await server.start();
    const writers = startWriters({
      url: server.url,
      count: options.writers,
      prefix,
      journal,
      obs,
      rules,
      timeoutMs: 15_000,
    });
    const reader = (async () => {
      const visitor = new Visitor(server.url, { timeoutMs: 15_000 });
      while (reading) {
        obs.observe('readiness', await visitor.get('/readyz'), {
          expect: (a) => a.status === 200 || a.status === 503,
        });
        obs.observe('CSRF token', await visitor.get('/api/Security/CsrfToken'), rules);
        await pause(20);
      }
    })();

    await pause(1500);
    checks.check('writes are acknowledged before the faults', journal.tally().ok > 0, 'none');

    let terminated = 0;
    for (let i = 0; i < 3; i += 1) {
      terminated += await terminateBackends(database);
      await pause(300);
    }
    const afterTerminate = await recovery(journal, 10_000);
    checks.check(
      'after its backends are terminated (3 times) writes are acknowledged again',
      afterTerminate >= 0,
      'no write acknowledged within 10 s',
      `${terminated} backends terminated; next ok write after ${afterTerminate} ms`,
    );
    checks.check(
      'the server process survived the terminated backends',
      server.alive,
      server.tail(),
    );

    if (!options.restart) {
      checks.skip('PostgreSQL restart', 'FAULTS_PG_RESTART=0');
    } else if (!canRestartPostgres()) {
      checks.skip('PostgreSQL restart', 'needs root and a local pg_ctlcluster');
    } else {
      await pause(500);
      const t = Date.now();
      await restartPostgres();
      const restartMs = Date.now() - t;
      const afterRestart = await recovery(journal, 20_000);
      checks.check(
        'after PostgreSQL restarts writes are acknowledged again',
        afterRestart >= 0,
        'no write acknowledged within 20 s of the restart',
        `restart took ${restartMs} ms; next ok write ${afterRestart} ms later`,
      );
      checks.check('the server process survived the restart', server.alive, server.tail());
    }
    await pause(500);
    reading = false;
    await Promise.all([writers.stop(), reader]);

    console.log(`\n${obs.table()}\n`);
    checks.check(
      'every answer was a success or the retryable envelope (503, code 100009, Retry-After); no 500',
      obs.total('unexpected') === 0,
      `${obs.total('unexpected')} were not:\n${obs.examples.join('\n')}\n${server.tail(15)}`,
    );
    checks.check(
      'no connection was dropped or timed out',
      obs.total('transport') === 0,
      `${obs.total('transport')} failed:\n${obs.examples.join('\n')}`,
    );
    checks.check(
      'every /api answer was the envelope',
      obs.total('notEnvelope') === 0,
      obs.examples.join('\n'),
    );
    const retryable = obs.byAction.get('page view write')?.statuses['503'] ?? 0;
    console.log(`        ${retryable} writes answered 503 (retryable) during the outages`);
    const stopped = await server.stop();
    checks.check(
      'the server shuts down cleanly afterwards',
      stopped.code === 0,
      JSON.stringify(stopped),
    );

    const tally = journal.tally();
    const db = await DatabaseInspector.open({ databaseUrl: url });
    try {
      const found = await db.countsByPrefix('page_views', 'path', prefix);
      const r = journal.reconcile('page view', found);
      checks.check(
        `every acknowledged write is there exactly once (${tally.ok})`,
        r.lost.length + r.duplicated.length === 0,
        `lost: ${sample(r.lost)}; twice: ${sample(r.duplicated)}`,
      );
      checks.check(
        `every refused write is absent (${tally.refused}), a timed-out one at most once (${tally.unknown})`,
        r.refusedPresent.length + r.unknownTwice.length + r.stray.length === 0,
        `refused but present: ${sample(r.refusedPresent)}; twice: ${sample(r.unknownTwice)}; stray: ${sample(r.stray)}`,
      );
    } finally {
      await db.close();
    }
  } catch (err) {
    checks.check(
      '(b) ran to the end',
      false,
      `${err instanceof Error ? err.message : err}\n${server.tail()}`,
    );
  } finally {
    reading = false;
    if (server.alive) await server.kill();
    await ensurePostgres();
    await dropDatabase(database);
    data.remove();
  }
}
