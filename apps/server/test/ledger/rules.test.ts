import { ErrorCode } from '@storyloom/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../src/http/errors';
import { rewardReferral } from '../../src/modules/invitation/service';
import { type MemberDirectory, memberDirectories } from '../../src/modules/ledger/membership';
import {
  awardLessonCompleted,
  awardWeekendSubmission,
  balancesOf,
  grantFeaturedTicket,
  recordDailyWriting,
  spendPublishTicket,
  spendPublishTicketIn,
} from '../../src/modules/ledger/service';
import { topUpAllMembers, topUpMember } from '../../src/modules/ledger/top-up';
import { createTestApp, type TestApp } from '../helpers/app';
import { accountEnv, buildUser, signedIn } from '../helpers/factories';
import { ctxOf, day, runJobs } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: accountEnv });
  t.clock.set(day('2026-11-21')); // a Saturday
});
afterAll(() => t.close());

describe('crowns earned (SPEC §9)', () => {
  it('daily writing: 5 crowns once a UTC day; yesterday is accepted, other days are not', async () => {
    const user = await buildUser(t);
    expect(await recordDailyWriting(ctxOf(t), user.row.id, '2026-11-21')).toMatchObject({
      awarded: true,
      crowns: 5,
    });
    expect(await recordDailyWriting(ctxOf(t), user.row.id, '2026-11-21')).toMatchObject({
      awarded: false,
      crowns: 5,
    });
    expect((await recordDailyWriting(ctxOf(t), user.row.id, '2026-11-20')).crowns).toBe(10);
    for (const bad of ['2026-11-22', '2026-11-19', '2026-02-30', 'today']) {
      await expect(recordDailyWriting(ctxOf(t), user.row.id, bad)).rejects.toMatchObject({
        code: ErrorCode.BAD_INPUT,
      });
    }
  });

  it('lessons and quizzes: 10 crowns each, once', async () => {
    const user = await buildUser(t);
    expect((await awardLessonCompleted(ctxOf(t), user.row.id, 'lesson', 'l1')).status).toBe(
      'applied',
    );
    expect((await awardLessonCompleted(ctxOf(t), user.row.id, 'lesson', 'l1')).status).toBe(
      'duplicate',
    );
    expect((await awardLessonCompleted(ctxOf(t), user.row.id, 'quiz', 'l1')).status).toBe(
      'applied',
    );
    expect(await balancesOf(t.app.db, user.row.id)).toEqual({ crowns: 20, tickets: 0 });
  });

  it('approved weekend submissions: 20 crowns, one story a day, weekends only', async () => {
    const user = await buildUser(t);
    const award = (id: string, d: string) => awardWeekendSubmission(ctxOf(t), user.row.id, id, d);
    expect((await award('s1', '2026-11-21')).status).toBe('applied');
    expect((await award('s2', '2026-11-21')).status).toBe('capped');
    expect((await award('s3', '2026-11-22')).status).toBe('applied');
    expect((await award('s4', '2026-11-23')).status).toBe('not_weekend');
    expect((await award('s1', '2026-11-21')).status).toBe('duplicate');
    expect((await balancesOf(t.app.db, user.row.id)).crowns).toBe(40);
  });

  it('the referral reward of the accounts module becomes 25 crowns on both sides, once', async () => {
    const referrer = await buildUser(t);
    const { client, user } = await signedIn(t, { referredByUserId: referrer.row.id });
    await rewardReferral(t.app.db, t.app.clock, user.row.id);
    await rewardReferral(t.app.db, t.app.clock, user.row.id);
    const info = await client.get<{ info: { Crown: number } }>('/api/User/GetUserInfo');
    expect(info.body.result.info.Crown).toBe(25);
    const list = await client.post<{ List: { Reason: string; Ref: string }[] }>(
      '/api/YourStuff/CrownsList',
    );
    expect(list.body.result.List).toEqual([
      expect.objectContaining({ Reason: 'referral', Ref: '' }),
    ]);
    await client.post('/api/YourStuff/CrownsList');
    expect(await balancesOf(t.app.db, user.row.id)).toEqual({ crowns: 25, tickets: 0 });
    const { client: other } = await signedIn(t);
    expect(other).toBeTruthy();
  });
});

