#!/usr/bin/env node
/**
 * `npm run test:cluster`: three production servers as one (issue 24, decisions 041 and 057).
 *
 * Starts PostgreSQL's fresh database `storyloom_cluster_<run>` (dropped at the end), a
 * redis-server of its own on a free port (so it can be restarted), the local S3 peer (s3rver in
 * its own process), three servers (`node apps/server/dist/main.js`, the compiled server, as
 * scripts/start.mjs and the other runners start them) with DATABASE_URL, REDIS_URL and S3_* set,
 * all started together, and a round-robin proxy (bench/cluster/proxy.mjs) in front of them.
 * Simulated users (bench/cluster/users.mjs) sign up, sign in, read, autosave, upload avatars,
 * redeem, submit; the demo moderator approves. Mid-run one server is SIGKILLed and restarted,
 * later Redis is restarted. Afterwards (one check each): no 5xx but the requests in flight on
 * the killed server (each retried by its client), every acknowledged write present exactly once
 * in the database, the ledgers, no job run twice, a rate limit held across servers, a cache
 * change on one server seen on the others within a second, clean shutdowns.
 * Ends with `N passed, N failed`; exits 1 when anything failed.
 *
 * `--capacity` instead measures requests/s of reads and autosaves through the proxy with one,
 * two and three servers (bench/cluster/capacity.mjs; not in CI).
 *
 * Settings (flags or environment):
 *   --users N      CLUSTER_USERS=200      simulated users
 *   --seconds N    CLUSTER_SECONDS=60     duration of the load
 *   CLUSTER_THINK_MS=300-900   pause between a user's calls (min-max)
 *   CLUSTER_TIMEOUT_MS=20000   a call not answered by then counts as a transport failure
 *   CLUSTER_KEEP=1             keep the database, data directories and logs for a look
 *   FAULTS_PG_ADMIN_URL=postgres://postgres@127.0.0.1:5432/test   where the database is made
 *   CLUSTER_REDIS_SERVER=/usr/bin/redis-server
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { across } from './cluster/across.mjs';
import { capacity } from './cluster/capacity.mjs';
import { Outboxes } from './cluster/client.mjs';
import { RedisProcess, S3Peer } from './cluster/infra.mjs';
import { RoundRobinProxy } from './cluster/proxy.mjs';
import { moderate, ok, simulate } from './cluster/users.mjs';
import {
  checkApprovals,
  checkAutosaves,
  checkAvatars,
  checkJobs,
  checkLedgers,
  checkRedeems,
  checkSignUps,
  checkSubmissions,
} from './cluster/verify.mjs';
import { Checks } from './lib/checks.mjs';
import { DatabaseInspector } from './lib/inspect.mjs';
import { WriteJournal } from './lib/journal.mjs';
import { Observations } from './lib/observations.mjs';
import { dropDatabase, ensurePostgres, freshDatabase } from './lib/postgres.mjs';
import { freePort, pause, prepareServer, ServerProcess } from './lib/server.mjs';
import { addressFor, Visitor } from './lib/session.mjs';
import { webDist } from './lib/web.mjs';

const { values: flags } = parseArgs({
  options: {
    users: { type: 'string' },
    seconds: { type: 'string' },
    capacity: { type: 'boolean' },
    servers: { type: 'string' },
  },
});
const users = Number(flags.users || process.env.CLUSTER_USERS || 200);
const seconds = Number(flags.seconds || process.env.CLUSTER_SECONDS || 60);
const [thinkMin, thinkMax] = (process.env.CLUSTER_THINK_MS || '300-900').split('-').map(Number);
const timeoutMs = Number(process.env.CLUSTER_TIMEOUT_MS || 20_000);
const keep = process.env.CLUSTER_KEEP === '1';
const serverCount = Number(flags.servers || 3);
const runId = `k${Date.now().toString(36)}`;
const database = `storyloom_cluster_${runId}`;
const demoPassword = 'cluster demo loom 4417 quiet';
const totpSecret = 'KRUGS4ZANFZSAYJAORSXG5BAONSWG4TF';

const checks = new Checks();
const work = mkdtempSync(join(tmpdir(), 'storyloom-cluster-'));
/** @type {ServerProcess[]} */
const servers = [];
let redis;
let s3;
let proxy;
let databaseUrl;

