import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { accountEnv } from '../helpers/factories';

/** The directives of a Content-Security-Policy header, by name. */
function directives(header: unknown): Map<string, string[]> {
  return new Map(
    String(header ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name as string, values]),
  );
}

const clientId = 'storyloom-test.apps.googleusercontent.com';
type PublicConfig = { GoogleClientId: string | null; CardProvider: string };

describe('Google sign-in configured (GOOGLE_CLIENT_ID)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { ...accountEnv, GOOGLE_CLIENT_ID: clientId } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('GET /api/Config/Public answers the client id, without a sign-in', async () => {
    const res = await t.client().get<PublicConfig>('/api/Config/Public');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 0, result: { GoogleClientId: clientId } });
    expect(Object.keys(res.body.result)).toEqual(['GoogleClientId', 'CardProvider']);
  });

  it("lets Google's script, frame, calls and styles through the CSP", async () => {
    for (const path of ['/signin', '/api/Config/Public']) {
      const csp = directives((await t.client().get(path)).headers['content-security-policy']);
      expect(csp.get('script-src')).toEqual(["'self'", 'https://accounts.google.com']);
      expect(csp.get('frame-src')).toEqual(["'self'", 'https://accounts.google.com']);
      expect(csp.get('connect-src')).toEqual(["'self'", 'https://accounts.google.com']);
      expect(csp.get('style-src')).toContain('https://accounts.google.com/gsi/style');
      // Nothing else opens up.
      expect(csp.get('default-src')).toEqual(["'self'"]);
      expect(csp.get('img-src')).not.toContain('https://accounts.google.com');
      expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
    }
  });
});

describe('Google sign-in not configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: accountEnv });
  });
  afterAll(async () => {
    await t.close();
  });

  it('GET /api/Config/Public answers a null client id, and the sandbox taking cards', async () => {
    const res = await t.client().get<PublicConfig>('/api/Config/Public');
    expect(res.body).toMatchObject({
      code: 0,
      result: { GoogleClientId: null, CardProvider: 'sandbox' },
    });
  });

  it('keeps Google out of the CSP', async () => {
    const res = await t.client().get('/signin');
    const header = String(res.headers['content-security-policy']);
    expect(header).not.toContain('google');
    const csp = directives(header);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('frame-src')).toEqual(["'self'"]);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
  });
});
