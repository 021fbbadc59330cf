/**
 * The front door of the publishing module. Publishing: the review queue, decisions, reports and
 * the reader view of a submission.
 * Other modules and the composition root (app.ts, modules/index.ts) import only this file;
 * the import rule (apps/server/test/quality/module-doors.test.ts) fails on anything else.
 *
 * - `register`: the module's routes (and its registrations), called by buildApp.
 * - `seeder`: its part of the demo, run by db/seed in the order of modules/index.ts.
 * - Everything else exported here is the service API other modules may call.
 */

export {
  approvalListeners,
  booksOf,
  type PublishingContext,
  publishingContext,
  publishingHooks,
} from './context';
export { publishingErrors } from './errors';
export { countQueue } from './queries/entries';
export { readerView } from './reader-view';
export { default as register } from './routes';
export { type SubmitInput, submitBody } from './schemas';
export { publishingSeeder as seeder } from './seed';
export { approveClassBookForReview } from './service/class-review';
export { makePrivate, submitForReview, withdrawFromReview } from './service/submit';

import type { BookRow } from '../books/index';
import type { PublishingContext } from './context';
import { screenBook } from './reader-view';

/**
 * The pre-screen a publication gets (personal details, links, blocked words: the domain's lists
 * and the configured extra words), for a book about to reach another account without a
 * moderator (a comic offered to someone). Empty when nothing was flagged.
 */
export function prescreenForSharing(ctx: PublishingContext, book: BookRow) {
  return screenBook(ctx.db, book, ctx.rules.extraFlagWords);
}
