import { addDays, utcDay } from '@storyloom/domain';
import type { Seeder } from '../../db/seed/index';
import { reportBadgeFacts } from '../badges/index';
import { markAllNotificationsRead } from '../notifications/index';
import { publicAccountByUsername } from '../user/index';
import type { LedgerContext } from './apply';
import {
  awardBookApproved,
  awardLessonCompleted,
  grantFeaturedTicket,
  recordDailyWriting,
} from './service';

const dayMs = 86_400_000;

/**
 * The demo's crowns, tickets and badges, earned through the real rules at past times:
 * demo-writer wrote on the five days before today (a streak badge; two more days make the 7-day
 * one), finished lessons, had two books approved and one featured (245 crowns, 1 ticket);
 * demo-kid wrote once.
 */
export const ledgerSeeder: Seeder = {
  name: 'ledger',
  async run({ db, clock }) {
    const now = clock.now();
    const at = (ms: number): LedgerContext => ({ db, clock: { now: () => ms } });
    const writer = await publicAccountByUsername(db, 'demo-writer');
    if (writer) {
      const today = utcDay(now);
      // Applied in the order they happened, so each history line's balance is the running
      // balance after it (the history lists entries by time).
      const events: { ms: number; run: (ctx: LedgerContext) => Promise<unknown> }[] = [];
      for (let back = 5; back >= 1; back--) {
        events.push({
          ms: now - back * dayMs,
          run: (ctx) => recordDailyWriting(ctx, writer.id, addDays(today, -back)),
        });
      }
      for (let i = 1; i <= 20; i++) {
        events.push({
          ms: now - 3 * dayMs + i * 60_000,
          run: (ctx) => awardLessonCompleted(ctx, writer.id, 'lesson', `demo-lesson-${i}`),
        });
      }
      events.push({
        ms: now - 2 * dayMs + 3_600_000,
        run: (ctx) =>
          awardBookApproved(ctx, writer.id, { openId: 'demo-book-1', title: 'The Lantern Fox' }),
      });
      events.push({
        ms: now - dayMs + 1_800_000,
        run: (ctx) =>
          awardBookApproved(ctx, writer.id, { openId: 'demo-book-2', title: 'Moon Garden' }),
      });
      events.push({
        ms: now - dayMs + 3_600_000,
        run: (ctx) =>
          grantFeaturedTicket(ctx, writer.id, { openId: 'demo-book-1', title: 'The Lantern Fox' }),
      });
      events.sort((a, b) => a.ms - b.ms);
      for (const event of events) await event.run(at(event.ms));
      await reportBadgeFacts(at(now - dayMs + 7_200_000), writer.id, { booksWritten: 6 });
      await markAllNotificationsRead(db, writer.id, now - dayMs + 7_200_001);
    }
    const kid = await publicAccountByUsername(db, 'demo-kid');
    if (kid) {
      const today = utcDay(now);
      await recordDailyWriting(at(now - dayMs), kid.id, addDays(today, -1));
      await reportBadgeFacts(at(now - dayMs), kid.id, { booksWritten: 1 });
    }
    return undefined;
  },
};
