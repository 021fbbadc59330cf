import { capLimitFor } from '@storyloom/domain';
import type { DB } from '../../db/index';
import { allBalances, allCaps, capCounts, entrySums, negativeEntryCount } from './queries';

export type LedgerProblemKind =
  | 'balance_mismatch'
  | 'negative_balance'
  | 'negative_entry'
  | 'cap_exceeded'
  | 'cap_counter_behind';

export interface LedgerProblem {
  Kind: LedgerProblemKind;
  /** Internal user id: this view is for staff only. */
  User: string;
  Detail: string;
}

export interface LedgerHealth {
  Healthy: boolean;
  Users: number;
  Entries: number;
  Problems: LedgerProblem[];
  CheckedAt: string;
}

/**
 * The ledger invariants, checked over the whole database: each cached balance equals the sum
 * of its entries, no balance (cached or after any entry) is below zero, no cap is exceeded,
 * and no cap counter is behind the entries that counted against it.
 */
export async function ledgerHealth(db: DB, now: number): Promise<LedgerHealth> {
  const [sums, balances, negatives, counts, caps] = await Promise.all([
    entrySums(db),
    allBalances(db),
    negativeEntryCount(db),
    capCounts(db),
    allCaps(db),
  ]);
  const problems: LedgerProblem[] = [];
  const sumOf = new Map<string, number>();
  let entries = 0;
  for (const s of sums) {
    sumOf.set(`${s.user_id}:${s.currency}`, s.total);
    entries += s.entries;
  }
  const users = new Set<string>(sums.map((s) => s.user_id));
  for (const b of balances) {
    users.add(b.user_id);
    for (const [currency, cached] of [
      ['crown', b.crowns],
      ['ticket', b.tickets],
    ] as const) {
      const total = sumOf.get(`${b.user_id}:${currency}`) ?? 0;
      sumOf.delete(`${b.user_id}:${currency}`);
      if (total !== cached) {
        problems.push({
          Kind: 'balance_mismatch',
          User: b.user_id,
          Detail: `${currency}: cached ${cached}, entries add up to ${total}`,
        });
      }
      if (cached < 0) {
        problems.push({
          Kind: 'negative_balance',
          User: b.user_id,
          Detail: `${currency}: ${cached}`,
        });
      }
    }
  }
  for (const [key, total] of sumOf) {
    if (total === 0) continue;
    const [user = '', currency = ''] = key.split(':');
    problems.push({
      Kind: 'balance_mismatch',
      User: user,
      Detail: `${currency}: no cached balance, entries add up to ${total}`,
    });
  }
  if (negatives > 0) {
    problems.push({ Kind: 'negative_entry', User: '', Detail: `${negatives} entries below zero` });
  }
  const used = new Map(caps.map((c) => [`${c.user_id}|${c.cap_key}`, c.used]));
  for (const c of counts) {
    const limit = capLimitFor(c.cap_key);
    if (limit !== null && c.n > limit) {
      problems.push({
        Kind: 'cap_exceeded',
        User: c.user_id,
        Detail: `${c.cap_key}: ${c.n} entries, limit ${limit}`,
      });
    }
    const counter = used.get(`${c.user_id}|${c.cap_key}`) ?? 0;
    if (counter < c.n) {
      problems.push({
        Kind: 'cap_counter_behind',
        User: c.user_id,
        Detail: `${c.cap_key}: counter ${counter}, entries ${c.n}`,
      });
    }
  }
  for (const c of caps) {
    const limit = capLimitFor(c.cap_key);
    if (limit !== null && c.used > limit) {
      problems.push({
        Kind: 'cap_exceeded',
        User: c.user_id,
        Detail: `${c.cap_key}: counter ${c.used}, limit ${limit}`,
      });
    }
  }
  return {
    Healthy: problems.length === 0,
    Users: users.size,
    Entries: entries,
    Problems: problems,
    CheckedAt: new Date(now).toISOString(),
  };
}
