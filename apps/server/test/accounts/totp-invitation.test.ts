import { ErrorCode, type ServerUserInfo } from '@storyloom/domain';
import type { FastifyRequest } from 'fastify';
import * as OTPAuth from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../src/config';
import { requireStaff } from '../../src/http/session';
import { createTestApp, type TestApp } from '../helpers/app';
import type { TestClient } from '../helpers/client';
import {
  accountEnv,
  browser,
  buildUser,
  signedIn,
  signIn,
  testPassword,
} from '../helpers/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: accountEnv });
});
afterAll(async () => {
  await t.close();
});

type Info = { info: ServerUserInfo };

function codeFor(secret: string, at = t.clock.now()): string {
  return new OTPAuth.TOTP({
    secret: OTPAuth.Secret.fromBase32(secret),
    digits: 6,
    period: 30,
  }).generate({
    timestamp: at,
  });
}

async function turnOnTotp(client: TestClient): Promise<string> {
  const setup = await client.post<{ Secret: string; Uri: string }>('/api/User/TotpSetup');
  expect(setup.body.code).toBe(0);
  expect(setup.body.result.Uri).toMatch(/^otpauth:\/\/totp\/Storyloom:/);
  const secret = setup.body.result.Secret;
  // Still off until a code from the new secret is confirmed.
  expect((await client.get<Info>('/api/User/GetUserInfo')).body.result.info?.TotpEnabled).toBe(
    false,
  );
  const before = client.cookie('sl_session') as string;
  const confirm = await client.post('/api/User/TotpConfirm', { Code: codeFor(secret) });
  expect(confirm.body.code).toBe(0);
  // The browser continues in a new session; the one before it ends (rotation).
  expect(client.cookie('sl_session')).not.toBe(before);
  const replay = browser(t);
  replay.setCookie('sl_session', before);
  expect((await replay.get('/api/User/GetUserInfo')).body.code).toBe(ErrorCode.SESSION_EXPIRED);
  expect((await client.get<Info>('/api/User/GetUserInfo')).body.result.info?.TotpEnabled).toBe(
    true,
  );
  return secret;
}

/** A request as Fastify hands it to a route, for the staff helper. */
function fakeRequest(token: string, seed: Config['seed']): FastifyRequest {
  return {
    cookies: { sl_session: token },
    server: { db: t.app.db, clock: t.app.clock, config: { ...t.config, seed } },
  } as unknown as FastifyRequest;
}

describe('TOTP second factor', () => {
  it('a teacher turns it on; sign-in then needs a fresh code, used once', async () => {
    const { client, user } = await signedIn(t, { accountType: 2 });
    const secret = await turnOnTotp(client);
    t.clock.advance(60_000);
    const noCode = await signIn(browser(t), user.username);
    expect(noCode.body.code).toBe(ErrorCode.TOTP_REQUIRED);
    expect(noCode.body.msg).toBe('Enter the 6-digit code from your authenticator app.');
    const wrong = await signIn(browser(t), user.username, testPassword, { TotpCode: '000000' });
    expect(wrong.body.code).toBe(ErrorCode.TOTP_INVALID);
    const code = codeFor(secret);
    const ok = await signIn(browser(t), user.username, testPassword, { TotpCode: code });
    expect(ok.body.code).toBe(0);
    const replay = await signIn(browser(t), user.username, testPassword, { TotpCode: code });
    expect(replay.body.code).toBe(ErrorCode.TOTP_INVALID);
    // A wrong password with a good code still fails like any wrong password.
    t.clock.advance(30_000);
    const wrongPassword = await signIn(browser(t), user.username, 'nope nope nope', {
      TotpCode: codeFor(secret),
    });
    expect(wrongPassword.body.code).toBe(ErrorCode.SIGN_IN_FAILED);
  });

  it('a parent may turn it off with password and code; a writer may not turn it on', async () => {
    const { client } = await signedIn(t, { accountType: 0, isParent: true });
    const secret = await turnOnTotp(client);
    t.clock.advance(30_000);
    const wrong = await client.post('/api/User/TotpDisable', {
      Password: 'wrong password',
      Code: codeFor(secret),
    });
    expect(wrong.body.code).toBe(ErrorCode.WRONG_PASSWORD);
    const off = await client.post('/api/User/TotpDisable', {
      Password: testPassword,
      Code: codeFor(secret),
    });
    expect(off.body.code).toBe(0);
    expect((await client.get<Info>('/api/User/GetUserInfo')).body.result.info?.TotpEnabled).toBe(
      false,
    );
    const writer = await signedIn(t, { accountType: 4 });
    expect((await writer.client.post('/api/User/TotpSetup')).body.code).toBe(
      ErrorCode.NO_PERMISSION,
    );
  });

  it('a wrong confirmation code leaves it off', async () => {
    const { client, user } = await signedIn(t, { accountType: 2 });
    await client.post('/api/User/TotpSetup');
    const res = await client.post('/api/User/TotpConfirm', { Code: '123456' });
    expect(res.body.code).toBe(ErrorCode.TOTP_INVALID);
    expect((await signIn(browser(t), user.username)).body.code).toBe(0);
    expect((await client.post('/api/User/TotpConfirm', { Code: 'abc' })).body.code).toBe(
      ErrorCode.TOTP_INVALID,
    );
    expect((await client.post('/api/User/TotpConfirm', {})).body.code).toBe(ErrorCode.BAD_INPUT);
  });

  it('staff tools need a session that passed the second factor; staff cannot turn it off', async () => {
    const staff = await buildUser(t, { staffRole: 'moderator', accountType: 0 });
    const client = browser(t);
    await signIn(client, staff.username);
    const token = client.cookie('sl_session') as string;
    await expect(requireStaff(fakeRequest(token, 'none'), 'moderator')).rejects.toMatchObject({
      code: ErrorCode.SECOND_FACTOR_REQUIRED,
    });
    const secret = await turnOnTotp(client);
    const verified = client.cookie('sl_session') as string;
    await expect(requireStaff(fakeRequest(verified, 'none'), 'moderator')).resolves.toMatchObject({
      username: staff.username,
    });
    await expect(requireStaff(fakeRequest(verified, 'none'), 'admin')).rejects.toMatchObject({
      code: ErrorCode.NO_PERMISSION,
    });
    t.clock.advance(30_000);
    const off = await client.post('/api/User/TotpDisable', {
      Password: testPassword,
      Code: codeFor(secret),
    });
    expect(off.body.code).toBe(ErrorCode.NO_PERMISSION);
  });

  it('staff need the second factor in every mode, SEED=demo included (issue 14)', async () => {
    // Before: demo staff (totp_exempt) used staff tools after a password alone under SEED=demo.
    const admin = await buildUser(t, { staffRole: 'admin', accountType: 0 });
    const client = browser(t);
    expect((await signIn(client, admin.username)).body.code).toBe(0);
    const token = client.cookie('sl_session') as string;
    for (const seed of ['demo', 'none'] as const) {
      await expect(requireStaff(fakeRequest(token, seed), 'admin')).rejects.toMatchObject({
        code: ErrorCode.SECOND_FACTOR_REQUIRED,
      });
    }
    expect((await client.get('/api/Admin/LedgerHealth')).body.code).toBe(
      ErrorCode.SECOND_FACTOR_REQUIRED,
    );
    // A staff account with TOTP on (as the demo seed makes them) gets in with a code.
    const staff = await signedIn(t, { staffRole: 'admin', accountType: 0 });
    expect((await staff.client.get('/api/Admin/LedgerHealth')).body.code).toBe(0);
    const noCode = await signIn(browser(t), staff.user.username);
    expect(noCode.body.code).toBe(ErrorCode.TOTP_REQUIRED);
  });
});

