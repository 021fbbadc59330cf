import type { DB } from '../../../db/index';
import { newId, newOpenId } from '../../../platform/ids';
import { type BookRow, transitionBook } from '../../books/index';
import { booksOf, type PublishingContext } from '../context';
import { insertEntry, openKeyOf } from '../queries/entries';
import { screenBook } from '../reader-view';

/**
 * Decision 052: where a class allows publishing (PublicBook), its teacher's approval sends the
 * student's story on to public moderation in the same transaction as the approval: the book goes
 * from submitted_to_teacher to under_review (`teacher_approve_publish`) and joins the moderators'
 * queue with its pre-screen flags, like a writer's own submission. No review ticket: a class
 * submission needs none (SPEC §4), and the teacher's approval is the request.
 */
export async function approveClassBookForReview(
  ctx: PublishingContext,
  input: {
    book: BookRow;
    actorId: string;
    reason: string | null;
    within: (trx: DB, book: BookRow) => Promise<void>;
  },
): Promise<BookRow> {
  const flags = await screenBook(ctx.db, input.book, ctx.rules.extraFlagWords);
  const now = ctx.clock.now();
  return transitionBook(booksOf(ctx), {
    bookOpenId: input.book.open_id,
    transition: 'teacher_approve_publish',
    actorId: input.actorId,
    reason: input.reason,
    within: async (trx, at) => {
      await input.within(trx, at);
      await insertEntry(trx, {
        id: newId(now),
        open_id: newOpenId(),
        book_id: at.id,
        kind: 'submission',
        status: 'open',
        open_key: openKeyOf(at.id, 'submission'),
        book_type: at.type,
        language: at.language,
        flags: JSON.stringify(flags),
        claimed_by: null,
        claim_expires_at: null,
        created_at: now,
        updated_at: now,
        closed_at: null,
        closed_by: null,
      });
    },
  });
}
