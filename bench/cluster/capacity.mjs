import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { percentile } from '../lib/observations.mjs';
import { resultsDir } from '../lib/paths.mjs';
import { pause } from '../lib/server.mjs';
import { addressFor, call, Visitor } from '../lib/session.mjs';

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
const writerCount = Number(process.env.CAPACITY_WRITERS || 16);
const sessionsPerWriter = 4;
let addresses = 800_000;

const uptime = () =>
  execFileSync('uptime', { encoding: 'utf8' })
    .trim()
    .replace(/^.*load/, 'load');

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

async function writers(url, artistSlug) {
  const made = [];
  for (let n = 0; n < writerCount; n++) {
    const v = new Visitor(url, { address: addressFor(++addresses) });
    const username = `cap_${Date.now().toString(36).slice(-5)}_${n}`;
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
    for (let i = 1; i < sessionsPerWriter; i++) {
      const extra = new Visitor(url, { address: addressFor(++addresses) });
      const signed = await extra.post('/api/User/SignIn', {
        UserName: username,
        Password: password,
      });
      if (!ok(signed)) throw new Error(`capacity sign-in: ${signed.text.slice(0, 200)}`);
      sessions.push(extra);
    }
    const b = book.json.result.Book;
    made.push({
      sessions,
      bookId: b.BookId,
      version: b.Version,
      parts: b.Parts.map((p) => p.PartId),
      turn: 0,
    });
  }
  return made;
}

export async function capacity({ servers, proxy, artistWithArt }) {
  const url = proxy.url;
  const artistSlug = await artistWithArt(url);
  const list = await call(`${url}/api/Read/List`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': addressFor(++addresses) },
    body: JSON.stringify({ Type: 'picturebook', Sort: 'recent', Limit: 50 }),
  });
  const books = (list.json?.result?.List ?? []).map((e) => e.StoryBookId);
  if (!books.length) throw new Error('no published picture books to read');
  console.log(`Capacity: ${books.length} demo books to read; setting up ${writerCount} writers...`);
  const team = await writers(url, artistSlug);
  const sorts = ['recent', 'active', 'popular', 'monthly'];
  const read = (w) => {
    const listPage = Math.random() < 0.5;
    return call(`${url}${listPage ? '/api/Read/List' : '/api/Read/Book'}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': addressFor(++addresses) },
      body: JSON.stringify(
        listPage
          ? { Type: 'picturebook', Sort: sorts[w % sorts.length], Limit: 20 }
          : { StoryBookId: books[Math.floor(Math.random() * books.length)] },
      ),
    });
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
    const reads = await closedLoop(connections, seconds * 1000, read);
    // One writer per caller: a writer's saves follow one another (the version protocol).
    const savers = Math.min(connections, team.length);
    await closedLoop(savers, 2000, save);
    const saves = await closedLoop(savers, seconds * 1000, save);
    const after = uptime();
    rows.push({ servers: n, reads, saves, savers, before, after });
    console.log(
      `${n} server(s): reads ${reads.perSecond}/s (p50 ${reads.p50} ms, p99 ${reads.p99} ms, errors ${JSON.stringify(reads.errors)}); ` +
        `autosaves ${saves.perSecond}/s (p50 ${saves.p50} ms, p99 ${saves.p99} ms, errors ${JSON.stringify(saves.errors)}); ${before} -> ${after}`,
    );
    await pause(1000);
  }
  proxy.use(servers.length);
  mkdirSync(resultsDir, { recursive: true });
  const out = { date: new Date().toISOString(), seconds, connections, writers: team.length, rows };
  writeFileSync(join(resultsDir, 'cluster-capacity.json'), `${JSON.stringify(out, null, 2)}\n`);
  console.log(
    '\n| servers | reads/s | p50 / p99 ms | autosaves/s | p50 / p99 ms | load average before -> after |',
  );
  console.log('| ---: | ---: | ---: | ---: | ---: | --- |');
  for (const r of rows) {
    console.log(
      `| ${r.servers} | ${r.reads.perSecond} | ${r.reads.p50} / ${r.reads.p99} | ${r.saves.perSecond} | ${r.saves.p50} / ${r.saves.p99} | ${r.before} -> ${r.after} |`,
    );
  }
}
