import type { Currency, LedgerMove } from '@storyloom/domain';
import type { DB } from '../../db/index';
import type { Clock } from '../../platform/clock';
import { newId } from '../../platform/ids';
import type { JobQueue } from '../../platform/jobs/index';
import { addNotification, type NewNotice, queueNotificationEmails } from '../notifications/index';
import {
  type Balances,
  changeBalance,
  ensureBalanceRow,
  ensureCapRow,
  entryExists,
  insertEntry,
  readBalances,
  takeCap,
} from './queries';

/** What ledger services need. `jobs` queues notification emails after the commit. */
export interface LedgerContext {
  db: DB;
  clock: Clock;
  jobs?: JobQueue | undefined;
}

export type ApplyOutcome =
  | ({ status: 'applied' } & Balances)
  | { status: 'duplicate' }
  | { status: 'capped'; capKey: string }
  | { status: 'insufficient'; currency: Currency };

type Refusal = Exclude<ApplyOutcome, { status: 'applied' }>;

/** Thrown inside a transaction to roll it back with a reason (never leaves this module). */
export class LedgerRefusal extends Error {
  constructor(readonly outcome: Refusal) {
    super(outcome.status);
    this.name = 'LedgerRefusal';
  }
}

/** Rows that must exist before a transaction changes them conditionally. */
export async function prepareMoves(
  db: DB,
  userId: string,
  moves: LedgerMove[],
  now: number,
): Promise<void> {
  await ensureBalanceRow(db, userId, now);
  for (const move of moves) {
    if (move.cap) await ensureCapRow(db, userId, move.cap.key, now);
  }
}

/**
 * Applies moves inside the caller's transaction. Every check is a conditional write whose
 * changed-row count decides (caps first, then the balance, then the entry's unique key), so
 * concurrent requests cannot both pass on SQLite or PostgreSQL. A refusal throws
 * `LedgerRefusal`, which rolls the caller's transaction back. Returns the ids of notifications
 * to email once the transaction has committed.
 */
export async function applyMovesIn(
  trx: DB,
  now: number,
  userId: string,
  moves: LedgerMove[],
  notices: NewNotice[] = [],
): Promise<(string | null)[]> {
  for (const move of moves) {
    if (move.cap && !(await takeCap(trx, userId, move.cap.key, move.cap.limit, now))) {
      throw new LedgerRefusal({ status: 'capped', capKey: move.cap.key });
    }
  }
  for (const move of moves) {
    const after = await changeBalance(trx, userId, move.currency, move.amount, now);
    if (after === null)
      throw new LedgerRefusal({ status: 'insufficient', currency: move.currency });
    const appended = await insertEntry(trx, {
      id: newId(now),
      user_id: userId,
      currency: move.currency,
      amount: move.amount,
      reason: move.reason,
      ref: move.ref,
      idempotency_key: move.idempotencyKey,
      cap_key: move.cap?.key ?? null,
      balance_after: after,
      created_at: now,
    });
    if (!appended) throw new LedgerRefusal({ status: 'duplicate' });
  }
  const emails: (string | null)[] = [];
  for (const notice of notices) emails.push(await addNotification(trx, now, userId, notice));
  return emails;
}

/**
 * Applies moves in their own transaction: all of them, with their notifications, or none.
 * A repeated idempotency key is `duplicate` and changes nothing.
 */
export async function applyMoves(
  ctx: LedgerContext,
  userId: string,
  moves: LedgerMove[],
  notices: NewNotice[] = [],
): Promise<ApplyOutcome> {
  const now = ctx.clock.now();
  const first = moves[0];
  if (!first) return { status: 'applied', ...(await readBalances(ctx.db, userId)) };
  if (await entryExists(ctx.db, userId, first.currency, first.idempotencyKey)) {
    return { status: 'duplicate' };
  }
  await prepareMoves(ctx.db, userId, moves, now);
  try {
    const { emails, balances } = await ctx.db.transaction().execute(async (trx) => {
      const ids = await applyMovesIn(trx, now, userId, moves, notices);
      return { emails: ids, balances: await readBalances(trx, userId) };
    });
    await queueNotificationEmails(ctx.jobs, emails);
    return { status: 'applied', ...balances };
  } catch (err) {
    if (err instanceof LedgerRefusal) return err.outcome;
    throw err;
  }
}
