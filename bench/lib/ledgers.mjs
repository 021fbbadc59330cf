/**
 * Ledger consistency after a load or fault run, checked from outside the server with plain SQL
 * (independent of the server's own /api/Admin/LedgerHealth). Each entry applies once all its
 * tables exist; each query returns the inconsistent rows (none = consistent).
 *
 * @type {{name: string, tables: string[], query: string}[]}
 */
export const ledgers = [
  {
    name: 'ledger: each cached balance equals the sum of its entries',
    tables: ['ledger_entries', 'ledger_balances'],
    query: `
      select b.user_id, b.crowns, b.tickets, coalesce(c.total, 0) as crown_sum, coalesce(t.total, 0) as ticket_sum
      from ledger_balances b
      left join (select user_id, sum(amount) as total from ledger_entries where currency = 'crown' group by user_id) c
        on c.user_id = b.user_id
      left join (select user_id, sum(amount) as total from ledger_entries where currency = 'ticket' group by user_id) t
        on t.user_id = b.user_id
      where b.crowns <> coalesce(c.total, 0) or b.tickets <> coalesce(t.total, 0)`,
  },
  {
    name: 'ledger: no entries without a cached balance',
    tables: ['ledger_entries', 'ledger_balances'],
    query: `
      select e.user_id, e.currency, sum(e.amount) as total
      from ledger_entries e left join ledger_balances b on b.user_id = e.user_id
      where b.user_id is null
      group by e.user_id, e.currency
      having sum(e.amount) <> 0`,
  },
  {
    name: 'ledger: no balance below zero, cached or after any entry',
    tables: ['ledger_entries', 'ledger_balances'],
    query: `
      select user_id, 'cached' as what from ledger_balances where crowns < 0 or tickets < 0
      union all
      select user_id, id as what from ledger_entries where balance_after < 0`,
  },
  {
    name: 'ledger: each idempotency key booked at most once',
    tables: ['ledger_entries'],
    query: `
      select user_id, currency, idempotency_key, count(*) as n from ledger_entries
      group by user_id, currency, idempotency_key having count(*) > 1`,
  },
  {
    name: 'ledger: each cap counter covers the entries counted against it',
    tables: ['ledger_entries', 'ledger_caps'],
    query: `
      select e.user_id, e.cap_key, count(*) as entries, max(coalesce(c.used, 0)) as used
      from ledger_entries e
      left join ledger_caps c on c.user_id = e.user_id and c.cap_key = e.cap_key
      where e.cap_key is not null
      group by e.user_id, e.cap_key
      having count(*) > max(coalesce(c.used, 0))`,
  },
  {
    name: 'ledger: a redeem moves crowns and tickets together (70 for 1)',
    tables: ['ledger_entries'],
    query: `
      select user_id, idempotency_key, sum(case when currency = 'crown' then amount else 0 end) as crowns,
        sum(case when currency = 'ticket' then amount else 0 end) as tickets
      from ledger_entries where idempotency_key like 'redeem:%'
      group by user_id, idempotency_key
      having sum(case when currency = 'crown' then amount else 0 end) <> -70
        or sum(case when currency = 'ticket' then amount else 0 end) <> 1`,
  },
];

/**
 * Runs every ledger check whose tables exist.
 * @param {import('./inspect.mjs').DatabaseInspector} db
 * @returns {Promise<{name: string, ok: boolean, detail: string}[]>}
 */
export async function ledgerChecks(db) {
  const results = [];
  for (const ledger of ledgers) {
    let present = true;
    for (const table of ledger.tables) present &&= await db.hasTable(table);
    if (!present) continue;
    const rows = await db.all(ledger.query);
    results.push({
      name: ledger.name,
      ok: rows.length === 0,
      detail: `${rows.length} inconsistent: ${JSON.stringify(rows.slice(0, 3))}`,
    });
  }
  return results;
}
