import { cleanText } from '@storyloom/domain';
import { errors } from '../../../http/errors';
import { listParts, loadBook } from '../../books/index';
import type { SessionUser } from '../../session/index';
import { classErrors } from '../errors';
import { isTeacherRole } from '../policy';
import { classById, memberOf, submissionOf } from '../queries';
import type { ClassesContext } from './context';

/**
 * POST /api/Classes/CommentPage: the class's teacher comments on one page (part) of a story
 * waiting for review, beside the comment on the whole book (ReviewSubmission). An empty comment
 * takes it back. Only while the story waits for the teacher (SPEC §4 marking).
 */
export async function commentPage(
  ctx: ClassesContext,
  actor: SessionUser,
  input: { BookId: string; PartId: string; Comment: string },
) {
  const book = await loadBook(ctx.db, actor, { openId: input.BookId }, 'teacher-review');
  const submission = book ? await submissionOf(ctx.db, book.id) : undefined;
  if (!book || !submission) throw classErrors.notFound();
  const klass = await classById(ctx.db, submission.class_id);
  const me = klass ? await memberOf(ctx.db, klass.id, actor.id) : undefined;
  if (!me || !isTeacherRole(me.role)) throw classErrors.notFound();
  if (book.state !== 'submitted_to_teacher' || submission.state !== 'submitted') {
    throw classErrors.notSubmitted();
  }
  const parts = await listParts(ctx.db, book.id);
  if (!parts.some((p) => p.part_key === input.PartId)) {
    throw errors.badInput([{ path: 'PartId', message: 'not a page of this story' }]);
  }
  const comment = cleanText(input.Comment, { multiline: true }).trim();
  const now = ctx.clock.now();
  if (!comment) {
    await ctx.db
      .deleteFrom('class_page_comments')
      .where('book_id', '=', book.id)
      .where('part_key', '=', input.PartId)
      .execute();
  } else {
    await ctx.db
      .insertInto('class_page_comments')
      .values({
        book_id: book.id,
        part_key: input.PartId,
        comment,
        author_id: actor.id,
        updated_at: now,
      })
      .onConflict((oc) =>
        oc
          .columns(['book_id', 'part_key'])
          .doUpdateSet({ comment, author_id: actor.id, updated_at: now }),
      )
      .execute();
  }
  return { PartId: input.PartId, Comment: comment };
}

/**
 * POST /api/Classes/GetPageComments: the teacher's page comments on a story, for the class's
 * teachers (the marking view) and its writer (/homework/{id}/picturebook), each with its page
 * number. Anyone else: 404.
 */
export async function pageComments(ctx: ClassesContext, actor: SessionUser, bookOpenId: string) {
  const asTeacher = await loadBook(ctx.db, actor, { openId: bookOpenId }, 'teacher-review');
  const book = asTeacher ?? (await loadBook(ctx.db, actor, { openId: bookOpenId }, 'move'));
  if (!book || (!asTeacher && book.owner_id !== actor.id)) throw classErrors.notFound();
  const rows = await ctx.db
    .selectFrom('class_page_comments')
    .select(['part_key', 'comment', 'updated_at'])
    .where('book_id', '=', book.id)
    .execute();
  const order = (await listParts(ctx.db, book.id)).map((p) => p.part_key);
  return {
    List: rows
      .filter((r) => order.includes(r.part_key))
      .map((r) => ({
        PartId: r.part_key,
        Page: order.indexOf(r.part_key) + 1,
        Comment: r.comment,
        UpdatedAt: new Date(Number(r.updated_at)).toISOString(),
      }))
      .sort((a, b) => a.Page - b.Page),
  };
}
