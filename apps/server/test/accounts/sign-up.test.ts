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
} from '../helpers/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: accountEnv });
});
afterAll(async () => {
  await t.close();
});

type Info = { info: ServerUserInfo };
let n = 0;
function form(overrides: Record<string, string> = {}) {
  n += 1;
  return {
    UserName: `new_writer_${n}`,
    Email: `new.writer.${n}@example.com`,
    Password: 'seven silver herons',
    ConfirmPassword: 'seven silver herons',
    Birthday: '2001-04-05',
    AccountType: '4',
    ...overrides,
  };
}

describe('CheckUserNameExist / CheckEmailExist', () => {
  it('says whether a username is taken, case-insensitively', async () => {
    const user = await buildUser(t, { username: 'Taken_Name' });
    const client = browser(t);
    const taken = await client.post('/api/User/CheckUserNameExist', { UserName: 'taken_NAME' });
    expect(taken.body).toMatchObject({ code: 0, result: { Exist: true } });
    const free = await client.post('/api/User/CheckUserNameExist', { UserName: 'free_name_1' });
    expect(free.body).toMatchObject({ code: 0, result: { Exist: false } });
    expect(user.username).toBe('Taken_Name');
  });

  it('answers the username rule for a malformed name', async () => {
    const res = await browser(t).post('/api/User/CheckUserNameExist', { UserName: 'no spaces!' });
    expect(res.body.code).toBe(ErrorCode.BAD_INPUT);
    expect(res.body.msg).toBe('Usernames use 3 to 20 letters, digits or _.');
    expect(res.body.result).toEqual({
      fields: [{ path: 'UserName', message: 'Usernames use 3 to 20 letters, digits or _.' }],
    });
  });

  it('says whether an email is taken, and checks its format (SPEC §5)', async () => {
    await buildUser(t, { email: 'Someone@Example.com' });
    const client = browser(t);
    const taken = await client.post('/api/User/CheckEmailExist', { Email: 'someone@example.COM' });
    expect(taken.body.result).toEqual({ Exist: true });
    const bad = await client.post('/api/User/CheckEmailExist', { Email: 'someone@' });
    expect(bad.body.code).toBe(ErrorCode.BAD_INPUT);
    expect(bad.body.msg).toBe('Incorrect email format!');
  });

  it('refuses missing and oversized input', async () => {
    const client = browser(t);
    expect((await client.post('/api/User/CheckUserNameExist', {})).body.code).toBe(
      ErrorCode.BAD_INPUT,
    );
    expect(
      (await client.post('/api/User/CheckEmailExist', { Email: `${'a'.repeat(400)}@x.io` })).body
        .code,
    ).toBe(ErrorCode.BAD_INPUT);
  });
});

