import { ErrorCode, type ServerUserInfo } from '@storyloom/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import {
  accountEnv,
  browser,
  buildUser,
  lastMailTo,
  linkParam,
  outbox,
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
const newPassword = 'a brand new passphrase';

async function resetToken(email: string): Promise<string> {
  const res = await browser(t).post('/api/User/ForgotPassword', { Email: email });
  expect(res.body.code).toBe(0);
  return linkParam(await lastMailTo(t, email), 'token');
}

describe('ForgotPassword', () => {
  it('answers alike for known and unknown addresses; only a known one gets an email', async () => {
    const user = await buildUser(t);
    const before = (await outbox(t)).length;
    const known = await browser(t).post('/api/User/ForgotPassword', { Email: user.email });
    const unknown = await browser(t).post('/api/User/ForgotPassword', {
      Email: 'nobody.here@example.com',
    });
    expect(known.status).toBe(unknown.status);
    expect(known.body).toEqual(unknown.body);
    const mails = await outbox(t);
    expect(mails.length).toBe(before + 1);
    const mail = mails.at(-1);
    expect(mail?.to).toContain(user.email as string);
    expect(mail?.subject).toBe('Reset your Storyloom password');
    expect(mail?.text).toContain('http://storyloom.test/reset-password?token=');
    expect(mail?.raw).not.toContain(user.password);
  });

  it('checks the email format (SPEC §5) and refuses missing input', async () => {
    const bad = await browser(t).post('/api/User/ForgotPassword', { Email: 'nope' });
    expect(bad.body.msg).toBe('Incorrect email format!');
    expect((await browser(t).post('/api/User/ForgotPassword', {})).body.code).toBe(
      ErrorCode.BAD_INPUT,
    );
  });

  it('is limited per address', async () => {
    const client = browser(t);
    const codes: number[] = [];
    for (let i = 0; i < 7; i++) {
      codes.push(
        (await client.post('/api/User/ForgotPassword', { Email: `x${i}@example.com` })).body.code,
      );
    }
    expect(codes.at(-1)).toBe(ErrorCode.RATE_LIMITED);
  });
});

describe('GetForgotInfo and GenerateNewPwd', () => {
  it('sets the new password with a single-use link; old sessions end', async () => {
    const { user, client } = await signedIn(t);
    const token = await resetToken(user.email as string);
    const info = await browser(t).post('/api/User/GetForgotInfo', { Token: token });
    expect(info.body).toMatchObject({ code: 0, result: { UserName: user.username } });
    const reset = await browser(t).post('/api/User/GenerateNewPwd', {
      Token: token,
      Password: newPassword,
      ConfirmPassword: newPassword,
    });
    expect(reset.body.code).toBe(0);
    expect(reset.raw.body).not.toContain(newPassword);
    expect((await client.get('/api/User/GetUserInfo')).body.code).toBe(ErrorCode.SESSION_EXPIRED);
    expect((await signIn(browser(t), user.username, testPassword)).body.code).toBe(
      ErrorCode.SIGN_IN_FAILED,
    );
    expect((await signIn(browser(t), user.username, newPassword)).body.code).toBe(0);
    const reuse = await browser(t).post('/api/User/GenerateNewPwd', {
      Token: token,
      Password: 'another new passphrase',
      ConfirmPassword: 'another new passphrase',
    });
    expect(reuse.body.code).toBe(ErrorCode.LINK_INVALID);
  });

  it('expires after an hour', async () => {
    const user = await buildUser(t);
    const token = await resetToken(user.email as string);
    t.clock.advance(60 * 60 * 1000 + 1);
    const res = await browser(t).post('/api/User/GetForgotInfo', { Token: token });
    expect(res.body.code).toBe(ErrorCode.LINK_INVALID);
  });

  it('a newer link replaces an older one', async () => {
    const user = await buildUser(t);
    const first = await resetToken(user.email as string);
    const second = await resetToken(user.email as string);
    expect((await browser(t).post('/api/User/GetForgotInfo', { Token: first })).body.code).toBe(
      ErrorCode.LINK_INVALID,
    );
    expect((await browser(t).post('/api/User/GetForgotInfo', { Token: second })).body.code).toBe(0);
  });

  it('checks the new password and keeps the link when refused', async () => {
    const user = await buildUser(t);
    const token = await resetToken(user.email as string);
    const client = browser(t);
    const mismatch = await client.post('/api/User/GenerateNewPwd', {
      Token: token,
      Password: newPassword,
      ConfirmPassword: 'something different',
    });
    expect(mismatch.body.msg).toBe('Passwords do not match');
    const common = await client.post('/api/User/GenerateNewPwd', {
      Token: token,
      Password: 'iloveyou',
      ConfirmPassword: 'iloveyou',
    });
    expect(common.body.msg).toBe('This password is too common. Please choose another one.');
    const ok = await client.post('/api/User/GenerateNewPwd', {
      Token: token,
      Password: newPassword,
      ConfirmPassword: newPassword,
    });
    expect(ok.body.code).toBe(0);
  });

  it('activates an inactive account (the address is proven) and clears PasswordInsecure', async () => {
    const user = await buildUser(t, { isActive: 0, password: 'abc', passwordInsecure: true });
    const token = await resetToken(user.email as string);
    await browser(t).post('/api/User/GenerateNewPwd', {
      Token: token,
      Password: newPassword,
      ConfirmPassword: newPassword,
    });
    const res = await signIn(browser(t), user.username, newPassword);
    expect(res.body.result.info).toMatchObject({ IsActive: 1, PasswordInsecure: false });
  });
});

