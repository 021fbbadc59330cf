import { ledgerRules, monthlyTopUp, topUpKey, utcMonth } from '@storyloom/domain';
import { newId } from '../../platform/ids';
import { addNotification, queueNotificationEmails } from '../notifications/index';
import type { LedgerContext } from './apply';
import { type MemberDirectory, memberDirectories, membersAt } from './membership';
import {
  ensureBalanceRow,
  ensureCapRow,
  insertEntry,
  readBalances,
  setTicketsIf,
  takeCap,
} from './queries';

export const monthlyTopUpJob = 'ledger-monthly-top-up';

class ChangedMeanwhile extends Error {}
class AlreadyDone extends Error {}

export type TopUpOutcome = 'topped_up' | 'already_full' | 'already_done';

/**
 * Tops one member up to 10 tickets for a UTC month, once: the month's marker is a cap of 1
 * taken in the same transaction, and the tickets are set only if they did not change since they
 * were read (otherwise it tries again).
 */
export async function topUpMember(
  ctx: LedgerContext,
  userId: string,
  month: string,
): Promise<TopUpOutcome> {
  const key = topUpKey(month);
  for (let attempt = 0; attempt < 5; attempt++) {
    const now = ctx.clock.now();
    await ensureBalanceRow(ctx.db, userId, now);
    await ensureCapRow(ctx.db, userId, key, now);
    const { tickets } = await readBalances(ctx.db, userId);
    const move = monthlyTopUp(tickets, month);
    try {
      const emails = await ctx.db.transaction().execute(async (trx) => {
        if (!(await takeCap(trx, userId, key, 1, now))) throw new AlreadyDone();
        if (!move) return [];
        const target = tickets + move.amount;
        if (!(await setTicketsIf(trx, userId, tickets, target, now))) throw new ChangedMeanwhile();
        await insertEntry(trx, {
          id: newId(now),
          user_id: userId,
          currency: 'ticket',
          amount: move.amount,
          reason: move.reason,
          ref: move.ref,
          idempotency_key: move.idempotencyKey,
          cap_key: key,
          balance_after: target,
          created_at: now,
        });
        return [
          await addNotification(trx, now, userId, {
            kind: 'tickets_earned',
            params: { amount: move.amount, reason: 'monthly_top_up', month },
          }),
        ];
      });
      await queueNotificationEmails(ctx.jobs, emails);
      return move ? 'topped_up' : 'already_full';
    } catch (err) {
      if (err instanceof AlreadyDone) return 'already_done';
      if (err instanceof ChangedMeanwhile) continue;
      throw err;
    }
  }
  throw new Error('tickets kept changing during the top-up');
}

/**
 * The monthly top-up job (on start and hourly): every member is topped up for the current UTC
 * month if not yet done, so a month is right even when the server was down at midnight.
 */
export async function topUpAllMembers(
  ctx: LedgerContext,
  directories: readonly MemberDirectory[] = memberDirectories,
): Promise<Record<TopUpOutcome, number>> {
  const now = ctx.clock.now();
  const month = utcMonth(now);
  const counts: Record<TopUpOutcome, number> = { topped_up: 0, already_full: 0, already_done: 0 };
  for (const userId of await membersAt(ctx.db, now, directories)) {
    counts[await topUpMember(ctx, userId, month)] += 1;
  }
  return counts;
}

export const topUpTarget = ledgerRules.memberMonthlyTickets;
