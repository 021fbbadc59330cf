import type { Kysely } from 'kysely';

/**
 * Issue 20 (decision 061): when the artist was e-mailed about the sale of a print order, so a
 * repeated webhook (or a second completion path) e-mails the artist once.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations work on the schema as it was, untyped.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('shop_orders').addColumn('artist_mailed_at', 'bigint').execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('shop_orders').dropColumn('artist_mailed_at').execute();
}
