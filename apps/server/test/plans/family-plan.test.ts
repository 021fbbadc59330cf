import {
  ErrorCode as BaseCode,
  Message,
  PlanErrorCode,
  type ServerUserInfo,
} from '@storyloom/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/app';
import { browser, buildUser, outbox, signedIn, signIn } from '../helpers/factories';
import { dayMs, familyManager, inviteCode, plansApp } from './helpers';

const ErrorCode = { ...BaseCode, ...PlanErrorCode };

let t: TestApp;
beforeAll(async () => {
  t = await plansApp();
});
afterAll(() => t.close());

type Info = { info: ServerUserInfo };
const me = async (client: ReturnType<typeof browser>) =>
  (await client.get<Info>('/api/User/GetUserInfo')).body.result.info;

describe('the family free trial', () => {
  it('makes the parent a member in a free trial for 7 days, with the plan entry in user info', async () => {
    const parent = await familyManager(t);
    const info = await me(parent.client);
    expect(info).toMatchObject({
      IsMember: true,
      IsInFreeTrial: true,
      FreeTrialExpireTime: new Date(t.clock.now() + 7 * dayMs).toISOString(),
      MembershipTime: null,
    });
    expect(info.Plans).toEqual([
      {
        IsManager: true,
        OpenId: parent.planOpenId,
        Type: 0,
        ExpireTime: new Date(t.clock.now() + 7 * dayMs).toISOString(),
        Category: 'trial',
      },
    ]);
    const plan = await parent.client.post('/api/Plan/GetPlanInfo', { OpenId: parent.planOpenId });
    expect(plan.body.result).toMatchObject({
      openId: parent.planOpenId,
      MaxMember: 5,
      MemberCount: 1,
      Type: 0,
      Expired: false,
      StudentCount: 0,
      IsManager: true,
    });
    const mine = await parent.client.get('/api/v2_1/YourStuff/GetMyPlanInfomation');
    expect(mine.body.result).toMatchObject({ openId: parent.planOpenId, MemberCount: 1 });
  });

  it('is once per mailbox: a +tag of the same address cannot start another', async () => {
    const first = await signedIn(t, { email: 'once.parent@example.com' });
    expect((await first.client.post('/api/Plan/StartFreeTrial', {})).body.code).toBe(0);
    const check = await first.client.post('/api/v2_1/user/CheckFreeTrialEmail', {}, { json: true });
    expect(check.body.result).toEqual({ Used: true, CanStart: false });
    // The same person with a second account on a +tag address.
    const second = await signedIn(t, { email: 'once.parent+again@example.com' });
    const again = await second.client.post('/api/Plan/StartFreeTrial', {});
    expect(again.body.code).toBe(ErrorCode.FREE_TRIAL_USED);
    expect(again.body.msg).toBe('No permission');
  });

  it('is for adults only when it is a family plan', async () => {
    const teen = await signedIn(t, { birthday: '2011-05-05' });
    const res = await teen.client.post('/api/Plan/StartFreeTrial', { Kind: 'family' });
    expect(res.body.code).toBe(ErrorCode.NO_PERMISSION);
    expect(res.body.msg).toBe(Message.adultsOnly);
  });

  it('refuses bad input and visitors', async () => {
    const someone = await signedIn(t);
    expect(
      (await someone.client.post('/api/Plan/StartFreeTrial', { Kind: 'gold' })).body.code,
    ).toBe(ErrorCode.BAD_INPUT);
    expect((await browser(t).post('/api/Plan/StartFreeTrial', {})).body.code).toBe(
      ErrorCode.NOT_LOGGED_IN,
    );
  });
});

