import { ErrorCode, type ServerUserInfo } from '@storyloom/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionAbsoluteMs, sessionIdleMs } from '../../src/modules/session/service';
import { createTestApp, type TestApp } from '../helpers/app';
import { accountEnv, browser, buildUser, signedIn, signIn } from '../helpers/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: accountEnv });
});
afterAll(async () => {
  await t.close();
});

type Info = { info: ServerUserInfo | null };

describe('POST /api/User/SignIn', () => {
  it('signs in with the username, and with the email in any case', async () => {
    const user = await buildUser(t);
    const byName = await signIn(browser(t), user.username);
    expect(byName.body.code).toBe(0);
    expect(byName.body.result.info).toMatchObject({ UserName: user.username, IsActive: 1 });
    const byEmail = await signIn(browser(t), (user.email as string).toUpperCase());
    expect(byEmail.body.code).toBe(0);
    expect(byEmail.body.result.info).toMatchObject({ UserName: user.username });
  });

  it('sets an httpOnly, SameSite=Lax session cookie of a 256-bit token', async () => {
    const user = await buildUser(t);
    const client = browser(t);
    const res = await signIn(client, user.username);
    const cookie = String(res.headers['set-cookie'] ?? '');
    expect(cookie).toMatch(/sl_session=[A-Za-z0-9_-]{43};/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Secure/i);
  });

  it('answers wrong password and unknown account alike', async () => {
    const user = await buildUser(t);
    const wrong = await signIn(browser(t), user.username, 'not the password at all');
    const unknown = await signIn(browser(t), 'nobody_here_at_all', 'not the password at all');
    expect(wrong.status).toBe(unknown.status);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.code).toBe(ErrorCode.SIGN_IN_FAILED);
    expect(wrong.body.msg).toBe('The username, email or password is incorrect.');
  });

  it('rotates the session at sign-in: the old cookie stops working', async () => {
    const { user, client } = await signedIn(t);
    const first = client.cookie('sl_session') as string;
    await signIn(client, user.username);
    const second = client.cookie('sl_session') as string;
    expect(second).not.toBe(first);
    const replay = browser(t);
    replay.setCookie('sl_session', first);
    const res = await replay.get<Info>('/api/User/GetUserInfo');
    expect(res.body.code).toBe(ErrorCode.SESSION_EXPIRED);
  });

  it('refuses bad input with a clear envelope error', async () => {
    const client = browser(t);
    for (const body of [
      {},
      { UserName: 'someone' },
      { UserName: '', Password: 'x' },
      { UserName: 'x'.repeat(300), Password: 'x' },
      { UserName: 'someone', Password: 'x'.repeat(2000) },
    ]) {
      const res = await client.post('/api/User/SignIn', body);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe(ErrorCode.BAD_INPUT);
    }
    const json = await client.post(
      '/api/User/SignIn',
      { UserName: 12, Password: ['a'] },
      { json: true },
    );
    expect(json.body.code).toBe(ErrorCode.BAD_INPUT);
    const unicode = await signIn(client, '小明😀', '密码密码密码密码');
    expect(unicode.body.code).toBe(ErrorCode.SIGN_IN_FAILED);
  });

  it('needs the CSRF token', async () => {
    const res = await browser(t).post(
      '/api/User/SignIn',
      { UserName: 'a', Password: 'b' },
      { csrf: false },
    );
    expect(res.body.code).toBe(ErrorCode.CSRF_REFUSED);
  });

  it('refuses a disabled account after the right password, and ends its sessions', async () => {
    const { user, client } = await signedIn(t);
    await t.app.db
      .updateTable('users')
      .set({ is_active: 2 })
      .where('id', '=', user.row.id)
      .execute();
    const info = await client.get<Info>('/api/User/GetUserInfo');
    expect(info.body.code).toBe(ErrorCode.SESSION_EXPIRED);
    const again = await signIn(browser(t), user.username);
    expect(again.body.code).toBe(ErrorCode.ACCOUNT_DISABLED);
    const wrong = await signIn(browser(t), user.username, 'a wrong password here');
    expect(wrong.body.code).toBe(ErrorCode.SIGN_IN_FAILED);
  });

  it('disableAccount ends every session at once (IsActive 2)', async () => {
    const { disableAccount, enableAccount } = await import(
      '../../src/modules/user/service/disable'
    );
    const { user, client } = await signedIn(t);
    await disableAccount(t.app.db, t.clock, user.row.id);
    const sessions = await t.app.db
      .selectFrom('sessions')
      .select(['revoked_at', 'revoked_reason'])
      .where('user_id', '=', user.row.id)
      .execute();
    expect(sessions.every((s) => s.revoked_reason === 'disabled')).toBe(true);
    expect((await client.get('/api/User/GetUserInfo')).body.code).toBe(ErrorCode.SESSION_EXPIRED);
    await enableAccount(t.app.db, t.clock, user.row.id, true);
    expect((await signIn(browser(t), user.username)).body.code).toBe(0);
  });

  it('lets an inactive account sign in (guard 3 sends it to /reactivate)', async () => {
    const user = await buildUser(t, { isActive: 0 });
    const res = await signIn(browser(t), user.username);
    expect(res.body.code).toBe(0);
    expect(res.body.result.info).toMatchObject({ IsActive: 0 });
  });
});

