import type { Currency, LedgerReason } from '@storyloom/domain';

/**
 * Crowns and review tickets (issue "Crowns, review tickets, badges and notifications"): an
 * append-only ledger per currency, a cached balance row per user updated in the same
 * transaction, and cap counters updated conditionally (guides/data-layer.md).
 */
export interface LedgerEntryTable {
  id: string;
  user_id: string;
  currency: Currency;
  /** Signed: a spend is negative. */
  amount: number;
  reason: LedgerReason;
  /** What the entry refers to: a day, a book's openId, a lesson id, a month. */
  ref: string;
  /** Unique per (user, currency): a repeated award is a no-op. */
  idempotency_key: string;
  /** The cap this entry counted against (`approval:2026-11`...), if any. */
  cap_key: string | null;
  /** The user's balance in this currency right after the entry. */
  balance_after: number;
  created_at: number;
}

/** The cached balances: always equal to the sums of the entries (checked by LedgerHealth). */
export interface LedgerBalanceTable {
  user_id: string;
  crowns: number;
  tickets: number;
  updated_at: number;
}

/** How much of a cap is used (`redeem:2026-11` -> 2): raised only `where used < limit`. */
export interface LedgerCapTable {
  user_id: string;
  cap_key: string;
  used: number;
  updated_at: number;
}

export interface LedgerTables {
  ledger_entries: LedgerEntryTable;
  ledger_balances: LedgerBalanceTable;
  ledger_caps: LedgerCapTable;
}
