import { ErrorCode, type ServerUserInfo } from '@storyloom/domain';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatSeedReport, type SeedReport, seedIfFresh } from '../../src/db/seed/index';
import { requireStaff } from '../../src/http/session';
import { createTestApp, type TestApp } from '../helpers/app';
import { accountEnv, browser, signIn, staffTotpSecret, totpCode } from '../helpers/factories';

const demoPassword = 'demo password for tests';
let t: TestApp;
let report: SeedReport | null;

beforeAll(async () => {
  t = await createTestApp({
    env: {
      ...accountEnv,
      SEED: 'demo',
      DEMO_PASSWORD: demoPassword,
      DEMO_TOTP_SECRET: staffTotpSecret,
    },
  });
  report = await seedIfFresh(t.app.db, t.clock, t.config);
  // The whole demo seed (every module's) runs here: on PostgreSQL under load, well past 30 s.
}, 120_000);
afterAll(async () => {
  await t.close();
});

describe('demo accounts (PRODUCT.md)', () => {
  it('seeds exactly the named accounts and reports them', () => {
    expect(report?.accounts.map((a) => a.username)).toEqual([
      'demo-reader',
      'demo-writer',
      'demo-kid',
      'demo-teacher',
      'demo-student',
      'demo-artist',
      'demo-member',
      'demo-moderator',
      'demo-admin',
    ]);
    const text = formatSeedReport(report as SeedReport);
    expect(text).toContain('demo-writer');
    expect(text).toContain(`Password for every demo account: ${demoPassword}`);
    // Staff sign in in two steps: the start output says how (the secret and otpauth addresses).
    expect(text).toContain(`Their authenticator secret: ${staffTotpSecret}`);
    expect(text).toMatch(/demo-admin +otpauth:\/\/totp\/Storyloom:demo-admin\?/);
    expect(text).toMatch(/demo-moderator +otpauth:\/\/totp\/Storyloom:demo-moderator\?/);
  });

  it('each signs in with DEMO_PASSWORD, active, with a birthday', async () => {
    const expected: Record<string, Partial<ServerUserInfo>> = {
      'demo-reader': { AccountType: 0 },
      'demo-writer': { AccountType: 4 },
      'demo-kid': { AccountType: 4, NeedsParentConsent: false },
      'demo-teacher': { AccountType: 2 },
      'demo-student': { AccountType: 9, Email: '' },
      'demo-artist': { AccountType: 3 },
      'demo-member': { AccountType: 4 },
      'demo-moderator': { StaffRole: 'moderator' },
      'demo-admin': { StaffRole: 'admin' },
    };
    for (const [username, fields] of Object.entries(expected)) {
      const staff = 'StaffRole' in fields;
      const res = await signIn(browser(t), username, demoPassword, {
        ...(staff ? { TotpCode: totpCode(t) } : {}),
      });
      expect(res.body.code, username).toBe(0);
      const info = res.body.result.info;
      expect(info).toMatchObject({ UserName: username, IsActive: 1, ...fields });
      expect(info.Birthday).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(info.PasswordInsecure).toBe(false);
    }
  });

  it('demo-kid is under 13 with consent given and recorded', async () => {
    const res = await signIn(browser(t), 'demo-kid', demoPassword);
    const info = res.body.result.info;
    expect(info.Age).toBeLessThan(13);
    const events = await t.app.db
      .selectFrom('parent_consents')
      .innerJoin('users', 'users.id', 'parent_consents.user_id')
      .select('parent_consents.event')
      .where('users.username', '=', 'demo-kid')
      .execute();
    expect(events.map((e) => e.event).sort()).toEqual(['given', 'requested']);
  });

  it('demo staff need their second factor under SEED=demo too (issue 14)', async () => {
    // Before: demo-admin's password alone opened the staff tools while SEED=demo.
    const noCode = await signIn(browser(t), 'demo-admin', demoPassword);
    expect(noCode.body.code).toBe(ErrorCode.TOTP_REQUIRED);
    const client = browser(t);
    t.clock.advance(30_000);
    const res = await signIn(client, 'demo-admin', demoPassword, { TotpCode: totpCode(t) });
    expect(res.body.code).toBe(0);
    const request = {
      cookies: { sl_session: client.cookie('sl_session') },
      server: { db: t.app.db, clock: t.app.clock, config: { ...t.config, seed: 'demo' } },
    } as unknown as FastifyRequest;
    await expect(requireStaff(request, 'admin')).resolves.toMatchObject({
      username: 'demo-admin',
    });
  });

  it('seeds once', async () => {
    expect(await seedIfFresh(t.app.db, t.clock, t.config)).toBeNull();
  });
});
