import { ErrorCode, type ServerUserInfo } from '@storyloom/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import {
  accountEnv,
  browser,
  buildUser,
  lastMailTo,
  linkParam,
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
const me = async (client: ReturnType<typeof browser>) =>
  (await client.get<Info>('/api/User/GetUserInfo')).body.result.info;

describe('CompeleteInfo (guard 5)', () => {
  it('sets the birthday and the age', async () => {
    const { client } = await signedIn(t, { birthday: null });
    expect((await me(client)).Age).toBeNull();
    const res = await client.post<Info>('/api/User/CompeleteInfo', { Birthday: '2010-11-23' });
    expect(res.body.code).toBe(0);
    expect(res.body.result.info).toMatchObject({ Birthday: '2010-11-23', Age: 15 });
  });

  it('under 13 needs a parent email and sends the consent request', async () => {
    const { client, user } = await signedIn(t, { birthday: null });
    const missing = await client.post('/api/User/CompeleteInfo', { Birthday: '2017-03-03' });
    expect(missing.body.code).toBe(ErrorCode.BAD_INPUT);
    expect(missing.body.msg).toBe(
      "Writers under 13 need a parent's email so the parent can agree.",
    );
    const badParent = await client.post('/api/User/CompeleteInfo', {
      Birthday: '2017-03-03',
      ParentEmail: 'mum@',
    });
    expect(badParent.body.msg).toBe('Incorrect email format!');
    const ok = await client.post<Info>('/api/User/CompeleteInfo', {
      Birthday: '2017-03-03',
      ParentEmail: 'mum@example.com',
    });
    expect(ok.body.result.info).toMatchObject({ Age: 9, NeedsParentConsent: true });
    const mail = await lastMailTo(t, 'mum@example.com');
    expect(mail.subject).toBe('Your child wants to join Storyloom');
    expect(mail.text).toContain(`"${user.username}"`);
  });

  it('refuses invalid birthdays and missing input', async () => {
    const { client } = await signedIn(t, { birthday: null });
    for (const Birthday of ['2031-01-01', '2019-02-30', 'soon', '01/02/2010']) {
      const res = await client.post('/api/User/CompeleteInfo', { Birthday });
      expect(res.body.msg, Birthday).toBe('Birthday must be a valid date.');
    }
    expect((await client.post('/api/User/CompeleteInfo', {})).body.code).toBe(ErrorCode.BAD_INPUT);
  });

  it('needs a session', async () => {
    const res = await browser(t).post('/api/User/CompeleteInfo', { Birthday: '2000-01-01' });
    expect(res.body.code).toBe(ErrorCode.NOT_LOGGED_IN);
  });
});

