import { ErrorCode, Message } from '@storyloom/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  assertMayTry,
  delayAfter,
  recordFailure,
  throttle,
} from '../../src/modules/session/throttle';
import { attemptKeyFor } from '../../src/modules/user/service/credentials';
import { createTestApp, type TestApp } from '../helpers/app';
import {
  accountEnv,
  browser,
  buildUser,
  lastMailTo,
  outbox,
  testPassword,
} from '../helpers/factories';

/**
 * Sign-in throttling instead of a lockout (issue 14, Medium #6; docs/decisions/019): wrong
 * passwords slow further tries of that account from that address, exponentially, and the
 * answer says how long to wait (the server never sleeps: the injected clock decides). The
 * owner elsewhere is never locked out, a school behind one address has a high ceiling, and the
 * owner's emailed link clears the throttle.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: accountEnv });
});
afterAll(() => t.close());

let counter = 0;
/** A browser at address `ip` (each call a fresh cookie jar, as another tab or device). */
function from(ip: string) {
  const client = browser(t);
  return {
    signIn: (login: string, password: string) =>
      client.post(
        '/api/User/SignIn',
        { UserName: login, Password: password },
        {
          headers: { 'x-forwarded-for': ip },
        },
      ),
  };
}
function nextIp(): string {
  counter += 1;
  return `172.16.${(counter >> 8) & 255}.${counter & 255}`;
}

async function fail(ip: string, login: string, times: number) {
  const codes: number[] = [];
  for (let i = 0; i < times; i++) {
    codes.push((await from(ip).signIn(login, `wrong password ${i}`)).body.code);
  }
  return codes;
}

