import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations work on the schema as it was, untyped.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('ledger_entries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('ref', 'text', (c) => c.notNull())
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    .addColumn('cap_key', 'text')
    .addColumn('balance_after', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('ledger_entries_idempotency', ['user_id', 'currency', 'idempotency_key'])
    .addCheckConstraint('ledger_entries_balance_after', sql`balance_after >= 0`)
    .execute();
  await db.schema
    .createIndex('ledger_entries_user_currency_created')
    .on('ledger_entries')
    .columns(['user_id', 'currency', 'created_at'])
    .execute();
  await db.schema
    .createIndex('ledger_entries_user_reason')
    .on('ledger_entries')
    .columns(['user_id', 'reason'])
    .execute();

  await db.schema
    .createTable('ledger_balances')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id'))
    .addColumn('crowns', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('tickets', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addCheckConstraint('ledger_balances_crowns', sql`crowns >= 0`)
    .addCheckConstraint('ledger_balances_tickets', sql`tickets >= 0`)
    .execute();

  await db.schema
    .createTable('ledger_caps')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('cap_key', 'text', (c) => c.notNull())
    .addColumn('used', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('ledger_caps_pk', ['user_id', 'cap_key'])
    .execute();

  await db.schema
    .createTable('badge_awards')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('badge_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('badge_awards_once', ['user_id', 'badge_id'])
    .execute();

  await db.schema
    .createTable('badge_facts')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('metric', 'text', (c) => c.notNull())
    .addColumn('value', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('badge_facts_pk', ['user_id', 'metric'])
    .execute();

  await db.schema
    .createTable('notifications')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('params', 'text', (c) => c.notNull())
    .addColumn('read_at', 'bigint')
    .addColumn('email_state', 'text', (c) => c.notNull().defaultTo('none'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('notifications_user_created')
    .on('notifications')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('notifications_user_unread')
    .on('notifications')
    .columns(['user_id', 'read_at'])
    .execute();
  await db.schema
    .createIndex('notifications_email_state')
    .on('notifications')
    .columns(['email_state', 'created_at'])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'notifications',
    'badge_facts',
    'badge_awards',
    'ledger_caps',
    'ledger_balances',
    'ledger_entries',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
