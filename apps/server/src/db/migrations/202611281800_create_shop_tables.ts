import type { Kysely } from 'kysely';

/**
 * Issue 20, the art shop (decision 049): shop settings, listings and their print sizes, the
 * buyers' direct print orders and the append-only earnings ledger.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations work on the schema as it was, untyped.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('shop_settings')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id'))
    .addColumn('shop_name', 'text', (c) => c.notNull())
    .addColumn('payout_method', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('payout_detail', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('holiday', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('share_percent', 'integer', (c) => c.notNull().defaultTo(50))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('shop_listings')
    .addColumn('artwork_id', 'text', (c) => c.primaryKey().references('artworks.id'))
    .addColumn('artist_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('enabled', 'integer', (c) => c.notNull())
    .addColumn('listed_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('shop_listings_enabled_listed')
    .on('shop_listings')
    .columns(['enabled', 'listed_at'])
    .execute();
  await db.schema
    .createIndex('shop_listings_artist')
    .on('shop_listings')
    .columns(['artist_id', 'listed_at'])
    .execute();
  await db.schema
    .createTable('shop_prints')
    .addColumn('artwork_id', 'text', (c) => c.notNull().references('artworks.id'))
    .addColumn('size', 'text', (c) => c.notNull())
    .addColumn('price_cents', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('shop_prints_pk', ['artwork_id', 'size'])
    .execute();
  await db.schema
    .createTable('shop_orders')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('open_id', 'text', (c) => c.notNull().unique())
    .addColumn('buyer_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('artwork_id', 'text', (c) => c.notNull().references('artworks.id'))
    .addColumn('artist_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('size', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('unit_price_cents', 'integer', (c) => c.notNull())
    .addColumn('total_cents', 'integer', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('order_id', 'text', (c) => c.unique())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('shop_earnings')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.notNull())
    .addColumn('shop_order_id', 'text', (c) => c.notNull().references('shop_orders.id'))
    .addColumn('artwork_id', 'text', (c) => c.notNull().references('artworks.id'))
    .addColumn('artist_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('size', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('share_percent', 'integer', (c) => c.notNull())
    .addColumn('artist_share_cents', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
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

// biome-ignore lint/suspicious/noExplicitAny: migrations work on the schema as it was, untyped.
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'shop_earnings',
    'shop_orders',
    'shop_prints',
    'shop_listings',
    'shop_settings',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