describe('UpdateInfo and ChangeTheme', () => {
  it('updates name, country, birthday and language of the caller only', async () => {
    const other = await buildUser(t);
    const { client } = await signedIn(t);
    const res = await client.post<Info>('/api/User/UpdateInfo', {
      Name: '  Ana María 李 ',
      Country: 'MX',
      Birthday: '1999-09-09',
      Language: 'es',
    });
    expect(res.body.code).toBe(0);
    expect(res.body.result.info).toMatchObject({
      Name: 'Ana María 李',
      Country: 'MX',
      Birthday: '1999-09-09',
      Language: 'es',
    });
    // GetUserInfo answers the saved name, so the general tab can show it.
    expect((await me(client)).Name).toBe('Ana María 李');
    const row = await t.app.db
      .selectFrom('users')
      .select('name')
      .where('username', '=', (res.body.result.info as ServerUserInfo).UserName)
      .executeTakeFirstOrThrow();
    expect(row.name).toBe('Ana María 李');
    const untouched = await t.app.db
      .selectFrom('users')
      .select(['country', 'language'])
      .where('id', '=', other.row.id)
      .executeTakeFirstOrThrow();
    expect(untouched).toEqual({ country: '', language: 'en' });
  });

  it('refuses bad values with field errors', async () => {
    const { client } = await signedIn(t);
    expect((await client.post('/api/User/UpdateInfo', { Country: 'Mexico' })).body.msg).toBe(
      'Please choose a country from the list.',
    );
    expect((await client.post('/api/User/UpdateInfo', { Name: 'x'.repeat(60) })).body.msg).toBe(
      'Names use at most 50 characters.',
    );
    expect((await client.post('/api/User/UpdateInfo', { Language: 'fr' })).body.code).toBe(
      ErrorCode.BAD_INPUT,
    );
    expect((await client.post('/api/User/UpdateInfo', { Birthday: 'never' })).body.msg).toBe(
      'Birthday must be a valid date.',
    );
  });

  it('an inactive account is told to activate first', async () => {
    const { client } = await signedIn(t, { isActive: 0 });
    const res = await client.post('/api/User/UpdateInfo', { Country: 'MX' });
    expect(res.body.code).toBe(ErrorCode.NOT_ACTIVATED);
    expect(res.body.msg).toBe('Your account has not been activated');
  });

  it('ChangeTheme stores a theme from the list', async () => {
    const { client } = await signedIn(t);
    expect((await client.post('/api/User/ChangeTheme', { Theme: 'ocean' })).body.code).toBe(0);
    expect((await me(client)).Theme).toBe('ocean');
    const bad = await client.post('/api/User/ChangeTheme', { Theme: '<script>' });
    expect(bad.body.code).toBe(ErrorCode.BAD_INPUT);
    expect((await browser(t).post('/api/User/ChangeTheme', { Theme: 'ocean' })).body.code).toBe(
      ErrorCode.NOT_LOGGED_IN,
    );
  });
});

describe('ChangeEmail', () => {
  it('confirms with a link sent to the new address, then switches', async () => {
    const { client, user } = await signedIn(t);
    const res = await client.post('/api/User/ChangeEmail', {
      Email: 'brand.new@example.com',
      Password: testPassword,
    });
    expect(res.body.code).toBe(0);
    expect((await me(client)).Email).toBe(user.email);
    const mail = await lastMailTo(t, 'brand.new@example.com');
    expect(mail.subject).toBe('Confirm your new email for Storyloom');
    const token = linkParam(mail, 'token');
    const info = await browser(t).post('/api/User/GetActiveInfo', { Token: token });
    expect(info.body.result).toMatchObject({
      Kind: 'email_change',
      Email: 'brand.new@example.com',
    });
    expect((await browser(t).post('/api/User/ActiveEmail', { Token: token })).body.code).toBe(0);
    expect((await me(client)).Email).toBe('brand.new@example.com');
    expect((await signIn(browser(t), 'brand.new@example.com')).body.code).toBe(0);
  });

  it('needs the password, a valid new address, and one nobody has', async () => {
    const other = await buildUser(t);
    const { client, user } = await signedIn(t);
    const wrong = await client.post('/api/User/ChangeEmail', {
      Email: 'x.y@example.com',
      Password: 'wrong password',
    });
    expect(wrong.body.code).toBe(ErrorCode.WRONG_PASSWORD);
    const bad = await client.post('/api/User/ChangeEmail', {
      Email: 'x.y@',
      Password: testPassword,
    });
    expect(bad.body.msg).toBe('Incorrect email format!');
    const same = await client.post('/api/User/ChangeEmail', {
      Email: (user.email as string).toUpperCase(),
      Password: testPassword,
    });
    expect(same.body.msg).toBe('This is already your email.');
    const taken = await client.post('/api/User/ChangeEmail', {
      Email: other.email,
      Password: testPassword,
    });
    expect(taken.body.code).toBe(ErrorCode.EMAIL_TAKEN);
  });

  it('refuses the switch when someone took the address meanwhile', async () => {
    const { client } = await signedIn(t);
    await client.post('/api/User/ChangeEmail', {
      Email: 'contested@example.com',
      Password: testPassword,
    });
    const token = linkParam(await lastMailTo(t, 'contested@example.com'), 'token');
    await buildUser(t, { email: 'contested@example.com' });
    const res = await browser(t).post('/api/User/ActiveEmail', { Token: token });
    expect(res.body.code).toBe(ErrorCode.EMAIL_TAKEN);
  });
});

