import { ErrorCode, Message } from '@storyloom/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teacher } from '../classes/helpers';
import type { TestApp } from '../helpers/app';
import { browser, buildUser, outbox, signedIn, signIn } from '../helpers/factories';
import { familyManager, inviteCode, plansApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await plansApp();
});
afterAll(() => t.close());

interface Person {
  Uid: string;
  UserName: string;
  Label: string;
  Email: string;
  Role: string;
}

/** A family plan with one child in it: the parent, the child's client and the child's Uid. */
async function familyWithChild(email: string) {
  const parent = await familyManager(t);
  const kid = await buildUser(t, { birthday: '2016-02-02', email });
  const code = await inviteCode(t, parent, email);
  const kidClient = browser(t);
  expect((await signIn(kidClient, kid.username)).body.code).toBe(0);
  expect((await kidClient.post('/api/Plan/AddMember', { Code: code })).body.code).toBe(0);
  const people = await parent.client.post<Person[]>('/api/Plan/GetPlanMember', {
    OpenId: parent.planOpenId,
  });
  const child = people.body.result.find((p) => p.Role === 'member');
  if (!child) throw new Error('no child');
  return { parent, kidClient, childUid: child.Uid };
}

describe('SavePlanMember and SavePlanTeacher (decision 036)', () => {
  it('the manager labels a child; only the manager sees the label; empty clears it', async () => {
    const { parent, kidClient, childUid } = await familyWithChild('label.kid@example.com');
    const saved = await parent.client.post<Person>('/api/Plan/SavePlanMember', {
      OpenId: parent.planOpenId,
      Uid: childUid,
      Label: '  Mia\u202E  ',
    });
    expect(saved.body).toMatchObject({ code: 0, result: { Uid: childUid, Label: 'Mia' } });
    const seen = await parent.client.post<Person[]>('/api/Plan/GetPlanMember', {
      OpenId: parent.planOpenId,
    });
    expect(seen.body.result.find((p) => p.Uid === childUid)?.Label).toBe('Mia');
    // The child (a member) sees usernames only: no label, no email.
    const asKid = await kidClient.post<Person[]>('/api/Plan/GetPlanMember', {
      OpenId: parent.planOpenId,
    });
    expect(asKid.body.result.every((p) => p.Label === '' && p.Email === '')).toBe(true);
    const cleared = await parent.client.post<Person>('/api/Plan/SavePlanMember', {
      OpenId: parent.planOpenId,
      Uid: childUid,
      Label: '',
    });
    expect(cleared.body.result.Label).toBe('');
  });

  it('a member may not label; the manager is not a "member"; another family is refused', async () => {
    const { parent, kidClient, childUid } = await familyWithChild('label.kid2@example.com');
    const byKid = await kidClient.post('/api/Plan/SavePlanMember', {
      OpenId: parent.planOpenId,
      Uid: childUid,
      Label: 'me',
    });
    expect(byKid.body).toMatchObject({ code: ErrorCode.NO_PERMISSION, msg: Message.noPermission });
    const self = await parent.client.post('/api/Plan/SavePlanMember', {
      OpenId: parent.planOpenId,
      Uid: parent.user.row.open_id,
      Label: 'me',
    });
    expect(self.body.code).toBe(ErrorCode.NOT_FOUND);
    const other = await familyManager(t);
    const stranger = await other.client.post('/api/Plan/SavePlanMember', {
      OpenId: parent.planOpenId,
      Uid: childUid,
      Label: 'x',
    });
    expect(stranger.body).toMatchObject({ code: ErrorCode.NOT_FOUND, msg: Message.pageNotFound });
    // A teacher's call for a family member finds no teacher.
    const asTeacher = await parent.client.post('/api/Plan/SavePlanTeacher', {
      OpenId: parent.planOpenId,
      Uid: childUid,
      Label: 'x',
    });
    expect(asTeacher.body.code).toBe(ErrorCode.NOT_FOUND);
    const visitor = await browser(t).post('/api/Plan/SavePlanMember', {
      OpenId: parent.planOpenId,
      Uid: childUid,
      Label: 'x',
    });
    expect(visitor.body.code).toBe(ErrorCode.NOT_LOGGED_IN);
  });

  it('refuses bad input', async () => {
    const parent = await familyManager(t);
    for (const body of [
      {},
      { OpenId: parent.planOpenId },
      { OpenId: parent.planOpenId, Uid: 'x', Label: 'y'.repeat(41) },
      { OpenId: 'z'.repeat(65), Uid: 'x' },
    ]) {
      const res = await parent.client.post('/api/Plan/SavePlanMember', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code).toBe(ErrorCode.BAD_INPUT);
    }
  });

  it('a school manager labels a teacher of the plan', async () => {
    const manager = await teacher(t, 20);
    const mine = await manager.client.get<{ openId: string }>(
      '/api/v2_1/YourStuff/GetMyPlanInfomation',
    );
    const openId = mine.body.result.openId;
    const colleague = await signedIn(t, { accountType: 2, birthday: '1981-01-01' });
    await manager.client.post('/api/Plan/AddTeacher', {
      OpenId: openId,
      Email: colleague.user.email,
    });
    const mail = (await outbox(t)).filter((m) => m.to === colleague.user.email).at(-1);
    const code = new URL(mail?.text.match(/https?:\/\/\S+/)?.[0] ?? '').searchParams.get('invite');
    expect((await colleague.client.post('/api/Plan/AddMember', { Code: code })).body.code).toBe(0);
    const saved = await manager.client.post<Person>('/api/Plan/SavePlanTeacher', {
      OpenId: openId,
      Uid: colleague.user.row.open_id,
      Label: 'Science',
    });
    expect(saved.body).toMatchObject({ code: 0, result: { Label: 'Science', Role: 'teacher' } });
    const asMember = await manager.client.post('/api/Plan/SavePlanMember', {
      OpenId: openId,
      Uid: colleague.user.row.open_id,
      Label: 'x',
    });
    expect(asMember.body.code).toBe(ErrorCode.NOT_FOUND);
  });
});