async function setUp() {
  // The fault stage before this one restarts PostgreSQL: start it if it is down (root only).
  if (!(await ensurePostgres())) {
    throw new Error('PostgreSQL does not answer (FAULTS_PG_ADMIN_URL)');
  }
  databaseUrl = await freshDatabase(database);
  redis = await RedisProcess.start();
  s3 = await S3Peer.start('storyloom-cluster');
  const web = webDist({ fallbackDir: work });
  const env = {
    DATABASE_URL: databaseUrl,
    DATABASE_POOL_SIZE: '6',
    REDIS_URL: redis.url,
    REDIS_PREFIX: `${runId}:`,
    ...s3.env(),
    SESSION_SECRET: `cluster-run-${runId}-0123456789abcdef0123456789`,
    DEMO_PASSWORD: demoPassword,
    DEMO_TOTP_SECRET: totpSecret,
    TRUST_PROXY: 'true',
    LOG_LEVEL: 'warn',
  };
  for (let i = 0; i < serverCount; i++) {
    const dataDir = join(work, `server-${i}`);
    servers.push(
      new ServerProcess({
        port: await freePort(),
        dataDir,
        databaseUrl,
        webDist: web.dir,
        seed: 'demo',
        logFile: join(work, `server-${i}.log`),
        env,
      }),
    );
  }
  // Started together: one migrates and seeds under the start-up lock, the others wait.
  await prepareServer();
  const started = Date.now();
  for (const s of servers) s.spawn();
  await Promise.all(servers.map((s) => s.waitReady(300_000)));
  const migrations = await (async () => {
    const db = await DatabaseInspector.open({ databaseUrl });
    try {
      const [row] = await db.all(
        'select count(*) as n, count(distinct name) as d from kysely_migration',
      );
      return row;
    } finally {
      await db.close();
    }
  })();
  checks.check(
    `${serverCount} servers started together on a fresh PostgreSQL database are ready, migrated and seeded once`,
    Number(migrations.n) > 10 && Number(migrations.n) === Number(migrations.d),
    JSON.stringify(migrations),
    `${((Date.now() - started) / 1000).toFixed(1)} s, ${migrations.n} migrations; ${web.kind === 'build' ? 'web build' : 'stand-in index.html'}`,
  );
  proxy = new RoundRobinProxy(servers.map((s) => s.url));
  await proxy.listen();
}

/** An artist of the demo whose gallery has picture book art. */
async function artistWithArt(url) {
  const probe = new Visitor(url, { address: addressFor(901) });
  const artists = await probe.post('/api/Artwork/Artists', { Library: 'gallery' });
  for (const artist of ok(artists) ? artists.json.result.Artists : []) {
    const art = await probe.post('/api/Artwork/Browse', {
      Artist: artist.Slug,
      BookType: 'picturebook',
    });
    if (ok(art) && art.json.result.List.length) return artist.Slug;
  }
  throw new Error(
    `no demo art to start books from: ${artists.status} ${artists.text.slice(0, 200)}`,
  );
}

