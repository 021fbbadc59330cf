import { ErrorCode } from '@storyloom/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('envelope and errors (SPEC §8)', () => {
  it('answers unknown API paths with the 404 envelope, never HTML', async () => {
    const res = await t.client().get('/api/Nothing/Here');
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.body).toMatchObject({ code: 404, result: null });
    expect(res.body.msg).toBe(
      'This page does not exist, or you do not have permission to view it！',
    );
  });

  it('answers an unknown API POST with the 404 envelope too', async () => {
    const res = await t.client().post('/api/Nothing/Here', { a: 1 });
    expect(res.status).toBe(404);
    expect(res.body.code).toBe(404);
  });

  it('translates messages by the stored language, then Accept-Language', async () => {
    const zh = t.client();
    zh.setCookie('sl_lang', 'zh');
    expect((await zh.get('/api/Nothing')).body.message).toBe(
      '此页面不存在，或你没有查看它的权限！',
    );
    const es = await t.client().get('/api/Nothing', { 'accept-language': 'es-MX,es;q=0.9' });
    expect(es.body.message).toBe('Esta página no existe o no tienes permiso para verla.');
    expect(es.body.msg).toBe(
      'This page does not exist, or you do not have permission to view it！',
    );
  });

  it('gives every response a request id', async () => {
    const res = await t.client().get('/healthz');
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('bad input is a clear envelope error, never a 500', () => {
  it('names the fields that failed validation', async () => {
    const res = await t.client().post('/api/Statistics/PageView', { path: 'no-leading-slash' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(ErrorCode.BAD_INPUT);
    expect(JSON.stringify(res.body.result)).toContain('path');
  });

  it('refuses a missing field', async () => {
    const res = await t.client().post('/api/Statistics/PageView', {});
    expect(res.body.code).toBe(ErrorCode.BAD_INPUT);
  });

  it('refuses wrong types in JSON', async () => {
    const res = await t
      .client()
      .post(
        '/api/Statistics/PageView',
        { path: ['/a'], language: 7, ads: { x: 1 } },
        { json: true },
      );
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(ErrorCode.BAD_INPUT);
  });

  it('refuses malformed JSON', async () => {
    const client = t.client();
    const token = await client.ensureCsrf();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Statistics/PageView',
      headers: {
        'content-type': 'application/json',
        cookie: `sl_csrf=${token}`,
        'x-csrf-token': token,
      },
      payload: '{"path": "/x",',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(ErrorCode.BAD_INPUT);
  });

  it('refuses an oversized body', async () => {
    const res = await t
      .client()
      .post('/api/Statistics/PageView', { path: `/${'x'.repeat(1_100_000)}` });
    expect(res.status).toBe(413);
    expect(res.body.code).toBe(ErrorCode.PAYLOAD_TOO_LARGE);
  });

  it('refuses an unsupported content type', async () => {
    const client = t.client();
    const token = await client.ensureCsrf();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Statistics/PageView',
      headers: { 'content-type': 'text/xml', cookie: `sl_csrf=${token}`, 'x-csrf-token': token },
      payload: '<path>/x</path>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().code).toBe(ErrorCode.UNSUPPORTED_MEDIA);
  });

  it('accepts unicode', async () => {
    const res = await t.client().post('/api/Statistics/PageView', { path: '/search/小狐狸🦊' });
    expect(res.body.code).toBe(0);
  });
});

describe('CSRF protection', () => {
  it('refuses a state-changing call without the token', async () => {
    const res = await t.client().post('/api/Statistics/PageView', { path: '/' }, { csrf: false });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe(ErrorCode.CSRF_REFUSED);
  });

  it('refuses a token that does not match the cookie', async () => {
    const client = t.client();
    await client.ensureCsrf();
    const res = await client.post(
      '/api/Statistics/PageView',
      { path: '/' },
      {
        csrf: false,
        headers: { 'x-csrf-token': 'x'.repeat(43) },
      },
    );
    expect(res.body.code).toBe(ErrorCode.CSRF_REFUSED);
  });

  it('refuses a foreign Origin even with the token', async () => {
    const res = await t.client().post(
      '/api/Statistics/PageView',
      { path: '/' },
      {
        headers: { origin: 'https://evil.example' },
      },
    );
    expect(res.body.code).toBe(ErrorCode.CSRF_REFUSED);
  });

  it('accepts the same Origin with the token', async () => {
    const res = await t.client().post(
      '/api/Statistics/PageView',
      { path: '/' },
      {
        headers: { origin: 'http://localhost:80', host: 'localhost:80' },
      },
    );
    expect(res.body.code).toBe(0);
  });

  it('hands out the token and sets it as a readable SameSite cookie', async () => {
    const client = t.client();
    const res = await client.get<{ token: string }>('/api/Security/CsrfToken');
    expect(res.body.result.token).toHaveLength(67);
    const cookie = res.raw.cookies.find((c) => c.name === 'sl_csrf');
    expect(cookie?.sameSite).toBe('Lax');
    expect(cookie?.httpOnly).toBeFalsy();
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('accepts the token as a Bearer header on /h5/v2/ paths (SPEC §7)', async () => {
    const client = t.client();
    const token = await client.ensureCsrf();
    const res = await client.post(
      '/api/h5/v2/Anything',
      {},
      {
        csrf: false,
        headers: { authorization: `Bearer ${token}` },
      },
    );
    // Past CSRF, the unknown path answers 404 rather than CSRF_REFUSED.
    expect(res.body.code).toBe(404);
  });
});
