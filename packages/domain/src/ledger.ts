/**
 * Crowns and review tickets (SPEC §9, PRODUCT.md "Publishing, tickets, crowns, badges"): every
 * rule in one place, as pure functions. The server turns a `LedgerMove` into an append-only
 * ledger entry (its idempotency key makes a repeat a no-op; its cap, if any, is a counter row
 * updated conditionally). The web shows the same numbers on the "how to earn" panels.
 */
export const ledgerRules = {
  dailyWritingCrowns: 5,
  lessonCrowns: 10,
  bookApprovedCrowns: 10,
  bookApprovedPerMonth: 5,
  weekendSubmissionCrowns: 20,
  weekendSubmissionsPerDay: 1,
  referralCrowns: 25,
  memberMonthlyTickets: 10,
  redeemCrowns: 70,
  redeemTickets: 1,
  redeemsPerMonth: 3,
  featuredTickets: 1,
  welcomeTickets: 1,
  publishTickets: 1,
  pdfCrowns: 200,
} as const;

export type Currency = 'crown' | 'ticket';

export const crownReasons = [
  'daily_writing',
  'lesson',
  'quiz',
  'book_approved',
  'weekend_submission',
  'referral',
  'redeem_ticket',
  'pdf_purchase',
] as const;
export type CrownReason = (typeof crownReasons)[number];

export const ticketReasons = [
  'monthly_top_up',
  'redeem',
  'featured',
  'publish',
  'welcome',
] as const;
export type TicketReason = (typeof ticketReasons)[number];

export type LedgerReason = CrownReason | TicketReason;

/** A counter that must stay at or below `limit` (5 approvals a month, 3 redemptions a month...). */
export interface LedgerCap {
  key: string;
  limit: number;
}

/** One entry to append: the amount is signed (a spend is negative). */
export interface LedgerMove {
  currency: Currency;
  amount: number;
  reason: LedgerReason;
  /** What the entry refers to: a day, a book's openId, a lesson id, a month. */
  ref: string;
  /** Unique per user and currency: a second move with the same key changes nothing. */
  idempotencyKey: string;
  cap: LedgerCap | null;
}

const dayPattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The UTC day of an instant, `YYYY-MM-DD`. */
export function utcDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** The UTC calendar month of an instant, `YYYY-MM` (SPEC §9 monthly rules run on UTC months). */
export function utcMonth(ms: number): string {
  return new Date(ms).toISOString().slice(0, 7);
}

/** A real calendar day written `YYYY-MM-DD`. */
export function isDayKey(value: string): boolean {
  const m = dayPattern.exec(value);
  if (!m) return false;
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return utcDay(ms) === value;
}

function dayStart(day: string): number {
  if (!isDayKey(day)) throw new RangeError(`not a day: ${day}`);
  return Date.parse(`${day}T00:00:00Z`);
}

export function monthOfDay(day: string): string {
  return utcMonth(dayStart(day));
}

/** Saturday or Sunday (UTC calendar day). */
export function isWeekendDay(day: string): boolean {
  const weekday = new Date(dayStart(day)).getUTCDay();
  return weekday === 0 || weekday === 6;
}

export function addDays(day: string, days: number): string {
  return utcDay(dayStart(day) + days * 86_400_000);
}

/** The first instant of the UTC month after the one holding `ms`. */
export function nextMonthStart(ms: number): number {
  const d = new Date(ms);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
}

/** Days in a row ending on `day` that are all in `days` (0 when `day` itself is missing). */
export function streakEndingOn(days: Iterable<string>, day: string): number {
  const set = new Set(days);
  let streak = 0;
  let current = day;
  while (set.has(current)) {
    streak += 1;
    current = addDays(current, -1);
  }
  return streak;
}

/** The longest run of consecutive days in `days`. */
export function longestStreak(days: Iterable<string>): number {
  const set = new Set(days);
  let best = 0;
  for (const day of set) {
    if (set.has(addDays(day, -1))) continue;
    best = Math.max(best, countForward(set, day));
  }
  return best;
}

function countForward(set: Set<string>, day: string): number {
  let n = 0;
  let current = day;
  while (set.has(current)) {
    n += 1;
    current = addDays(current, 1);
  }
  return n;
}

// Crowns earned (SPEC §9).

/** 5 crowns for writing on a day, once a day. */
export function dailyWritingAward(day: string): LedgerMove {
  dayStart(day);
  return {
    currency: 'crown',
    amount: ledgerRules.dailyWritingCrowns,
    reason: 'daily_writing',
    ref: day,
    idempotencyKey: `daily:${day}`,
    cap: { key: `daily:${day}`, limit: 1 },
  };
}

/** 10 crowns for completing a lesson or a quiz, once per lesson or quiz. */
export function lessonAward(kind: 'lesson' | 'quiz', id: string): LedgerMove {
  return {
    currency: 'crown',
    amount: ledgerRules.lessonCrowns,
    reason: kind,
    ref: id,
    idempotencyKey: `${kind}:${id}`,
    cap: null,
  };
}

/** 10 crowns for a book approved publicly, at most 5 such awards in a UTC month. */
export function bookApprovedAward(bookId: string, atMs: number): LedgerMove {
  return {
    currency: 'crown',
    amount: ledgerRules.bookApprovedCrowns,
    reason: 'book_approved',
    ref: bookId,
    idempotencyKey: `approval:${bookId}`,
    cap: { key: `approval:${utcMonth(atMs)}`, limit: ledgerRules.bookApprovedPerMonth },
  };
}