async function load() {
  const obs = new Observations();
  const journal = new WriteJournal();
  const ctx = {
    url: proxy.url,
    runId,
    users,
    codes: new Map(),
    outboxes: new Outboxes(servers.map((s) => s.options.dataDir)),
    obs,
    journal,
    lost: [],
    artistSlug: await artistWithArt(proxy.url),
    avatar: await sharp({ create: { width: 160, height: 160, channels: 3, background: '#e63' } })
      .png()
      .toBuffer(),
    readable: new Set(),
    timeoutMs,
    think: [thinkMin, thinkMax],
    counters: { savesAcknowledged: 0 },
  };
  checks.section(
    `Load: ${users} users for ${seconds} s (think ${thinkMin}-${thinkMax} ms) through a round-robin proxy over ${serverCount} servers`,
  );
  const began = Date.now();
  const deadline = began + seconds * 1000;
  // Users arrive over the first quarter of the run (at most 20 s), as a class or an evening does,
  // rather than all signing up (argon2id) in the same second.
  const rampMs = Math.min(20_000, seconds * 250);
  let moderatorStop = false;
  const moderator = moderate(ctx, { password: demoPassword, totpSecret }, () => moderatorStop);
  const simulated = Promise.all(
    Array.from({ length: users }, (_, i) => simulate(i + 1, ctx, deadline, rampMs)),
  );

  // Faults: server 1 SIGKILLed at 35% of the run and restarted; Redis restarted at 65%.
  const faults = {
    inFlightAtKill: 0,
    killedAt: 0,
    backAfterMs: 0,
    servedAfterRestart: 0,
    redisDownMs: 0,
  };
  const victim = Math.min(1, servers.length - 1);
  const faultsDone = (async () => {
    await pause(seconds * 350);
    const s = servers[victim];
    faults.inFlightAtKill = proxy.killed(victim);
    faults.killedAt = Date.now() - began;
    await s.kill();
    await pause(2000);
    const t = Date.now();
    s.spawn();
    await s.waitReady(120_000);
    faults.backAfterMs = Date.now() - t;
    proxy.revived(victim);
    faults.servedBeforeRestart = proxy.stats.byUpstream[victim];
    await pause(Math.max(0, began + seconds * 650 - Date.now()));
    const r = Date.now();
    await redis.restart(1000);
    faults.redisDownMs = Date.now() - r;
  })();

  const done = await simulated;
  await faultsDone;
  faults.servedAfterRestart = proxy.stats.byUpstream[victim] - faults.servedBeforeRestart;
  // The moderator approves what was submitted last, then stops.
  await pause(2500);
  moderatorStop = true;
  const mod = await moderator;
  const elapsed = (Date.now() - began) / 1000;
  return { ctx, done, mod, faults, elapsed, victim };
}

function report({ ctx, faults, elapsed, victim }) {
  const { obs } = ctx;
  console.log(`\n${obs.table()}`);
  const calls = obs.total('calls');
  console.log(
    `\n${calls} calls in ${elapsed.toFixed(1)} s (${(calls / elapsed).toFixed(0)}/s) through the proxy; per server ${proxy.stats.byUpstream.join(' / ')}; ` +
      `writes ${JSON.stringify(ctx.journal.tally())}, autosaves acknowledged ${ctx.counters.savesAcknowledged}`,
  );
  console.log(
    `server ${victim} SIGKILLed at ${(faults.killedAt / 1000).toFixed(1)} s with ${faults.inFlightAtKill} requests in flight, ready again ${(faults.backAfterMs / 1000).toFixed(1)} s after its restart, then served ${faults.servedAfterRestart}; ` +
      `Redis restarted (down ${(faults.redisDownMs / 1000).toFixed(1)} s); proxy: ${JSON.stringify(proxy.stats)}`,
  );
  if (obs.examples.length) console.log(`examples:\n  ${obs.examples.slice(0, 12).join('\n  ')}`);
}

