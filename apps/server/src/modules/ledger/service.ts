import {
  addDays,
  bookApprovedAward,
  dailyWritingAward,
  featuredAward,
  isClassStudentType,
  isDayKey,
  ledgerRules,
  lessonAward,
  longestStreak,
  pdfPurchase,
  publishSpend,
  redeemMoves,
  referralAward,
  utcDay,
  utcMonth,
  weekendSubmissionAward,
  welcomeTicketAward,
} from '@storyloom/domain';
import type { FastifyInstance } from 'fastify';
import type { DB } from '../../db/index';
import { errors } from '../../http/errors';
import { jobsFor } from '../../platform/jobs/index';
import { reportBadgeFacts } from '../badges/index';
import { referralRewardsOf } from '../invitation/index';
import {
  type ApplyOutcome,
  applyMoves,
  applyMovesIn,
  type LedgerContext,
  LedgerRefusal,
  prepareMoves,
} from './apply';
import { ledgerErrors } from './errors';
import {
  type Balances,
  capUsed,
  entryExists,
  existingEntryKeys,
  readBalances,
  refsFor,
} from './queries';

export type { ApplyOutcome, LedgerContext } from './apply';

/** The context other modules pass in: `recordDailyWriting(ledgerContext(app), userId, day)`. */
export function ledgerContext(app: FastifyInstance): LedgerContext {
  return { db: app.db, clock: app.clock, jobs: jobsFor(app) };
}

export function balancesOf(db: DB, userId: string): Promise<Balances> {
  return readBalances(db, userId);
}

/**
 * Daily writing (SPEC §9, called by the editors): 5 crowns the first time a user writes on a UTC
 * day; the streak feeds the streak badges. `day` is `YYYY-MM-DD`, today or yesterday (a save
 * that crossed midnight).
 */
export async function recordDailyWriting(ctx: LedgerContext, userId: string, day: string) {
  const today = utcDay(ctx.clock.now());
  if (!isDayKey(day) || day > today || day < addDays(today, -1)) {
    throw errors.badInput([{ path: 'Day', message: 'badInput' }]);
  }
  const outcome = await applyMoves(
    ctx,
    userId,
    [dailyWritingAward(day)],
    [
      {
        kind: 'crowns_earned',
        params: { amount: ledgerRules.dailyWritingCrowns, reason: 'daily_writing' },
      },
    ],
  );
  if (outcome.status !== 'applied')
    return { awarded: false, ...(await readBalances(ctx.db, userId)) };
  const streak = longestStreak(await refsFor(ctx.db, userId, 'daily_writing'));
  await reportBadgeFacts(ctx, userId, { longestStreak: streak });
  return { awarded: true, crowns: outcome.crowns, tickets: outcome.tickets };
}

/** 10 crowns for a completed lesson or quiz, once each (challenges and guides call this). */
export function awardLessonCompleted(
  ctx: LedgerContext,
  userId: string,
  kind: 'lesson' | 'quiz',
  id: string,
): Promise<ApplyOutcome> {
  return applyMoves(
    ctx,
    userId,
    [lessonAward(kind, id)],
    [{ kind: 'crowns_earned', params: { amount: ledgerRules.lessonCrowns, reason: kind } }],
  );
}

/**
 * A book approved publicly (publishing calls this): 10 crowns, at most 5 awards a UTC month
 * (`capped` after that), and the book badges: a published book counts as a book written
 * ("First book", "5 books"...) and as published ("First published story").
 */
export async function awardBookApproved(
  ctx: LedgerContext,
  userId: string,
  book: { openId: string; title: string },
  /** The writer's books ever approved, this one included (the "First book" and "5 books" badges). */
  publishedBooks = 1,
): Promise<ApplyOutcome> {
  const outcome = await applyMoves(
    ctx,
    userId,
    [bookApprovedAward(book.openId, ctx.clock.now())],
    [
      {
        kind: 'crowns_earned',
        params: {
          amount: ledgerRules.bookApprovedCrowns,
          reason: 'book_approved',
          title: book.title,
        },
      },
    ],
  );
  await reportBadgeFacts(ctx, userId, {
    booksPublished: publishedBooks,
    booksWritten: publishedBooks,
  });
  return outcome;
}

/** 20 crowns for an approved submission made on a weekend day, one story a day. */
export async function awardWeekendSubmission(
  ctx: LedgerContext,
  userId: string,
  submissionId: string,
  submittedDay: string,
): Promise<ApplyOutcome | { status: 'not_weekend' }> {
  const move = isDayKey(submittedDay) ? weekendSubmissionAward(submissionId, submittedDay) : null;
  if (!move) return { status: 'not_weekend' };
  return applyMoves(
    ctx,
    userId,
    [move],
    [
      {
        kind: 'crowns_earned',
        params: { amount: ledgerRules.weekendSubmissionCrowns, reason: 'weekend_submission' },
      },
    ],
  );
}

/** A featured story gives its author one ticket (once per book) and the featured-author badge. */
export async function grantFeaturedTicket(
  ctx: LedgerContext,
  userId: string,
  book: { openId: string; title: string },
): Promise<ApplyOutcome> {
  const outcome = await applyMoves(
    ctx,
    userId,
    [featuredAward(book.openId)],
    [
      {
        kind: 'tickets_earned',
        params: { amount: ledgerRules.featuredTickets, reason: 'featured', title: book.title },
      },
    ],
  );
  const featured = (await refsFor(ctx.db, userId, 'featured')).length;
  await reportBadgeFacts(ctx, userId, { featuredBooks: featured });
  return outcome;
}

