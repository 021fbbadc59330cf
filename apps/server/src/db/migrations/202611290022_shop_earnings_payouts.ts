import { type Kysely, sql } from 'kysely';

/**
 * Issue 20 (decision 061): staff record payouts to artists in the append-only earnings ledger
 * as negative `payout` rows. A payout belongs to no order, shop order or artwork, so those
 * columns may be empty; it carries the staff's reference (a PayPal or bank transfer id) and who
 * recorded it. SQLite cannot drop NOT NULL in place, so the table is copied into a new one.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations work on the schema as it was, untyped.
async function rebuild(db: Kysely<any>, payouts: boolean): Promise<void> {
  await db.schema
    .createTable('shop_earnings_next')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => (payouts ? c : c.notNull()))
    .addColumn('shop_order_id', 'text', (c) =>
      payouts ? c.references('shop_orders.id') : c.notNull().references('shop_orders.id'),
    )
    .addColumn('artwork_id', 'text', (c) =>
      payouts ? c.references('artworks.id') : c.notNull().references('artworks.id'),
    )
    .addColumn('artist_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('size', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('share_percent', 'integer', (c) => c.notNull())
    .addColumn('artist_share_cents', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .$call((q) =>
      payouts
        ? q
            .addColumn('reference', 'text', (c) => c.notNull().defaultTo(''))
            .addColumn('recorded_by', 'text', (c) => c.references('users.id'))
        : q,
    )
    .execute();
  await sql`INSERT INTO shop_earnings_next
      (id, order_id, shop_order_id, artwork_id, artist_id, kind, size, quantity, amount_cents,
       share_percent, artist_share_cents, created_at)
    SELECT id, order_id, shop_order_id, artwork_id, artist_id, kind, size, quantity, amount_cents,
       share_percent, artist_share_cents, created_at
    FROM shop_earnings WHERE order_id IS NOT NULL`.execute(db);
  await db.schema.dropTable('shop_earnings').execute();
  await db.schema.alterTable('shop_earnings_next').renameTo('shop_earnings').execute();
  // One sale row and at most one refund row per order: a repeated webhook writes nothing.
  await db.schema
    .createIndex('shop_earnings_order_kind')
    .on('shop_earnings')
    .columns(['order_id', 'kind'])
    .unique()
    .execute();
  await db.schema
    .createIndex('shop_earnings_artist')
    .on('shop_earnings')
    .columns(['artist_id', 'created_at'])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: as above.
export async function up(db: Kysely<any>): Promise<void> {
  await rebuild(db, true);
}

/** Back: payouts cannot be kept in the older shape and are left out. */
// biome-ignore lint/suspicious/noExplicitAny: as above.
export async function down(db: Kysely<any>): Promise<void> {
  await rebuild(db, false);
}
