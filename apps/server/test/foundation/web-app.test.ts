import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';

let t: TestApp;
let dist: string;
const indexHtml =
  '<!doctype html><html><head><title>Storyloom</title></head><body><div id="root"></div></body></html>';

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'storyloom-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), indexHtml);
  writeFileSync(join(dist, 'assets', 'index-Ab12Cd34.js'), 'console.log("app")');
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  t = await createTestApp({ env: { WEB_DIST: dist } });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('serving the web app', () => {
  it.each(['/', '/signin', '/picture-book/a/b/facebook', '/chapters/one/two', '/class/abc'])(
    'answers the history-mode route %s with index.html, never cached',
    async (path) => {
      const res = await t.app.inject({ method: 'GET', url: path });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toBe(indexHtml);
    },
  );

  it('answers an unknown path with index.html and status 404 (the app shows /404)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/no-such-page/here' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toBe(indexHtml);
  });

  // /admin is the console's home since the admin console (decision 028).
  it.each(['/admin', '/admin/artwork', '/admin/artwork/'])(
    'answers the staff screen %s with index.html (the app guards it)',
    async (path) => {
      const res = await t.app.inject({ method: 'GET', url: path });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(indexHtml);
    },
  );

  it.each(['/admin/no-such-screen', '/admin/artwork/extra', '/admin/users/extra'])(
    'answers the unknown staff path %s with 404',
    async (path) => {
      const res = await t.app.inject({ method: 'GET', url: path });
      expect(res.statusCode).toBe(404);
    },
  );

  it('serves hashed assets as immutable for a year', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/index-Ab12Cd34.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-type']).toContain('javascript');
  });

  it('does not cache unhashed files', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('never answers a missing asset with HTML', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/missing-123.js' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('text/plain');
  });

  it('never falls back to HTML for API paths', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/User/Unknown' });
    expect(res.headers['content-type']).toContain('application/json');
  });

  it('sends a real Content-Security-Policy and refuses framing on pages', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/about' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).not.toContain('unsafe-eval');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it.each(['/embed/abc', '/embed-s/abc/2'])('lets %s be framed anywhere', async (path) => {
    const res = await t.app.inject({ method: 'GET', url: path });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-frame-options']).toBeUndefined();
    expect(String(res.headers['content-security-policy'])).toContain('frame-ancestors *');
  });
});

describe('health', () => {
  it('is alive', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('is ready with the schema migrated', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('ready');
  });
});

describe('readiness while migrations are pending', () => {
  it('says migrating until none is pending, then only pings the database', async () => {
    const fresh = await createTestApp();
    try {
      const db = fresh.app.db as unknown as Kysely<Record<string, { name: string }>>;
      const last = await db
        .selectFrom('kysely_migration')
        .select('name')
        .orderBy('name', 'desc')
        .executeTakeFirstOrThrow();
      await db.deleteFrom('kysely_migration').where('name', '=', last.name).execute();
      const waiting = await fresh.app.inject({ method: 'GET', url: '/readyz' });
      expect(waiting.statusCode).toBe(503);
      expect(waiting.json()).toEqual({ status: 'migrating', pending: [last.name] });

      await db
        .insertInto('kysely_migration')
        .values({ name: last.name, timestamp: new Date().toISOString() } as never)
        .execute();
      expect((await fresh.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
      // Migrations only add: once ready, the migrator is not asked again (only the ping).
      await db.deleteFrom('kysely_migration').where('name', '=', last.name).execute();
      expect((await fresh.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    } finally {
      await fresh.close();
    }
  });
});
