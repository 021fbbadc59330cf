import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { accountEnv, browser, buildUser, signIn } from '../helpers/factories';

// One application per file: this one runs behind HTTPS.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { ...accountEnv, PUBLIC_URL: 'https://storyloom.example' } });
});
afterAll(async () => {
  await t.close();
});

describe('session cookie behind HTTPS', () => {
  it('is Secure, httpOnly and SameSite=Lax', async () => {
    const user = await buildUser(t);
    const res = await signIn(browser(t), user.username);
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/sl_session=[^;]+;/);
    expect(cookie).toMatch(/Secure/i);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });

  it('is cleared Secure at sign-out', async () => {
    const user = await buildUser(t);
    const client = browser(t);
    await signIn(client, user.username);
    const out = await client.post('/api/User/Logout');
    expect(String(out.headers['set-cookie'])).toMatch(/sl_session=;.*Secure/i);
  });
});
