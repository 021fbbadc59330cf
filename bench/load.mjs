#!/usr/bin/env node
/**
 * `npm run test:load`: N simulated users for D seconds against the production server on a
 * freshly seeded database, doing the mix in bench/actions.mjs. Afterwards: no 5xx, no transport
 * failure, every /api answer an envelope, every acknowledged write in the database exactly once
 * and every refused one absent, ledgers consistent, a clean shutdown and (SQLite) a sound file.
 * Ends with `N passed, N failed`; exits 1 when anything failed.
 *
 * Environment (all optional):
 *   LOAD_USERS=200          simulated users
 *   LOAD_SECONDS=60         duration
 *   LOAD_THINK_MS=100-400   pause between a user's calls (min-max, ms)
 *   LOAD_TIMEOUT_MS=10000   a call not answered by then counts as a failure
 *   LOAD_DATABASE_URL=postgres://...  run on PostgreSQL (the database is migrated and may be reused)
 *   LOAD_KEEP_DATA=1        keep the DATA_DIR (SQLite file, outbox) for a look afterwards
 *   LOAD_SEED=demo          start on the seeded demo (default none: the users make their own
 *                           content; the demo's image rendering makes a first start slow)
 */
import { finalChecks, pickAction, writeKinds } from './actions.mjs';
import { Checks } from './lib/checks.mjs';
import { DatabaseInspector } from './lib/inspect.mjs';
import { sample, WriteJournal } from './lib/journal.mjs';
import { ledgerChecks } from './lib/ledgers.mjs';
import { Observations } from './lib/observations.mjs';
import { Outbox } from './lib/outbox.mjs';
import { freePort, pause, ServerProcess, tempDataDir } from './lib/server.mjs';
import { addressFor, Visitor } from './lib/session.mjs';
import { webDist } from './lib/web.mjs';

const users = Number(process.env.LOAD_USERS || 200);
const seconds = Number(process.env.LOAD_SECONDS || 60);
const [thinkMin, thinkMax] = (process.env.LOAD_THINK_MS || '100-400').split('-').map(Number);
const timeoutMs = Number(process.env.LOAD_TIMEOUT_MS || 10_000);
const databaseUrl = process.env.LOAD_DATABASE_URL || undefined;
const runId = `r${Date.now().toString(36)}`;
const languages = ['zh', 'en', 'es'];

const checks = new Checks();
const data = tempDataDir('load');
const web = webDist({ fallbackDir: data.dir });
const server = new ServerProcess({
  port: await freePort(),
  dataDir: data.dir,
  databaseUrl,
  webDist: web.dir,
  seed: process.env.LOAD_SEED === 'demo' ? 'demo' : 'none',
  // Each simulated user has its own address (X-Forwarded-For), as behind a proxy.
  env: { TRUST_PROXY: 'true', LOG_LEVEL: 'warn' },
});

const obs = new Observations();
const journal = new WriteJournal();
const ctx = { runId, obs, journal, outbox: new Outbox(data.dir), codes: new Map(), users };

/** One user's session: arrive (ramped), then act and think until the deadline. */
async function simulate(id, deadline, rampMs) {
  await pause(Math.random() * rampMs);
  const user = {
    id,
    seq: 0,
    visitor: new Visitor(server.url, {
      address: addressFor(id),
      timeoutMs,
      language: languages[id % languages.length],
    }),
  };
  while (Date.now() < deadline) {
    user.seq += 1;
    await pickAction(user, ctx).run(user, ctx);
    await pause(thinkMin + Math.random() * (thinkMax - thinkMin));
  }
  return user;
}

