import { describe, expect, it } from 'vitest';
import {
  addDays,
  bookApprovedAward,
  capLimitFor,
  dailyWritingAward,
  featuredAward,
  isDayKey,
  isWeekendDay,
  ledgerRules,
  lessonAward,
  longestStreak,
  monthlyTopUp,
  monthOfDay,
  nextMonthStart,
  pdfPurchase,
  publishSpend,
  reasonSign,
  redeemCheck,
  redeemMoves,
  referralAward,
  streakEndingOn,
  utcDay,
  utcMonth,
  weekendSubmissionAward,
} from './ledger';

const at = (iso: string) => Date.parse(iso);

describe('SPEC §9 constants', () => {
  it('are the numbers SPEC and PRODUCT.md give', () => {
    expect(ledgerRules).toMatchObject({
      dailyWritingCrowns: 5,
      lessonCrowns: 10,
      bookApprovedCrowns: 10,
      bookApprovedPerMonth: 5,
      weekendSubmissionCrowns: 20,
      referralCrowns: 25,
      memberMonthlyTickets: 10,
      redeemCrowns: 70,
      redeemTickets: 1,
      redeemsPerMonth: 3,
      featuredTickets: 1,
      welcomeTickets: 1,
      publishTickets: 1,
      pdfCrowns: 200,
    });
  });
});

describe('UTC days and months', () => {
  it('takes the UTC calendar, not the local one', () => {
    expect(utcDay(at('2026-11-30T23:59:59.999Z'))).toBe('2026-11-30');
    expect(utcDay(at('2026-12-01T00:00:00Z'))).toBe('2026-12-01');
    expect(utcMonth(at('2026-11-30T23:59:59.999Z'))).toBe('2026-11');
    expect(utcMonth(at('2026-12-01T00:00:00Z'))).toBe('2026-12');
  });
  it('knows real days', () => {
    expect(isDayKey('2028-02-29')).toBe(true);
    expect(isDayKey('2026-02-29')).toBe(false);
    expect(isDayKey('2026-13-01')).toBe(false);
    expect(isDayKey('26-01-01')).toBe(false);
  });
  it('finds weekends, months and the next month', () => {
    expect(isWeekendDay('2026-11-21')).toBe(true); // Saturday
    expect(isWeekendDay('2026-11-22')).toBe(true); // Sunday
    expect(isWeekendDay('2026-11-23')).toBe(false);
    expect(monthOfDay('2026-11-23')).toBe('2026-11');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(nextMonthStart(at('2026-12-15T10:00:00Z'))).toBe(at('2027-01-01T00:00:00Z'));
  });
  it('counts streaks of consecutive days', () => {
    const days = ['2026-11-18', '2026-11-19', '2026-11-20', '2026-11-22'];
    expect(streakEndingOn(days, '2026-11-20')).toBe(3);
    expect(streakEndingOn(days, '2026-11-22')).toBe(1);
    expect(streakEndingOn(days, '2026-11-21')).toBe(0);
    expect(longestStreak(days)).toBe(3);
    expect(longestStreak([])).toBe(0);
    expect(longestStreak(['2026-12-31', '2027-01-01'])).toBe(2);
  });
});

describe('crowns earned', () => {
  it('daily writing: 5 crowns, once a day', () => {
    const move = dailyWritingAward('2026-11-22');
    expect(move).toMatchObject({ currency: 'crown', amount: 5, reason: 'daily_writing' });
    expect(move.idempotencyKey).toBe(dailyWritingAward('2026-11-22').idempotencyKey);
    expect(move.idempotencyKey).not.toBe(dailyWritingAward('2026-11-23').idempotencyKey);
    expect(move.cap).toEqual({ key: 'daily:2026-11-22', limit: 1 });
    expect(() => dailyWritingAward('2026-02-30')).toThrow(RangeError);
  });
  it('a lesson or quiz: 10 crowns, once each', () => {
    expect(lessonAward('lesson', 'l1')).toMatchObject({ amount: 10, reason: 'lesson', cap: null });
    expect(lessonAward('quiz', 'q1').idempotencyKey).toBe('quiz:q1');
    expect(lessonAward('lesson', 'x').idempotencyKey).not.toBe(
      lessonAward('quiz', 'x').idempotencyKey,
    );
  });
  it('a book approved publicly: 10 crowns, at most 5 a UTC month', () => {
    const move = bookApprovedAward('b1', at('2026-11-30T23:00:00Z'));
    expect(move).toMatchObject({ amount: 10, reason: 'book_approved' });
    expect(move.cap).toEqual({ key: 'approval:2026-11', limit: 5 });
    expect(bookApprovedAward('b2', at('2026-12-01T00:00:00Z')).cap?.key).toBe('approval:2026-12');
    expect(move.idempotencyKey).toBe('approval:b1');
  });
  it('an approved weekend submission: 20 crowns, one story a day, weekends only', () => {
    const move = weekendSubmissionAward('s1', '2026-11-21');
    expect(move).toMatchObject({ amount: 20, reason: 'weekend_submission' });
    expect(move?.cap).toEqual({ key: 'weekend:2026-11-21', limit: 1 });
    expect(weekendSubmissionAward('s2', '2026-11-23')).toBeNull();
  });
  it('the referral reward keeps the accounts module key', () => {
    expect(referralAward('referral:u1:referrer', 25)).toMatchObject({
      amount: 25,
      reason: 'referral',
      idempotencyKey: 'referral:u1:referrer',
    });
  });
});