describe('ChangePwd', () => {
  it('changes the password; other sessions and the old cookie end, this browser continues', async () => {
    const { user, client } = await signedIn(t);
    const other = browser(t);
    await signIn(other, user.username);
    const oldCookie = client.cookie('sl_session') as string;
    const res = await client.post('/api/User/ChangePwd', {
      OldPassword: testPassword,
      Password: newPassword,
      ConfirmPassword: newPassword,
    });
    expect(res.body.code).toBe(0);
    expect(client.cookie('sl_session')).not.toBe(oldCookie);
    expect((await client.get<Info>('/api/User/GetUserInfo')).body.result.info.UserName).toBe(
      user.username,
    );
    expect((await other.get('/api/User/GetUserInfo')).body.code).toBe(ErrorCode.SESSION_EXPIRED);
    const replay = browser(t);
    replay.setCookie('sl_session', oldCookie);
    expect((await replay.get('/api/User/GetUserInfo')).body.code).toBe(ErrorCode.SESSION_EXPIRED);
    expect((await signIn(browser(t), user.username, newPassword)).body.code).toBe(0);
  });

  it('needs the current password', async () => {
    const { client } = await signedIn(t);
    const res = await client.post('/api/User/ChangePwd', {
      OldPassword: 'not my password',
      Password: newPassword,
      ConfirmPassword: newPassword,
    });
    expect(res.body.code).toBe(ErrorCode.WRONG_PASSWORD);
    expect(res.body.msg).toBe('The password is incorrect.');
    // The field is the one the form sent the current password in, not the new one.
    expect(res.body.result).toEqual({
      fields: [{ path: 'OldPassword', message: 'The password is incorrect.' }],
    });
  });

  it('checks the new password (length, match, common list)', async () => {
    const { client } = await signedIn(t);
    const change = (Password: string, ConfirmPassword = Password) =>
      client.post('/api/User/ChangePwd', { OldPassword: testPassword, Password, ConfirmPassword });
    const short = await change('short');
    expect(short.body.msg).toBe('Use at least 8 characters for your password.');
    expect(short.body.result).toMatchObject({ fields: [{ path: 'Password' }] });
    const mismatch = await change(newPassword, 'different');
    expect(mismatch.body.msg).toBe('Passwords do not match');
    expect(mismatch.body.result).toMatchObject({ fields: [{ path: 'ConfirmPassword' }] });
    expect((await change('qwertyuiop')).body.msg).toBe(
      'This password is too common. Please choose another one.',
    );
    expect((await change('x'.repeat(128))).body.code).toBe(0);
  });

  it('clears PasswordInsecure (guard 4)', async () => {
    const { client } = await signedIn(t, { password: 'letmein', passwordInsecure: true });
    const before = await client.get<Info>('/api/User/GetUserInfo');
    expect(before.body.result.info.PasswordInsecure).toBe(true);
    await client.post('/api/User/ChangePwd', {
      OldPassword: 'letmein',
      Password: newPassword,
      ConfirmPassword: newPassword,
    });
    const after = await client.get<Info>('/api/User/GetUserInfo');
    expect(after.body.result.info.PasswordInsecure).toBe(false);
  });

  it('needs a session', async () => {
    const res = await browser(t).post('/api/User/ChangePwd', {
      OldPassword: testPassword,
      Password: newPassword,
      ConfirmPassword: newPassword,
    });
    expect(res.body.code).toBe(ErrorCode.NOT_LOGGED_IN);
  });

  it('marks a password insecure when it is short or common (PRODUCT.md)', async () => {
    const { isInsecurePassword, commonPasswordCount } = await import(
      '../../src/platform/passwords/index'
    );
    expect(commonPasswordCount()).toBeGreaterThan(40_000);
    expect(isInsecurePassword('1234567')).toBe(true);
    expect(isInsecurePassword('Password1')).toBe(true);
    expect(isInsecurePassword('PASSWORD')).toBe(true);
    expect(isInsecurePassword(newPassword)).toBe(false);
  });
});
