import { ErrorCode } from '@storyloom/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionCookie } from '../../src/http/cookie-names';
import { approvedGallery } from '../books/helpers';
import { type Cluster, createCluster, onCluster } from '../helpers/cluster';
import { buildUser } from '../helpers/factories';
import { entryFor, moderator, submitted, writer } from '../publishing/helpers';
import { list } from '../reading/helpers';

/**
 * Two servers on one PostgreSQL schema and one Redis (issue 24, decision 041): a browser's
 * session works on either, a rate limit counts the requests of both, and a change on one drops
 * the cached public lists of the other within a second. PostgreSQL and Redis only.
 */
describe.skipIf(!onCluster)('two servers behave as one', () => {
  let cluster: Cluster;
  beforeAll(async () => {
    cluster = await createCluster(2);
  });
  afterAll(() => cluster?.close());

  it('keeps a session made on one server on the other, and ends it on both', async () => {
    const user = await buildUser(cluster.servers[0] as never);
    const b = cluster.browser();
    const signed = await b
      .on(0)
      .post('/api/User/SignIn', { UserName: user.username, Password: user.password });
    expect(signed.body.code, JSON.stringify(signed.body)).toBe(0);
    const info = await b.on(1).get<{ info: { UserName: string } }>('/api/User/GetUserInfo');
    expect(info.body.code, JSON.stringify(info.body)).toBe(0);
    expect(info.body.result.info.UserName).toBe(user.username);
    // A write (CSRF bound to the session made on the first server) is taken by the second.
    const token = b.on(0).cookie(sessionCookie) as string;
    const out = await b.on(1).post('/api/User/Logout', {});
    expect(out.body.code, JSON.stringify(out.body)).toBe(0);
    // The ended session is dead on the first server too.
    b.on(0).setCookie(sessionCookie, token);
    const after = await b.on(0).get('/api/User/GetUserInfo');
    expect(after.body.code).toBe(ErrorCode.SESSION_EXPIRED);
  });

  it('refuses sign-in attempts spread over the servers at the same count as on one', async () => {
    const b = cluster.browser();
    const perMinute = 120; // the SignIn route's limit per address (session/routes.ts)
    // The limit counts every request to the route, answered or not: most attempts here are
    // refused for a missing password (fast: no password hashing), every tenth is a real wrong
    // password, all of them alternating between the servers.
    const codes: number[] = [];
    for (let i = 0; i < perMinute + 1; i++) {
      const res = await b.on(i).post('/api/User/SignIn', {
        UserName: `nobody_${i}`,
        ...(i % 10 === 0 ? { Password: 'not the password' } : {}),
      });
      codes.push(res.body.code);
    }
    expect(codes.slice(0, perMinute).filter((c) => c === ErrorCode.RATE_LIMITED)).toEqual([]);
    expect(codes[perMinute]).toBe(ErrorCode.RATE_LIMITED);
    // The other server refuses too: the count is shared, not per server.
    const other = await b
      .on(perMinute + 1)
      .post('/api/User/SignIn', { UserName: 'x', Password: 'y' });
    expect(other.body.code).toBe(ErrorCode.RATE_LIMITED);
    // Another address is counted apart.
    const fresh = await cluster
      .browser()
      .on(0)
      .post('/api/User/SignIn', { UserName: 'x', Password: 'y' });
    expect(fresh.body.code).not.toBe(ErrorCode.RATE_LIMITED);
  }, 60_000);

  it('drops the cached lists of the other server within a second of a change', async () => {
    const [a, other] = cluster.servers as [Cluster['servers'][0], Cluster['servers'][0]];
    const art = await approvedGallery(a, 3);
    const mod = await moderator(a);
    const w = await writer(a, 1);
    const book = await submitted(a, w, art.slug);
    const listedOn = async (server: typeof a) =>
      (await list(server.client(), { Type: 'picturebook', Sort: 'recent', Limit: 50 })).List.map(
        (x) => x.StoryBookId,
      );
    // The other server caches the list without the book (its clock never moves: only a
    // message can drop the entry).
    expect(await listedOn(other)).not.toContain(book.BookId);
    expect(await listedOn(other)).not.toContain(book.BookId);

    const entry = await entryFor(mod.client, book.BookId);
    const approved = await mod.client.post('/api/Moderation/Approve', { EntryId: entry.EntryId });
    expect(approved.body.code, JSON.stringify(approved.body)).toBe(0);
    await expect
      .poll(() => listedOn(other), { timeout: 1000, interval: 50 })
      .toContain(book.BookId);

    const made = await w.client.post('/api/Publish/MakePrivate', { BookId: book.BookId });
    expect(made.body.code, JSON.stringify(made.body)).toBe(0);
    await expect
      .poll(() => listedOn(other), { timeout: 1000, interval: 50 })
      .not.toContain(book.BookId);
  });
});
