import { ErrorCode, utcDay } from '@storyloom/domain';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LedgerHealth } from '../../src/modules/ledger/health';
import { ledgerHealth } from '../../src/modules/ledger/health';
import {
  awardBookApproved,
  awardLessonCompleted,
  awardWeekendSubmission,
  balancesOf,
  buyPdf,
  grantFeaturedTicket,
  recordDailyWriting,
  redeemTicket,
  spendPublishTicket,
} from '../../src/modules/ledger/service';
import { topUpMember } from '../../src/modules/ledger/top-up';
import { createTestApp, type TestApp } from '../helpers/app';
import { accountEnv, browser, buildUser, signedIn } from '../helpers/factories';
import { ctxOf, day } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { ...accountEnv, SEED: 'demo' } });
  t.clock.set(day('2026-11-02'));
});
afterAll(() => t.close());

describe('GET /api/Admin/LedgerHealth', () => {
  it('is for staff only, and finds a cached balance that no longer adds up', async () => {
    const { client: staff } = await signedIn(t, { staffRole: 'admin', accountType: 0 });
    const user = await buildUser(t);
    await awardLessonCompleted(ctxOf(t), user.row.id, 'lesson', 'h1');
    const ok = await staff.get<LedgerHealth>('/api/Admin/LedgerHealth');
    expect(ok.body).toMatchObject({ code: 0, result: { Healthy: true, Problems: [] } });
    expect(ok.body.result.Entries).toBeGreaterThan(0);

    await t.app.db
      .updateTable('ledger_balances')
      .set({ crowns: 99 })
      .where('user_id', '=', user.row.id)
      .execute();
    const bad = await staff.get<LedgerHealth>('/api/Admin/LedgerHealth');
    expect(bad.body.result.Healthy).toBe(false);
    expect(bad.body.result.Problems).toEqual([
      {
        Kind: 'balance_mismatch',
        User: user.row.id,
        Detail: 'crown: cached 99, entries add up to 10',
      },
    ]);
    await t.app.db
      .updateTable('ledger_balances')
      .set({ crowns: 10 })
      .where('user_id', '=', user.row.id)
      .execute();

    const { client: writer } = await signedIn(t);
    expect((await writer.get('/api/Admin/LedgerHealth')).body.code).toBe(ErrorCode.NO_PERMISSION);
    expect((await browser(t).get('/api/Admin/LedgerHealth')).body.code).toBe(
      ErrorCode.NOT_LOGGED_IN,
    );
  });

  it('no balance can go below zero, even written by hand', async () => {
    const user = await buildUser(t);
    await awardLessonCompleted(ctxOf(t), user.row.id, 'lesson', 'neg');
    await expect(
      t.app.db
        .updateTable('ledger_balances')
        .set({ crowns: -1 })
        .where('user_id', '=', user.row.id)
        .execute(),
    ).rejects.toThrow();
  });
});

type Op =
  | { kind: 'daily'; user: number; back: number }
  | { kind: 'lesson'; user: number; id: number }
  | { kind: 'approve'; user: number; book: number }
  | { kind: 'weekend'; user: number; id: number }
  | { kind: 'feature'; user: number; book: number }
  | { kind: 'publish'; user: number; key: number }
  | { kind: 'redeem'; user: number; key: number }
  | { kind: 'pdf'; user: number; book: number }
  | { kind: 'topup'; user: number }
  | { kind: 'time'; hours: number };

const user = fc.integer({ min: 0, max: 3 });
const small = fc.integer({ min: 0, max: 40 });
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('daily' as const), user, back: fc.integer({ min: 0, max: 1 }) }),
  fc.record({ kind: fc.constant('lesson' as const), user, id: small }),
  fc.record({ kind: fc.constant('approve' as const), user, book: small }),
  fc.record({ kind: fc.constant('weekend' as const), user, id: small }),
  fc.record({ kind: fc.constant('feature' as const), user, book: small }),
  fc.record({ kind: fc.constant('publish' as const), user, key: small }),
  fc.record({ kind: fc.constant('redeem' as const), user, key: small }),
  fc.record({ kind: fc.constant('pdf' as const), user, book: small }),
  fc.record({ kind: fc.constant('topup' as const), user }),
  fc.record({ kind: fc.constant('time' as const), hours: fc.integer({ min: 1, max: 60 }) }),
);