describe('tickets (SPEC §9)', () => {
  it('a featured story gives its author one ticket, once, and the featured-author badge', async () => {
    const user = await buildUser(t);
    const book = { openId: 'b-feat', title: 'Stars' };
    expect((await grantFeaturedTicket(ctxOf(t), user.row.id, book)).status).toBe('applied');
    expect((await grantFeaturedTicket(ctxOf(t), user.row.id, book)).status).toBe('duplicate');
    expect(await balancesOf(t.app.db, user.row.id)).toEqual({ crowns: 0, tickets: 1 });
    const badge = await t.app.db
      .selectFrom('badge_awards')
      .select('badge_id')
      .where('user_id', '=', user.row.id)
      .execute();
    expect(badge.map((b) => b.badge_id)).toEqual(['featured_author']);
  });

  it('publishing spends one ticket per submission, never below zero', async () => {
    const user = await buildUser(t);
    await grantFeaturedTicket(ctxOf(t), user.row.id, { openId: 'b1', title: 'One' });
    await spendPublishTicket(ctxOf(t), user.row.id, 'b2', 'submit-1');
    await spendPublishTicket(ctxOf(t), user.row.id, 'b2', 'submit-1');
    expect((await balancesOf(t.app.db, user.row.id)).tickets).toBe(0);
    await expect(spendPublishTicket(ctxOf(t), user.row.id, 'b3', 'submit-2')).rejects.toMatchObject(
      {
        code: ErrorCode.NOT_ENOUGH_TICKETS,
      },
    );
  });

  it("spendPublishTicketIn takes part in the caller's transaction", async () => {
    const user = await buildUser(t);
    await grantFeaturedTicket(ctxOf(t), user.row.id, { openId: 'b9', title: 'Nine' });
    // The caller's transaction fails after the spend: nothing is spent.
    await expect(
      t.app.db.transaction().execute(async (trx) => {
        await spendPublishTicketIn(trx, t.clock.now(), user.row.id, 'b9', 'p-rolled-back');
        throw new Error('the book could not move to under_review');
      }),
    ).rejects.toThrow('under_review');
    expect((await balancesOf(t.app.db, user.row.id)).tickets).toBe(1);
    await t.app.db.transaction().execute(async (trx) => {
      await spendPublishTicketIn(trx, t.clock.now(), user.row.id, 'b9', 'p-kept');
    });
    expect((await balancesOf(t.app.db, user.row.id)).tickets).toBe(0);
    await expect(
      t.app.db
        .transaction()
        .execute((trx) =>
          spendPublishTicketIn(trx, t.clock.now(), user.row.id, 'b9', 'p-none-left'),
        ),
    ).rejects.toBeInstanceOf(AppError);
  });
});

describe('the monthly top-up job', () => {
  it('tops members up to 10 once a UTC month, even when the server was down at midnight', async () => {
    const full = await buildUser(t);
    const low = await buildUser(t);
    const outsider = await buildUser(t);
    const directory: MemberDirectory = { membersAt: async () => [full.row.id, low.row.id] };
    memberDirectories.push(directory);
    try {
      for (let i = 0; i < 12; i++) {
        await grantFeaturedTicket(ctxOf(t), full.row.id, { openId: `f${i}`, title: 'F' });
      }
      await grantFeaturedTicket(ctxOf(t), low.row.id, { openId: 'l1', title: 'L' });
      expect(await topUpAllMembers(ctxOf(t))).toEqual({
        topped_up: 1,
        already_full: 1,
        already_done: 0,
      });
      expect((await balancesOf(t.app.db, low.row.id)).tickets).toBe(10);
      expect((await balancesOf(t.app.db, full.row.id)).tickets).toBe(12);
      expect((await balancesOf(t.app.db, outsider.row.id)).tickets).toBe(0);
      // Spending during the month does not bring a second top-up.
      await spendPublishTicket(ctxOf(t), low.row.id, 'b', 'k1');
      expect((await topUpAllMembers(ctxOf(t))).already_done).toBe(2);
      expect((await balancesOf(t.app.db, low.row.id)).tickets).toBe(9);
      // Nobody was online on 1 December: the first run after it (start or hourly) tops up.
      t.clock.set(Date.parse('2026-12-03T15:00:00Z'));
      await t.app.db.deleteFrom('jobs').execute();
      const { registerJobs } = await import('../../src/platform/jobs/index');
      await registerJobs(t.app).enqueue('ledger-monthly-top-up', {}, { key: 'topup:test' });
      expect(await runJobs(t)).toBeGreaterThanOrEqual(1);
      expect((await balancesOf(t.app.db, low.row.id)).tickets).toBe(10);
      const entries = await t.app.db
        .selectFrom('ledger_entries')
        .select(['amount', 'ref'])
        .where('user_id', '=', low.row.id)
        .where('reason', '=', 'monthly_top_up')
        .orderBy('created_at')
        .execute();
      expect(entries).toEqual([
        { amount: 9, ref: '2026-11' },
        { amount: 1, ref: '2026-12' },
      ]);
      expect(await topUpMember(ctxOf(t), low.row.id, '2026-12')).toBe('already_done');
      const notices = await t.app.db
        .selectFrom('notifications')
        .select('email_state')
        .where('user_id', '=', low.row.id)
        .where('kind', '=', 'tickets_earned')
        .execute();
      expect(notices.filter((n) => n.email_state !== 'none')).toHaveLength(2);
    } finally {
      memberDirectories.splice(memberDirectories.indexOf(directory), 1);
      t.clock.set(day('2026-11-21'));
    }
  });
});