describe('tickets', () => {
  it('members are topped up to 10, not beyond', () => {
    expect(monthlyTopUp(0, '2026-11')?.amount).toBe(10);
    expect(monthlyTopUp(3, '2026-11')?.amount).toBe(7);
    expect(monthlyTopUp(10, '2026-11')).toBeNull();
    expect(monthlyTopUp(14, '2026-11')).toBeNull();
    expect(monthlyTopUp(3, '2026-11')?.idempotencyKey).toBe('topup:2026-11');
  });
  it('redeeming: the limit first, then the price', () => {
    expect(redeemCheck(70, 0)).toBe('ok');
    expect(redeemCheck(69, 0)).toBe('insufficient');
    expect(redeemCheck(500, 3)).toBe('limit');
    expect(redeemCheck(0, 3)).toBe('limit');
    expect(redeemCheck(70, 2)).toBe('ok');
  });
  it('a redemption is 70 crowns out and 1 ticket in, capped 3 a month', () => {
    const [crowns, tickets] = redeemMoves('r1', at('2026-11-22T10:00:00Z'));
    expect(crowns).toMatchObject({ currency: 'crown', amount: -70, reason: 'redeem_ticket' });
    expect(crowns.cap).toEqual({ key: 'redeem:2026-11', limit: 3 });
    expect(tickets).toMatchObject({ currency: 'ticket', amount: 1, reason: 'redeem', cap: null });
  });
  it('featuring gives one ticket per book; publishing spends one per submission', () => {
    expect(featuredAward('b1')).toMatchObject({ currency: 'ticket', amount: 1 });
    expect(featuredAward('b1').idempotencyKey).toBe('featured:b1');
    expect(publishSpend('b1', 'p1')).toMatchObject({ currency: 'ticket', amount: -1 });
    expect(publishSpend('b2', 'p1').idempotencyKey).not.toBe(
      publishSpend('b1', 'p1').idempotencyKey,
    );
    expect(publishSpend('b1', 'p2').idempotencyKey).not.toBe(
      publishSpend('b1', 'p1').idempotencyKey,
    );
  });
  it('a PDF costs 200 crowns, bought once per book', () => {
    expect(pdfPurchase('b1')).toMatchObject({
      currency: 'crown',
      amount: -200,
      reason: 'pdf_purchase',
    });
    expect(pdfPurchase('b1').idempotencyKey).toBe('pdf:b1');
  });
});

describe('health view helpers', () => {
  it('knows each cap limit by its key', () => {
    expect(capLimitFor('daily:2026-11-22')).toBe(1);
    expect(capLimitFor('approval:2026-11')).toBe(5);
    expect(capLimitFor('weekend:2026-11-22')).toBe(1);
    expect(capLimitFor('redeem:2026-11')).toBe(3);
    expect(capLimitFor('topup:2026-11')).toBe(1);
    expect(capLimitFor('other:1')).toBeNull();
  });
  it('gives spends a negative sign', () => {
    expect(reasonSign('redeem_ticket')).toBe(-1);
    expect(reasonSign('pdf_purchase')).toBe(-1);
    expect(reasonSign('publish')).toBe(-1);
    expect(reasonSign('daily_writing')).toBe(1);
    expect(reasonSign('monthly_top_up')).toBe(1);
  });
});
