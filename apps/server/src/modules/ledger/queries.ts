import type { Currency, LedgerReason } from '@storyloom/domain';
import type { DB } from '../../db/index';
import { prepared } from '../../db/prepared';
import type { LedgerEntryTable } from '../../db/tables/ledger';

export type LedgerEntryRow = LedgerEntryTable;

export interface Balances {
  crowns: number;
  tickets: number;
}

/** The balance row exists before any change (a no-op when it does). */
export async function ensureBalanceRow(db: DB, userId: string, now: number): Promise<void> {
  await db
    .insertInto('ledger_balances')
    .values({ user_id: userId, crowns: 0, tickets: 0, updated_at: now })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
}

export async function ensureCapRow(
  db: DB,
  userId: string,
  capKey: string,
  now: number,
): Promise<void> {
  await db
    .insertInto('ledger_caps')
    .values({ user_id: userId, cap_key: capKey, used: 0, updated_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'cap_key']).doNothing())
    .execute();
}

/** Takes one unit of a cap: true only when the counter was still below the limit. */
export async function takeCap(
  db: DB,
  userId: string,
  capKey: string,
  limit: number,
  now: number,
): Promise<boolean> {
  const result = await db
    .updateTable('ledger_caps')
    .set((eb) => ({ used: eb('used', '+', 1), updated_at: now }))
    .where('user_id', '=', userId)
    .where('cap_key', '=', capKey)
    .where('used', '<', limit)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function capUsed(db: DB, userId: string, capKey: string): Promise<number> {
  const row = await db
    .selectFrom('ledger_caps')
    .select('used')
    .where('user_id', '=', userId)
    .where('cap_key', '=', capKey)
    .executeTakeFirst();
  return row?.used ?? 0;
}

/**
 * Adds `amount` to a balance only if the result stays at or above zero; the new balance, or
 * null when the balance could not afford it (nothing changed).
 */
export async function changeBalance(
  db: DB,
  userId: string,
  currency: Currency,
  amount: number,
  now: number,
): Promise<number | null> {
  if (currency === 'crown') {
    const row = await db
      .updateTable('ledger_balances')
      .set((eb) => ({ crowns: eb('crowns', '+', amount), updated_at: now }))
      .where('user_id', '=', userId)
      .where((eb) => eb(eb('crowns', '+', amount), '>=', 0))
      .returning('crowns')
      .executeTakeFirst();
    return row ? row.crowns : null;
  }
  const row = await db
    .updateTable('ledger_balances')
    .set((eb) => ({ tickets: eb('tickets', '+', amount), updated_at: now }))
    .where('user_id', '=', userId)
    .where((eb) => eb(eb('tickets', '+', amount), '>=', 0))
    .returning('tickets')
    .executeTakeFirst();
  return row ? row.tickets : null;
}

/** Sets tickets to `target` only if they still are `expected` (the top-up's compare-and-set). */
export async function setTicketsIf(
  db: DB,
  userId: string,
  expected: number,
  target: number,
  now: number,
): Promise<boolean> {
  const result = await db
    .updateTable('ledger_balances')
    .set({ tickets: target, updated_at: now })
    .where('user_id', '=', userId)
    .where('tickets', '=', expected)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Appends an entry unless its idempotency key is already there; true when appended. */
export async function insertEntry(db: DB, row: LedgerEntryRow): Promise<boolean> {
  const result = await db
    .insertInto('ledger_entries')
    .values(row)
    .onConflict((oc) => oc.columns(['user_id', 'currency', 'idempotency_key']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Which of these idempotency keys a user's entries in a currency already carry (one query). */
export async function existingEntryKeys(
  db: DB,
  userId: string,
  currency: Currency,
  idempotencyKeys: readonly string[],
): Promise<Set<string>> {
  if (idempotencyKeys.length === 0) return new Set();
  const rows = await db
    .selectFrom('ledger_entries')
    .select('idempotency_key')
    .where('user_id', '=', userId)
    .where('currency', '=', currency)
    .where('idempotency_key', 'in', [...idempotencyKeys])
    .execute();
  return new Set(rows.map((r) => r.idempotency_key));
}

export async function entryExists(
  db: DB,
  userId: string,
  currency: Currency,
  idempotencyKey: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('ledger_entries')
    .select('id')
    .where('user_id', '=', userId)
    .where('currency', '=', currency)
    .where('idempotency_key', '=', idempotencyKey)
    .executeTakeFirst();
  return row !== undefined;
}

/** Compiled once (decision 076): GetUserInfo asks on every call. */
const balancesQuery = prepared(
  (db: DB, userId: string) =>
    db.selectFrom('ledger_balances').select(['crowns', 'tickets']).where('user_id', '=', userId),
  ['user id sample'],
);

export async function readBalances(db: DB, userId: string): Promise<Balances> {
  const [row] = await balancesQuery(db, userId);
  return { crowns: row?.crowns ?? 0, tickets: row?.tickets ?? 0 };
}

export async function listEntries(
  db: DB,
  userId: string,
  currency: Currency,
  offset: number,
  limit: number,
): Promise<LedgerEntryRow[]> {
  return db
    .selectFrom('ledger_entries')
    .selectAll()
    .where('user_id', '=', userId)
    .where('currency', '=', currency)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .offset(offset)
    .limit(limit)
    .execute();
}

export async function countEntries(db: DB, userId: string, currency: Currency): Promise<number> {
  const row = await db
    .selectFrom('ledger_entries')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('currency', '=', currency)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** The refs of a user's entries for a reason (the days of daily writing...). */
export async function refsFor(db: DB, userId: string, reason: LedgerReason): Promise<string[]> {
  const rows = await db
    .selectFrom('ledger_entries')
    .select('ref')
    .where('user_id', '=', userId)
    .where('reason', '=', reason)
    .execute();
  return rows.map((r) => r.ref);
}

// The health view (LedgerHealth): whole-table checks, read by staff.

export async function entrySums(db: DB) {
  const rows = await db
    .selectFrom('ledger_entries')
    .select(['user_id', 'currency'])
    .select((eb) => eb.fn.sum<number>('amount').as('total'))
    .select((eb) => eb.fn.countAll<number>().as('entries'))
    .groupBy(['user_id', 'currency'])
    .execute();
  return rows.map((r) => ({ ...r, total: Number(r.total), entries: Number(r.entries) }));
}

export async function allBalances(db: DB) {
  return db.selectFrom('ledger_balances').select(['user_id', 'crowns', 'tickets']).execute();
}

export async function negativeEntryCount(db: DB): Promise<number> {
  const row = await db
    .selectFrom('ledger_entries')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('balance_after', '<', 0)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Entries per (user, cap key). */
export async function capCounts(db: DB) {
  const rows = await db
    .selectFrom('ledger_entries')
    .select(['user_id', 'cap_key'])
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('cap_key', 'is not', null)
    .groupBy(['user_id', 'cap_key'])
    .execute();
  return rows.map((r) => ({ user_id: r.user_id, cap_key: r.cap_key ?? '', n: Number(r.n) }));
}

export async function allCaps(db: DB) {
  return db.selectFrom('ledger_caps').select(['user_id', 'cap_key', 'used']).execute();
}
