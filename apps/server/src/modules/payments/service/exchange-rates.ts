import { baseCurrency } from '@storyloom/domain';
import type { DB } from '../../../db/index';
import { recordStaffAction } from '../../help/index';
import type { PaymentsContext } from '../context';

/**
 * The exchange rates GetExchangeRate answers (issue 17, decision 072): a table seeded with the
 * domain's defaults, edited by an admin. Reads come from a copy in memory, dropped when this
 * process writes and kept at most a minute, so another server process sees a change soon.
 */

export interface ExchangeRate {
  currency: string;
  rate: number;
  updatedBy: string | null;
  updatedAt: number;
}

const cacheMs = 60_000;
const micros = 1_000_000;
const cache = new WeakMap<DB, { at: number; rates: ExchangeRate[] }>();

async function loadRates(db: DB): Promise<ExchangeRate[]> {
  const rows = await db.selectFrom('exchange_rates').selectAll().orderBy('currency').execute();
  return rows.map((r) => ({
    currency: r.currency,
    rate: Number(r.rate_micros) / micros,
    updatedBy: r.updated_by,
    updatedAt: Number(r.updated_at),
  }));
}

/** Every stored rate, by currency code. */
export async function listExchangeRates(ctx: PaymentsContext): Promise<ExchangeRate[]> {
  const now = ctx.clock.now();
  const held = cache.get(ctx.db);
  if (held && now - held.at < cacheMs && now >= held.at) return held.rates;
  const rates = await loadRates(ctx.db);
  cache.set(ctx.db, { at: now, rates });
  return rates;
}

/** The rate of a currency (any case); 1 for US dollars or a currency without a rate. */
export async function exchangeRateOf(ctx: PaymentsContext, currency: string): Promise<number> {
  const code = currency.trim().toUpperCase();
  if (code === baseCurrency) return 1;
  return (await listExchangeRates(ctx)).find((r) => r.currency === code)?.rate ?? 1;
}

/**
 * An admin sets a currency's rate (validated by the route: a known code, in bounds), with an
 * audit line in the same transaction; the copy in memory is dropped at once.
 */
export async function setExchangeRate(
  ctx: PaymentsContext,
  adminId: string,
  currency: string,
  rate: number,
): Promise<ExchangeRate[]> {
  const now = ctx.clock.now();
  const rateMicros = Math.round(rate * micros);
  try {
    await ctx.db.transaction().execute(async (trx) => {
      const before = await trx
        .selectFrom('exchange_rates')
        .select('rate_micros')
        .where('currency', '=', currency)
        .executeTakeFirst();
      await trx
        .insertInto('exchange_rates')
        .values({ currency, rate_micros: rateMicros, updated_by: adminId, updated_at: now })
        .onConflict((oc) =>
          oc
            .column('currency')
            .doUpdateSet({ rate_micros: rateMicros, updated_by: adminId, updated_at: now }),
        )
        .execute();
      await recordStaffAction(
        trx,
        {
          actorId: adminId,
          action: 'exchange-rate.set',
          target: `exchange-rate:${currency}`,
          before: before ? { Rate: Number(before.rate_micros) / micros } : null,
          after: { Rate: rateMicros / micros },
        },
        now,
      );
    });
  } finally {
    cache.delete(ctx.db);
  }
  return listExchangeRates(ctx);
}
