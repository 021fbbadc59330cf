import { ErrorCode } from '@storyloom/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import type { TestClient } from '../helpers/client';
import { accountEnv, browser, buildUser, lastMailTo, signedIn, signIn } from '../helpers/factories';

let t: TestApp;
let admin: TestClient;
let adminOpenId: string;

interface Account {
  OpenId: string;
  UserName: string;
  Email: string;
  IsActive: number;
  StaffRole: string;
  TotpEnabled: boolean;
}
interface AuditLine {
  Actor: string | null;
  Action: string;
  Target: string;
  Before: Record<string, unknown> | null;
  After: Record<string, unknown> | null;
}

/** Each change a second after the last, so the audit log's newest-first order is certain. */
function later(): void {
  t.clock.advance(1000);
}

async function auditFor(openId: string): Promise<AuditLine[]> {
  const log = await admin.post<{ List: AuditLine[] }>('/api/Admin/AuditLog', { PageSize: 50 });
  return log.body.result.List.filter((l) => l.Target === `user:${openId}`);
}

beforeAll(async () => {
  t = await createTestApp({ env: accountEnv });
  const signed = await signedIn(t, { staffRole: 'admin', accountType: 0 });
  admin = signed.client;
  adminOpenId = signed.user.row.open_id;
});
afterAll(() => t.close());

describe('the admin console: users', () => {
  it('finds accounts by part of the username, email or name, case-insensitively', async () => {
    const tag = `Zebra${Date.now() % 100000}`;
    const a = await buildUser(t, { username: `${tag}_a`, name: 'Ann' });
    const b = await buildUser(t, { username: `other_${Date.now() % 100000}`, name: `${tag} Bee` });
    const c = await buildUser(t, { email: `${tag.toLowerCase()}@mail.example` });
    const res = await admin.post<{ List: Account[]; Total: number }>('/api/Admin/Users', {
      Query: tag.toUpperCase(),
    });
    expect(res.body.code).toBe(0);
    const names = res.body.result.List.map((x) => x.UserName).sort();
    expect(names).toEqual([a.username, b.username, c.username].sort());
    expect(res.body.result.Total).toBe(3);
    expect(JSON.stringify(res.body.result)).not.toMatch(/password|totp_secret/i);
    // A percent sign is a letter here, not a wildcard.
    const none = await admin.post<{ List: Account[] }>('/api/Admin/Users', { Query: '%' });
    expect(none.body.result.List).toEqual([]);
  });

  it('shows one account with its crowns, tickets, books and plans', async () => {
    const u = await buildUser(t);
    const res = await admin.post<{ Account: Account; Info: { Crown: number; BookCount: number } }>(
      '/api/Admin/User',
      { OpenId: u.row.open_id },
    );
    expect(res.body.code).toBe(0);
    expect(res.body.result.Account.UserName).toBe(u.username);
    expect(res.body.result.Info).toMatchObject({ BookCount: 0 });
    expect(typeof res.body.result.Info.Crown).toBe('number');
    const missing = await admin.post('/api/Admin/User', { OpenId: 'nobody-here' });
    expect(missing.body.code).toBe(ErrorCode.NOT_FOUND);
  });

  it('disables an account: its session ends, it cannot sign in, and enabling restores it', async () => {
    const { user, client } = await signedIn(t);
    later();
    const res = await admin.post<{ Account: Account }>('/api/Admin/UserDisable', {
      OpenId: user.row.open_id,
    });
    expect(res.body.code).toBe(0);
    expect(res.body.result.Account.IsActive).toBe(2);
    const next = await client.get('/api/User/GetUserInfo');
    expect(next.body.code).toBe(ErrorCode.SESSION_EXPIRED);
    const again = await signIn(browser(t), user.username, user.password);
    expect(again.body.code).toBe(ErrorCode.ACCOUNT_DISABLED);

    later();

    const back = await admin.post<{ Account: Account }>('/api/Admin/UserEnable', {
      OpenId: user.row.open_id,
    });
    expect(back.body.result.Account.IsActive).toBe(1);
    expect((await signIn(browser(t), user.username, user.password)).body.code).toBe(0);

    const lines = await auditFor(user.row.open_id);
    expect(lines.map((l) => l.Action)).toEqual(['user.enable', 'user.disable']);
    expect(lines[1]).toMatchObject({ Before: { IsActive: 1 }, After: { IsActive: 2 } });
    expect(lines[1]?.Actor).toBeTruthy();
  });

  it('gives a not-yet-activated account back its state and resends its activation link', async () => {
    const u = await buildUser(t, { isActive: 0 });
    later();
    await admin.post('/api/Admin/UserDisable', { OpenId: u.row.open_id });
    later();
    const back = await admin.post<{ Account: Account }>('/api/Admin/UserEnable', {
      OpenId: u.row.open_id,
    });
    expect(back.body.result.Account.IsActive).toBe(0);
    later();
    const sent = await admin.post('/api/Admin/UserResendActivation', { OpenId: u.row.open_id });
    expect(sent.body.code).toBe(0);
    const mail = await lastMailTo(t, u.email as string);
    expect(mail.subject).toBe('Activate your Storyloom account');
    const active = await buildUser(t);
    later();
    const refused = await admin.post('/api/Admin/UserResendActivation', {
      OpenId: active.row.open_id,
    });
    expect(refused.body.code).toBe(ErrorCode.ALREADY_ACTIVE);
    expect((await auditFor(u.row.open_id))[0]?.Action).toBe('user.resend_activation');
  });

  it('resets two-step sign-in and changes a staff role, ending the sessions', async () => {
    const { user, client } = await signedIn(t, { staffRole: 'moderator', accountType: 0 });
    later();
    const reset = await admin.post<{ Account: Account }>('/api/Admin/UserResetTwoStep', {
      OpenId: user.row.open_id,
    });
    expect(reset.body.result.Account.TotpEnabled).toBe(false);
    expect((await client.get('/api/User/GetUserInfo')).body.code).toBe(ErrorCode.SESSION_EXPIRED);
    later();
    const role = await admin.post<{ Account: Account }>('/api/Admin/UserRole', {
      OpenId: user.row.open_id,
      StaffRole: 'admin',
    });
    expect(role.body.result.Account.StaffRole).toBe('admin');
    const lines = await auditFor(user.row.open_id);
    expect(lines.map((l) => l.Action)).toEqual(['user.role', 'user.reset_two_step']);
    expect(lines[0]).toMatchObject({
      Before: { StaffRole: 'moderator' },
      After: { StaffRole: 'admin' },
    });
    later();
    const bad = await admin.post('/api/Admin/UserRole', {
      OpenId: user.row.open_id,
      StaffRole: 'owner',
    });
    expect(bad.body.code).toBe(ErrorCode.BAD_INPUT);
  });

  it('deletes an account only when its username is typed, through the account erasure', async () => {
    const u = await buildUser(t);
    later();
    const wrong = await admin.post('/api/Admin/UserDelete', {
      OpenId: u.row.open_id,
      ConfirmUserName: 'someone else',
    });
    expect(wrong.body.code).toBe(ErrorCode.BAD_INPUT);
    later();
    const res = await admin.post('/api/Admin/UserDelete', {
      OpenId: u.row.open_id,
      ConfirmUserName: u.username,
    });
    expect(res.body.code).toBe(0);
    expect((await admin.post('/api/Admin/User', { OpenId: u.row.open_id })).body.code).toBe(
      ErrorCode.NOT_FOUND,
    );
    expect((await signIn(browser(t), u.username, u.password)).body.code).not.toBe(0);
    const lines = await auditFor(u.row.open_id);
    expect(lines[0]).toMatchObject({
      Action: 'user.delete',
      Before: { UserName: u.username },
      After: null,
    });
  });

  it('never lets an admin disable, demote or delete their own account from the console', async () => {
    for (const [path, extra] of [
      ['/api/Admin/UserDisable', {}],
      ['/api/Admin/UserRole', { StaffRole: 'none' }],
      ['/api/Admin/UserResetTwoStep', {}],
    ] as const) {
      const res = await admin.post(path, { OpenId: adminOpenId, ...extra });
      expect(res.body.code, path).toBe(ErrorCode.NO_PERMISSION);
    }
  });
});

