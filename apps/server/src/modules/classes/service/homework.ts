import { cleanText } from '@storyloom/domain';
import type { DB } from '../../../db/index';
import {
  type BookActor,
  type BookRow,
  bookForEditing,
  loadBook,
  presentBookSummary,
  transitionBook,
} from '../../books/index';
import { approveClassBookForReview } from '../../publishing/index';
import type { SessionUser } from '../../session/index';
import { classPartiesByIds } from '../../user/index';
import { classErrors } from '../errors';
import { classFor, isTeacherRole } from '../policy';
import { presentSubmission } from '../present';
import {
  type AssignmentRow,
  assignmentByOpenId,
  assignmentsByIds,
  classById,
  classesOfUser,
  memberOf,
  type SubmissionRow,
  submissionOf,
  submissionsOfClass,
  submissionsOfStudent,
  updateSubmission,
  upsertSubmission,
} from '../queries';
import { assignmentTitles } from './assignments';
import type { ClassesContext } from './context';

/** The class a student's story goes to without an assignment: their first class. */
export async function studentClassOf(db: DB, userId: string): Promise<string | null> {
  const rows = await classesOfUser(db, userId);
  return rows.find((r) => r.member_role === 'STUDENT')?.id ?? null;
}

/**
 * POST /api/Classes/SubmitHomework: a class student hands a story to the teacher (no ticket),
 * for an assignment of one of their classes or, without one, to their first class. The book's
 * state and the class's submission change together.
 */
export async function submitHomework(
  ctx: ClassesContext,
  actor: SessionUser,
  input: { BookId: string; AssignmentId?: string | undefined },
) {
  const book = await loadBook(ctx.db, actor, { openId: input.BookId }, 'publish');
  if (!book) throw classErrors.notFound();
  let assignment: AssignmentRow | undefined;
  let classId: string | null;
  if (input.AssignmentId) {
    assignment = await assignmentByOpenId(ctx.db, input.AssignmentId);
    const member = assignment ? await memberOf(ctx.db, assignment.class_id, actor.id) : undefined;
    if (!assignment || member?.role !== 'STUDENT') throw classErrors.notFound();
    classId = assignment.class_id;
  } else {
    classId = await studentClassOf(ctx.db, actor.id);
  }
  if (!classId) throw classErrors.notFound();
  const now = ctx.clock.now();
  const after = await transitionBook(ctx, {
    bookOpenId: book.open_id,
    transition: 'submit_to_teacher',
    actorId: actor.id,
    classId,
    within: (trx, b) =>
      upsertSubmission(trx, {
        book_id: b.id,
        class_id: classId as string,
        assignment_id: assignment?.id ?? null,
        student_id: actor.id,
        state: 'submitted',
        comment: '',
        submitted_at: now,
        reviewed_at: null,
        reviewed_by: null,
      }),
  });
  return { Book: presentBookSummary(after, new Map(), actor.language) };
}

/**
 * The books module's state hook: a story sent to the teacher another way (publishing's
 * SubmitToTeacher) gets its submission; a story the student takes back loses its waiting one.
 */
export async function followBookState(trx: DB, book: BookRow): Promise<void> {
  const current = await submissionOf(trx, book.id);
  if (book.state === 'submitted_to_teacher' && book.class_id) {
    if (current?.state === 'submitted' && current.class_id === book.class_id) return;
    if (!(await classById(trx, book.class_id))) return;
    await upsertSubmission(trx, {
      book_id: book.id,
      class_id: book.class_id,
      assignment_id: null,
      student_id: book.owner_id,
      state: 'submitted',
      comment: '',
      submitted_at: book.updated_at,
      reviewed_at: null,
      reviewed_by: null,
    });
  } else if (current?.state === 'submitted') {
    await trx.deleteFrom('class_submissions').where('book_id', '=', book.id).execute();
  }
}

