import { utcDay } from '@storyloom/domain';
import { findWritingDay, insertWritingDay, markWritingDayAwarded } from '../queries/history';
import type { BooksContext } from './context';

/**
 * Who has had today's crowns booked, kept in memory so an autosave does not ask the database
 * every time (a miss only costs one lookup; user ids never repeat).
 */
const awardedDays = new Map<string, string>();
function remember(userId: string, day: string): void {
  if (awardedDays.size > 50_000) awardedDays.clear();
  awardedDays.set(userId, day);
}

/**
 * Daily writing (SPEC §9): the first save of a UTC day records the day and books its crowns
 * through the ledger (idempotent per day). If the ledger cannot book them now (busy, down), the
 * day stays recorded as not yet awarded and the next save that day tries again; nothing is lost.
 */
export async function recordWritingDay(ctx: BooksContext, userId: string, bookId: string) {
  const now = ctx.clock.now();
  const day = utcDay(now);
  if (awardedDays.get(userId) === day) return;
  const known = await findWritingDay(ctx.db, userId, day);
  if (known?.awarded === 1) return remember(userId, day);
  if (!known) {
    await insertWritingDay(ctx.db, {
      user_id: userId,
      day,
      book_id: bookId,
      awarded: 0,
      created_at: now,
    });
  }
  if (!ctx.dailyWriting) return;
  try {
    await ctx.dailyWriting(userId, day);
    await markWritingDayAwarded(ctx.db, userId, day);
    remember(userId, day);
  } catch (err) {
    ctx.warn?.({ err, userId, day }, 'daily writing not booked yet; the next save retries');
  }
}
