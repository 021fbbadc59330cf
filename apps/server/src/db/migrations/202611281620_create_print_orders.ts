import type { Kysely } from 'kysely';

/**
 * Issue 20, print orders (decision 048): an order of printed books with its own SPEC §4 state
 * (waiting for payment, reviewing, returned with a reason, complete, failed), the shipping
 * address and the server's prices; its lines are the basket's lines at checkout.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations work on the schema as it was, untyped.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('print_orders')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('open_id', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('number', 'integer', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('subtotal_cents', 'integer', (c) => c.notNull())
    .addColumn('shipping_cents', 'integer', (c) => c.notNull())
    .addColumn('total_cents', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('request_key', 'text')
    .addColumn('payment_order_id', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('paid_at', 'bigint')
    .addColumn('closed_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('print_orders_user_number')
    .on('print_orders')
    .columns(['user_id', 'number'])
    .unique()
    .execute();
  await db.schema
    .createIndex('print_orders_user_request')
    .on('print_orders')
    .columns(['user_id', 'request_key'])
    .unique()
    .execute();
  await db.schema
    .createIndex('print_orders_state')
    .on('print_orders')
    .columns(['state', 'updated_at'])
    .execute();
  await db.schema
    .createTable('print_order_lines')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('print_order_id', 'text', (c) => c.notNull().references('print_orders.id'))
    .addColumn('book_id', 'text', (c) => c.notNull().references('books.id'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('book_type', 'text', (c) => c.notNull())
    .addColumn('format', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('unit_cents', 'integer', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('print_order_lines_order')
    .on('print_order_lines')
    .columns(['print_order_id', 'position'])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations work on the schema as it was, untyped.
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('print_order_lines').execute();
  await db.schema.dropTable('print_orders').execute();
}