async function presentSubmissions(
  ctx: ClassesContext,
  actor: BookActor,
  rows: SubmissionRow[],
  names: Map<string, string>,
  action: 'teacher-review' | 'move',
) {
  const assignmentRows = await assignmentsByIds(
    ctx.db,
    rows.map((r) => r.assignment_id).filter(Boolean) as string[],
  );
  const assignments = new Map(assignmentRows.map((a) => [a.id, a]));
  // An untitled challenge assignment is named in the reader's language (decision 068).
  const titles = await assignmentTitles(ctx, assignmentRows, actor.language);
  const parties = await classPartiesByIds(
    ctx.db,
    rows.map((r) => r.student_id),
  );
  const out = [];
  for (const r of rows) {
    const book = await loadBook(ctx.db, actor, { id: r.book_id }, action);
    if (!book) continue;
    const summary = presentBookSummary(book, new Map(), actor.language);
    out.push(
      presentSubmission(
        r,
        r.assignment_id ? assignments.get(r.assignment_id) : undefined,
        r.assignment_id ? titles.get(r.assignment_id) : undefined,
        { BookId: book.open_id, Title: summary.Title, Type: book.type, State: book.state },
        {
          username: parties.get(r.student_id)?.username ?? '',
          name: names.get(r.student_id) ?? '',
        },
      ),
    );
  }
  return out;
}

/** POST /api/Classes/GetSubmissions: the class's submissions by state, for its teachers. */
export async function listSubmissions(
  ctx: ClassesContext,
  actor: SessionUser,
  openId: string,
  state: string | undefined,
) {
  const { row } = await classFor(ctx.db, actor.id, openId, 'teach');
  const rows = await submissionsOfClass(ctx.db, row.id, state);
  const names = new Map<string, string>();
  for (const r of rows) {
    const m = await memberOf(ctx.db, row.id, r.student_id);
    if (m) names.set(r.student_id, m.name);
  }
  return presentSubmissions(ctx, actor, rows, names, 'teacher-review');
}

/** POST /api/Classes/GetMyWork: a student's own submissions with the teacher's comments. */
export async function myWork(ctx: ClassesContext, actor: SessionUser) {
  const rows = await submissionsOfStudent(ctx.db, actor.id);
  return presentSubmissions(ctx, actor, rows, new Map(), 'move');
}

/**
 * POST /api/Classes/GetSubmission: /review-homework/{storyBookId}/picturebook, the teacher's
 * marking view: the whole book (the books policy's class rule lets the class teacher read it)
 * and its submission.
 */
export async function getSubmission(ctx: ClassesContext, actor: SessionUser, bookOpenId: string) {
  const book = await loadBook(ctx.db, actor, { openId: bookOpenId }, 'teacher-review');
  const submission = book ? await submissionOf(ctx.db, book.id) : undefined;
  if (!book || !submission) throw classErrors.notFound();
  const klass = await classById(ctx.db, submission.class_id);
  const member = klass ? await memberOf(ctx.db, klass.id, book.owner_id) : undefined;
  const [view] = await presentSubmissions(
    ctx,
    actor,
    [submission],
    new Map([[book.owner_id, member?.name ?? '']]),
    'teacher-review',
  );
  return {
    ...(await bookForEditing(ctx, book)),
    Submission: view ?? null,
    Class: klass
      ? { OpenId: klass.open_id, Name: klass.name, PublicBook: klass.public_book }
      : null,
  };
}

/**
 * POST /api/Classes/ReviewSubmission: the teacher returns the story with a comment (back to
 * draft, to work on) or approves it (it stays with its writer, private; where the class allows
 * publishing, it goes on to public moderation: decision 052).
 */
export async function reviewSubmission(
  ctx: ClassesContext,
  actor: SessionUser,
  input: { BookId: string; Decision: 'return' | 'approve'; Comment?: string | undefined },
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
  const comment = cleanText(input.Comment ?? '', { multiline: true });
  const now = ctx.clock.now();
  const within = (trx: DB) =>
    updateSubmission(trx, book.id, {
      state: input.Decision === 'return' ? 'returned' : 'approved',
      comment,
      reviewed_at: now,
      reviewed_by: actor.id,
    });
  // Where the class allows publishing, an approved story goes on to public moderation in the
  // same transaction (decision 052); elsewhere it stays with its writer, private.
  const toPublic = input.Decision === 'approve' && klass?.public_book === 1 && !!ctx.publishing;
  if (toPublic && ctx.publishing) {
    await approveClassBookForReview(ctx.publishing, {
      book,
      actorId: actor.id,
      reason: comment || null,
      within,
    });
  } else {
    await transitionBook(ctx, {
      bookOpenId: book.open_id,
      transition: input.Decision === 'return' ? 'teacher_return' : 'teacher_approve',
      actorId: actor.id,
      reason: comment || null,
      within,
    });
  }
  return {
    State: input.Decision === 'return' ? 'returned' : 'approved',
    Comment: comment,
    PublicReview: toPublic,
  };
}