describe('POST /api/User/SignUp', () => {
  it('makes an inactive account, signs it in and emails an activation link', async () => {
    const client = browser(t);
    const body = form();
    const res = await client.post<Info>('/api/User/SignUp', body);
    expect(res.body.code).toBe(0);
    expect(res.body.result.info).toMatchObject({
      UserName: body.UserName,
      Email: body.Email,
      IsActive: 0,
      AccountType: 4,
      Birthday: '2001-04-05',
      PasswordInsecure: false,
      IsNewBorn: true,
    });
    expect(client.cookie('sl_session')).toBeTruthy();
    const mail = await lastMailTo(t, body.Email);
    expect(mail.subject).toBe('Activate your Storyloom account');
    expect(mail.text).toContain(`Hi ${body.UserName},`);
    expect(mail.html).toContain('Activate my account');
    expect(linkParam(mail, 'token')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mail.raw).not.toContain(body.Password);
    expect(res.raw.body).not.toContain(body.Password);
  });

  it('writes the email in the language of the browser (zh, es)', async () => {
    const zh = form();
    await browser(t).post('/api/User/SignUp', zh, { headers: { 'accept-language': 'zh-CN' } });
    expect((await lastMailTo(t, zh.Email)).subject).toBe('激活你的 Storyloom 账号');
    const es = form();
    await browser(t).post('/api/User/SignUp', es, { headers: { 'accept-language': 'es-MX' } });
    const mail = await lastMailTo(t, es.Email);
    expect(mail.subject).toBe('Activa tu cuenta de Storyloom');
    expect(mail.text).toContain('¡Te damos la bienvenida a Storyloom!');
  });

  it('makes teacher and parent accounts', async () => {
    const teacher = await browser(t).post<Info>(
      '/api/User/SignUp',
      form({ AccountType: '2', Birthday: '' }),
    );
    expect(teacher.body.result.info).toMatchObject({ AccountType: 2, RoleLabel: 'teacher' });
    const parent = await browser(t).post<Info>('/api/User/SignUp', form({ AccountType: '0' }));
    expect(parent.body.result.info).toMatchObject({ AccountType: 0, RoleLabel: 'parent' });
  });

  it('answers each SPEC §5 text', async () => {
    const client = browser(t);
    const cases: [Record<string, string>, string, string][] = [
      [{ Email: 'not-an-email' }, 'Email', 'Incorrect email format!'],
      [{ ConfirmPassword: 'something else' }, 'ConfirmPassword', 'Passwords do not match'],
      [{ Birthday: '2015-02-30' }, 'Birthday', 'Birthday must be a valid date.'],
      [{ Birthday: '' }, 'Birthday', 'Birthday must be a valid date.'],
      [{ UserName: 'ab' }, 'UserName', 'Usernames use 3 to 20 letters, digits or _.'],
      [
        { Password: 'short', ConfirmPassword: 'short' },
        'Password',
        'Use at least 8 characters for your password.',
      ],
      [
        { Password: 'x'.repeat(129), ConfirmPassword: 'x'.repeat(129) },
        'Password',
        'Use at most 128 characters for your password.',
      ],
      [
        { Password: 'password123', ConfirmPassword: 'password123' },
        'Password',
        'This password is too common. Please choose another one.',
      ],
      [
        { AccountType: '2', Birthday: '2012-01-01' },
        'AccountType',
        'Teacher and parent accounts are for adults (18 or older).',
      ],
      [
        { Birthday: '2016-01-01' },
        'ParentEmail',
        "Writers under 13 need a parent's email so the parent can agree.",
      ],
    ];
    for (const [overrides, path, text] of cases) {
      const res = await client.post('/api/User/SignUp', form(overrides));
      expect(res.body.code, text).toBe(ErrorCode.BAD_INPUT);
      expect(res.body.msg).toBe(text);
      expect(
        (res.body.result as { fields: { path: string }[] }).fields.map((f) => f.path),
      ).toContain(path);
    }
  });

  it('answers the texts in the reader language', async () => {
    const res = await browser(t).post('/api/User/SignUp', form({ Email: 'nope' }), {
      headers: { 'accept-language': 'es' },
    });
    expect(res.body.message).toBe('¡Formato de correo electrónico incorrecto!');
  });

  it('refuses a taken username or email', async () => {
    const existing = await buildUser(t);
    const name = await browser(t).post(
      '/api/User/SignUp',
      form({ UserName: existing.username.toUpperCase() }),
    );
    expect(name.body.code).toBe(ErrorCode.USERNAME_TAKEN);
    expect(name.body.msg).toBe('This username is already taken.');
    const email = await browser(t).post(
      '/api/User/SignUp',
      form({ Email: (existing.email as string).toUpperCase() }),
    );
    expect(email.body.code).toBe(ErrorCode.EMAIL_TAKEN);
  });

  it('refuses bad input: missing, wrong type, oversized, unicode', async () => {
    const client = browser(t);
    const missing = await client.post('/api/User/SignUp', { UserName: 'someone' });
    expect(missing.body.code).toBe(ErrorCode.BAD_INPUT);
    const wrongType = await client.post(
      '/api/User/SignUp',
      { ...form(), AccountType: 7 },
      { json: true },
    );
    expect(wrongType.body.code).toBe(ErrorCode.BAD_INPUT);
    const arrayType = await client.post(
      '/api/User/SignUp',
      { ...form(), UserName: ['a', 'b'] },
      { json: true },
    );
    expect(arrayType.body.code).toBe(ErrorCode.BAD_INPUT);
    const huge = await client.post('/api/User/SignUp', form({ UserName: 'x'.repeat(5000) }));
    expect(huge.body.code).toBe(ErrorCode.BAD_INPUT);
    const tooBig = await client.post('/api/User/SignUp', form({ Email: 'y'.repeat(2_000_000) }));
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.code).toBe(ErrorCode.PAYLOAD_TOO_LARGE);
    const unicodeName = await client.post('/api/User/SignUp', form({ UserName: '小明同学' }));
    expect(unicodeName.body.msg).toBe('Usernames use 3 to 20 letters, digits or _.');
    // Any characters make a password.
    const unicodePassword = await client.post<Info>(
      '/api/User/SignUp',
      form({ Password: '小明的秘密花园🌸', ConfirmPassword: '小明的秘密花园🌸' }),
    );
    expect(unicodePassword.body.code).toBe(0);
    const login = await signIn(
      browser(t),
      unicodePassword.body.result.info.UserName,
      '小明的秘密花园🌸',
    );
    expect(login.body.code).toBe(0);
  });

  it('limits sign-ups per address', async () => {
    const client = browser(t);
    const codes: number[] = [];
    for (let i = 0; i < 22; i++) {
      codes.push((await client.post('/api/User/SignUp', form())).body.code);
    }
    // Production's default: 20 per address per hour (SIGNUP_LIMIT_PER_HOUR unset).
    expect(codes.slice(0, 20).every((c) => c === 0)).toBe(true);
    expect(codes.slice(20)).toEqual([ErrorCode.RATE_LIMITED, ErrorCode.RATE_LIMITED]);
  });
});