/**
 * 20 crowns for an approved submission made on a Saturday or Sunday, one story a day: null
 * for a weekday submission.
 */
export function weekendSubmissionAward(
  submissionId: string,
  submittedDay: string,
): LedgerMove | null {
  if (!isWeekendDay(submittedDay)) return null;
  return {
    currency: 'crown',
    amount: ledgerRules.weekendSubmissionCrowns,
    reason: 'weekend_submission',
    ref: submissionId,
    idempotencyKey: `weekend:${submissionId}`,
    cap: { key: `weekend:${submittedDay}`, limit: ledgerRules.weekendSubmissionsPerDay },
  };
}

/** PRODUCT.md referral reward, booked under the accounts module's own idempotency key. */
export function referralAward(rewardKey: string, crowns: number): LedgerMove {
  return {
    currency: 'crown',
    amount: crowns,
    reason: 'referral',
    ref: rewardKey,
    idempotencyKey: rewardKey,
    cap: null,
  };
}

// Tickets (SPEC §9).

/** Members are topped up to 10 tickets once per UTC month; null when already at 10 or more. */
export function monthlyTopUp(balance: number, month: string): LedgerMove | null {
  const missing = ledgerRules.memberMonthlyTickets - balance;
  if (missing <= 0) return null;
  return {
    currency: 'ticket',
    amount: missing,
    reason: 'monthly_top_up',
    ref: month,
    idempotencyKey: `topup:${month}`,
    cap: null,
  };
}

/** The key that records a month's top-up as done, whether or not tickets were added. */
export function topUpKey(month: string): string {
  return `topup:${month}`;
}

export type RedeemCheck = 'ok' | 'limit' | 'insufficient';

/** The month's limit is checked first: a fourth redemption is refused with SPEC's text. */
export function redeemCheck(crowns: number, redeemedThisMonth: number): RedeemCheck {
  if (redeemedThisMonth >= ledgerRules.redeemsPerMonth) return 'limit';
  if (crowns < ledgerRules.redeemCrowns) return 'insufficient';
  return 'ok';
}

/** 70 crowns out, 1 ticket in; at most three redemptions in a UTC month. */
export function redeemMoves(requestKey: string, atMs: number): [LedgerMove, LedgerMove] {
  const month = utcMonth(atMs);
  return [
    {
      currency: 'crown',
      amount: -ledgerRules.redeemCrowns,
      reason: 'redeem_ticket',
      ref: month,
      idempotencyKey: `redeem:${requestKey}`,
      cap: { key: `redeem:${month}`, limit: ledgerRules.redeemsPerMonth },
    },
    {
      currency: 'ticket',
      amount: ledgerRules.redeemTickets,
      reason: 'redeem',
      ref: month,
      idempotencyKey: `redeem:${requestKey}`,
      cap: null,
    },
  ];
}

/** A featured story gives its author one ticket, once per book. */
export function featuredAward(bookId: string): LedgerMove {
  return {
    currency: 'ticket',
    amount: ledgerRules.featuredTickets,
    reason: 'featured',
    ref: bookId,
    idempotencyKey: `featured:${bookId}`,
    cap: null,
  };
}

/**
 * PRODUCT.md: one welcome review ticket when an account's email is activated, once per account
 * (the key has no date or token in it: a second activation, or a concurrent one, changes nothing).
 */
export function welcomeTicketAward(): LedgerMove {
  return {
    currency: 'ticket',
    amount: ledgerRules.welcomeTickets,
    reason: 'welcome',
    ref: 'welcome',
    idempotencyKey: 'welcome',
    cap: null,
  };
}

/** Publishing publicly spends one ticket; `publishKey` names the submission (one spend each). */
export function publishSpend(bookId: string, publishKey: string): LedgerMove {
  return {
    currency: 'ticket',
    amount: -ledgerRules.publishTickets,
    reason: 'publish',
    ref: bookId,
    // The book is part of the key: each of a writer's books spends its own ticket.
    idempotencyKey: `publish:${bookId}:${publishKey}`,
    cap: null,
  };
}

/** 200 crowns buy a book's PDF download, once per book (a bought PDF stays downloadable). */
export function pdfPurchase(bookId: string): LedgerMove {
  return {
    currency: 'crown',
    amount: -ledgerRules.pdfCrowns,
    reason: 'pdf_purchase',
    ref: bookId,
    idempotencyKey: `pdf:${bookId}`,
    cap: null,
  };
}

/** The limit of a cap key, for the health view ("no cap exceeded"); null for unknown keys. */
export function capLimitFor(capKey: string): number | null {
  const kind = capKey.slice(0, capKey.indexOf(':'));
  switch (kind) {
    case 'daily':
      return 1;
    case 'approval':
      return ledgerRules.bookApprovedPerMonth;
    case 'weekend':
      return ledgerRules.weekendSubmissionsPerDay;
    case 'redeem':
      return ledgerRules.redeemsPerMonth;
    case 'topup':
      return 1;
    default:
      return null;
  }
}

/** The sign an entry of this reason must have: +1 earned, -1 spent. */
export function reasonSign(reason: LedgerReason): 1 | -1 {
  return reason === 'redeem_ticket' || reason === 'pdf_purchase' || reason === 'publish' ? -1 : 1;
}