function loadChecks({ ctx, done, faults, victim }) {
  const { obs, lost } = ctx;
  checks.check(
    'every user was served and signed up',
    done.every((u) => u.seq > 0 && u.signedUp),
    `${done.filter((u) => !u.signedUp).length} users never signed up`,
  );
  const lostOk = lost.every(
    (l) => l.atKill && Number(l.upstream) === victim && l.retry > 0 && l.retry < 500,
  );
  checks.check(
    `no 5xx but the ${lost.length} requests in flight on the killed server, each retried by its client`,
    obs.total('serverErrors') === 0 &&
      lostOk &&
      proxy.stats.lostOther === 0 &&
      proxy.stats.noUpstream === 0 &&
      lost.length === proxy.stats.lostAtKill &&
      lost.length <= faults.inFlightAtKill,
    `${obs.total('serverErrors')} 5xx answers; lost ${JSON.stringify(lost.slice(0, 5))}; proxy ${JSON.stringify(proxy.stats)}\n${obs.examples.join('\n')}`,
    `${faults.inFlightAtKill} in flight at the kill, ${lost.length} answered 502 by the proxy and retried: ${lost.map((l) => `${l.what} -> ${l.retry}`).join(', ') || 'none'}`,
  );
  checks.check(
    'no refused, reset or timed-out connection, every /api answer the envelope',
    obs.total('transport') === 0 && obs.total('notEnvelope') === 0,
    `${obs.total('transport')} transport failures, ${obs.total('notEnvelope')} not envelopes\n${obs.examples.join('\n')}`,
  );
  checks.check(
    'every call answered as a well-behaved client expects (no CSRF refusal, no rate limit, no lost session)',
    obs.total('unexpected') === 0,
    `${obs.total('unexpected')} unexpected\n${obs.examples.join('\n')}`,
  );
  checks.check(
    'the killed server restarted on the shared state and took requests again',
    faults.servedAfterRestart > 0,
    `it served ${faults.servedAfterRestart} after its restart`,
  );
}

async function afterChecks(run) {
  const db = await DatabaseInspector.open({ databaseUrl });
  try {
    checks.section('The database, the bucket and the queue, after the load');
    await checkSignUps(checks, db, run.ctx.journal, `c${runId.slice(-6)}_`);
    await checkAutosaves(checks, db, run.done, run.ctx.counters.savesAcknowledged);
    await checkAvatars(
      checks,
      db,
      run.ctx.journal,
      run.done,
      servers.map((s) => s.url),
    );
    await checkSubmissions(checks, db, run.ctx.journal);
    await checkApprovals(checks, db, run.ctx.journal);
    await checkRedeems(checks, db, run.done);
    await checkLedgers(checks, db);
    await checkJobs(checks, db, run.done, run.ctx.outboxes);
  } finally {
    await db.close();
  }
  checks.section('Across servers (asked of each server directly)');
  await across(checks, servers, run);
}

let code = 1;
try {
  if (flags.capacity) {
    await setUp();
    await capacity({ servers, proxy, artistWithArt, databaseUrl, redis });
    code = 0;
  } else {
    checks.section(`Cluster: ${serverCount} servers, PostgreSQL, Redis and S3 (run ${runId})`);
    await setUp();
    const run = await load();
    report(run);
    loadChecks(run);
    await afterChecks(run);
    const stops = await Promise.all(servers.map((s) => s.stop()));
    checks.check(
      'every server shuts down cleanly on SIGTERM',
      stops.every((s) => s.code === 0),
      JSON.stringify(stops),
    );
    code = checks.finish();
  }
} catch (err) {
  checks.check(
    'the cluster run completed',
    false,
    err instanceof Error ? (err.stack ?? err.message) : String(err),
  );
  for (const [i, s] of servers.entries()) console.log(`--- server ${i}:\n${s.tail(15)}`);
  code = checks.finish();
} finally {
  await Promise.all(servers.map((s) => (s.alive ? s.stop(5000) : undefined)));
  await proxy?.close().catch(() => undefined);
  await redis?.stop().catch(() => undefined);
  await s3?.stop().catch(() => undefined);
  if (keep) console.log(`kept: database ${database}, ${work}`);
  else {
    await dropDatabase(database);
    rmSync(work, { recursive: true, force: true });
  }
}
process.exit(code);