describe("parent's consent", () => {
  async function kidWithConsentMail() {
    const client = browser(t);
    const n = Math.floor(Math.random() * 1e6);
    const res = await client.post<Info>('/api/User/SignUp', {
      UserName: `kid_${n}`,
      Email: `kid.${n}@example.com`,
      Password: 'purple dinosaur pancakes',
      ConfirmPassword: 'purple dinosaur pancakes',
      Birthday: '2016-06-06',
      AccountType: '4',
      ParentEmail: `parent.${n}@example.com`,
    });
    expect(res.body.code).toBe(0);
    expect(res.body.result.info.NeedsParentConsent).toBe(true);
    const mail = await lastMailTo(t, `parent.${n}@example.com`);
    return { client, mail, userName: `kid_${n}` };
  }

  it('a child under 13 waits for the parent; the parent confirms with the link', async () => {
    const { client, mail, userName } = await kidWithConsentMail();
    expect(mail.html).toContain('I agree');
    const token = linkParam(mail, 'consent');
    const info = await browser(t).post('/api/User/GetParentConsentInfo', { Token: token });
    expect(info.body.result).toEqual({ ChildUserName: userName, State: 'pending' });
    const done = await browser(t).post('/api/User/ConfirmParentConsent', { Token: token });
    expect(done.body.result).toEqual({ ChildUserName: userName, State: 'given' });
    expect((await me(client)).NeedsParentConsent).toBe(false);
    const again = await browser(t).post('/api/User/ConfirmParentConsent', { Token: token });
    expect(again.body.code).toBe(ErrorCode.LINK_INVALID);
  });

  it('the parent can withdraw later; every step is recorded', async () => {
    const { client, mail } = await kidWithConsentMail();
    await browser(t).post('/api/User/ConfirmParentConsent', { Token: linkParam(mail, 'consent') });
    const withdraw = linkParam(mail, 'withdraw');
    const res = await browser(t).post('/api/User/WithdrawParentConsent', { Token: withdraw });
    expect(res.body.result).toMatchObject({ State: 'withdrawn' });
    expect((await me(client)).NeedsParentConsent).toBe(true);
    const uid = (await me(client)).Uid;
    const user = await t.app.db
      .selectFrom('users')
      .select('id')
      .where('open_id', '=', uid)
      .executeTakeFirstOrThrow();
    const events = await t.app.db
      .selectFrom('parent_consents')
      .select('event')
      .where('user_id', '=', user.id)
      .orderBy('created_at')
      .execute();
    expect(events.map((e) => e.event)).toEqual(['requested', 'given', 'withdrawn']);
    const forged = await browser(t).post('/api/User/WithdrawParentConsent', {
      Token: `${uid}.forgedsignatureforgedsignature00`,
    });
    expect(forged.body.code).toBe(ErrorCode.LINK_INVALID);
  });

  it('the child can ask again (a fresh link, once a minute)', async () => {
    const { client, mail } = await kidWithConsentMail();
    const first = linkParam(mail, 'consent');
    const tooSoon = await client.post('/api/User/ResendParentConsentEmail');
    expect(tooSoon.body.code).toBe(ErrorCode.RATE_LIMITED);
    t.clock.advance(61_000);
    const res = await client.post('/api/User/ResendParentConsentEmail', {
      ParentEmail: 'dad@example.com',
    });
    expect(res.body.code).toBe(0);
    const second = linkParam(await lastMailTo(t, 'dad@example.com'), 'consent');
    expect(
      (await browser(t).post('/api/User/ConfirmParentConsent', { Token: first })).body.code,
    ).toBe(ErrorCode.LINK_INVALID);
    expect(
      (await browser(t).post('/api/User/ConfirmParentConsent', { Token: second })).body.code,
    ).toBe(0);
    const done = await client.post('/api/User/ResendParentConsentEmail');
    expect(done.body.code).toBe(ErrorCode.NO_PERMISSION);
  });

  it('the consent email is in the child language', async () => {
    const client = browser(t);
    await client.post(
      '/api/User/SignUp',
      {
        UserName: 'nino_1',
        Email: 'nino.1@example.com',
        Password: 'purple dinosaur pancakes',
        ConfirmPassword: 'purple dinosaur pancakes',
        Birthday: '2016-06-06',
        AccountType: '4',
        ParentEmail: 'mama.1@example.com',
      },
      { headers: { 'accept-language': 'es' } },
    );
    const mail = await lastMailTo(t, 'mama.1@example.com');
    expect(mail.subject).toBe('Tu hijo o hija quiere unirse a Storyloom');
    expect(mail.html).toContain('"nino_1"');
  });
});