describe('sign-in request limit', () => {
  it('limits raw sign-in requests per address per minute (throttling: sign-in-throttle.test.ts)', async () => {
    const client = browser(t);
    const codes: number[] = [];
    for (let i = 0; i < 122; i++) {
      codes.push((await client.post('/api/User/SignIn', {})).body.code);
    }
    expect(codes).toContain(ErrorCode.RATE_LIMITED);
  });
});

describe('GET /api/User/GetUserInfo', () => {
  it('answers code 0 and info null without a cookie', async () => {
    const res = await browser(t).get<Info>('/api/User/GetUserInfo');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 0, result: { info: null } });
  });

  it('returns exactly the ServerUserInfo fields, without secrets', async () => {
    const { user, client } = await signedIn(t);
    const res = await client.get<Info>('/api/User/GetUserInfo');
    const info = res.body.result.info as ServerUserInfo;
    expect(Object.keys(info).sort()).toEqual(
      [
        'Uid',
        'UserName',
        'Name',
        'Avatar',
        'OriginalAvatar',
        'LargeAvatar',
        'Email',
        'IsActive',
        'AccountType',
        'RoleLabel',
        'StaffRole',
        'IsMember',
        'IsInFreeTrial',
        'FreeTrialExpireTime',
        'MembershipTime',
        'LastLogin',
        'DateJoined',
        'StripeCustomerId',
        'Crown',
        'Gift',
        'Ticket',
        'Birthday',
        'Age',
        'Level',
        'Theme',
        'Country',
        'Language',
        'Plans',
        'PasswordInsecure',
        'JoinFromPreviewSite',
        'IsNewBorn',
        'BookCount',
        'BarClosed',
        'SearchKey',
        'ChallengeId',
        'NeedsParentConsent',
        'TotpEnabled',
        'PendingBirthday',
      ].sort(),
    );
    expect(info).toMatchObject({
      UserName: user.username,
      Email: user.email,
      IsActive: 1,
      AccountType: 4,
      RoleLabel: 'writer',
      StaffRole: 'none',
      Plans: [],
      Crown: 0,
      Ticket: 0,
      Birthday: '2000-01-01',
      Age: 26,
      Theme: 'standard',
      PasswordInsecure: false,
      NeedsParentConsent: false,
      TotpEnabled: false,
    });
    expect(info.Uid).not.toBe(user.row.id);
    expect(info.Avatar).toMatch(/^\/media\/avatars\/builtin\/\w+\.svg$/);
    expect(res.raw.body).not.toContain(user.password);
    expect(res.raw.body).not.toContain('$argon2');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers 100004 for a made-up cookie', async () => {
    const client = browser(t);
    client.setCookie('sl_session', 'A'.repeat(43));
    const res = await client.get<Info>('/api/User/GetUserInfo');
    expect(res.body.code).toBe(ErrorCode.SESSION_EXPIRED);
    expect(res.body.msg).toBe('Your login has expired, please login again');
  });
});

describe('POST /api/User/Logout and timeouts', () => {
  it('ends the session; replaying the old cookie is refused', async () => {
    const { client } = await signedIn(t);
    const token = client.cookie('sl_session') as string;
    const out = await client.post('/api/User/Logout');
    expect(out.body.code).toBe(0);
    expect(String(out.headers['set-cookie'])).toMatch(/sl_session=;/);
    expect(client.cookie('sl_session')).toBeUndefined();
    const visitor = await client.get<Info>('/api/User/GetUserInfo');
    expect(visitor.body.result.info).toBeNull();
    const replay = browser(t);
    replay.setCookie('sl_session', token);
    expect((await replay.get('/api/User/GetUserInfo')).body.code).toBe(ErrorCode.SESSION_EXPIRED);
    // The answer also drops the cookie; a client that keeps sending it is refused each time.
    replay.setCookie('sl_session', token);
    expect((await replay.post('/api/User/ChangeTheme', { Theme: 'night' })).body.code).toBe(
      ErrorCode.SESSION_EXPIRED,
    );
  });

  it('works without a session too', async () => {
    expect((await browser(t).post('/api/User/Logout')).body.code).toBe(0);
  });

  it('ends a session idle for more than 7 days', async () => {
    const { client } = await signedIn(t);
    t.clock.advance(sessionIdleMs - 60_000);
    expect((await client.get('/api/User/GetUserInfo')).body.code).toBe(0);
    t.clock.advance(sessionIdleMs - 60_000);
    expect((await client.get('/api/User/GetUserInfo')).body.code).toBe(0);
    t.clock.advance(sessionIdleMs + 1000);
    expect((await client.get('/api/User/GetUserInfo')).body.code).toBe(ErrorCode.SESSION_EXPIRED);
  });

  it('ends any session 30 days after sign-in', async () => {
    const { client } = await signedIn(t);
    for (let day = 0; day < 28; day += 4) {
      t.clock.advance(4 * 24 * 60 * 60 * 1000);
      expect((await client.get('/api/User/GetUserInfo')).body.code).toBe(0);
    }
    t.clock.advance(sessionAbsoluteMs);
    expect((await client.get('/api/User/GetUserInfo')).body.code).toBe(ErrorCode.SESSION_EXPIRED);
  });
});
