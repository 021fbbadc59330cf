import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseInspector } from '../lib/inspect.mjs';
import { percentile } from '../lib/observations.mjs';
import { resultsDir } from '../lib/paths.mjs';
import { pause } from '../lib/server.mjs';
import { addressFor, Visitor } from '../lib/session.mjs';
import { Outboxes } from './client.mjs';

/**
 * `npm run test:cluster -- --capacity`: requests/s through the proxy with one, two and three
 * servers (the proxy sends to the first n), for reads (a list page or a reader opening a book,
 * each request from its own address, as many visitors) and autosaves (writers saving again as
 * soon as the last save is answered, the version carried forward; each writer spreads its saves
 * over several sessions, as bench/autosave.mjs does, so the per-session save limit stays out of
 * the measurement). Closed loops of CAPACITY_CONNECTIONS (32) callers for CAPACITY_SECONDS (10)
 * after a 2 s warm-up. Figures printed and written to bench/results/cluster-capacity.json.
 */

const ok = (a) => a.transport === 'answered' && a.status === 200 && a.json?.code === 0;
const seconds = Number(process.env.CAPACITY_SECONDS || 10);
const connections = Number(process.env.CAPACITY_CONNECTIONS || 32);
const writerCount = Number(process.env.CAPACITY_WRITERS || 24);
let addresses = 800_000;
let writersMade = 0;

const uptime = () =>
  execFileSync('uptime', { encoding: 'utf8' })
    .trim()
    .replace(/^.*load/, 'load');

/** CPU seconds (user + system) a process has used so far, from /proc (Linux). */
function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return Number.NaN;
  }
}

/** The PostgreSQL backends serving the run's database (their CPU is the database's share). */
async function backendPids(db) {
  const rows = await db.all(
    'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
  );
  return rows.map((r) => r.pid);
}

/**
 * Runs `phase` and adds the CPU the first `n` servers, and the database's backends, spent on
 * it, per answered request.
 */
async function measured(servers, n, db, redisPid, phase) {
  const pids = servers.slice(0, n).map((s) => s.child?.pid);
  const before = pids.map(cpuSeconds);
  const backends = await backendPids(db);
  const dbBefore = new Map(backends.map((pid) => [pid, cpuSeconds(pid)]));
  const redisBefore = cpuSeconds(redisPid);
  const result = await phase();
  const used = pids.map(cpuSeconds).reduce((sum, c, i) => sum + (c - (before[i] ?? 0)), 0);
  let dbUsed = 0;
  for (const pid of await backendPids(db)) {
    const now = cpuSeconds(pid);
    if (Number.isFinite(now)) dbUsed += now - (dbBefore.get(pid) ?? 0);
  }
  const redisUsed = cpuSeconds(redisPid) - redisBefore;
  const answered = result.perSecond * seconds;
  const per = (cpu) => (answered ? Number(((cpu * 1000) / answered).toFixed(1)) : null);
  return {
    ...result,
    serverCpuSeconds: Number(used.toFixed(2)),
    databaseCpuSeconds: Number(dbUsed.toFixed(2)),
    cpuMsPerRequest: per(used),
    databaseCpuMsPerRequest: per(dbUsed),
    redisCpuMsPerRequest: answered ? Number(((redisUsed * 1000) / answered).toFixed(2)) : null,
  };
}

async function closedLoop(n, durationMs, once) {
  const latencies = [];
  const errors = {};
  const end = performance.now() + durationMs;
  await Promise.all(
    Array.from({ length: n }, async (_, w) => {
      while (performance.now() < end) {
        const t = performance.now();
        const answer = await once(w);
        if (ok(answer)) latencies.push(performance.now() - t);
        else {
          const key = answer.json?.code ?? (answer.status || answer.error);
          errors[key] = (errors[key] ?? 0) + 1;
        }
      }
    }),
  );
  return {
    perSecond: Math.round(latencies.length / (durationMs / 1000)),
    p50: Math.round(percentile(latencies, 50)),
    p99: Math.round(percentile(latencies, 99)),
    errors,
  };
}

/**
 * `writerCount` new writers, each with a picture book. The save limit is 300 a minute per writer
 * (counted across servers in Redis), so each phase gets writers of its own.
 */
async function writers(url, artistSlug, outboxes) {
  const made = [];
  const one = async (n) => {
    const v = new Visitor(url, { address: addressFor(++addresses) });
    const username = `cap_${Date.now().toString(36).slice(-5)}_${++writersMade}`;
    const password = `capacity writer ${n} quiet hills`;
    const signUp = await v.post('/api/User/SignUp', {
      UserName: username,
      Email: `${username}@cluster.storyloom.test`,
      Password: password,
      ConfirmPassword: password,
      Birthday: '1990-05-05',
      AccountType: 4,
    });
    if (!ok(signUp)) throw new Error(`capacity sign-up: ${signUp.text.slice(0, 200)}`);
    let token;
    for (let i = 0; i < 300 && !token; i++) {
      token = outboxes.activationToken(`${username}@cluster.storyloom.test`);
      if (!token) await pause(100);
    }
    const activated = await v.post('/api/User/ActiveEmail', { Token: token ?? '' });
    if (!ok(activated)) throw new Error(`capacity activation: ${activated.text.slice(0, 200)}`);
    const set = await v.post('/api/Artwork/StartWithArt', {
      BookType: 'picturebook',
      Source: 'artist',
      Value: artistSlug,
    });
    const book = await v.post('/api/Books/Create', {
      BookType: 'picturebook',
      ArtSetId: set.json?.result?.ArtSetId,
    });
    if (!ok(book)) throw new Error(`capacity book: ${book.text.slice(0, 200)}`);
    const sessions = [v];
    const b = book.json.result.Book;
    made.push({
      sessions,
      bookId: b.BookId,
      version: b.Version,
      parts: b.Parts.map((p) => p.PartId),
      turn: 0,
    });
  };
  for (let n = 0; n < writerCount; n += 4) {
    await Promise.all([n, n + 1, n + 2, n + 3].filter((i) => i < writerCount).map(one));
  }
  return made;
}

