#!/usr/bin/env node
/**
 * `node bench/autosave.mjs`: the editors' autosave under load (issue "Books and the writing
 * editors"). The production server on a freshly seeded SQLite database (or PostgreSQL with
 * BENCH_DATABASE_URL); AUTOSAVE_WRITERS (50) writers sign up, activate from the emailed link,
 * start a picture book from the demo art and then save pages (POST /api/Books/Save, JSON, with
 * the version protocol) the way the picture book editor does:
 *
 * 1. "autosave": every writer saves about once a second (the editor's debounce, jittered), for
 *    AUTOSAVE_SECONDS: the latency a class sees;
 * 2. "flat out": every writer saves again as soon as the last save is answered: the capacity.
 *    The per-writer save limit (300 a minute per session) would refuse this, so in this phase
 *    each writer spreads its saves over AUTOSAVE_SESSIONS sessions of its account.
 *
 * Each save puts a page of 40-120 words; every 15th adds a page (up to 12), every 25th reorders.
 * A save answered CONFLICT, 429 or anything but code 0 counts as an error. Afterwards every book
 * is read back: its version and page count must be exactly what the last acknowledged save said.
 * Results: printed, and written to bench/results/autosave.json.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { cpuMsOf } from './lib/cannon.mjs';
import { resultsDir } from './lib/paths.mjs';
import { freePort, pause, ServerProcess, tempDataDir } from './lib/server.mjs';
import { addressFor, Visitor } from './lib/session.mjs';
import { webDist } from './lib/web.mjs';

const writersCount = Number(process.env.AUTOSAVE_WRITERS || 50);
const seconds = Number(process.env.AUTOSAVE_SECONDS || 20);
const warmup = Number(process.env.AUTOSAVE_WARMUP || 3);
const sessionsPerWriter = Number(process.env.AUTOSAVE_SESSIONS || 8);
const databaseUrl = process.env.BENCH_DATABASE_URL || undefined;
const runId = Date.now().toString(36);
let address = 5000;
const nextAddress = () => addressFor(++address);

mkdirSync(resultsDir, { recursive: true });
const data = tempDataDir('autosave');
const web = webDist({ fallbackDir: data.dir });
const server = new ServerProcess({
  port: await freePort(),
  dataDir: data.dir,
  databaseUrl,
  webDist: web.dir,
  logFile: join(resultsDir, 'autosave-server.log'),
  env: { TRUST_PROXY: 'true', LOG_LEVEL: 'warn' },
});
writeFileSync(join(resultsDir, 'autosave-server.log'), '');

const ok = (answer) => answer.transport === 'answered' && answer.json?.code === 0;
function must(answer, what) {
  if (!ok(answer)) {
    throw new Error(`${what}: ${answer.status} ${answer.text.slice(0, 300) || answer.error}`);
  }
  return answer.json.result;
}

const words = (
  'the fox ran home under a quiet moon and the river sang softly to the ' +
  'sleepy hills while lanterns glowed in every window of the little town'
).split(' ');
function pageText(n) {
  const count = 40 + (n % 81);
  return Array.from({ length: count }, (_, i) => words[(n + i) % words.length]).join(' ');
}
function pageDoc(text, artworkId) {
  return {
    art: artworkId ? { artworkId, layout: 'full' } : null,
    text: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text }] }] },
    background: '#fff8e7',
  };
}

/** Demo art to start from: the art seed's, or (without it) one picture uploaded and approved. */
async function ensureArt(url, demoPassword) {
  const probe = new Visitor(url, { address: nextAddress() });
  const { Artists: list } = must(
    await probe.post('/api/Artwork/Artists', { Library: 'gallery' }),
    'artists',
  );
  for (const artist of list) {
    const art = await probe.post('/api/Artwork/Browse', {
      Artist: artist.Slug,
      BookType: 'picturebook',
    });
    if (ok(art) && art.json.result.List.length) return artist.Slug;
  }
  const artist = new Visitor(url, { address: nextAddress() });
  must(
    await artist.post('/api/User/SignIn', { UserName: 'demo-artist', Password: demoPassword }),
    'artist sign-in',
  );
  const png = await sharp({
    create: { width: 320, height: 240, channels: 3, background: '#88aadd' },
  })
    .png()
    .toBuffer();
  const boundary = `----autosave${runId}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="Title"\r\n\r\nBench moon\r\n`,
    ),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="moon.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    png,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const token = await artist.csrf();
  const upload = await fetch(`${url}/api/Upload/Artwork`, {
    method: 'POST',
    headers: artist.headers({
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'x-csrf-token': token,
    }),
    body,
  });
  const uploaded = await upload.json();
  if (uploaded.code !== 0) throw new Error(`upload: ${JSON.stringify(uploaded)}`);
  const artworkId = uploaded.result.Artwork.ArtworkId;
  const moderator = new Visitor(url, { address: nextAddress() });
  must(
    await moderator.post('/api/User/SignIn', {
      UserName: 'demo-moderator',
      Password: demoPassword,
    }),
    'moderator',
  );
  must(
    await moderator.post('/api/Admin/Artwork/Review', {
      ArtworkId: artworkId,
      Decision: 'approve',
    }),
    'approve',
  );
  return 'demo-artist';
}

