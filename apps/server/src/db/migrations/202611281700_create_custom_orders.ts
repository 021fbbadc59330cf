import type { Kysely } from 'kysely';

/**
 * Issue 17 (decision 053): custom orders - an order an admin prepares for a school (a school
 * plan or its renewal at an agreed price), which the named buyer opens at /custom-order/{itemID}
 * and pays through the order pipeline.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations work on the schema as it was, untyped.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('custom_orders')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('item_id', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('item', 'text', (c) => c.notNull())
    .addColumn('members', 'integer', (c) => c.notNull())
    .addColumn('price_cents', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('school_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('order_id', 'text', (c) => c.references('orders.id'))
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('cancelled_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('custom_orders_user')
    .on('custom_orders')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('custom_orders_created')
    .on('custom_orders')
    .columns(['created_at', 'id'])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('custom_orders').execute();
}