describe('invitations and members', () => {
  it('the parent invites a child by email; the child accepts and becomes a member', async () => {
    const parent = await familyManager(t);
    const kid = await buildUser(t, { birthday: '2016-02-02', email: 'kid.one@example.com' });
    const code = await inviteCode(t, parent, 'kid.one@example.com');
    const mail = (await outbox(t)).filter((m) => m.to === 'kid.one@example.com').at(-1);
    expect(mail?.subject).toBe(`${parent.user.username} invites you to a Storyloom plan`);

    const pending = await parent.client.post<{ InviteId: string; Email: string }[]>(
      '/api/Plan/GetInvitation',
      { OpenId: parent.planOpenId },
    );
    expect(pending.body.result.map((i) => i.Email)).toEqual(['kid.one@example.com']);

    const kidClient = browser(t);
    expect((await signIn(kidClient, kid.username)).body.code).toBe(0);
    const check = await kidClient.post<{ HasInvitation: boolean }>('/api/Invitation/Check', {});
    expect(check.body.result.HasInvitation).toBe(true);
    const accepted = await kidClient.post('/api/Plan/AddMember', { Code: code });
    expect(accepted.body).toMatchObject({ code: 0, result: { OpenId: parent.planOpenId } });
    expect(await me(kidClient)).toMatchObject({ IsMember: true, IsInFreeTrial: true });
    expect((await me(kidClient)).Plans[0]).toMatchObject({ IsManager: false, Type: 0 });

    // The code works once.
    const twice = await kidClient.post('/api/Plan/AddMember', { Code: code });
    expect(twice.body.code).toBe(ErrorCode.LINK_INVALID);

    // The member sees the plan and who is in it, but no one's email.
    const members = await kidClient.post<{ UserName: string; Email: string }[]>(
      '/api/Plan/GetPlanMember',
      { OpenId: parent.planOpenId },
    );
    expect(members.body.result.map((m) => m.UserName)).toEqual([
      parent.user.username,
      kid.username,
    ]);
    expect(members.body.result.every((m) => m.Email === '')).toBe(true);
    const asManager = await parent.client.post<{ Email: string }[]>('/api/Plan/GetPlanMember', {
      OpenId: parent.planOpenId,
    });
    expect(asManager.body.result.map((m) => m.Email)).toContain('kid.one@example.com');

    // A member does not manage: invite, remove and invitations are refused.
    for (const [path, body] of [
      ['/api/Plan/Invite', { OpenId: parent.planOpenId, Email: 'x@example.com' }],
      ['/api/Plan/GetInvitation', { OpenId: parent.planOpenId }],
      ['/api/Plan/DeletePlanMember', { OpenId: parent.planOpenId, Uid: kid.row.open_id }],
    ] as const) {
      const refused = await kidClient.post(path, body);
      expect(refused.body.code, path).toBe(ErrorCode.NO_PERMISSION);
    }
  });

  it('only the invited mailbox may accept', async () => {
    const parent = await familyManager(t);
    const code = await inviteCode(t, parent, 'invited.two@example.com');
    const other = await signedIn(t, { email: 'someone.else@example.com' });
    const res = await other.client.post('/api/Plan/AddMember', { Code: code });
    expect(res.body.code).toBe(ErrorCode.NO_PERMISSION);
    expect(res.body.msg).toBe('No permission');
  });

  it('an invitation expires after 7 days', async () => {
    const parent = await familyManager(t);
    const invited = await signedIn(t, { email: 'late.three@example.com' });
    const code = await inviteCode(t, parent, 'late.three@example.com');
    t.clock.advance(7 * dayMs);
    const res = await invited.client.post('/api/Plan/AddMember', { Code: code });
    expect(res.body.code).toBe(ErrorCode.LINK_INVALID);
    t.clock.advance(-7 * dayMs);
  });

  it('resend gives a new link and the old one stops; delete ends it', async () => {
    const parent = await familyManager(t);
    const invited = await signedIn(t, { email: 'resend.four@example.com' });
    const oldCode = await inviteCode(t, parent, 'resend.four@example.com');
    const [pending] = (
      await parent.client.post<{ InviteId: string }[]>('/api/Plan/GetInvitation', {
        OpenId: parent.planOpenId,
      })
    ).body.result;
    const resent = await parent.client.post('/api/Plan/ResendInvite', {
      OpenId: parent.planOpenId,
      InviteId: pending?.InviteId,
    });
    expect(resent.body.code).toBe(0);
    expect((await invited.client.post('/api/Plan/AddMember', { Code: oldCode })).body.code).toBe(
      ErrorCode.LINK_INVALID,
    );
    const deleted = await parent.client.post('/api/Plan/DeleteInvite', {
      OpenId: parent.planOpenId,
      InviteId: pending?.InviteId,
    });
    expect(deleted.body.code).toBe(0);
    const check = await invited.client.post<{ HasInvitation: boolean }>(
      '/api/Invitation/Check',
      {},
    );
    expect(check.body.result.HasInvitation).toBe(false);
  });

  it('a family plan holds 5 people: the sixth invitation is refused', async () => {
    const parent = await familyManager(t);
    for (let i = 0; i < 4; i++) await inviteCode(t, parent, `seat${i}.five@example.com`);
    const res = await parent.client.post('/api/Plan/Invite', {
      OpenId: parent.planOpenId,
      Email: 'seat9.five@example.com',
    });
    expect(res.body.code).toBe(ErrorCode.PLAN_FULL);
    expect(res.body.msg).toBe(Message.familyPlanMembers);
  });

  it('refuses a malformed email with the SPEC text, and bad bodies as bad input', async () => {
    const parent = await familyManager(t);
    const res = await parent.client.post('/api/Plan/Invite', {
      OpenId: parent.planOpenId,
      Email: 'not-an-email',
    });
    expect(res.body.msg).toBe('Incorrect email format!');
    expect((await parent.client.post('/api/Plan/Invite', {})).body.code).toBe(ErrorCode.BAD_INPUT);
    expect((await parent.client.post('/api/Plan/AddMember', {})).body.code).toBe(
      ErrorCode.BAD_INPUT,
    );
    expect((await parent.client.post('/api/Plan/GetPlanInfo', {})).body.code).toBe(
      ErrorCode.BAD_INPUT,
    );
  });

  it("another family's plan is answered as not found", async () => {
    const parent = await familyManager(t);
    const stranger = await familyManager(t);
    for (const path of [
      '/api/Plan/GetPlanInfo',
      '/api/Plan/GetPlanMember',
      '/api/Plan/GetInvitation',
    ]) {
      const res = await stranger.client.post(path, { OpenId: parent.planOpenId });
      expect(res.body.code, path).toBe(ErrorCode.NOT_FOUND);
      expect(res.body.msg).toBe(Message.pageNotFound);
    }
  });

  it('the manager removes a member; a member leaves; the manager cannot be removed', async () => {
    const parent = await familyManager(t);
    const a = await signedIn(t, { email: 'remove.a@example.com' });
    const b = await signedIn(t, { email: 'remove.b@example.com' });
    for (const [who, email] of [
      [a, 'remove.a@example.com'],
      [b, 'remove.b@example.com'],
    ] as const) {
      const code = await inviteCode(t, parent, email);
      expect((await who.client.post('/api/Plan/AddMember', { Code: code })).body.code).toBe(0);
    }
    const removed = await parent.client.post('/api/Plan/DeletePlanMember', {
      OpenId: parent.planOpenId,
      Uid: a.user.row.open_id,
    });
    expect(removed.body.code).toBe(0);
    expect(await me(a.client)).toMatchObject({ IsMember: false, Plans: [] });
    expect(
      (await b.client.post('/api/Plan/LeavePlan', { OpenId: parent.planOpenId })).body.code,
    ).toBe(0);
    expect((await me(b.client)).IsMember).toBe(false);
    const self = await parent.client.post('/api/Plan/DeletePlanMember', {
      OpenId: parent.planOpenId,
      Uid: parent.user.row.open_id,
    });
    expect(self.body.code).toBe(ErrorCode.NOT_FOUND);
    const leave = await parent.client.post('/api/Plan/LeavePlan', { OpenId: parent.planOpenId });
    expect(leave.body.msg).toBe('No permission');
  });

  it('membership ends at the exact expiry time (clock moved, not slept)', async () => {
    const parent = await familyManager(t);
    t.clock.advance(7 * dayMs - 1);
    expect((await me(parent.client)).IsMember).toBe(true);
    t.clock.advance(1);
    const info = await me(parent.client);
    expect(info).toMatchObject({ IsMember: false, IsInFreeTrial: false });
    expect(info.Plans[0]?.OpenId).toBe(parent.planOpenId);
    const plan = await parent.client.post('/api/Plan/GetPlanInfo', { OpenId: parent.planOpenId });
    expect(plan.body.result).toMatchObject({ Expired: true });
    const invite = await parent.client.post('/api/Plan/Invite', {
      OpenId: parent.planOpenId,
      Email: 'after.end@example.com',
    });
    expect(invite.body.msg).toBe(Message.trialExpired);
    t.clock.advance(-7 * dayMs);
  });
});
