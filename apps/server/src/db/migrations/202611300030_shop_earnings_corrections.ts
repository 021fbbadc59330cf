import { type Kysely, sql } from 'kysely';

/**
 * Issue 20 (decision 069): a payout recorded by mistake is corrected by a `payout_correction`
 * row of the append-only earnings ledger that names the payout it corrects and says why; the
 * payout row itself is never changed.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations work on the schema as it was, untyped.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('shop_earnings').addColumn('corrects_id', 'text').execute();
  await db.schema
    .alterTable('shop_earnings')
    .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .createIndex('shop_earnings_corrects')
    .on('shop_earnings')
    .column('corrects_id')
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('shop_earnings_corrects').execute();
  // Corrections cannot be kept in the older shape (they would read as sales).
  await sql`DELETE FROM shop_earnings WHERE kind = 'payout_correction'`.execute(db);
  await db.schema.alterTable('shop_earnings').dropColumn('reason').execute();
  await db.schema.alterTable('shop_earnings').dropColumn('corrects_id').execute();
}