describe('activation: ActiveEmail, GetActiveInfo, resends', () => {
  it('activates with the emailed link, once', async () => {
    const client = browser(t);
    const body = form();
    await client.post('/api/User/SignUp', body);
    const token = linkParam(await lastMailTo(t, body.Email), 'token');
    const info = await browser(t).post('/api/User/GetActiveInfo', { Token: token });
    expect(info.body.result).toEqual({
      Kind: 'activation',
      UserName: body.UserName,
      Email: body.Email,
      IsActive: 0,
    });
    const done = await browser(t).post('/api/User/ActiveEmail', { Token: token });
    expect(done.body).toMatchObject({ code: 0, result: { Kind: 'activation', IsActive: 1 } });
    const me = await client.get<Info>('/api/User/GetUserInfo');
    expect(me.body.result.info.IsActive).toBe(1);
    const again = await browser(t).post('/api/User/ActiveEmail', { Token: token });
    expect(again.body.code).toBe(ErrorCode.LINK_INVALID);
    expect(again.body.msg).toBe('This link is invalid or has expired.');
  });

  it('refuses expired, made-up and malformed links', async () => {
    const body = form();
    await browser(t).post('/api/User/SignUp', body);
    const token = linkParam(await lastMailTo(t, body.Email), 'token');
    const client = browser(t);
    for (const bad of ['A'.repeat(43), 'short', '../../etc/passwd', '令牌'.repeat(20)]) {
      const res = await client.post('/api/User/GetActiveInfo', { Token: bad });
      expect(res.body.code).toBe(ErrorCode.LINK_INVALID);
    }
    expect((await client.post('/api/User/ActiveEmail', {})).body.code).toBe(ErrorCode.BAD_INPUT);
    t.clock.advance(7 * 24 * 60 * 60 * 1000 + 1);
    expect((await client.post('/api/User/ActiveEmail', { Token: token })).body.code).toBe(
      ErrorCode.LINK_INVALID,
    );
  });

  it('ResendActiveEmail sends a fresh link to a signed-in inactive user; the old one dies', async () => {
    const client = browser(t);
    const body = form();
    await client.post('/api/User/SignUp', body);
    const first = linkParam(await lastMailTo(t, body.Email), 'token');
    const tooSoon = await client.post('/api/User/ResendActiveEmail');
    expect(tooSoon.body.code).toBe(ErrorCode.RATE_LIMITED);
    t.clock.advance(61_000);
    expect((await client.post('/api/User/ResendActiveEmail')).body.code).toBe(0);
    const second = linkParam(await lastMailTo(t, body.Email), 'token');
    expect(second).not.toBe(first);
    expect((await browser(t).post('/api/User/ActiveEmail', { Token: first })).body.code).toBe(
      ErrorCode.LINK_INVALID,
    );
    expect((await browser(t).post('/api/User/ActiveEmail', { Token: second })).body.code).toBe(0);
    const already = await client.post('/api/User/ResendActiveEmail');
    expect(already.body.code).toBe(ErrorCode.ALREADY_ACTIVE);
  });

  it('ResendActiveEmail needs a session', async () => {
    const res = await browser(t).post('/api/User/ResendActiveEmail');
    expect(res.body.code).toBe(ErrorCode.NOT_LOGGED_IN);
  });

  it('ResendActiveEmailWhenSignUp answers alike for known and unknown addresses', async () => {
    const body = form();
    await browser(t).post('/api/User/SignUp', body);
    t.clock.advance(61_000);
    const before = (await outbox(t)).length;
    const known = await browser(t).post('/api/User/ResendActiveEmailWhenSignUp', {
      Email: body.Email,
    });
    const unknown = await browser(t).post('/api/User/ResendActiveEmailWhenSignUp', {
      Email: 'nobody.at.all@example.com',
    });
    expect(known.body).toEqual(unknown.body);
    expect(known.body.code).toBe(0);
    expect((await outbox(t)).length).toBe(before + 1);
    const active = await buildUser(t);
    await browser(t).post('/api/User/ResendActiveEmailWhenSignUp', { Email: active.email });
    expect((await outbox(t)).length).toBe(before + 1);
  });

  it('rewards a referral once, when the new account is activated', async () => {
    const referrer = await buildUser(t);
    const body = form({ InvitationCode: referrer.row.invitation_code.toLowerCase() });
    const res = await browser(t).post('/api/User/SignUp', body);
    expect(res.body.code).toBe(0);
    const rewards = () =>
      t.app.db
        .selectFrom('referral_rewards')
        .selectAll()
        .where('referrer_user_id', '=', referrer.row.id)
        .execute();
    expect(await rewards()).toHaveLength(0);
    const token = linkParam(await lastMailTo(t, body.Email), 'token');
    await browser(t).post('/api/User/ActiveEmail', { Token: token });
    const rows = await rewards();
    expect(rows.map((r) => [r.idempotency_key.split(':')[2], r.crowns]).sort()).toEqual([
      ['referred', 25],
      ['referrer', 25],
    ]);
    const { rewardReferral } = await import('../../src/modules/invitation/service');
    expect(await rewardReferral(t.app.db, t.clock, rows[0]?.referred_user_id as string)).toBe(
      false,
    );
    expect(await rewards()).toHaveLength(2);
  });

  it('refuses an unknown referral code at sign-up', async () => {
    const res = await browser(t).post('/api/User/SignUp', form({ InvitationCode: 'ZZZZ2222' }));
    expect(res.body.code).toBe(ErrorCode.INVALID_REFERRAL);
    expect(res.body.msg).toBe('Invalid referral code');
  });

  it('a signed-in user cannot activate someone else by guessing', async () => {
    const { client } = await signedIn(t);
    const res = await client.post('/api/User/ActiveEmail', { Token: 'x'.repeat(43) });
    expect(res.body.code).toBe(ErrorCode.LINK_INVALID);
  });
});

describe('GoogleSignUp without GOOGLE_CLIENT_ID', () => {
  it('answers that Google sign-in could not be verified', async () => {
    const res = await browser(t).post('/api/User/GoogleSignUp', { Credential: 'a.b.c' });
    expect(res.body.code).toBe(ErrorCode.GOOGLE_SIGN_IN_FAILED);
  });
});
