import type { Kysely } from 'kysely';

/** Issue 17 (payments and orders, decision 026). */
// biome-ignore lint/suspicious/noExplicitAny: migrations work on the schema as it was, untyped.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('orders')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_no', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('item', 'text', (c) => c.notNull())
    .addColumn('members', 'integer', (c) => c.notNull())
    .addColumn('channel', 'integer', (c) => c.notNull())
    .addColumn('coupon_code', 'text')
    .addColumn('price_cents', 'integer', (c) => c.notNull())
    .addColumn('discount_cents', 'integer', (c) => c.notNull())
    .addColumn('total_cents', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('provider_ref', 'text')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('request_key', 'text')
    .addColumn('success_url', 'text', (c) => c.notNull())
    .addColumn('cancel_url', 'text', (c) => c.notNull())
    .addColumn('full_name', 'text')
    .addColumn('school_name', 'text')
    .addColumn('invitation_code', 'text')
    .addColumn('plan_open_id', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('completed_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('orders_user')
    .on('orders')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('orders_request_key')
    .on('orders')
    .columns(['user_id', 'request_key'])
    .unique()
    .execute();
  await db.schema
    .createIndex('orders_state')
    .on('orders')
    .columns(['state', 'created_at'])
    .execute();
  await db.schema
    .createTable('payment_events')
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('event_id', 'text', (c) => c.notNull())
    .addColumn('order_id', 'text')
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('received_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('payment_events_pk', ['provider', 'event_id'])
    .execute();
  await db.schema
    .createTable('coupons')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('item_types', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'bigint')
    .addColumn('use_limit', 'integer')
    .addColumn('used_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations work on the schema as it was, untyped.
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['coupons', 'payment_events', 'orders']) {
    await db.schema.dropTable(table).execute();
  }
}