describe('who may use the users screen', () => {
  const calls: [string, Record<string, string>][] = [
    ['/api/Admin/Users', {}],
    ['/api/Admin/User', { OpenId: 'x' }],
    ['/api/Admin/UserDisable', { OpenId: 'x' }],
    ['/api/Admin/UserEnable', { OpenId: 'x' }],
    ['/api/Admin/UserResendActivation', { OpenId: 'x' }],
    ['/api/Admin/UserResetTwoStep', { OpenId: 'x' }],
    ['/api/Admin/UserRole', { OpenId: 'x', StaffRole: 'none' }],
    ['/api/Admin/UserDelete', { OpenId: 'x', ConfirmUserName: 'x' }],
  ];

  it('refuses moderators, writers and visitors on every call', async () => {
    const moderator = (await signedIn(t, { staffRole: 'moderator', accountType: 0 })).client;
    const writer = (await signedIn(t)).client;
    for (const [path, body] of calls) {
      expect((await moderator.post(path, body)).body.code, path).toBe(ErrorCode.NO_PERMISSION);
      expect((await writer.post(path, body)).body.code, path).toBe(ErrorCode.NO_PERMISSION);
      expect((await browser(t).post(path, body)).body.code, path).toBe(ErrorCode.NOT_LOGGED_IN);
    }
  });

  it('sends an admin without the second factor to set it up', async () => {
    const plain = await buildUser(t, { staffRole: 'admin', accountType: 0 });
    const client = browser(t);
    expect((await signIn(client, plain.username)).body.code).toBe(0);
    const res = await client.post('/api/Admin/Users', {});
    expect(res.body.code).toBe(ErrorCode.SECOND_FACTOR_REQUIRED);
  });

  it('refuses malformed input without a server error', async () => {
    for (const [path, body] of [
      ['/api/Admin/User', {}],
      ['/api/Admin/UserDisable', { OpenId: '' }],
      ['/api/Admin/Users', { PageSize: 500 }],
      ['/api/Admin/Users', { Query: 'x'.repeat(101) }],
      ['/api/Admin/UserDelete', { OpenId: 'x' }],
    ] as const) {
      const res = await admin.post(path, body);
      expect(res.body.code, path).toBe(ErrorCode.BAD_INPUT);
    }
  });
});
