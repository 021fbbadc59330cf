import { describe, expect, it } from 'vitest';
import { exchangeRates, isValidExchangeRate, knownCurrencies } from './payments';

describe('isValidExchangeRate (decision 072)', () => {
  it('a known non-base currency with a positive rate in bounds', () => {
    expect(isValidExchangeRate('CNY', 7.2)).toBe(true);
    expect(isValidExchangeRate('GBP', 0.0001)).toBe(true);
    expect(isValidExchangeRate('KRW', 100_000)).toBe(true);
  });
  it('refuses the base currency, unknown codes, and rates out of bounds', () => {
    expect(isValidExchangeRate('USD', 1)).toBe(false);
    expect(isValidExchangeRate('XYZ', 1)).toBe(false);
    expect(isValidExchangeRate('CNY', 0)).toBe(false);
    expect(isValidExchangeRate('CNY', -1)).toBe(false);
    expect(isValidExchangeRate('CNY', 100_001)).toBe(false);
    expect(isValidExchangeRate('CNY', Number.NaN)).toBe(false);
    expect(isValidExchangeRate('CNY', Number.POSITIVE_INFINITY)).toBe(false);
  });
  it('every default currency is known', () => {
    for (const c of Object.keys(exchangeRates)) expect(knownCurrencies).toContain(c);
  });
});
