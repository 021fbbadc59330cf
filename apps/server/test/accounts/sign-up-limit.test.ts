import { ErrorCode } from '@storyloom/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config';
import { createTestApp, type TestApp } from '../helpers/app';
import { accountEnv, browser } from '../helpers/factories';

let n = 0;
function form() {
  n += 1;
  return {
    UserName: `limit_writer_${n}`,
    Email: `limit.writer.${n}@example.com`,
    Password: 'seven silver herons',
    ConfirmPassword: 'seven silver herons',
    Birthday: '2001-04-05',
    AccountType: '4',
  };
}

type Limited = { retryAfterSeconds?: number } | null;

const apps: TestApp[] = [];
afterAll(async () => {
  for (const t of apps) await t.close();
});

async function appWith(limit: string): Promise<TestApp> {
  const t = await createTestApp({ env: { ...accountEnv, SIGNUP_LIMIT_PER_HOUR: limit } });
  apps.push(t);
  return t;
}

describe('SIGNUP_LIMIT_PER_HOUR', () => {
  it('is 20 unless set, and refuses nonsense', () => {
    expect(loadConfig({}).limits.signUpPerIpPerHour).toBe(20);
    expect(loadConfig({ SIGNUP_LIMIT_PER_HOUR: '500' }).limits.signUpPerIpPerHour).toBe(500);
    for (const bad of ['0', '-3', 'many', '2.5']) {
      expect(() => loadConfig({ SIGNUP_LIMIT_PER_HOUR: bad })).toThrow(ConfigError);
    }
  });

  it('a lower limit refuses the next sign-up for the rest of the hour', async () => {
    const t = await appWith('3');
    const client = browser(t);
    for (let i = 0; i < 3; i++) {
      expect((await client.post('/api/User/SignUp', form())).body.code).toBe(0);
    }
    const refused = await client.post<Limited>('/api/User/SignUp', form());
    expect(refused.body.code).toBe(ErrorCode.RATE_LIMITED);
    // The hourly limit, not the per-minute request cap, answered.
    expect(refused.body.result?.retryAfterSeconds).toBeGreaterThan(3000);
    expect(refused.body.result?.retryAfterSeconds).toBeLessThanOrEqual(3600);
    // Another address is not held back.
    expect((await browser(t).post('/api/User/SignUp', form())).body.code).toBe(0);
    t.clock.advance(60 * 60 * 1000 + 1);
    expect((await client.post('/api/User/SignUp', form())).body.code).toBe(0);
  });

  it('a raised limit lets more than 20 sign-ups a minute through (the e2e harness)', async () => {
    const t = await appWith('30');
    const client = browser(t);
    const codes: number[] = [];
    for (let i = 0; i < 31; i++)
      codes.push((await client.post('/api/User/SignUp', form())).body.code);
    expect(codes.slice(0, 30).every((code) => code === 0)).toBe(true);
    expect(codes[30]).toBe(ErrorCode.RATE_LIMITED);
  });
});
