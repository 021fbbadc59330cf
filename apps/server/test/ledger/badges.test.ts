import { badgeIds, ErrorCode } from '@storyloom/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportBadgeFacts } from '../../src/modules/badges/service';
import { recordDailyWriting } from '../../src/modules/ledger/service';
import { createTestApp, type TestApp } from '../helpers/app';
import { accountEnv, browser, buildUser, signedIn } from '../helpers/factories';
import { ctxOf, day } from './helpers';

interface Catalogue {
  UserName: string;
  IsOwn: boolean;
  EarnedCount: number;
  Badges: {
    Id: string;
    Group: string;
    Earned: boolean;
    EarnedTime: string | null;
    Current: number;
    Target: number;
  }[];
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: accountEnv });
  t.clock.set(day('2026-11-01'));
});
afterAll(() => t.close());

describe('badges', () => {
  it('a three-day writing streak earns streak_3, once, with a notification', async () => {
    const { client, user } = await signedIn(t);
    for (const d of ['2026-11-01', '2026-11-02', '2026-11-03']) {
      t.clock.set(day(d));
      await recordDailyWriting(ctxOf(t), user.row.id, d);
      await recordDailyWriting(ctxOf(t), user.row.id, d);
    }
    const res = await client.post<{ BadgeList: { Id: string }[]; Count: number }>(
      '/api/YourStuff/GetBadges',
    );
    expect(res.body.result).toMatchObject({ Count: 1, BadgeList: [{ Id: 'streak_3' }] });
    const awards = await t.app.db
      .selectFrom('notifications')
      .select('params')
      .where('user_id', '=', user.row.id)
      .where('kind', '=', 'badge_earned')
      .execute();
    expect(awards).toHaveLength(1);
  });

  it('Badges lists every badge, earned or still to earn, with progress', async () => {
    const { client, user } = await signedIn(t);
    await reportBadgeFacts(ctxOf(t), user.row.id, { booksWritten: 7 });
    await reportBadgeFacts(ctxOf(t), user.row.id, { booksWritten: 3 });
    const res = await client.post<Catalogue>('/api/YourStuff/Badges');
    expect(res.body.code).toBe(0);
    expect(res.body.result).toMatchObject({ UserName: user.username, IsOwn: true, EarnedCount: 2 });
    expect(res.body.result.Badges.map((b) => b.Id)).toEqual([...badgeIds]);
    const byId = new Map(res.body.result.Badges.map((b) => [b.Id, b]));
    expect(byId.get('books_5')).toMatchObject({ Earned: true, Current: 5, Target: 5 });
    expect(byId.get('books_25')).toMatchObject({
      Earned: false,
      Current: 7,
      Target: 25,
      EarnedTime: null,
    });
  });

  it("shows a member's badges by username, but not an account hidden from the public", async () => {
    const member = await buildUser(t);
    await reportBadgeFacts(ctxOf(t), member.row.id, { featuredBooks: 1 });
    const visitor = browser(t);
    const res = await visitor.post<Catalogue>('/api/YourStuff/Badges', {
      UserName: member.username,
    });
    expect(res.body.result).toMatchObject({
      UserName: member.username,
      IsOwn: false,
      EarnedCount: 1,
    });
    const child = await buildUser(t, { birthday: '2017-01-01', parentConsent: 'pending' });
    const hidden = await visitor.post('/api/YourStuff/Badges', { UserName: child.username });
    expect(hidden.body.code).toBe(ErrorCode.NOT_FOUND);
    expect(
      (await visitor.post('/api/YourStuff/Badges', { UserName: 'nobody_here' })).body.code,
    ).toBe(ErrorCode.NOT_FOUND);
  });

  it('refuses visitors on their own badges and bad input', async () => {
    expect((await browser(t).post('/api/YourStuff/Badges')).body.code).toBe(
      ErrorCode.NOT_LOGGED_IN,
    );
    expect((await browser(t).post('/api/YourStuff/GetBadges')).body.code).toBe(
      ErrorCode.NOT_LOGGED_IN,
    );
    const { client } = await signedIn(t);
    expect(
      (await client.post('/api/YourStuff/Badges', { UserName: 'x'.repeat(80) })).body.code,
    ).toBe(ErrorCode.BAD_INPUT);
  });
});
