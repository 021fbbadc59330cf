import type { Kysely } from 'kysely';

/**
 * Issue 17: the exchange rates GetExchangeRate answers, a table an admin edits (decision 072).
 * Seeded with the values of the domain's `exchangeRates` as they were (a migration does not
 * follow later edits of the constant). Rates are kept in millionths (integers on both
 * databases).
 */
const seed: Record<string, number> = { USD: 1, CNY: 7.1, EUR: 0.92, MXN: 17.2, TWD: 31.6 };

// biome-ignore lint/suspicious/noExplicitAny: migrations work on the schema as it was, untyped.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('exchange_rates')
    .addColumn('currency', 'text', (c) => c.primaryKey())
    .addColumn('rate_micros', 'bigint', (c) => c.notNull())
    .addColumn('updated_by', 'text')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db
    .insertInto('exchange_rates')
    .values(
      Object.entries(seed).map(([currency, rate]) => ({
        currency,
        rate_micros: Math.round(rate * 1_000_000),
        updated_by: null,
        updated_at: 0,
      })),
    )
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: as above.
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('exchange_rates').execute();
}
