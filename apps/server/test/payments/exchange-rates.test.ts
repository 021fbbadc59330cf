import { ErrorCode } from '@storyloom/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/app';
import { browser, signedIn } from '../helpers/factories';
import { parent, paymentsApp } from './helpers';

/** GetExchangeRate from the stored table an admin edits (decision 072), on SQLite and PostgreSQL. */

let t: TestApp;
beforeAll(async () => {
  t = await paymentsApp();
});
afterAll(() => t.close());

const rateOf = async (currency: string) =>
  (await browser(t).post<number>('/api/User/GetExchangeRate', { Currency: currency })).body;
const admin = () => signedIn(t, { staffRole: 'admin' });

describe('exchange rates', () => {
  it('GetExchangeRate reads the stored rate; USD and an unknown currency are 1', async () => {
    await t.app.db
      .updateTable('exchange_rates')
      .set({ rate_micros: 8_000_000 })
      .where('currency', '=', 'MXN')
      .execute();
    // Not a cached copy of an earlier read: this app has not read the rates yet.
    expect((await rateOf('mxn')).result).toBe(8);
    expect((await rateOf('TWD')).result).toBe(31.6);
    expect((await rateOf('USD')).result).toBe(1);
    expect((await rateOf('XYZ')).result).toBe(1);
  });

  it('an admin lists the rates and sets one: GetExchangeRate answers it at once, audited', async () => {
    const { client } = await admin();
    const list = await client.post<{ Currency: string; Rate: number }[]>(
      '/api/Admin/ExchangeRates',
      {},
    );
    expect(list.body.result.map((r) => r.Currency)).toEqual(
      expect.arrayContaining(['CNY', 'EUR', 'MXN', 'TWD', 'USD']),
    );
    expect((await rateOf('EUR')).result).toBe(0.92);
    const set = await client.post<{ Currency: string; Rate: number }[]>(
      '/api/Admin/ExchangeRateSet',
      { Currency: 'eur', Rate: '0.95' },
    );
    expect(set.body.code).toBe(0);
    expect(set.body.result.find((r) => r.Currency === 'EUR')?.Rate).toBe(0.95);
    expect((await rateOf('EUR')).result).toBe(0.95);
    // A known currency without a rate yet is added.
    await client.post('/api/Admin/ExchangeRateSet', { Currency: 'GBP', Rate: 0.79 });
    expect((await rateOf('gbp')).result).toBe(0.79);
    const audit = await t.app.db
      .selectFrom('staff_audit')
      .selectAll()
      .where('target', '=', 'exchange-rate:EUR')
      .execute();
    expect(audit).toHaveLength(1);
    expect(JSON.parse(audit[0]?.before_json ?? '{}')).toEqual({ Rate: 0.92 });
    expect(JSON.parse(audit[0]?.after_json ?? '{}')).toEqual({ Rate: 0.95 });
  });

  it('only admins: a buyer, a moderator or nobody signed in is refused', async () => {
    const buyer = await parent(t);
    const moderator = await signedIn(t, { staffRole: 'moderator' });
    for (const client of [buyer.client, moderator.client]) {
      for (const [path, body] of [
        ['/api/Admin/ExchangeRates', {}],
        ['/api/Admin/ExchangeRateSet', { Currency: 'CNY', Rate: 1 }],
      ] as const) {
        expect((await client.post(path, body)).body.code).toBe(ErrorCode.NO_PERMISSION);
      }
    }
    const anonymous = await browser(t).post('/api/Admin/ExchangeRateSet', {
      Currency: 'CNY',
      Rate: 1,
    });
    expect(anonymous.body.code).not.toBe(0);
    expect(anonymous.status).toBeLessThan(500);
    expect((await rateOf('CNY')).result).toBe(7.1);
  });

  it('bad input is refused without a 500 and changes nothing', async () => {
    const { client } = await admin();
    for (const body of [
      {},
      { Currency: 'CNY' },
      { Currency: 'CNY', Rate: 0 },
      { Currency: 'CNY', Rate: -3 },
      { Currency: 'CNY', Rate: 'abc' },
      { Currency: 'CNY', Rate: 1e9 },
      { Currency: 'CNY', Rate: 'Infinity' },
      { Currency: 'USD', Rate: 2 },
      { Currency: 'XYZ', Rate: 2 },
      { Currency: 'CN', Rate: 2 },
      { Currency: 'CNY1', Rate: 2 },
    ]) {
      const res = await client.post('/api/Admin/ExchangeRateSet', body);
      expect(res.status, JSON.stringify(body)).toBeLessThan(500);
      expect(res.body.code, JSON.stringify(body)).toBe(ErrorCode.BAD_INPUT);
    }
    expect((await rateOf('CNY')).result).toBe(7.1);
    expect((await rateOf('USD')).result).toBe(1);
  });
});
