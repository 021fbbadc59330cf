import { ErrorCode, type ServerUserInfo } from '@storyloom/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import {
  accountEnv,
  browser,
  lastMailTo,
  linkParam,
  signedIn,
  testPassword,
} from '../helpers/factories';

/**
 * Issue 14: High #2 (a child undoes parental consent and the age gates through UpdateInfo),
 * Medium #4 (self-consent) and the Low "password of eight spaces or equal to the username".
 */
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
/** A birthday giving exactly `years` at the test clock's time (November 2026). */
const yearsAgo = (years: number) => `${new Date(t.clock.now()).getUTCFullYear() - years}-01-15`;
let n = 0;
const unique = () => {
  n += 1;
  return `${process.pid % 1000}_${n}`;
};

async function changesOf(userId: string) {
  return t.app.db
    .selectFrom('birthday_changes')
    .select(['old_birthday', 'new_birthday', 'status', 'confirmer', 'requested_by', 'decided_by'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

describe('a birthday change that would lift protection waits for the parent (High #2)', () => {
  it('a child waiting for consent cannot drop it by becoming 36; the parent decides', async () => {
    const parentEmail = `parent.${unique()}@example.com`;
    const kidBirthday = yearsAgo(9);
    const { client, user } = await signedIn(t, {
      birthday: kidBirthday,
      parentEmail,
      parentConsent: 'pending',
    });
    const res = await client.post<Info>('/api/User/UpdateInfo', { Birthday: '1990-01-01' });
    expect(res.body.code, JSON.stringify(res.body)).toBe(0);
    // Nothing changed: the confirmed birthday, the age and the consent requirement hold.
    expect(res.body.result.info).toMatchObject({
      Birthday: kidBirthday,
      Age: 9,
      NeedsParentConsent: true,
      PendingBirthday: { Birthday: '1990-01-01', Confirmer: 'parent' },
    });
    // The stored account (what publishing's consent check and the reading gates read) is as it was.
    const stored = await t.app.db
      .selectFrom('users')
      .select(['birthday', 'parent_consent'])
      .where('id', '=', user.row.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ birthday: kidBirthday, parent_consent: 'pending' });

    // The parent hears of it at the consent address, and decides.
    const mail = await lastMailTo(t, parentEmail);
    expect(mail.subject).toBe(`Storyloom: "${user.username}" asks to change their birthday`);
    expect(mail.text).toContain(`from ${kidBirthday} to 1990-01-01`);
    const token = linkParam(mail, 'birthday');
    const info = await browser(t).post('/api/User/GetBirthdayChangeInfo', { Token: token });
    expect(info.body.result).toEqual({
      ChildUserName: user.username,
      OldBirthday: kidBirthday,
      NewBirthday: '1990-01-01',
      State: 'pending',
    });
    const yes = await browser(t).post('/api/User/AnswerBirthdayChange', {
      Token: token,
      Accept: true,
    });
    expect(yes.body.result).toEqual({ ChildUserName: user.username, State: 'confirmed' });
    expect(await me(client)).toMatchObject({
      Birthday: '1990-01-01',
      NeedsParentConsent: false,
      PendingBirthday: null,
    });
    const again = await browser(t).post('/api/User/AnswerBirthdayChange', {
      Token: token,
      Accept: true,
    });
    expect(again.body.code).toBe(ErrorCode.LINK_INVALID);
    expect(await changesOf(user.row.id)).toEqual([
      {
        old_birthday: kidBirthday,
        new_birthday: '1990-01-01',
        status: 'confirmed',
        confirmer: 'parent',
        requested_by: user.row.id,
        decided_by: 'parent',
      },
    ]);
  });

  it('a consented 9-year-old cannot make herself 36; the parent refuses and nothing changes', async () => {
    const parentEmail = `parent.${unique()}@example.com`;
    const kidBirthday = yearsAgo(9);
    const { client, user } = await signedIn(t, {
      birthday: kidBirthday,
      parentEmail,
      parentConsent: 'given',
    });
    await client.post('/api/User/UpdateInfo', { Birthday: yearsAgo(36) });
    const info = await me(client);
    expect(info.Age).toBe(9);
    expect(info.Birthday).toBe(kidBirthday);
    // The age every gate reads is still the confirmed one.
    const row = await t.app.db
      .selectFrom('users')
      .select(['birthday', 'parent_consent'])
      .where('id', '=', user.row.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ birthday: kidBirthday, parent_consent: 'given' });
    const token = linkParam(await lastMailTo(t, parentEmail), 'birthday');
    const no = await browser(t).post('/api/User/AnswerBirthdayChange', {
      Token: token,
      Accept: 'false',
    });
    expect(no.body.result).toEqual({ ChildUserName: user.username, State: 'refused' });
    expect(await me(client)).toMatchObject({ Birthday: kidBirthday, PendingBirthday: null });
    expect((await changesOf(user.row.id)).map((c) => c.status)).toEqual(['refused']);
  });

  it('a newer request replaces the waiting one; the old link stops working', async () => {
    const parentEmail = `parent.${unique()}@example.com`;
    const { client } = await signedIn(t, {
      birthday: yearsAgo(10),
      parentEmail,
      parentConsent: 'given',
    });
    await client.post('/api/User/UpdateInfo', { Birthday: yearsAgo(20) });
    const first = linkParam(await lastMailTo(t, parentEmail), 'birthday');
    await client.post('/api/User/UpdateInfo', { Birthday: yearsAgo(11) });
    const late = await browser(t).post('/api/User/AnswerBirthdayChange', {
      Token: first,
      Accept: true,
    });
    expect(late.body.code).toBe(ErrorCode.LINK_INVALID);
    expect((await me(client)).PendingBirthday).toEqual({
      Birthday: yearsAgo(11),
      Confirmer: 'parent',
    });
  });

  it('a teen crossing a reading bracket with no parent on file waits for staff', async () => {
    const { client, user } = await signedIn(t, { birthday: yearsAgo(14) });
    await client.post('/api/User/UpdateInfo', { Birthday: yearsAgo(30) });
    expect(await me(client)).toMatchObject({
      Age: 14,
      PendingBirthday: { Birthday: yearsAgo(30), Confirmer: 'staff' },
    });
    // The child alone cannot decide it; a signed-in writer is not staff.
    expect((await client.post('/api/Admin/BirthdayChanges')).body.code).toBe(
      ErrorCode.NO_PERMISSION,
    );
    const staff = await signedIn(t, { staffRole: 'moderator', accountType: 0 });
    const list = await staff.client.post<{
      Changes: { ChangeId: string; UserName: string; Confirmer: string }[];
    }>('/api/Admin/BirthdayChanges');
    const mine = list.body.result.Changes.find((c) => c.UserName === user.username);
    expect(mine).toMatchObject({ Confirmer: 'staff', NewBirthday: yearsAgo(30) });
    const done = await staff.client.post('/api/Admin/DecideBirthdayChange', {
      ChangeId: mine?.ChangeId,
      Accept: true,
    });
    expect(done.body.result).toEqual({ ChildUserName: user.username, State: 'confirmed' });
    expect((await me(client)).Age).toBe(30);
    expect((await changesOf(user.row.id))[0]).toMatchObject({
      status: 'confirmed',
      confirmer: 'staff',
      decided_by: staff.user.row.id,
    });
  });

  it('a change within one bracket at 13 or older is free, and recorded', async () => {
    const { client, user } = await signedIn(t, { birthday: '1990-03-01' });
    const res = await client.post<Info>('/api/User/UpdateInfo', { Birthday: '1985-07-12' });
    expect(res.body.result.info).toMatchObject({ Birthday: '1985-07-12', PendingBirthday: null });
    expect(await changesOf(user.row.id)).toEqual([
      {
        old_birthday: '1990-03-01',
        new_birthday: '1985-07-12',
        status: 'applied',
        confirmer: 'self',
        requested_by: user.row.id,
        decided_by: null,
      },
    ]);
  });

  it('CompeleteInfo cannot be used to change a confirmed birthday either', async () => {
    const parentEmail = `parent.${unique()}@example.com`;
    const { client } = await signedIn(t, {
      birthday: yearsAgo(8),
      parentEmail,
      parentConsent: 'given',
    });
    await client.post('/api/User/CompeleteInfo', { Birthday: '1990-01-01' });
    expect((await me(client)).Age).toBe(8);
  });
});

describe('a child cannot be her own parent (Medium #4)', () => {
  it("refuses a sign-up whose parent email is the child's own, normalised", async () => {
    for (const [email, parent] of [
      ['Kid.Reader{id}@gmail.com', 'kidreader{id}+mum@googlemail.com'],
      ['kid{id}@example.com', 'KID{id}+parent@example.com'],
    ] as const) {
      const id = unique().replace('_', 'x');
      const res = await browser(t).post('/api/User/SignUp', {
        UserName: `kid_${id}`,
        Email: email.replace('{id}', id),
        Password: 'purple dinosaur pancakes',
        ConfirmPassword: 'purple dinosaur pancakes',
        Birthday: yearsAgo(9),
        AccountType: '4',
        ParentEmail: parent.replace('{id}', id),
      });
      expect(res.body.code, JSON.stringify(res.body)).toBe(ErrorCode.BAD_INPUT);
      expect(res.body.result).toEqual({
        fields: [
          {
            path: 'ParentEmail',
            message:
              "The parent's email must be the parent's own address, not yours (the parent agrees from it).",
          },
        ],
      });
    }
  });

  it('refuses it in UpdateInfo, CompeleteInfo and ResendParentConsentEmail too', async () => {
    const id = unique();
    const { client } = await signedIn(t, {
      email: `kid.${id}@gmail.com`,
      birthday: null,
    });
    const complete = await client.post('/api/User/CompeleteInfo', {
      Birthday: yearsAgo(9),
      ParentEmail: `k.i.d.${id}+mum@gmail.com`,
    });
    expect(complete.body.result).toMatchObject({ fields: [{ path: 'ParentEmail' }] });
    const pending = await signedIn(t, {
      email: `child.${id}@example.com`,
      birthday: yearsAgo(9),
      parentEmail: `mum.${id}@example.com`,
      parentConsent: 'withdrawn',
    });
    const resend = await pending.client.post('/api/User/ResendParentConsentEmail', {
      ParentEmail: `CHILD.${id}+x@example.com`,
    });
    expect(resend.body.code).toBe(ErrorCode.BAD_INPUT);
    expect(resend.body.result).toMatchObject({ fields: [{ path: 'ParentEmail' }] });
  });
});

describe("a child cannot change the consenting parent's address (issue 14)", () => {
  it('after the parent answered, a new address is refused and the link goes to the parent on file', async () => {
    const id = unique();
    const mum = `mum.${id}@example.com`;
    const signUp = await browser(t).post('/api/User/SignUp', {
      UserName: `Kid_${id}`,
      Email: `kid.${id}@example.com`,
      Password: testPassword,
      ConfirmPassword: testPassword,
      Birthday: yearsAgo(9),
      AccountType: '4',
      ParentEmail: mum,
    });
    expect(signUp.body.code, JSON.stringify(signUp.body)).toBe(0);
    const child = browser(t);
    await child.post('/api/User/SignIn', { UserName: `Kid_${id}`, Password: testPassword });
    // Before any parent answered, the child may correct a mistyped address.
    t.clock.advance(61_000);
    const fixed = await child.post('/api/User/ResendParentConsentEmail', { ParentEmail: mum });
    expect(fixed.body.code).toBe(0);
    const mail = await lastMailTo(t, mum);
    await browser(t).post('/api/User/ConfirmParentConsent', { Token: linkParam(mail, 'consent') });
    const withdrawn = await browser(t).post('/api/User/WithdrawParentConsent', {
      Token: linkParam(mail, 'withdraw'),
    });
    expect(withdrawn.body.result).toMatchObject({ State: 'withdrawn' });

    t.clock.advance(61_000);
    const other = await child.post('/api/User/ResendParentConsentEmail', {
      ParentEmail: `friend.${id}@example.com`,
    });
    expect(other.body.code).toBe(ErrorCode.BAD_INPUT);
    expect(other.body.result).toMatchObject({ fields: [{ path: 'ParentEmail' }] });
    expect(other.body.msg).toBe(
      'Your parent has already answered from the address we have, so it cannot be changed here. If that address is wrong, your parent can write to us.',
    );
    expect((await me(child)).NeedsParentConsent).toBe(true);

    // Asking again goes to the parent on file (the same mailbox spelled differently is fine).
    const again = await child.post('/api/User/ResendParentConsentEmail', {
      ParentEmail: mum.toUpperCase(),
    });
    expect(again.body.code).toBe(0);
    const resent = await lastMailTo(t, mum);
    expect(linkParam(resent, 'consent')).not.toBe(linkParam(mail, 'consent'));
    // Once pending again after an answer, the address stays locked.
    t.clock.advance(61_000);
    const later = await child.post('/api/User/ResendParentConsentEmail', {
      ParentEmail: `friend.${id}@example.com`,
    });
    expect(later.body.code).toBe(ErrorCode.BAD_INPUT);
    const row = await t.app.db
      .selectFrom('users')
      .select('parent_email')
      .where('email', '=', `kid.${id}@example.com`)
      .executeTakeFirstOrThrow();
    expect(row.parent_email).toBe(mum);
  });
});

describe('passwords of only spaces or equal to the username (Low)', () => {
  it('are refused at sign-up, on change and on reset', async () => {
    const id = unique();
    const base = {
      UserName: `Spacey_${id}`,
      Email: `spacey.${id}@example.com`,
      Birthday: '1990-01-01',
      AccountType: '4',
    };
    const blank = await browser(t).post('/api/User/SignUp', {
      ...base,
      Password: '        ',
      ConfirmPassword: '        ',
    });
    expect(blank.body.code).toBe(ErrorCode.BAD_INPUT);
    expect(blank.body.msg).toBe('A password cannot be only spaces.');
    const same = await browser(t).post('/api/User/SignUp', {
      ...base,
      Password: `spacey_${id}`.toUpperCase(),
      ConfirmPassword: `spacey_${id}`.toUpperCase(),
    });
    expect(same.body.msg).toBe('Your password cannot be your username. Please choose another one.');

    const { client, user } = await signedIn(t);
    const change = await client.post('/api/User/ChangePwd', {
      OldPassword: testPassword,
      Password: user.username.toUpperCase(),
      ConfirmPassword: user.username.toUpperCase(),
    });
    expect(change.body.msg).toBe(
      'Your password cannot be your username. Please choose another one.',
    );
    await browser(t).post('/api/User/ForgotPassword', { Email: user.email });
    const token = linkParam(await lastMailTo(t, user.email as string), 'token');
    const reset = await browser(t).post('/api/User/GenerateNewPwd', {
      Token: token,
      Password: ' '.repeat(10),
      ConfirmPassword: ' '.repeat(10),
    });
    expect(reset.body.msg).toBe('A password cannot be only spaces.');
  });
});