const district = {
  Name: 'Ana Ruiz',
  Email: 'ana.ruiz@district.example.org',
  District: 'Riverside Unified',
  Accounts: '1200',
  Phone: '+1 555 0100',
  Message: 'We have 9 schools.\nCan we talk?',
  Language: 'es',
};

describe('DistrictEmail (the district contact form)', () => {
  it('a visitor sends it: stored, emailed to sales and listed for admins', async () => {
    const res = await browser(t).post<{ RequestId: string; Received: boolean }>(
      '/api/User/DistrictEmail',
      district,
    );
    expect(res.body).toMatchObject({ code: 0, result: { Received: true } });
    const mail = (await outbox(t)).filter((m) => m.to === t.app.config.mail.support).at(-1);
    expect(mail?.subject).toBe('[Storyloom district plan] Riverside Unified, 1200 accounts');
    expect(mail?.text).toContain('ana.ruiz@district.example.org');
    expect(mail?.text).toContain('We have 9 schools.');
    expect(mail?.text).toContain('/admin/district-requests');

    const admin = (await signedIn(t, { staffRole: 'admin', accountType: 0 })).client;
    const list = await admin.post<{ List: { RequestId: string; Accounts: number }[] }>(
      '/api/Admin/DistrictRequests',
      {},
    );
    expect(list.body.code).toBe(0);
    expect(list.body.result.List[0]).toMatchObject({
      RequestId: res.body.result.RequestId,
      Accounts: 1200,
      District: 'Riverside Unified',
      SignedIn: false,
    });
  });

  it('pages the list with a cursor and refuses a bad cursor', async () => {
    const admin = (await signedIn(t, { staffRole: 'admin', accountType: 0 })).client;
    const older = await admin.post<{ List: unknown[]; NextCursor: string | null }>(
      '/api/Admin/DistrictRequests',
      { Cursor: `${t.clock.now() + 1000}.zzzz` },
    );
    expect(older.body.code).toBe(0);
    expect(older.body.result.List.length).toBeGreaterThan(0);
    const none = await admin.post<{ List: unknown[] }>('/api/Admin/DistrictRequests', {
      Cursor: '1.a',
    });
    expect(none.body.result.List).toEqual([]);
    for (const Cursor of ['abc', '.x', '12.', 'x'.repeat(101)]) {
      const bad = await admin.post('/api/Admin/DistrictRequests', { Cursor });
      expect(bad.body.code, Cursor).toBe(ErrorCode.BAD_INPUT);
    }
  });

  it('refuses bad input with the SPEC email text', async () => {
    const c = browser(t);
    const email = await c.post('/api/User/DistrictEmail', { ...district, Email: 'nope' });
    expect(email.status).toBe(400);
    expect(JSON.stringify(email.body)).toContain(Message.emailFormat);
    for (const body of [
      {},
      { ...district, Accounts: '50' },
      { ...district, Accounts: 'many' },
      { ...district, Name: '' },
      { ...district, Message: 'x'.repeat(2001) },
    ]) {
      const res = await browser(t).post('/api/User/DistrictEmail', body);
      expect(res.body.code, JSON.stringify(body).slice(0, 80)).toBe(ErrorCode.BAD_INPUT);
    }
  });

  it('is tightly rate limited (5 a minute from one address)', async () => {
    const c = browser(t);
    for (let i = 0; i < 5; i += 1) {
      expect((await c.post('/api/User/DistrictEmail', district)).body.code).toBe(0);
    }
    expect((await c.post('/api/User/DistrictEmail', district)).body.code).toBe(
      ErrorCode.RATE_LIMITED,
    );
  });

  it('only admins list the requests', async () => {
    const user = await signedIn(t, { accountType: 0 });
    const refused = await user.client.post('/api/Admin/DistrictRequests', {});
    expect(refused.body.code).toBe(ErrorCode.NO_PERMISSION);
    const moderator = (await signedIn(t, { staffRole: 'moderator', accountType: 0 })).client;
    expect((await moderator.post('/api/Admin/DistrictRequests', {})).body.code).toBe(
      ErrorCode.NO_PERMISSION,
    );
    const visitor = await browser(t).post('/api/Admin/DistrictRequests', {});
    expect(visitor.body.code).toBe(ErrorCode.NOT_LOGGED_IN);
  });
});