let exitCode = 1;
try {
  checks.section(
    `Load: ${users} users for ${seconds} s (think ${thinkMin}-${thinkMax} ms), ${databaseUrl ? 'PostgreSQL' : 'SQLite'}, ${web.kind === 'build' ? 'web build' : 'stand-in index.html'}`,
  );
  const started = Date.now();
  await server.start();
  checks.check(
    'the server starts on a fresh database and is ready',
    true,
    '',
    `${Date.now() - started} ms`,
  );

  const deadline = Date.now() + seconds * 1000;
  const rampMs = Math.min(5000, (seconds * 1000) / 4);
  const simulated = await Promise.all(
    Array.from({ length: users }, (_, i) => simulate(i + 1, deadline, rampMs)),
  );
  const calls = simulated.map((u) => u.seq);
  const elapsed = (Date.now() - deadline + seconds * 1000) / 1000;

  console.log(`\n${obs.table()}`);
  console.log(
    `\n${obs.total('calls')} calls in ${elapsed.toFixed(1)} s (${(obs.total('calls') / elapsed).toFixed(0)}/s); ` +
      `writes ${JSON.stringify(journal.tally())}\n`,
  );

  checks.check(
    'every user was served',
    calls.every((n) => n > 0),
    'a user made no call',
    `fewest calls by a user: ${Math.min(...calls)}`,
  );
  checks.check(
    'no 5xx answer',
    obs.total('serverErrors') === 0,
    `${obs.total('serverErrors')} 5xx\n${obs.examples.join('\n')}`,
  );
  checks.check(
    'no refused, reset or timed-out connection',
    obs.total('transport') === 0,
    `${obs.total('transport')} failed\n${obs.examples.join('\n')}`,
  );
  checks.check(
    'every /api answer is the envelope',
    obs.total('notEnvelope') === 0,
    `${obs.total('notEnvelope')} were not`,
  );
  checks.check(
    'every call answered as a well-behaved client expects (no CSRF refusal, rate limit or error)',
    obs.total('unexpected') === 0,
    `${obs.total('unexpected')} unexpected\n${obs.examples.join('\n')}`,
  );
  checks.check('the server is still running', server.alive);

  const stopped = await server.stop();
  checks.check(
    'the server shuts down cleanly on SIGTERM',
    stopped.code === 0,
    `it ended with ${JSON.stringify(stopped)}`,
  );

  const db = await DatabaseInspector.open(
    databaseUrl ? { databaseUrl } : { dbFile: server.dbFile },
  );
  try {
    for (const [kind, where] of Object.entries(writeKinds)) {
      const counts = journal.tally(kind);
      const found = await db.countsByPrefix(where.table, where.column, where.prefix(runId));
      const r = journal.reconcile(kind, found);
      if (where.refused) {
        checks.check(
          `${kind}: every one refused (${counts.refused})`,
          counts.ok === 0 && counts.refused > 0,
          `${counts.ok} acknowledged, ${counts.refused} refused`,
        );
      } else {
        checks.check(
          `${kind}: every acknowledged write is stored (${counts.ok})`,
          r.lost.length === 0 && counts.ok > 0,
          counts.ok === 0 ? 'none was acknowledged' : `lost: ${sample(r.lost)}`,
        );
      }
      checks.check(
        `${kind}: stored at most once, and nothing stored that was refused (${counts.refused}) or never sent`,
        r.duplicated.length + r.refusedPresent.length + r.unknownTwice.length + r.stray.length ===
          0,
        `twice: ${sample(r.duplicated)}; refused but stored: ${sample(r.refusedPresent)}; ` +
          `timed out and stored twice: ${sample(r.unknownTwice)}; stray: ${sample(r.stray)}`,
      );
    }
    for (const finalCheck of finalChecks) {
      const result = await finalCheck(db, simulated);
      checks.check(result.name, result.ok, result.detail);
    }
    if (await db.hasTable('ledger_entries')) {
      const [row] = await db.all('select count(*) as n from ledger_entries');
      console.log(`  (${row?.n} ledger entries in the database)`);
    }
    const ledgers = await ledgerChecks(db);
    if (ledgers.length === 0) console.log('  (no ledgers yet)');
    for (const ledger of ledgers) checks.check(ledger.name, ledger.ok, ledger.detail);
    if (!databaseUrl) {
      const integrity = await db.integrity();
      checks.check('SQLite integrity_check is ok', integrity === 'ok', integrity);
    }
  } finally {
    await db.close();
  }
  exitCode = checks.finish();
} catch (err) {
  checks.check('the load run completed', false, err instanceof Error ? err.message : String(err));
  exitCode = checks.finish();
} finally {
  if (server.alive) await server.stop();
  if (process.env.LOAD_KEEP_DATA === '1') console.log(`data kept in ${data.dir}`);
  else data.remove();
}
process.exit(exitCode);
