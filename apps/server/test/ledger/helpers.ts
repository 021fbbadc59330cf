import {
  awardLessonCompleted,
  type LedgerContext,
  ledgerContext,
} from '../../src/modules/ledger/service';
import { runDueJobs } from '../../src/platform/jobs/index';
import type { TestApp } from '../helpers/app';

let lessons = 0;

export function ctxOf(t: TestApp): LedgerContext {
  return ledgerContext(t.app);
}

/** Gives a user crowns through a real rule: 10 per completed lesson (n rounded up to tens). */
export async function giveCrowns(t: TestApp, userId: string, crowns: number): Promise<void> {
  for (let i = 0; i < Math.ceil(crowns / 10); i++) {
    lessons += 1;
    t.clock.advance(1);
    const outcome = await awardLessonCompleted(
      ctxOf(t),
      userId,
      'lesson',
      `test-lesson-${lessons}`,
    );
    if (outcome.status !== 'applied') throw new Error(`lesson award ${outcome.status}`);
  }
  t.clock.advance(1);
}

export function runJobs(t: TestApp): Promise<number> {
  return runDueJobs(t.app);
}

export const day = (iso: string) => Date.parse(`${iso}T12:00:00Z`);
