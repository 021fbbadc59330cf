import type { FastifyInstance } from 'fastify';
import type { DB } from '../../db/index';
import type { Clock } from '../../platform/clock';
import { type JobQueue, jobsFor } from '../../platform/jobs/index';
import type { BooksContext } from '../books/index';
import type { LedgerContext } from '../ledger/index';

/** What the publishing services need (docs/api.md, "Publishing"). */
export interface PublishingContext {
  db: DB;
  clock: Clock;
  /** Queues the notification emails; without it they wait for the sweep job. */
  jobs?: JobQueue | undefined;
  rules: {
    /** Distinct readers' open reports that hide a published story. */
    reportsToHide: number;
    claimMs: number;
    /** Configured words for the pre-screen, besides the domain's default lists. */
    extraFlagWords: readonly string[];
  };
}

export function publishingContext(app: FastifyInstance): PublishingContext {
  const { publishing } = app.config;
  return {
    db: app.db,
    clock: app.clock,
    jobs: jobsFor(app),
    rules: {
      reportsToHide: publishing.reportsToHide,
      claimMs: publishing.claimMinutes * 60_000,
      extraFlagWords: publishing.extraFlagWords,
    },
  };
}

export const booksOf = (ctx: PublishingContext): BooksContext => ({ db: ctx.db, clock: ctx.clock });
export const ledgerOf = (ctx: PublishingContext): LedgerContext => ({
  db: ctx.db,
  clock: ctx.clock,
  jobs: ctx.jobs,
});

/**
 * Hooks later modules fill in. The classes module answers the class a student may submit a
 * story to (`studentClassOf`); until it does, no one is in a class and SubmitToTeacher answers
 * NOT_IN_CLASS.
 */
export const publishingHooks: {
  studentClassOf: ((db: DB, userId: string) => Promise<string | null>) | null;
} = { studentClassOf: null };

/**
 * Called after a moderator approved a book and its crowns were booked (the challenges module
 * rewards an approved challenge entry here, decision 031). They run after the approval has
 * committed, one after another.
 */
export const approvalListeners: ((
  ctx: LedgerContext,
  book: { openId: string; ownerId: string },
) => Promise<void>)[] = [];
