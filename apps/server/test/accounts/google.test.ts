import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ErrorCode, type ServerUserInfo } from '@storyloom/domain';
import { exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { accountEnv, browser, buildUser, lastMailTo, signIn } from '../helpers/factories';

/** A local stand-in for Google's JWKS endpoint, with a key pair made for this test. */
const clientId = 'storyloom-test.apps.googleusercontent.com';
let t: TestApp;
let jwksServer: Server;
type PrivateKey = Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];
let privateKey: PrivateKey;
let strangerKey: PrivateKey;

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  privateKey = pair.privateKey;
  strangerKey = (await generateKeyPair('RS256')).privateKey;
  const jwk: JWK = {
    ...(await exportJWK(pair.publicKey)),
    kid: 'test-key',
    alg: 'RS256',
    use: 'sig',
  };
  jwksServer = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => jwksServer.listen(0, '127.0.0.1', resolve));
  const port = (jwksServer.address() as AddressInfo).port;
  t = await createTestApp({
    env: {
      ...accountEnv,
      GOOGLE_CLIENT_ID: clientId,
      GOOGLE_JWKS_URL: `http://127.0.0.1:${port}/oauth2/v3/certs`,
    },
  });
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => jwksServer.close(resolve));
});

type GoogleResult = { created: boolean; info: ServerUserInfo };

async function idToken(
  claims: Record<string, unknown>,
  options: { key?: PrivateKey; audience?: string; issuer?: string; expiresInS?: number } = {},
): Promise<string> {
  const now = Math.floor(t.clock.now() / 1000);
  return new SignJWT({ email_verified: true, ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
    .setIssuer(options.issuer ?? 'https://accounts.google.com')
    .setAudience(options.audience ?? clientId)
    .setIssuedAt(now)
    .setExpirationTime(now + (options.expiresInS ?? 3600))
    .sign(options.key ?? privateKey);
}

describe('POST /api/User/GoogleSignUp', () => {
  it('signs up a new account in signup mode: active, no password, signed in', async () => {
    const client = browser(t);
    const credential = await idToken({ sub: 'google-1', email: 'Ada.Lovelace@gmail.com' });
    const res = await client.post<GoogleResult>('/api/User/GoogleSignUp', {
      Credential: credential,
      Mode: 'signup',
      Birthday: '1995-12-10',
    });
    expect(res.body.code).toBe(0);
    expect(res.body.result.created).toBe(true);
    expect(res.body.result.info).toMatchObject({
      UserName: 'AdaLovelace',
      Email: 'Ada.Lovelace@gmail.com',
      IsActive: 1,
      AccountType: 4,
      Birthday: '1995-12-10',
    });
    expect(client.cookie('sl_session')).toBeTruthy();
    // Next time, sign-in mode finds it by Google id.
    const again = await browser(t).post<GoogleResult>('/api/User/GoogleSignUp', {
      Credential: await idToken({ sub: 'google-1', email: 'ada.lovelace@gmail.com' }),
    });
    expect(again.body.result).toMatchObject({ created: false, info: { UserName: 'AdaLovelace' } });
    // Active at once, so the welcome review ticket comes with the sign-up (once).
    const tickets = await client.post<{ Ticket: number }>('/api/YourStuff/TicketList');
    expect(tickets.body.result.Ticket).toBe(1);
  });

  it("answers SPEC §8's register text for an unknown identity in sign-in mode", async () => {
    const res = await browser(t).post('/api/User/GoogleSignUp', {
      Credential: await idToken({ sub: 'google-2', email: 'new.person@gmail.com' }),
    });
    expect(res.body.code).toBe(ErrorCode.NEED_REGISTER);
    expect(res.body.msg).toBe(
      'Sorry! You need to register with the product before you can sign in',
    );
  });

  it('links an existing account by its email and activates it', async () => {
    const user = await buildUser(t, { email: 'linked.person@gmail.com', isActive: 0 });
    const res = await browser(t).post<GoogleResult>('/api/User/GoogleSignUp', {
      Credential: await idToken({ sub: 'google-3', email: 'Linked.Person@gmail.com' }),
    });
    expect(res.body.result).toMatchObject({
      created: false,
      info: { UserName: user.username, IsActive: 1 },
    });
    const welcome = await t.app.db
      .selectFrom('ledger_entries')
      .select('reason')
      .where('user_id', '=', user.row.id)
      .execute();
    expect(welcome).toEqual([{ reason: 'welcome' }]);
    // Signing in with Google again changes nothing.
    await browser(t).post('/api/User/GoogleSignUp', {
      Credential: await idToken({ sub: 'google-3', email: 'Linked.Person@gmail.com' }),
    });
    expect(
      await t.app.db
        .selectFrom('ledger_entries')
        .select('id')
        .where('user_id', '=', user.row.id)
        .execute(),
    ).toHaveLength(1);
  });

  it('refuses forged, expired, foreign and unverified tokens', async () => {
    const client = browser(t);
    const tries = [
      await idToken({ sub: 'g', email: 'a@gmail.com' }, { key: strangerKey }),
      await idToken({ sub: 'g', email: 'a@gmail.com' }, { audience: 'someone-else' }),
      await idToken({ sub: 'g', email: 'a@gmail.com' }, { issuer: 'https://evil.example' }),
      await idToken({ sub: 'g', email: 'a@gmail.com' }, { expiresInS: -3600 }),
      await idToken({ sub: 'g', email: 'a@gmail.com', email_verified: false }),
      'not.a.jwt',
      'x'.repeat(3000),
    ];
    for (const credential of tries) {
      const res = await client.post('/api/User/GoogleSignUp', {
        Credential: credential,
        Mode: 'signup',
      });
      expect(res.body.code).toBe(ErrorCode.GOOGLE_SIGN_IN_FAILED);
      expect(res.body.msg).toBe('Google sign-in could not be verified. Please try again.');
    }
    expect((await client.post('/api/User/GoogleSignUp', {})).body.code).toBe(ErrorCode.BAD_INPUT);
    expect(
      (await client.post('/api/User/GoogleSignUp', { Credential: 'x'.repeat(9000) })).body.code,
    ).toBe(ErrorCode.BAD_INPUT);
  });

  it('an under-13 Google sign-up needs a parent email and sends the consent request', async () => {
    const credential = await idToken({ sub: 'google-kid', email: 'kiddo@gmail.com' });
    const missing = await browser(t).post('/api/User/GoogleSignUp', {
      Credential: credential,
      Mode: 'signup',
      Birthday: '2017-01-01',
    });
    expect(missing.body.code).toBe(ErrorCode.BAD_INPUT);
    const ok = await browser(t).post<GoogleResult>('/api/User/GoogleSignUp', {
      Credential: credential,
      Mode: 'signup',
      Birthday: '2017-01-01',
      ParentEmail: 'kiddo.parent@example.com',
    });
    expect(ok.body.result.info.NeedsParentConsent).toBe(true);
    expect((await lastMailTo(t, 'kiddo.parent@example.com')).subject).toBe(
      'Your child wants to join Storyloom',
    );
  });

  it('a Google account without a password still cannot be signed into with one', async () => {
    await browser(t).post('/api/User/GoogleSignUp', {
      Credential: await idToken({ sub: 'google-9', email: 'nopass@gmail.com' }),
      Mode: 'signup',
      UserName: 'no_pass_person',
    });
    expect((await signIn(browser(t), 'no_pass_person', '')).body.code).toBe(ErrorCode.BAD_INPUT);
    expect((await signIn(browser(t), 'no_pass_person', 'anything at all')).body.code).toBe(
      ErrorCode.SIGN_IN_FAILED,
    );
  });
});
