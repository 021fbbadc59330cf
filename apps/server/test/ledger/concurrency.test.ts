import { ErrorCode } from '@storyloom/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerHealth } from '../../src/modules/ledger/health';
import { awardBookApproved, balancesOf } from '../../src/modules/ledger/service';
import { createTestApp, type TestApp } from '../helpers/app';
import { accountEnv, buildUser, signedIn } from '../helpers/factories';
import { ctxOf, day, giveCrowns } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: accountEnv });
  t.clock.set(day('2026-11-10'));
});
afterAll(() => t.close());

async function healthy() {
  const health = await ledgerHealth(t.app.db, t.clock.now());
  expect(health.Problems).toEqual([]);
  expect(health.Healthy).toBe(true);
}

describe('caps and balances hold under concurrent requests', () => {
  it('50 redeem requests at once for a user who can afford one: exactly one succeeds', async () => {
    const { client, user } = await signedIn(t);
    await giveCrowns(t, user.row.id, 100);
    const results = await Promise.all(
      Array.from({ length: 50 }, () => client.post('/api/YourStuff/RedeemTicket')),
    );
    const codes = results.map((r) => r.body.code);
    expect(codes.filter((c) => c === 0)).toHaveLength(1);
    expect(codes.filter((c) => c === ErrorCode.NOT_ENOUGH_CROWNS)).toHaveLength(49);
    expect(await balancesOf(t.app.db, user.row.id)).toEqual({ crowns: 30, tickets: 1 });
    await healthy();
  });

  it('50 redeem requests at once for a rich user: the month allows exactly three', async () => {
    const { client, user } = await signedIn(t);
    await giveCrowns(t, user.row.id, 1000);
    const results = await Promise.all(
      Array.from({ length: 50 }, () => client.post('/api/YourStuff/RedeemTicket')),
    );
    const codes = results.map((r) => r.body.code);
    expect(codes.filter((c) => c === 0)).toHaveLength(3);
    expect(codes.filter((c) => c === ErrorCode.REDEEM_LIMIT)).toHaveLength(47);
    expect(await balancesOf(t.app.db, user.row.id)).toEqual({ crowns: 790, tickets: 3 });
    await healthy();
  });

  it('20 parallel approvals in one month award crowns for exactly 5, and the badges once', async () => {
    const user = await buildUser(t);
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        awardBookApproved(ctxOf(t), user.row.id, { openId: `book-${i}`, title: `Book ${i}` }),
      ),
    );
    const statuses = outcomes.map((o) => o.status);
    expect(statuses.filter((s) => s === 'applied')).toHaveLength(5);
    expect(statuses.filter((s) => s === 'capped')).toHaveLength(15);
    expect(await balancesOf(t.app.db, user.row.id)).toEqual({ crowns: 50, tickets: 0 });
    const badges = await t.app.db
      .selectFrom('badge_awards')
      .select('badge_id')
      .where('user_id', '=', user.row.id)
      .execute();
    expect(badges.map((b) => b.badge_id).sort()).toEqual(['first_book', 'first_published']);
    const notices = await t.app.db
      .selectFrom('notifications')
      .select('kind')
      .where('user_id', '=', user.row.id)
      .execute();
    expect(notices.filter((n) => n.kind === 'crowns_earned')).toHaveLength(5);
    expect(notices.filter((n) => n.kind === 'badge_earned')).toHaveLength(2);
    // The same book approved again is a no-op; the next month opens 5 more.
    expect(
      (await awardBookApproved(ctxOf(t), user.row.id, { openId: 'book-0', title: '' })).status,
    ).not.toBe('applied');
    t.clock.set(Date.parse('2026-12-01T00:00:01Z'));
    const next = await awardBookApproved(ctxOf(t), user.row.id, { openId: 'book-15', title: '' });
    expect(next.status).toBe('applied');
    t.clock.set(day('2026-11-10'));
    await healthy();
  });

  it('the same award fired 20 times at once is booked once', async () => {
    const user = await buildUser(t);
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, () =>
        awardBookApproved(ctxOf(t), user.row.id, { openId: 'same-book', title: 'Same' }),
      ),
    );
    expect(outcomes.filter((o) => o.status === 'applied')).toHaveLength(1);
    expect(await balancesOf(t.app.db, user.row.id)).toEqual({ crowns: 10, tickets: 0 });
    await healthy();
  });
});
