import { type Currency, ledgerRules } from '@storyloom/domain';
import type { LedgerContext } from './apply';
import { presentEntry } from './present';
import { countEntries, listEntries, readBalances } from './queries';
import { bookReferralRewards, redeemedIn } from './service';

export const historyPageSize = 20;

/** CrownsList / TicketList: the balance, one page of history (newest first) and this month's redemptions. */
export async function ledgerHistory(
  ctx: LedgerContext,
  userId: string,
  currency: Currency,
  page: number,
  pageSize: number = historyPageSize,
) {
  await bookReferralRewards(ctx, userId);
  const [balances, rows, total, redeemed] = await Promise.all([
    readBalances(ctx.db, userId),
    listEntries(ctx.db, userId, currency, (page - 1) * pageSize, pageSize),
    countEntries(ctx.db, userId, currency),
    redeemedIn(ctx.db, userId, ctx.clock.now()),
  ]);
  return {
    Crown: balances.crowns,
    Ticket: balances.tickets,
    List: rows.map(presentEntry),
    Total: total,
    Page: page,
    PageSize: pageSize,
    RedeemedThisMonth: redeemed,
    RedeemsLeft: Math.max(0, ledgerRules.redeemsPerMonth - redeemed),
    Rules: ledgerRules,
  };
}
