import Database from 'better-sqlite3';
import { DatabaseInspector } from '../lib/inspect.mjs';
import { freePort, pause, ServerProcess, tempDataDir } from '../lib/server.mjs';
import { isEnvelope, Visitor } from '../lib/session.mjs';

/** The server's SQLite busy_timeout (apps/server/src/db/index.ts). */
const busyTimeoutMs = 5000;

/**
 * (c) SQLite busy: another connection holds the write lock longer than busy_timeout. A write
 * through the API answers the retryable envelope (503, code 100009, Retry-After), not a 500;
 * reads answer; once the lock is released writes succeed again; the refused write is absent and
 * the file is sound.
 * @param {import('../lib/checks.mjs').Checks} checks
 * @param {{runId: string}} options
 */
export async function sqliteBusy(checks, options) {
  checks.section(
    `(c) SQLite busy: a write lock held ${busyTimeoutMs + 2500} ms by another connection`,
  );
  const data = tempDataDir('faults-busy');
  const server = new ServerProcess({
    port: await freePort(),
    dataDir: data.dir,
    seed: 'none',
    env: { LOG_LEVEL: 'warn' },
  });
  /** @type {import('better-sqlite3').Database | undefined} */
  let holder;
  try {
    await server.start();
    const visitor = new Visitor(server.url, { timeoutMs: 30_000 });
    await visitor.csrf();
    const refusedPath = `/fault/${options.runId}/busy/refused`;
    const laterPath = `/fault/${options.runId}/busy/later`;

    holder = new Database(server.dbFile);
    holder.exec('begin immediate');
    holder
      .prepare('insert into app_settings (key, value, updated_at) values (?, ?, ?)')
      .run(`fault-${options.runId}`, 'held', Date.now());
    const lockedAt = Date.now();
    const release = pause(busyTimeoutMs + 2500).then(() => holder?.exec('rollback'));

    const write = visitor.post('/api/Statistics/PageView', { path: refusedPath, language: 'en' });
    // A liveness call made while the write waits for the lock: how long does it wait?
    await pause(300);
    const liveness = visitor.get('/healthz');
    const answer = await write;
    const waited = Date.now() - lockedAt;
    checks.check(
      'a write under a held lock answers 503 with the retryable envelope (code 100009)',
      answer.status === 503 && isEnvelope(answer.json) && answer.json.code === 100009,
      `${answer.status || answer.error} ${answer.text.slice(0, 200)}\n${server.tail(10)}`,
      `after ${waited} ms`,
    );
    checks.check(
      'it carries Retry-After',
      Boolean(answer.headers['retry-after']),
      JSON.stringify(answer.headers),
    );
    const live = await liveness;
    console.log(
      `        /healthz sent 300 ms into the wait answered after ${live.ms.toFixed(0)} ms ` +
        '(better-sqlite3 waits synchronously: the event loop is held for the whole busy_timeout)',
    );
    // WAL readers are never refused by a writer's lock. They may still wait: any statement of
    // the server's own that waits for the lock (the write above, a background job's) holds the
    // event loop while it does, as the /healthz timing above shows.
    const readSentAt = Date.now() - lockedAt;
    const read = await visitor.get('/readyz');
    checks.check(
      'a read right after the refused write answers 200',
      read.status === 200,
      `${read.status} ${read.text.slice(0, 100)}`,
      `sent at ${readSentAt} ms, answered at ${Date.now() - lockedAt} ms; lock released at ${busyTimeoutMs + 2500} ms`,
    );
    await release;
    const later = await visitor.post('/api/Statistics/PageView', {
      path: laterPath,
      language: 'en',
    });
    checks.check(
      'once the lock is released the next write is acknowledged',
      later.status === 200 && later.json?.code === 0,
      `${later.status} ${later.text.slice(0, 200)}`,
    );
    checks.check('the server is still running', server.alive);
    await server.stop();

    holder.close();
    holder = undefined;
    const db = await DatabaseInspector.open({ dbFile: server.dbFile });
    try {
      const found = await db.countsByPrefix('page_views', 'path', `/fault/${options.runId}/busy/`);
      checks.check(
        'the refused write is absent',
        !found.has(refusedPath),
        JSON.stringify([...found]),
      );
      checks.check(
        'the acknowledged one is there once',
        found.get(laterPath) === 1,
        JSON.stringify([...found]),
      );
      const held = await db.all('select key from app_settings where key = ?', [
        `fault-${options.runId}`,
      ]);
      checks.check(
        "the lock holder's rolled-back row is absent",
        held.length === 0,
        JSON.stringify(held),
      );
      const integrity = await db.integrity();
      checks.check('SQLite integrity_check is ok', integrity === 'ok', integrity);
    } finally {
      await db.close();
    }
  } catch (err) {
    checks.check(
      '(c) ran to the end',
      false,
      `${err instanceof Error ? err.message : err}\n${server.tail()}`,
    );
  } finally {
    try {
      holder?.exec('rollback');
    } catch {
      // no transaction open
    }
    holder?.close();
    if (server.alive) await server.kill();
    data.remove();
  }
}