/**
 * The activation token mailed to `email`, read from the embedded outbox. Files are read again
 * until their token is found (a file can be seen while it is still being written).
 */
function activationToken(dataDir, email) {
  const dir = join(dataDir, 'outbox');
  let files = [];
  try {
    files = readdirSync(dir).filter((f) => f.endsWith('.eml'));
  } catch {
    return undefined;
  }
  for (const file of files) {
    const raw = readFileSync(join(dir, file), 'utf8').replace(/=\r?\n/g, '');
    if (!raw.toLowerCase().includes(email.toLowerCase())) continue;
    const token =
      /\/email-active\?token=3D([A-Za-z0-9_-]+)|\/email-active\?token=([A-Za-z0-9_-]+)/.exec(raw);
    if (token) return token[1] ?? token[2];
  }
  return undefined;
}

/** A writer: a new account, activated, with a picture book started from the art. */
async function newWriter(url, dataDir, n, artistSlug) {
  const visitor = new Visitor(url, { address: nextAddress() });
  const username = `as_${runId}_${n}`.slice(0, 20);
  const email = `${username}@bench.storyloom.local`;
  const password = `autosave bench ${runId} writer`;
  must(
    await visitor.post('/api/User/SignUp', {
      UserName: username,
      Email: email,
      Password: password,
      ConfirmPassword: password,
      Birthday: '1990-05-05',
      AccountType: 4,
    }),
    'sign-up',
  );
  let token;
  for (let i = 0; i < 1200 && !token; i++) {
    token = activationToken(dataDir, email);
    if (!token) await pause(100);
  }
  if (!token) throw new Error(`no activation email for ${email}`);
  must(await visitor.post('/api/User/ActiveEmail', { Token: token }), 'activate');
  const set = must(
    await visitor.post('/api/Artwork/StartWithArt', {
      BookType: 'picturebook',
      Source: 'artist',
      Value: artistSlug,
    }),
    'start with art',
  );
  const made = must(
    await visitor.post('/api/Books/Create', { BookType: 'picturebook', ArtSetId: set.ArtSetId }),
    'create',
  );
  const sessions = [visitor];
  for (let i = 1; i < sessionsPerWriter; i++) {
    const extra = new Visitor(url, { address: nextAddress() });
    must(
      await extra.post('/api/User/SignIn', { UserName: username, Password: password }),
      'sign-in',
    );
    sessions.push(extra);
  }
  return {
    sessions,
    bookId: made.Book.BookId,
    version: made.Book.Version,
    pages: made.Book.Parts.map((p) => p.PartId),
    art: made.Book.ArtworkIds,
    saves: 0,
  };
}

/** The changes of a writer's next save (what the editor would send). */
function nextChanges(writer) {
  writer.saves += 1;
  const n = writer.saves;
  const artworkId = writer.art[n % writer.art.length] ?? null;
  if (n % 15 === 0 && writer.pages.length < 12) {
    return [{ Op: 'add', Content: pageDoc(pageText(n), artworkId) }];
  }
  if (n % 25 === 0 && writer.pages.length > 1) {
    const order = [...writer.pages];
    order.push(order.shift());
    return [{ Op: 'order', PartIds: order }];
  }
  const page = writer.pages[n % writer.pages.length];
  return [{ Op: 'put', PartId: page, Content: pageDoc(pageText(n), artworkId) }];
}

async function saveOnce(writer, session, stats) {
  const changes = nextChanges(writer);
  const started = performance.now();
  const answer = await session.post(
    '/api/Books/Save',
    { BookId: writer.bookId, Version: writer.version, Changes: changes },
    { json: true },
  );
  const ms = performance.now() - started;
  if (ok(answer)) {
    writer.version = answer.json.result.Version;
    writer.pages = answer.json.result.Parts.map((p) => p.PartId);
    stats?.latencies.push(ms);
  } else if (stats) {
    const key = answer.json?.code ?? (answer.status || answer.error || 'transport');
    stats.errors[key] = (stats.errors[key] ?? 0) + 1;
  }
}

