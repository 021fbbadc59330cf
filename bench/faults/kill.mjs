import { DatabaseInspector } from '../lib/inspect.mjs';
import { sample, WriteJournal } from '../lib/journal.mjs';
import { freePort, pause, ServerProcess, tempDataDir } from '../lib/server.mjs';
import { startSignUps, startWriters } from '../lib/writers.mjs';

/**
 * (a) SIGKILL in the middle of a write load, then restart, `kills` times. The client journals
 * every call as ok / refused / unknown (reset or timed out after sending). Afterwards every ok
 * write is there exactly once, every refused one is absent, an unknown one at most once, no row
 * is half-written, and SQLite's integrity check passes.
 * @param {import('../lib/checks.mjs').Checks} checks
 * @param {{runId: string, kills: number, writers: number, loadMs: number}} options
 */
export async function killUnderWrites(checks, options) {
  checks.section(
    `(a) SIGKILL under a write load: ${options.kills} kills, ${options.writers} writers, SQLite`,
  );
  const data = tempDataDir('faults-kill');
  const server = new ServerProcess({
    port: await freePort(),
    dataDir: data.dir,
    // Faults need no demo content: no seeding, quick restarts.
    seed: 'none',
    env: { TRUST_PROXY: 'true', LOG_LEVEL: 'warn' },
  });
  const journal = new WriteJournal();
  const prefix = `/fault/${options.runId}/kill/`;
  try {
    await server.start();
    const writers = startWriters({
      url: server.url,
      count: options.writers,
      prefix,
      journal,
      timeoutMs: 3000,
    });
    // Usernames: 3-20 of [A-Za-z0-9_].
    const signUpPrefix = `k${options.runId.slice(-6)}_`;
    const signUps = startSignUps({
      url: server.url,
      count: 2,
      prefix: signUpPrefix,
      journal,
      timeoutMs: 5000,
    });
    let restarted = 0;
    const inFlightAtKill = [];
    for (let k = 0; k < options.kills; k += 1) {
      const before = journal.tally().ok;
      await pause(options.loadMs);
      const acknowledged = journal.tally().ok - before;
      // Kill at a random moment inside the load, not on a round tick.
      await pause(Math.random() * 100);
      const unknownBefore = journal.tally().unknown;
      const exit = await server.kill();
      await pause(300);
      inFlightAtKill.push(journal.tally().unknown - unknownBefore);
      checks.check(
        `kill ${k + 1}: writes were being acknowledged before the kill`,
        acknowledged > 0,
        `none acknowledged in ${options.loadMs} ms`,
        `${acknowledged} in ${options.loadMs} ms; killed by ${exit?.signal}`,
      );
      try {
        const t = Date.now();
        await server.start(60_000);
        restarted += 1;
        console.log(`        restarted in ${Date.now() - t} ms`);
      } catch (err) {
        checks.check(`kill ${k + 1}: the server restarts on the same data`, false, String(err));
        break;
      }
    }
    checks.check(
      'the server restarts on the same data after every SIGKILL',
      restarted === options.kills,
      `${restarted} of ${options.kills}`,
    );
    const before = journal.tally().ok;
    await pause(options.loadMs);
    await Promise.all([writers.stop(), signUps.stop()]);
    checks.check(
      'writes are acknowledged again after the last restart',
      journal.tally().ok > before,
      'none acknowledged',
    );
    const stopped = await server.stop();
    checks.check(
      'the server shuts down cleanly afterwards',
      stopped.code === 0,
      JSON.stringify(stopped),
    );

    const tally = journal.tally('page view');
    console.log(
      `        journal: ${tally.ok} ok, ${tally.refused} refused, ${tally.unknown} unknown ` +
        `(in flight at each kill: ${inFlightAtKill.join(', ')})`,
    );
    const db = await DatabaseInspector.open({ dbFile: server.dbFile });
    try {
      const found = await db.countsByPrefix('page_views', 'path', prefix);
      const r = journal.reconcile('page view', found);
      checks.check(
        `every acknowledged write is there (${tally.ok})`,
        r.lost.length === 0,
        `lost: ${sample(r.lost)}`,
      );
      checks.check(
        'every acknowledged write is there exactly once',
        r.duplicated.length === 0,
        `twice: ${sample(r.duplicated)}`,
      );
      checks.check(
        `every refused write is absent (${tally.refused})`,
        r.refusedPresent.length === 0,
        `present: ${sample(r.refusedPresent)}`,
      );
      checks.check(
        `every write cut off by a kill is there at most once (${tally.unknown}, ${r.unknownPresent} stored)`,
        r.unknownTwice.length === 0,
        `twice: ${sample(r.unknownTwice)}`,
      );
      checks.check('no row that was never sent', r.stray.length === 0, `stray: ${sample(r.stray)}`);
      const broken = await db.all(
        `select path from page_views where path like ? and (id is null or id = '' or route_name is null
           or route_name = '' or language is null or language <> 'en' or created_at is null or created_at <= 0)`,
        [`${prefix}%`],
      );
      checks.check(
        'no row is half-written',
        broken.length === 0,
        `incomplete rows: ${sample(broken.map((b) => b.path))}`,
      );
      const accounts = await db.countsByPrefix('users', 'username', signUpPrefix);
      const signed = journal.tally('sign-up');
      const a = journal.reconcile('sign-up', accounts);
      checks.check(
        `sign-ups (a multi-row transaction): every acknowledged one is there once (${signed.ok}), refused ones absent (${signed.refused})`,
        signed.ok > 0 &&
          a.lost.length +
            a.duplicated.length +
            a.refusedPresent.length +
            a.unknownTwice.length +
            a.stray.length ===
            0,
        signed.ok === 0
          ? 'no sign-up was acknowledged'
          : `lost: ${sample(a.lost)}; twice: ${sample(a.duplicated)}; refused but present: ${sample(a.refusedPresent)}; stray: ${sample(a.stray)}`,
      );
      const halfAccounts = await db.all(
        `select u.username from users u where u.username like ? and not exists
           (select 1 from account_tokens t where t.user_id = u.id and t.purpose = 'activation')`,
        [`${signUpPrefix}%`],
      );
      checks.check(
        'no account without its activation token (no half-written sign-up)',
        halfAccounts.length === 0,
        `accounts without a token: ${sample(halfAccounts.map((h) => h.username))}`,
      );
      const integrity = await db.integrity();
      checks.check('SQLite integrity_check is ok', integrity === 'ok', integrity);
      const foreign = await db.all('pragma foreign_key_check');
      checks.check(
        'SQLite foreign_key_check finds nothing',
        foreign.length === 0,
        JSON.stringify(foreign.slice(0, 3)),
      );
    } finally {
      await db.close();
    }
  } catch (err) {
    checks.check(
      '(a) ran to the end',
      false,
      `${err instanceof Error ? err.message : err}\n${server.tail()}`,
    );
  } finally {
    if (server.alive) await server.kill();
    data.remove();
  }
}
