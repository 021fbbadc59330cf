import { describe, expect, it } from 'vitest';
import {
  artistShareCents,
  earningsByMonth,
  ibanChecksumOk,
  isPrintSize,
  isValidQuantity,
  licenceAllowsSale,
  maskedPayout,
  openIdFromSocialName,
  payoutProblem,
  priceProblem,
  shopRules,
  socialName,
} from './shop';

describe('the art shop rules', () => {
  it('knows its print sizes', () => {
    expect(isPrintSize('a4')).toBe(true);
    expect(isPrintSize('square30')).toBe(true);
    expect(isPrintSize('A4')).toBe(false);
    expect(isPrintSize('poster')).toBe(false);
    expect(isPrintSize(4)).toBe(false);
  });

  it('keeps prices in whole cents within the limits', () => {
    expect(priceProblem(shopRules.minPriceCents)).toBeNull();
    expect(priceProblem(shopRules.maxPriceCents)).toBeNull();
    expect(priceProblem(shopRules.minPriceCents - 1)).toBe('tooLow');
    expect(priceProblem(0)).toBe('tooLow');
    expect(priceProblem(-2500)).toBe('tooLow');
    expect(priceProblem(shopRules.maxPriceCents + 1)).toBe('tooHigh');
    expect(priceProblem(2500.5)).toBe('notWholeCents');
    expect(priceProblem(Number.NaN)).toBe('notWholeCents');
  });

  it('accepts 1 to 10 copies', () => {
    expect(isValidQuantity(1)).toBe(true);
    expect(isValidQuantity(shopRules.maxQuantity)).toBe(true);
    expect(isValidQuantity(0)).toBe(false);
    expect(isValidQuantity(shopRules.maxQuantity + 1)).toBe(false);
    expect(isValidQuantity(1.5)).toBe(false);
  });

  it('refuses non-commercial licences only', () => {
    for (const ok of ['Storyloom artist licence', 'CC0-1.0', 'CC-BY-4.0', 'CC-BY-SA-4.0', 'MIT']) {
      expect(licenceAllowsSale(ok), ok).toBe(true);
    }
    for (const no of ['CC-BY-NC-4.0', 'CC BY-NC-SA 4.0', 'cc-by-nc-nd-4.0', 'NonCommercial']) {
      expect(licenceAllowsSale(no), no).toBe(false);
    }
  });

  it("rounds the artist's share down to whole cents", () => {
    expect(artistShareCents(2500, 50)).toBe(1250);
    expect(artistShareCents(2501, 50)).toBe(1250);
    expect(artistShareCents(3999, 70)).toBe(2799);
    expect(artistShareCents(1000, 0)).toBe(0);
    expect(artistShareCents(1000, 150)).toBe(1000);
  });

  it('checks payout details: an email for PayPal, an IBAN with its checksum', () => {
    expect(payoutProblem('paypal', 'mira@example.com')).toBeNull();
    expect(payoutProblem('paypal', 'not an email')).toBe('payoutEmail');
    expect(payoutProblem('iban', 'GB82 WEST 1234 5698 7654 32')).toBeNull();
    expect(payoutProblem('iban', 'DE89370400440532013000')).toBeNull();
    expect(payoutProblem('iban', 'GB82 WEST 1234 5698 7654 33')).toBe('payoutIban');
    expect(payoutProblem('iban', 'hello')).toBe('payoutIban');
    expect(ibanChecksumOk('GB82WEST12345698765432')).toBe(true);
  });

  it('shows payout details masked', () => {
    expect(maskedPayout('iban', 'GB82 WEST 1234 5698 7654 32')).toBe('GB•• •••• 5432');
    expect(maskedPayout('paypal', 'mira@example.com')).toBe('mi•••@example.com');
    expect(maskedPayout('paypal', '')).toBe('');
  });

  it('sums earnings per month, newest first, a refund taking a sale back', () => {
    const day = (iso: string) => Date.parse(iso);
    expect(
      earningsByMonth([
        { createdAt: day('2026-10-03T10:00:00Z'), amountCents: 2500, shareCents: 1250 },
        { createdAt: day('2026-11-01T00:00:00Z'), amountCents: 7800, shareCents: 3900 },
        { createdAt: day('2026-11-20T00:00:00Z'), amountCents: 3500, shareCents: 1750 },
        { createdAt: day('2026-11-21T00:00:00Z'), amountCents: -3500, shareCents: -1750 },
      ]),
    ).toEqual([
      { month: '2026-11', sales: 1, amountCents: 7800, shareCents: 3900 },
      { month: '2026-10', sales: 1, amountCents: 2500, shareCents: 1250 },
    ]);
    expect(earningsByMonth([])).toEqual([]);
  });

  it("makes a work's address part from its title and open id, and reads the id back", () => {
    const id = 'AbC_dEf-123456789012_Z';
    expect(id).toHaveLength(22);
    const name = socialName('Moon over the río!', id);
    expect(name).toBe(`moon-over-the-rio-${id}`);
    expect(openIdFromSocialName(name)).toBe(id);
    expect(socialName('月亮', id)).toBe(id);
    expect(openIdFromSocialName(id)).toBe(id);
  });
});
