import { pause } from '../lib/server.mjs';
import { addressFor, Visitor } from '../lib/session.mjs';

/**
 * The two cross-server properties of the cluster run, asked of the servers directly (not through
 * the proxy), after the load and the Redis restart:
 * - a sign-in limit counts the attempts of one client spread over the servers as on one server;
 * - a change on one server reaches the cached public lists of the others within a second.
 */

const RATE_LIMITED = 100006;

/**
 * Sign-in attempts from one address until refused, each attempt to `urls[i % urls.length]`.
 * Most attempts lack the password (refused as bad input, fast: the limit counts every request
 * to the route); returns the number of the first refused attempt.
 */
async function attemptsUntilRefused(urls, address, max = 200) {
  const visitors = urls.map((url) => new Visitor(url, { address }));
  for (let i = 1; i <= max; i++) {
    const v = visitors[i % visitors.length];
    const answer = await v.post('/api/User/SignIn', {
      UserName: `nobody_${i}`,
      ...(i % 20 === 0 ? { Password: 'not the password' } : {}),
    });
    if (answer.json?.code === RATE_LIMITED || answer.status === 429) return i;
  }
  return undefined;
}

export async function checkRateLimit(checks, serverUrls) {
  const one = await attemptsUntilRefused([serverUrls[0]], addressFor(700_001));
  const spread = await attemptsUntilRefused(serverUrls, addressFor(700_002));
  checks.check(
    `rate limits: sign-in attempts spread over ${serverUrls.length} servers are refused at the same count as on one (after the Redis restart)`,
    one !== undefined && spread === one,
    `one server refused attempt ${one}, spread over the servers attempt ${spread}`,
    `attempt ${one} refused both ways`,
  );
}

/**
 * The writer of a published book (`user`) makes it private on server 0, right after servers 1.. listed it (so their cached lists hold it); each of them
 * must stop listing it within a second (the cache lives 5 s: only the message can do it).
 */
export async function checkCacheSpread(checks, serverUrls, user, bookId) {
  const readers = serverUrls.map(
    (url, i) => new Visitor(url, { address: addressFor(710_000 + i) }),
  );
  const listed = async (i) => {
    const answer = await readers[i].post(
      '/api/Read/List',
      { Type: 'picturebook', Sort: 'recent', Limit: 50 },
      { json: true },
    );
    return (answer.json?.result?.List ?? []).some((e) => e.StoryBookId === bookId);
  };
  const others = serverUrls.map((_, i) => i).slice(1);
  // Each other server lists (and caches) the book.
  const before = await Promise.all(others.map((i) => within(10_000, () => listed(i))));
  // The writer signs in on server 0 (its session from the run may have ended: users sign out).
  const writer = new Visitor(serverUrls[0], { address: addressFor(720_000) });
  const signed = await writer.post('/api/User/SignIn', {
    UserName: user.account.username,
    Password: user.account.password,
  });
  if (signed.json?.code !== 0) {
    checks.check('caches: the writer signs in on server 0', false, signed.text.slice(0, 200));
    return;
  }
  const made = await writer.post('/api/Publish/MakePrivate', { BookId: bookId });
  const after = await Promise.all(others.map((i) => within(1000, () => listed(i), false)));
  checks.check(
    'caches: a book made private on one server leaves the cached lists of the others within a second',
    before.every((t) => t !== undefined) &&
      made.json?.code === 0 &&
      after.every((t) => t !== undefined),
    `listed before: ${before.map((t) => t !== undefined)}; made private: ${made.status} ${made.text.slice(0, 120)}; gone within 1 s: ${after.map((t) => (t === undefined ? 'no' : 'yes'))}`,
    `gone after ${after.map((t) => `${Math.round(t ?? 0)} ms`).join(', ')}`,
  );
}

/**
 * Polls `probe()` every 50 ms until it answers `want` or `ms` pass; resolves with the time it
 * took (ms), or undefined.
 */
export async function within(ms, probe, want = true) {
  const started = performance.now();
  while (performance.now() - started <= ms) {
    if ((await probe()) === want) return performance.now() - started;
    await pause(50);
  }
  return undefined;
}

/** The cross-server checks, after the load (bench/cluster.mjs). */
export async function across(checks, servers, run) {
  const urls = servers.map((s) => s.url);
  await checkRateLimit(checks, urls);
  // The book approved last: the top of the "recent" list.
  const byBook = new Map(run.done.filter((u) => u.book).map((u) => [u.book.bookId, u]));
  const user = [...run.mod.approved.keys()]
    .reverse()
    .map((bookId) => byBook.get(bookId))
    .find(Boolean);
  if (!user) {
    checks.check(
      'caches: a change on one server seen on the others within a second',
      false,
      'no book was approved',
    );
    return;
  }
  await checkCacheSpread(checks, urls, user, user.book.bookId);
}
