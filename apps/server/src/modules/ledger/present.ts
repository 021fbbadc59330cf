import type { LedgerReason } from '@storyloom/domain';
import type { LedgerEntryRow } from './queries';

/** One line of CrownsList / TicketList history. */
export interface LedgerEntryView {
  Amount: number;
  Reason: LedgerReason;
  /** A day, a month, a book's openId or a lesson id; empty where it would name a person. */
  Ref: string;
  Balance: number;
  Time: string;
}

const privateRefs = new Set<LedgerReason>(['referral']);

export function presentEntry(row: LedgerEntryRow): LedgerEntryView {
  return {
    Amount: row.amount,
    Reason: row.reason,
    Ref: privateRefs.has(row.reason) ? '' : row.ref,
    Balance: row.balance_after,
    Time: new Date(row.created_at).toISOString(),
  };
}
