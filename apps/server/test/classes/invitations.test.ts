import { AccountType, ErrorCode as BaseCode, ClassErrorCode, Message } from '@storyloom/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/app';
import { browser, outbox, signedIn } from '../helpers/factories';
import { addStudents, classesApp, makeClass, studentBrowser, teacher } from './helpers';

const ErrorCode = { ...BaseCode, ...ClassErrorCode };

let t: TestApp;
beforeAll(async () => {
  t = await classesApp();
});
afterAll(() => t.close());

interface Entry {
  Uid: string;
  Role: string;
  Username: string;
  Email: string;
  Status: string;
}

describe('co-teachers invited by email (decision 038)', () => {
  it('waits for the user on the roster until the invited teacher accepts', async () => {
    const owner = await teacher(t, 20);
    const c = await makeClass(owner.client, 'Oak 5');
    const co = await teacher(t);
    const bad = await owner.client.post('/api/Classes/InviteTeacher', {
      OpenId: c.OpenId,
      Email: 'not-an-email',
    });
    expect(bad.body).toMatchObject({ code: ErrorCode.CLASS_INPUT, msg: Message.emailFormat });
    for (let i = 0; i < 2; i += 1) {
      const sent = await owner.client.post('/api/Classes/InviteTeacher', {
        OpenId: c.OpenId,
        Email: String(co.user.email).toUpperCase(),
      });
      expect(sent.body.result).toEqual({ Email: co.user.email, Status: 'Waiting for user' });
    }
    // One email for the two invitations (decision 044): the inviter's username and /class-list,
    // nothing of the class.
    const mails = (await outbox(t)).filter((m) => m.to === co.user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe(
      `${owner.user.username} invites you to teach a class on Storyloom`,
    );
    expect(mails[0]?.text).toContain('/class-list');
    expect(mails[0]?.text).not.toContain('Oak 5');
    const roster = await owner.client.post<Entry[]>('/api/Classes/GetRoster', {
      OpenId: c.OpenId,
    });
    expect(roster.body.result.filter((e) => e.Status === 'Waiting for user')).toEqual([
      expect.objectContaining({ Email: co.user.email, Role: 'TEACHER', Uid: '' }),
    ]);
    // A student of the class sees no invitation (nor any email).
    const [mia] = await addStudents(owner.client, c.OpenId, 'Mia');
    if (!mia || !c.Passcode) throw new Error('no student');
    const kid = await studentBrowser(t, c.Passcode, mia.Username, mia.InitPassword);
    const seen = await kid.post<Entry[]>('/api/Classes/GetRoster', { OpenId: c.OpenId });
    expect(JSON.stringify(seen.body.result)).not.toContain('@');

    const mine = await co.client.post<{ OpenId: string; ClassName: string; InvitedBy: string }[]>(
      '/api/Classes/GetMyInvitations',
    );
    expect(mine.body.result).toEqual([
      { OpenId: c.OpenId, ClassName: 'Oak 5', InvitedBy: owner.user.username },
    ]);
    const accepted = await co.client.post<{ Role: string }>('/api/Classes/AcceptInvitation', {
      OpenId: c.OpenId,
    });
    expect(accepted.body.result.Role).toBe('TEACHER');
    const after = await owner.client.post<Entry[]>('/api/Classes/GetRoster', {
      OpenId: c.OpenId,
    });
    expect(after.body.result.find((e) => e.Username === co.user.username)).toMatchObject({
      Role: 'TEACHER',
      Status: 'Joined',
    });
    expect(after.body.result.some((e) => e.Status === 'Waiting for user')).toBe(false);
    // The co-teacher manages the class now; inviting them again: already joined.
    const subs = await co.client.post('/api/Classes/GetSubmissions', { OpenId: c.OpenId });
    expect(subs.body.code).toBe(0);
    const again = await owner.client.post('/api/Classes/InviteTeacher', {
      OpenId: c.OpenId,
      Email: co.user.email,
    });
    expect(again.body).toMatchObject({
      code: ErrorCode.ALREADY_JOINED,
      msg: Message.alreadyJoined,
    });
    const twice = await co.client.post('/api/Classes/AcceptInvitation', { OpenId: c.OpenId });
    expect(twice.body.code).toBe(ErrorCode.NOT_FOUND);
  });

  it('only the invited, activated teacher accepts; teachers take invitations back; strangers are refused', async () => {
    const owner = await teacher(t, 20);
    const c = await makeClass(owner.client);
    const invited = await teacher(t);
    const other = await teacher(t);
    const writer = await signedIn(t);
    for (const email of [invited.user.email, writer.user.email]) {
      const res = await owner.client.post('/api/Classes/InviteTeacher', {
        OpenId: c.OpenId,
        Email: email,
      });
      expect(res.body.code).toBe(0);
    }
    // Not a teacher account: no invitation shown, none accepted.
    const notTeacher = await writer.client.post('/api/Classes/GetMyInvitations');
    expect(notTeacher.body.result).toEqual([]);
    const writerTry = await writer.client.post('/api/Classes/AcceptInvitation', {
      OpenId: c.OpenId,
    });
    expect(writerTry.body.code).toBe(ErrorCode.NOT_FOUND);
    // Another teacher: the 404 of a class that does not exist, for every call.
    const stranger = await other.client.post('/api/Classes/AcceptInvitation', { OpenId: c.OpenId });
    expect(stranger.body.code).toBe(ErrorCode.NOT_FOUND);
    for (const path of ['/api/Classes/InviteTeacher', '/api/Classes/CancelInvitation']) {
      const res = await other.client.post(path, { OpenId: c.OpenId, Email: invited.user.email });
      expect(res.body.code).toBe(ErrorCode.NOT_FOUND);
    }
    // A student of the class cannot invite.
    const [mia] = await addStudents(owner.client, c.OpenId, 'Mia');
    if (!mia || !c.Passcode) throw new Error('no student');
    const kid = await studentBrowser(t, c.Passcode, mia.Username, mia.InitPassword);
    const kidTry = await kid.post('/api/Classes/InviteTeacher', {
      OpenId: c.OpenId,
      Email: 'grown.up@example.com',
    });
    expect(kidTry.body.code).toBe(ErrorCode.NOT_FOUND);
    // An account not yet activated does not take the invitation.
    const inactive = await signedIn(t, {
      accountType: AccountType.TEACHER,
      birthday: '1980-02-02',
      isActive: 0,
    }).catch(() => null);
    if (inactive) {
      await owner.client.post('/api/Classes/InviteTeacher', {
        OpenId: c.OpenId,
        Email: inactive.user.email,
      });
      const res = await inactive.client.post('/api/Classes/AcceptInvitation', { OpenId: c.OpenId });
      expect(res.body.code).not.toBe(0);
    }

    const cancelled = await owner.client.post('/api/Classes/CancelInvitation', {
      OpenId: c.OpenId,
      Email: invited.user.email,
    });
    expect(cancelled.body.code).toBe(0);
    const gone = await invited.client.post('/api/Classes/AcceptInvitation', { OpenId: c.OpenId });
    expect(gone.body.code).toBe(ErrorCode.NOT_FOUND);
    const unknown = await owner.client.post('/api/Classes/CancelInvitation', {
      OpenId: c.OpenId,
      Email: invited.user.email,
    });
    expect(unknown.body.code).toBe(ErrorCode.NOT_FOUND);
    const visitor = await browser(t).post('/api/Classes/GetMyInvitations');
    expect(visitor.body.code).toBe(ErrorCode.NOT_LOGGED_IN);
    const badInput = await owner.client.post('/api/Classes/InviteTeacher', { OpenId: c.OpenId });
    expect(badInput.status).toBe(400);
  });
});
