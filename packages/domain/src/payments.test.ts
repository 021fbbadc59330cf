import { describe, expect, it } from 'vitest';
import { translateMessage } from './messages';
import {
  couponAllowed,
  couponDiscountCents,
  currencyForLanguage,
  customQuoteMessage,
  mayMoveOrder,
  orderStatesInto,
  purchaseOrderAllowed,
  quotePriceCents,
  validateCouponPrice,
  validateCustomQuote,
  validateOrderTotal,
  validatePurchaseOrderForm,
} from './payments';
import { planPricesCents, schoolPlanPriceCents, validateFamilyMembers } from './plans';

describe('order states (SPEC §4, decision 026)', () => {
  it('a complete order never moves back; a late failure changes nothing', () => {
    expect(mayMoveOrder('waiting', 'complete')).toBe(true);
    expect(mayMoveOrder('complete', 'failed')).toBe(false);
    expect(mayMoveOrder('complete', 'waiting')).toBe(false);
    expect(mayMoveOrder('complete', 'complete')).toBe(false);
    expect(mayMoveOrder('failed', 'complete')).toBe(true);
    expect(mayMoveOrder('returned', 'complete')).toBe(false);
    expect(mayMoveOrder('complete', 'refunded')).toBe(true);
  });
  it('lists the states an order may reach a state from', () => {
    expect(orderStatesInto('complete').sort()).toEqual(['failed', 'reviewing', 'waiting']);
    expect(orderStatesInto('failed')).toEqual(['waiting']);
  });
});

describe('prices and coupons at their boundaries (SPEC §5, §9)', () => {
  it('prices the school plan at 10, 15, 16, 100, 101, 200 and not at 201', () => {
    expect(schoolPlanPriceCents(10)).toBe(8000);
    expect(schoolPlanPriceCents(15)).toBe(12000);
    expect(schoolPlanPriceCents(16)).toBe(12720);
    expect(schoolPlanPriceCents(100)).toBe(73200);
    expect(schoolPlanPriceCents(101)).toBe(73880);
    expect(schoolPlanPriceCents(200)).toBe(141200);
    expect(schoolPlanPriceCents(201)).toBeNull();
  });
  it('family plan 1, 2, 5, 6 members', () => {
    expect(validateFamilyMembers(1)).toBe('familyPlanMembers');
    expect(validateFamilyMembers(2)).toBeNull();
    expect(validateFamilyMembers(5)).toBeNull();
    expect(validateFamilyMembers(6)).toBe('familyPlanMembers');
    expect(planPricesCents.FAMILY_PLAN).toBe(6999);
  });
  it('a percent or fixed coupon, never more than the price', () => {
    expect(couponDiscountCents(6999, { kind: 'percent', amount: 10 })).toBe(700);
    expect(couponDiscountCents(6999, { kind: 'fixed', amount: 1000 })).toBe(1000);
    expect(couponDiscountCents(6999, { kind: 'fixed', amount: 9000 })).toBe(6999);
    expect(couponDiscountCents(6999, { kind: 'percent', amount: 150 })).toBe(6999);
    expect(couponDiscountCents(0, { kind: 'fixed', amount: 100 })).toBe(0);
  });
  it('a coupon over the price leaves a total the order refuses', () => {
    const total = 6999 - couponDiscountCents(6999, { kind: 'fixed', amount: 9000 });
    expect(validateOrderTotal(total)).toBe('totalAboveZero');
    expect(validateOrderTotal(1)).toBeNull();
  });
  it('checks a coupon only above 0, and never for the monthly plan', () => {
    expect(validateCouponPrice(0)).toBe('couponTotalAboveZero');
    expect(validateCouponPrice(1)).toBeNull();
    expect(couponAllowed('MONTHLY_PLAN')).toBe(false);
    expect(couponAllowed('ONE_YEAR')).toBe(true);
  });
  it('purchase orders: school items only, with full name and school name', () => {
    expect(purchaseOrderAllowed('SCHOOL_PLAN')).toBe(true);
    expect(purchaseOrderAllowed('RENEW_SCHOOL_PLAN')).toBe(true);
    expect(purchaseOrderAllowed('FAMILY_PLAN')).toBe(false);
    expect(validatePurchaseOrderForm({ fullName: 'Ada', schoolName: '' })).toBe(false);
    expect(validatePurchaseOrderForm({ fullName: 'Ada', schoolName: 'Elm' })).toBe(true);
  });
});

describe('currencyForLanguage', () => {
  it('picks yuan for Chinese, euros for Spanish and US dollars otherwise', () => {
    expect(currencyForLanguage('zh')).toBe('CNY');
    expect(currencyForLanguage('zh-CN')).toBe('CNY');
    expect(currencyForLanguage('es')).toBe('EUR');
    expect(currencyForLanguage('en')).toBe('USD');
    expect(currencyForLanguage('')).toBe('USD');
  });
});

describe('custom order quotes (decision 053)', () => {
  it.each([
    [40, 19950, null],
    [200, 100, null],
    [201, 150000, null],
    [100_000, 100_000_000, null],
    [0, 100, 'accounts'],
    [100_001, 100, 'accounts'],
    [40.5, 100, 'accounts'],
    [201, 0, 'price'],
    [201, -1, 'price'],
    [201, 100_000_001, 'price'],
    [201, 10.5, 'price'],
  ])('%s accounts at %s cents -> %s', (members, priceCents, problem) => {
    expect(validateCustomQuote({ members, priceCents })).toBe(problem);
  });
  it('says the bound in every language (the form and the server give the same text)', () => {
    const accounts = customQuoteMessage('accounts');
    expect(translateMessage(accounts.key, 'en', accounts.params)).toBe(
      'Enter a whole number of accounts from 1 to 100,000.',
    );
    const price = customQuoteMessage('price');
    expect(translateMessage(price.key, 'en', price.params)).toContain('1,000,000 US$');
    expect(translateMessage(price.key, 'zh', price.params)).toContain('1,000,000');
    expect(translateMessage(accounts.key, 'es', accounts.params)).toContain('100,000');
  });
  it.each([
    [12.34, 1234],
    [0.01, 1],
    [1_000_000, 100_000_000],
    [12.345, Number.NaN],
  ])('the price %s US$ is %s cents', (price, cents) => {
    expect(quotePriceCents(price)).toBe(cents);
  });
});