describe('email notification settings', () => {
  it('lists every kind switched on, and switches one off', async () => {
    const { client } = await signedIn(t);
    const list = await client.post<{ Settings: { Kind: string; Enabled: boolean }[] }>(
      '/api/EmailNotification/GetEmailNotification',
    );
    expect(list.body.result.Settings.every((s) => s.Enabled)).toBe(true);
    expect(list.body.result.Settings.map((s) => s.Kind)).toContain('news');
    const off = await client.post<{ Settings: { Kind: string; Enabled: boolean }[] }>(
      '/api/EmailNotification/UpdateEmailNotification',
      { Kind: 'news', Enabled: 'false' },
    );
    expect(off.body.result.Settings.find((s) => s.Kind === 'news')?.Enabled).toBe(false);
    const on = await client.post<{ Settings: { Kind: string; Enabled: boolean }[] }>(
      '/api/EmailNotification/UpdateEmailNotification',
      { Kind: 'news', Enabled: true },
      { json: true },
    );
    expect(on.body.result.Settings.find((s) => s.Kind === 'news')?.Enabled).toBe(true);
    const bad = await client.post('/api/EmailNotification/UpdateEmailNotification', {
      Kind: 'everything',
      Enabled: 'maybe',
    });
    expect(bad.body.code).toBe(ErrorCode.BAD_INPUT);
    expect((await browser(t).post('/api/EmailNotification/GetEmailNotification')).body.code).toBe(
      ErrorCode.NOT_LOGGED_IN,
    );
  });

  it('CancelEmailNotification works with the signed one-click link, without sign-in', async () => {
    const user = await buildUser(t);
    const { unsubscribeLink } = await import('../../src/modules/user/service/mail');
    const { accountContext } = await import('../../src/modules/user/context');
    const link = unsubscribeLink(accountContext(t.app, t.app.log), user.row, 'all');
    const [, , userName, token, kind] = new URL(link).pathname.split('/');
    const res = await browser(t).post('/api/EmailNotification/CancelEmailNotification', {
      UserName: decodeURIComponent(userName as string),
      Token: token,
      Kind: kind,
    });
    expect(res.body.code).toBe(0);
    const settings = await t.app.db
      .selectFrom('email_notification_settings')
      .select(['kind', 'enabled'])
      .where('user_id', '=', user.row.id)
      .execute();
    expect(settings.length).toBeGreaterThan(3);
    expect(settings.every((s) => s.enabled === 0)).toBe(true);
    const forged = await browser(t).post('/api/EmailNotification/CancelEmailNotification', {
      UserName: user.username,
      Token: 'A'.repeat(32),
    });
    expect(forged.body.code).toBe(ErrorCode.LINK_INVALID);
    const other = await buildUser(t);
    const swapped = await browser(t).post('/api/EmailNotification/CancelEmailNotification', {
      UserName: other.username,
      Token: token,
    });
    expect(swapped.body.code).toBe(ErrorCode.LINK_INVALID);
    expect(
      (await browser(t).post('/api/EmailNotification/CancelEmailNotification', {})).body.code,
    ).toBe(ErrorCode.BAD_INPUT);
  });
});