// Hundreds of argon2 checks: slow on a loaded machine, so each test gets 3 minutes.
describe('sign-in throttling', { timeout: 180_000 }, () => {
  it('lets a few typos pass, then makes each further try from that address wait twice as long', async () => {
    const user = await buildUser(t);
    const ip = nextIp();
    expect(await fail(ip, user.username, throttle.freeFailures)).toEqual(
      Array(throttle.freeFailures).fill(ErrorCode.SIGN_IN_FAILED),
    );
    for (const seconds of [1, 2, 4, 8, 16]) {
      // Too early, even with the right password: refused with the wait, nothing checked.
      const early = await from(ip).signIn(user.username, testPassword);
      expect(early.status).toBe(429);
      expect(early.body.code).toBe(ErrorCode.RATE_LIMITED);
      expect(early.body.msg).toBe(Message.rateLimited);
      expect(Number(early.headers['retry-after'])).toBe(seconds);
      expect(early.body.result).toMatchObject({ retryAfterSeconds: seconds });
      t.clock.advance(seconds * 1000);
      const wrong = await from(ip).signIn(user.username, 'still wrong');
      expect(wrong.body.code).toBe(ErrorCode.SIGN_IN_FAILED);
    }
    // After the wait, the right password works and forgets the pair's failures.
    t.clock.advance(32 * 1000);
    expect((await from(ip).signIn(user.username, testPassword)).body.code).toBe(0);
    expect((await from(ip).signIn(user.username, 'a typo')).body.code).toBe(
      ErrorCode.SIGN_IN_FAILED,
    );
  });

  it('caps the wait at 15 minutes', () => {
    expect(delayAfter(throttle.freeFailures - 1)).toBe(0);
    expect(delayAfter(throttle.freeFailures)).toBe(1000);
    expect(delayAfter(throttle.freeFailures + 9)).toBe(512_000);
    expect(delayAfter(throttle.freeFailures + 10)).toBe(15 * 60 * 1000);
    expect(delayAfter(10_000)).toBe(15 * 60 * 1000);
  });

  it('never locks the owner out: 60 wrong passwords from one address leave every other address free', async () => {
    const user = await buildUser(t);
    const attacker = nextIp();
    let failures = 0;
    while (failures < 60) {
      const res = await from(attacker).signIn(user.username, `guess ${failures}`);
      if (res.body.code === ErrorCode.RATE_LIMITED) {
        t.clock.advance(Number(res.headers['retry-after']) * 1000);
        continue;
      }
      expect(res.body.code).toBe(ErrorCode.SIGN_IN_FAILED);
      failures += 1;
    }
    // The owner, at home, signs in at once, by username and by email.
    expect((await from(nextIp()).signIn(user.username, testPassword)).body.code).toBe(0);
    expect((await from(nextIp()).signIn(user.email as string, testPassword)).body.code).toBe(0);
    // The attacker's address still waits (the owner's success elsewhere does not clear it).
    expect((await from(attacker).signIn(user.username, testPassword)).body.code).toBe(
      ErrorCode.RATE_LIMITED,
    );
  }, 180_000);

  it('lets a whole school behind one address sign in, typos included', async () => {
    const school = nextIp();
    for (let i = 0; i < 30; i++) {
      const student = await buildUser(t);
      expect((await from(school).signIn(student.username, 'typo')).body.code).toBe(
        ErrorCode.SIGN_IN_FAILED,
      );
      expect((await from(school).signIn(student.username, testPassword)).body.code).toBe(0);
    }
  }, 180_000);

  it('refuses an address after 300 failures in an hour, over all accounts, and only that address', async () => {
    const busy = nextIp();
    for (let i = 0; i < throttle.perAddressPerHour; i++) {
      const key = await attemptKeyFor(t.app.db, `nobody_${i}`);
      await assertMayTry(t.app.db, t.clock, key, busy);
      await recordFailure(t.app.db, t.clock, key, busy);
    }
    const user = await buildUser(t);
    const refused = await from(busy).signIn(user.username, testPassword);
    expect(refused.body.code).toBe(ErrorCode.RATE_LIMITED);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await from(nextIp()).signIn(user.username, testPassword)).body.code).toBe(0);
    t.clock.advance(60 * 60 * 1000 + 1000);
    expect((await from(busy).signIn(user.username, testPassword)).body.code).toBe(0);
  });

  it('emails the owner once, and the link clears the throttle from every address', async () => {
    const user = await buildUser(t);
    const email = user.email as string;
    const before = (await outbox(t)).filter((m) => m.to.includes(email)).length;
    const ipA = nextIp();
    const ipB = nextIp();
    await fail(ipA, user.username, throttle.freeFailures);
    await fail(ipB, user.username, throttle.freeFailures);
    const mails = (await outbox(t)).filter((m) => m.to.includes(email));
    expect(mails.length).toBe(before + 1);
    const mail = await lastMailTo(t, email);
    expect(mail.subject).toBe('Someone is trying to sign in to your Storyloom account');
    expect((await from(ipA).signIn(user.username, testPassword)).body.code).toBe(
      ErrorCode.RATE_LIMITED,
    );

    const link = mail.text.match(/https?:\/\/\S+\/signin\?unlock=\S+/)?.[0] as string;
    expect(link).toBeTruthy();
    const token = new URL(link).searchParams.get('unlock') as string;
    const unlock = async (Token: string) =>
      (await browser(t).post<{ Unlocked: boolean }>('/api/User/UnlockSignIn', { Token })).body;
    // A forged or altered link clears nothing.
    for (const bad of [`${token}x`, token.replace(/\.\d+\./, '.99999999999999.'), 'a.b.c']) {
      expect(await unlock(bad)).toMatchObject({ code: 0, result: { Unlocked: false } });
    }
    expect((await from(ipA).signIn(user.username, testPassword)).body.code).toBe(
      ErrorCode.RATE_LIMITED,
    );

    expect(await unlock(token)).toMatchObject({ code: 0, result: { Unlocked: true } });
    expect((await from(ipA).signIn(user.username, testPassword)).body.code).toBe(0);
    expect((await from(ipB).signIn(user.username, testPassword)).body.code).toBe(0);

    // The link stops working after 24 hours.
    t.clock.advance(24 * 60 * 60 * 1000 + 1000);
    expect(await unlock(token)).toMatchObject({ result: { Unlocked: false } });
  });
});

describe('password reset emails', { timeout: 180_000 }, () => {
  it('sends at most 3 an hour to one account, silently, with the same answer as an unknown address', async () => {
    const user = await buildUser(t);
    const email = user.email as string;
    const count = async () => (await outbox(t)).filter((m) => m.to.includes(email)).length;
    const before = await count();
    for (let i = 0; i < 5; i++) {
      const res = await browser(t).post('/api/User/ForgotPassword', { Email: email });
      expect(res.body.code).toBe(0);
      const unknown = await browser(t).post('/api/User/ForgotPassword', {
        Email: `nobody-${i}@example.com`,
      });
      expect(unknown.body).toEqual(res.body);
    }
    expect(await count()).toBe(before + 3);
    t.clock.advance(60 * 60 * 1000 + 1000);
    expect((await browser(t).post('/api/User/ForgotPassword', { Email: email })).body.code).toBe(0);
    expect(await count()).toBe(before + 4);
  });
});