describe('randomized: the ledger sums equal the balances', () => {
  it('after 1,000 mixed operations (fast-check), some of them concurrent', {
    timeout: 240_000,
  }, async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 250, maxLength: 250 }), async (ops) => {
        run += 1;
        const users = await Promise.all([0, 1, 2, 3].map(() => buildUser(t)));
        const id = (i: number) => (users[i] as (typeof users)[number]).row.id;
        const ctx = ctxOf(t);
        const perform = async (o: Op): Promise<unknown> => {
          const now = t.clock.now();
          switch (o.kind) {
            case 'daily':
              return recordDailyWriting(ctx, id(o.user), utcDay(now - o.back * 86_400_000));
            case 'lesson':
              return awardLessonCompleted(ctx, id(o.user), 'lesson', `r${run}-${o.id}`);
            case 'approve':
              return awardBookApproved(ctx, id(o.user), {
                openId: `r${run}-b${o.book}`,
                title: 'B',
              });
            case 'weekend':
              return awardWeekendSubmission(ctx, id(o.user), `r${run}-s${o.id}`, utcDay(now));
            case 'feature':
              return grantFeaturedTicket(ctx, id(o.user), {
                openId: `r${run}-b${o.book}`,
                title: 'B',
              });
            case 'publish':
              return spendPublishTicket(ctx, id(o.user), `r${run}-b${o.key}`, `r${run}-p${o.key}`);
            case 'redeem':
              return redeemTicket(ctx, id(o.user), `r${run}-k${o.key}`);
            case 'pdf':
              return buyPdf(ctx, id(o.user), { openId: `r${run}-b${o.book}`, title: 'B' });
            case 'topup':
              return topUpMember(ctx, id(o.user), utcDay(now).slice(0, 7));
            case 'time':
              t.clock.advance(o.hours * 3_600_000);
              return null;
          }
        };
        // Ten at a time, at once: the conditional writes must hold together.
        for (let i = 0; i < ops.length; i += 10) {
          const batch = ops.slice(i, i + 10);
          const timeMoves = batch.filter((o) => o.kind === 'time');
          for (const o of timeMoves) await perform(o);
          const results = await Promise.allSettled(
            batch.filter((o) => o.kind !== 'time').map(perform),
          );
          for (const r of results) {
            if (r.status === 'rejected') {
              const code = (r.reason as { code?: number }).code;
              expect([
                ErrorCode.REDEEM_LIMIT,
                ErrorCode.NOT_ENOUGH_CROWNS,
                ErrorCode.NOT_ENOUGH_TICKETS,
              ]).toContain(code);
            }
          }
        }
        for (const u of users) {
          const sums = await t.app.db
            .selectFrom('ledger_entries')
            .select(['currency'])
            .select((eb) => eb.fn.sum<number>('amount').as('total'))
            .where('user_id', '=', u.row.id)
            .groupBy('currency')
            .execute();
          const sum = (c: string) => Number(sums.find((s) => s.currency === c)?.total ?? 0);
          const balances = await balancesOf(t.app.db, u.row.id);
          expect(balances).toEqual({ crowns: sum('crown'), tickets: sum('ticket') });
          expect(balances.crowns).toBeGreaterThanOrEqual(0);
          expect(balances.tickets).toBeGreaterThanOrEqual(0);
        }
        const health = await ledgerHealth(t.app.db, t.clock.now());
        expect(health.Problems).toEqual([]);
      }),
      { numRuns: 4 },
    );
    expect(run).toBe(4);
  });
});
