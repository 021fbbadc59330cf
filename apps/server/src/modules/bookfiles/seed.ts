import type { Seeder } from '../../db/seed/index';
import { awardLessonCompleted } from '../ledger/index';
import { markAllNotificationsRead } from '../notifications/index';
import { publicAccountByUsername } from '../user/index';

const dayMs = 86_400_000;

/**
 * The demo's PDF buyer (issue 20): demo-member finished 21 lessons four days ago (210 crowns
 * through the ledger's real rule), enough to buy one book's PDF for 200 crowns. demo-writer's
 * crowns are the crowns journey's; this one's are for the PDF journey. Runs right after the
 * ledger's seeder, so only these awards' notifications are marked read.
 */
export const bookFilesSeeder: Seeder = {
  name: 'bookfiles',
  async run({ db, clock }) {
    const member = await publicAccountByUsername(db, 'demo-member');
    if (!member) return undefined;
    const start = clock.now() - 4 * dayMs;
    for (let i = 1; i <= 21; i++) {
      const at = start + i * 60_000;
      await awardLessonCompleted(
        { db, clock: { now: () => at } },
        member.id,
        'lesson',
        `demo-pdf-lesson-${i}`,
      );
    }
    await markAllNotificationsRead(db, member.id, start + 22 * 60_000);
    return undefined;
  },
};