/** Runs every writer for `duration` s; `pauseMs()` between saves (0 = flat out). */
async function phase(writers, duration, pauseMs, measure) {
  const stats = measure ? { latencies: [], errors: {} } : undefined;
  const cpuBefore = cpuMsOf(server.child?.pid);
  const deadline = performance.now() + duration * 1000;
  const began = performance.now();
  await Promise.all(
    writers.map(async (writer, w) => {
      await pause((w * 997) % Math.max(1, pauseMs || 1));
      let turn = 0;
      while (performance.now() < deadline) {
        const session = pauseMs
          ? writer.sessions[0]
          : writer.sessions[turn++ % writer.sessions.length];
        await saveOnce(writer, session, stats);
        if (pauseMs) await pause(pauseMs * (0.8 + Math.random() * 0.4));
      }
    }),
  );
  if (!stats) return undefined;
  const elapsed = (performance.now() - began) / 1000;
  const cpuAfter = cpuMsOf(server.child?.pid);
  const sorted = [...stats.latencies].sort((a, b) => a - b);
  const at = (q) =>
    Number((sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0).toFixed(1));
  const errors = Object.values(stats.errors).reduce((a, b) => a + b, 0);
  return {
    saves: sorted.length,
    savesPerSecond: Math.round(sorted.length / elapsed),
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    max: Number((sorted.at(-1) ?? 0).toFixed(1)),
    errors,
    errorCodes: stats.errors,
    // The server process's CPU time per acknowledged save (decision 070's measure: it moves far
    // less with the machine's load than the latencies). PostgreSQL's own CPU is not in it.
    cpuMsPerSave:
      cpuBefore === undefined || cpuAfter === undefined || sorted.length === 0
        ? null
        : Number(((cpuAfter - cpuBefore) / sorted.length).toFixed(2)),
  };
}

const report = {
  date: new Date().toISOString(),
  machine: {
    cpu: os.cpus()[0]?.model.trim() ?? 'unknown',
    cores: os.cpus().length,
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
  },
  settings: {
    writers: writersCount,
    seconds,
    warmup,
    sessionsPerWriter,
    database: databaseUrl ? 'postgres' : 'sqlite',
  },
  phases: {},
  check: '',
};

let exitCode = 0;
try {
  console.log(`Starting the server (production, fresh seeded ${report.settings.database})...`);
  await server.start();
  const artistSlug = await ensureArt(server.url, server.demoPassword);
  console.log(
    `${writersCount} writers sign up, activate and start a picture book (art: ${artistSlug})...`,
  );
  const writers = [];
  for (let start = 0; start < writersCount; start += 5) {
    const batch = Array.from({ length: Math.min(5, writersCount - start) }, (_, i) =>
      newWriter(server.url, data.dir, start + i, artistSlug),
    );
    writers.push(...(await Promise.all(batch)));
  }
  if (warmup > 0) await phase(writers, warmup, 0, false);
  console.log(
    `\n${'phase'.padEnd(28)} ${'saves/s'.padStart(8)} ${'p50 ms'.padStart(7)} ${'p95 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'max ms'.padStart(7)} ${'errors'.padStart(7)} ${'cpu ms/save'.padStart(12)}`,
  );
  for (const [name, pauseMs] of [
    ['autosave (about 1 save/s each)', 1000],
    ['flat out (no pause)', 0],
  ]) {
    const result = await phase(writers, seconds, pauseMs, true);
    report.phases[name] = result;
    if (result.errors > 0) exitCode = 1;
    console.log(
      `${name.padEnd(28)} ${String(result.savesPerSecond).padStart(8)} ${String(result.p50).padStart(7)} ${String(result.p95).padStart(7)} ${String(result.p99).padStart(7)} ${String(result.max).padStart(7)} ${String(result.errors).padStart(7)} ${String(result.cpuMsPerSave ?? '-').padStart(12)}`,
    );
    if (result.errors) console.log(`  errors by code: ${JSON.stringify(result.errorCodes)}`);
  }
  // Every acknowledged save is stored: version and pages exactly as last answered.
  let mismatches = 0;
  for (const writer of writers) {
    const book = must(
      await writer.sessions[0].post('/api/Books/Get', { BookId: writer.bookId }),
      'read back',
    ).Book;
    const pages = book.Parts.map((p) => p.PartId).join(',');
    if (book.Version !== writer.version || pages !== writer.pages.join(',')) mismatches += 1;
  }
  report.check = `${writers.length} books read back: ${mismatches} differ from their last acknowledged save`;
  console.log(`\n${report.check}`);
  if (mismatches) exitCode = 1;
} catch (err) {
  exitCode = 1;
  console.error(err instanceof Error ? err.message : String(err));
  console.error(server.tail());
} finally {
  writeFileSync(join(resultsDir, 'autosave.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.log('results: bench/results/autosave.json');
  await server.stop();
  data.remove();
}
process.exit(exitCode);
