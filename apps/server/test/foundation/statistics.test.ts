import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('route logging (SPEC §2) and CarouselShare (SPEC §7)', () => {
  it('stores a page view with the route name, time from the clock and the ads/fbclid marks', async () => {
    t.clock.set(Date.UTC(2026, 10, 22, 10, 0, 0));
    const res = await t.client().post('/api/Statistics/PageView', {
      path: '/picture-book/a/b/facebook?fbclid=1',
      language: 'es',
      fbclid: 'true',
    });
    expect(res.body).toEqual({ code: 0, msg: '', message: '', result: null });
    const row = await t.app.db
      .selectFrom('page_views')
      .selectAll()
      .where('path', '=', '/picture-book/a/b/facebook?fbclid=1')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      route_name: 'picture-book',
      language: 'es',
      share_source: 'facebook',
      from_fbclid: 1,
      from_ads: 0,
      created_at: Date.UTC(2026, 10, 22, 10, 0, 0),
    });
    expect(typeof row.created_at).toBe('number');
  });

  it('names unknown paths 404', async () => {
    await t.client().post('/api/Statistics/PageView', { path: '/no/such/page' });
    const row = await t.app.db
      .selectFrom('page_views')
      .select('route_name')
      .where('path', '=', '/no/such/page')
      .executeTakeFirstOrThrow();
    expect(row.route_name).toBe('404');
  });

  it('records a share visit with its source', async () => {
    const uri = '/poetry/moon/x/twitter';
    const res = await t
      .client()
      .get(`/api/Statistics/CarouselShare?request_uri=${encodeURIComponent(uri)}`);
    expect(res.body.code).toBe(0);
    const row = await t.app.db
      .selectFrom('share_visits')
      .selectAll()
      .where('request_uri', '=', uri)
      .executeTakeFirstOrThrow();
    expect(row.share_source).toBe('twitter');
  });

  it('marks an fbclid visit as coming from facebook', async () => {
    const uri = '/comic?fbclid=abc';
    await t.client().get(`/api/Statistics/CarouselShare?request_uri=${encodeURIComponent(uri)}`);
    const row = await t.app.db
      .selectFrom('share_visits')
      .select('share_source')
      .where('request_uri', '=', uri)
      .executeTakeFirstOrThrow();
    expect(row.share_source).toBe('facebook');
  });

  it('refuses a share call without request_uri', async () => {
    const res = await t.client().get('/api/Statistics/CarouselShare');
    expect(res.status).toBe(400);
  });

  it('rate-limits share calls with a clear error', async () => {
    const client = t.client();
    let last = 0;
    for (let i = 0; i < 62; i++) {
      const res = await client.get('/api/Statistics/CarouselShare?request_uri=%2Fx');
      last = res.status;
    }
    expect(last).toBe(429);
  });
});

describe('page views of a signed-in user', () => {
  it('are linked to the user', async () => {
    const { signedIn } = await import('../helpers/factories');
    const { user, client } = await signedIn(t);
    await client.post('/api/Statistics/PageView', { path: '/yourstuff-write' });
    const row = await t.app.db
      .selectFrom('page_views')
      .select('user_id')
      .where('path', '=', '/yourstuff-write')
      .executeTakeFirstOrThrow();
    expect(row.user_id).toBe(user.row.id);
  });
});