/**
 * PRODUCT.md: the welcome review ticket, given when an account's email is activated (the
 * accounts module calls this after the activation commits; Google sign-ups are active at once).
 * Once per account whatever is retried or raced: the entry's idempotency key is per user.
 * Class students (accountType 9) get none: they submit to their teacher.
 */
export async function grantWelcomeTicket(
  ctx: LedgerContext,
  user: { id: string; accountType: number },
): Promise<ApplyOutcome | { status: 'not_eligible' }> {
  if (isClassStudentType(user.accountType)) return { status: 'not_eligible' };
  return applyMoves(
    ctx,
    user.id,
    [welcomeTicketAward()],
    [
      {
        kind: 'tickets_earned',
        params: { amount: ledgerRules.welcomeTickets, reason: 'welcome' },
      },
    ],
  );
}

/**
 * Publishing publicly spends one ticket, inside the publishing transaction (so the book's move
 * to under_review and the spend commit together). Throws NOT_ENOUGH_TICKETS, which rolls the
 * caller's transaction back. `publishKey` names this submission: a retry spends nothing more.
 */
export async function spendPublishTicketIn(
  trx: DB,
  now: number,
  userId: string,
  bookOpenId: string,
  publishKey: string,
): Promise<void> {
  const move = publishSpend(bookOpenId, publishKey);
  if (await entryExists(trx, userId, 'ticket', move.idempotencyKey)) return;
  await prepareMoves(trx, userId, [move], now);
  try {
    await applyMovesIn(trx, now, userId, [move]);
  } catch (err) {
    if (err instanceof LedgerRefusal && err.outcome.status === 'insufficient') {
      throw ledgerErrors.notEnoughTickets();
    }
    if (err instanceof LedgerRefusal && err.outcome.status === 'duplicate') return;
    throw err;
  }
}

/** The same spend in its own transaction. */
export async function spendPublishTicket(
  ctx: LedgerContext,
  userId: string,
  bookOpenId: string,
  publishKey: string,
): Promise<Balances> {
  const outcome = await applyMoves(ctx, userId, [publishSpend(bookOpenId, publishKey)]);
  if (outcome.status === 'insufficient') throw ledgerErrors.notEnoughTickets();
  return readBalances(ctx.db, userId);
}

export interface RedeemResult extends Balances {
  redeemedThisMonth: number;
}

/**
 * Redeem 70 crowns for 1 ticket, at most three times a UTC month. The month's limit is checked
 * first (SPEC §8 text), then the price. `requestKey` makes a retried request a no-op.
 */
export async function redeemTicket(
  ctx: LedgerContext,
  userId: string,
  requestKey: string,
): Promise<RedeemResult> {
  await bookReferralRewards(ctx, userId);
  const now = ctx.clock.now();
  const outcome = await applyMoves(ctx, userId, redeemMoves(requestKey, now), [
    {
      kind: 'ticket_redeemed',
      params: { crowns: ledgerRules.redeemCrowns, tickets: ledgerRules.redeemTickets },
    },
  ]);
  if (outcome.status === 'capped') throw ledgerErrors.redeemLimit();
  const balances = await readBalances(ctx.db, userId);
  if (outcome.status === 'insufficient') {
    throw ledgerErrors.notEnoughCrowns(ledgerRules.redeemCrowns, balances.crowns);
  }
  return { ...balances, redeemedThisMonth: await redeemedIn(ctx.db, userId, now) };
}

export function redeemedIn(db: DB, userId: string, now: number): Promise<number> {
  return capUsed(db, userId, `redeem:${utcMonth(now)}`);
}

/**
 * 200 crowns buy a book's PDF download (recorded now; the PDF itself comes with the print
 * work). Buying the same book again changes nothing.
 */
export async function buyPdf(
  ctx: LedgerContext,
  userId: string,
  book: { openId: string; title: string },
): Promise<Balances & { alreadyOwned: boolean }> {
  await bookReferralRewards(ctx, userId);
  const outcome = await applyMoves(
    ctx,
    userId,
    [pdfPurchase(book.openId)],
    [{ kind: 'pdf_bought', params: { crowns: ledgerRules.pdfCrowns, title: book.title } }],
  );
  const balances = await readBalances(ctx.db, userId);
  if (outcome.status === 'insufficient') {
    throw ledgerErrors.notEnoughCrowns(ledgerRules.pdfCrowns, balances.crowns);
  }
  return { ...balances, alreadyOwned: outcome.status === 'duplicate' };
}

/** Whether a user bought a book's PDF (the print work serves the download). */
export function ownsPdf(db: DB, userId: string, bookOpenId: string): Promise<boolean> {
  return entryExists(db, userId, 'crown', pdfPurchase(bookOpenId).idempotencyKey);
}

/**
 * PRODUCT.md referral reward: the accounts module records each reward with its own idempotency
 * key; here each becomes a crown entry under the same key (once, whatever is retried).
 */
export async function bookReferralRewards(ctx: LedgerContext, userId: string): Promise<number> {
  const rewards = await referralRewardsOf(ctx.db, userId);
  // GetUserInfo asks on every call: the rewards already booked are found in one query, not one
  // each (issue 22; applyMoves refuses a second booking by its idempotency key anyway).
  const moves = rewards.map((reward) => referralAward(reward.idempotency_key, reward.crowns));
  const done = await existingEntryKeys(
    ctx.db,
    userId,
    'crown',
    moves.map((m) => m.idempotencyKey),
  );
  let booked = 0;
  for (const move of moves) {
    if (done.has(move.idempotencyKey)) continue;
    const outcome = await applyMoves(
      ctx,
      userId,
      [move],
      [{ kind: 'crowns_earned', params: { amount: move.amount, reason: 'referral' } }],
    );
    if (outcome.status === 'applied') booked += 1;
  }
  return booked;
}