describe('invitation codes', () => {
  it('GET /api/v1/user/invitation_code gives the caller their own code and link', async () => {
    const { client, user } = await signedIn(t);
    const res = await client.get<{ code: string; link: string }>('/api/v1/user/invitation_code');
    expect(res.body.result).toEqual({
      code: user.row.invitation_code,
      link: `http://storyloom.test/invite/${user.row.invitation_code}`,
    });
    expect((await browser(t).get('/api/v1/user/invitation_code')).body.code).toBe(
      ErrorCode.NOT_LOGGED_IN,
    );
  });

  it('POST /api/v1/user/invitation_code/check answers SPEC §8 texts', async () => {
    const referrer = await buildUser(t);
    const { client, user } = await signedIn(t);
    const check = (code: unknown, c: TestClient = client) =>
      c.post('/api/v1/user/invitation_code/check', { code }, { json: true });
    const valid = await check(referrer.row.invitation_code.toLowerCase());
    expect(valid.body).toMatchObject({
      code: 0,
      result: { valid: true, inviterName: referrer.username },
    });
    const unknown = await check('ZZZZ2222');
    expect(unknown.body).toMatchObject({
      code: ErrorCode.INVALID_REFERRAL,
      msg: 'Invalid referral code',
    });
    const garbage = await check('💥💥');
    expect(garbage.body.code).toBe(ErrorCode.INVALID_REFERRAL);
    const own = await check(user.row.invitation_code);
    expect(own.body).toMatchObject({
      code: ErrorCode.OWN_REFERRAL,
      msg: 'You cannot use your own referral code',
    });
    const visitor = await check(user.row.invitation_code, browser(t));
    expect(visitor.body.code).toBe(0);
    expect((await check(42)).body.code).toBe(ErrorCode.BAD_INPUT);
    expect((await check('')).body.code).toBe(ErrorCode.BAD_INPUT);
  });

  it('GetInviteTypeName names what an invite link is', async () => {
    const referrer = await buildUser(t);
    const res = await browser(t).post('/api/User/GetInviteTypeName', {
      Code: referrer.row.invitation_code,
    });
    expect(res.body.result).toEqual({ TypeName: 'referral', InviterName: referrer.username });
    const bad = await browser(t).post('/api/User/GetInviteTypeName', { Code: 'NOPE' });
    expect(bad.body.code).toBe(ErrorCode.INVALID_REFERRAL);
  });

  it('a signed-in user sees only their own code in user info and invitation calls', async () => {
    const a = await signedIn(t);
    const b = await signedIn(t);
    const aCode = await a.client.get<{ code: string }>('/api/v1/user/invitation_code');
    const bCode = await b.client.get<{ code: string }>('/api/v1/user/invitation_code');
    expect(aCode.body.result.code).not.toBe(bCode.body.result.code);
    const info = await a.client.get<Info>('/api/User/GetUserInfo');
    expect(info.body.result.info.UserName).toBe(a.user.username);
  });
});