export async function capacity({ servers, proxy, artistWithArt, databaseUrl, redis }) {
  const db = await DatabaseInspector.open({ databaseUrl });
  const outboxes = new Outboxes(servers.map((s) => s.options.dataDir));
  const url = proxy.url;
  const artistSlug = await artistWithArt(url);
  // POSTs carry a CSRF token (the Visitor gets one); each request from its own address.
  const reader = new Visitor(url, { address: addressFor(++addresses) });
  const list = await reader.post(
    '/api/Read/List',
    { Type: 'picturebook', Sort: 'recent', Limit: 50 },
    { json: true },
  );
  const books = (list.json?.result?.List ?? []).map((e) => e.StoryBookId);
  if (!books.length)
    throw new Error(`no published picture books to read: ${list.text.slice(0, 200)}`);
  console.log(`Capacity: ${books.length} demo books to read, ${writerCount} writers per phase`);
  let team = [];
  const sorts = ['recent', 'active', 'popular', 'monthly'];
  const readers = Array.from({ length: connections }, () => new Visitor(url, {}));
  const read = (w) => {
    const listPage = Math.random() < 0.5;
    return readers[w].post(
      listPage ? '/api/Read/List' : '/api/Read/Book',
      listPage
        ? { Type: 'picturebook', Sort: sorts[w % sorts.length], Limit: 20 }
        : { StoryBookId: books[Math.floor(Math.random() * books.length)] },
      { json: true, headers: { 'x-forwarded-for': addressFor(++addresses) } },
    );
  };
  const save = async (w) => {
    const writer = team[w % team.length];
    const session = writer.sessions[writer.turn++ % writer.sessions.length];
    const part = writer.parts[writer.turn % writer.parts.length];
    const text = `the fox ran home under a quiet moon ${writer.turn}`;
    const answer = await session.post(
      '/api/Books/Save',
      {
        BookId: writer.bookId,
        Version: writer.version,
        Changes: [
          {
            Op: 'put',
            PartId: part,
            Content: {
              art: null,
              text: {
                type: 'doc',
                content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
              },
              background: '#fff8e7',
            },
          },
        ],
      },
      { json: true },
    );
    if (ok(answer)) writer.version = answer.json.result.Version;
    return answer;
  };
  const rows = [];
  for (let n = 1; n <= servers.length; n++) {
    proxy.use(n);
    const before = uptime();
    await closedLoop(connections, 2000, read);
    const reads = await measured(servers, n, db, redis.child?.pid, () =>
      closedLoop(connections, seconds * 1000, read),
    );
    team = await writers(url, artistSlug, outboxes);
    // One writer per caller: a writer's saves follow one another (the version protocol).
    const savers = Math.min(connections, team.length);
    await closedLoop(savers, 2000, save);
    const saves = await measured(servers, n, db, redis.child?.pid, () =>
      closedLoop(savers, seconds * 1000, save),
    );
    const after = uptime();
    rows.push({ servers: n, reads, saves, savers, before, after });
    console.log(
      `${n} server(s): reads ${reads.perSecond}/s (p50 ${reads.p50} ms, p99 ${reads.p99} ms, ${reads.cpuMsPerRequest} server + ${reads.databaseCpuMsPerRequest} database + ${reads.redisCpuMsPerRequest} Redis CPU ms each, errors ${JSON.stringify(reads.errors)}); ` +
        `autosaves ${saves.perSecond}/s (p50 ${saves.p50} ms, p99 ${saves.p99} ms, ${saves.cpuMsPerRequest} server + ${saves.databaseCpuMsPerRequest} database + ${saves.redisCpuMsPerRequest} Redis CPU ms each, errors ${JSON.stringify(saves.errors)}); ${before} -> ${after}`,
    );
    await pause(1000);
  }
  proxy.use(servers.length);
  await db.close();
  mkdirSync(resultsDir, { recursive: true });
  const out = { date: new Date().toISOString(), seconds, connections, writers: team.length, rows };
  writeFileSync(join(resultsDir, 'cluster-capacity.json'), `${JSON.stringify(out, null, 2)}\n`);
  console.log(
    '\n| servers | reads/s | p50 / p99 ms | CPU ms per read: servers + database | autosaves/s | p50 / p99 ms | CPU ms per save: servers + database | load average before -> after |',
  );
  console.log('| ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |');
  for (const r of rows) {
    console.log(
      `| ${r.servers} | ${r.reads.perSecond} | ${r.reads.p50} / ${r.reads.p99} | ${r.reads.cpuMsPerRequest} + ${r.reads.databaseCpuMsPerRequest} | ${r.saves.perSecond} | ${r.saves.p50} / ${r.saves.p99} | ${r.saves.cpuMsPerRequest} + ${r.saves.databaseCpuMsPerRequest} | ${r.before.replace('load average: ', '')} -> ${r.after.replace('load average: ', '')} |`,
    );
  }
}
