import { timingSafeEqual } from 'node:crypto';
import { readerPathFor } from '@storyloom/domain';
import { type BookActor, type BookRow, isPublicBook, loadBook } from '../../books/index';
import type { SessionUser } from '../../session/index';
import { classPartiesByIds } from '../../user/index';
import { classErrors } from '../errors';
import { isTeacherRole } from '../policy';
import { type ClassRow, classByOpenId, memberOf, membersOf, submissionsOfClass } from '../queries';
import { getClass } from './classes';
import { listCompilations } from './compilations';
import type { ClassesContext } from './context';

const sameCode = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

type Viewer = 'teacher' | 'student' | 'public';

/**
 * The class's books on show (decision 038): the stories its teacher approved, by writers still
 * students of the class. Each viewer sees only what the books policy already lets them open:
 * the class's teachers every approved one (`teacher-review`), a student their own, the public
 * ones and, where the class allows reading others' books, the classmates' (`read`, decision
 * 044), and a visitor with the share link only the public ones (moderator-approved).
 */
async function showcaseBooks(
  ctx: ClassesContext,
  row: ClassRow,
  viewer: Viewer,
  actor: BookActor | null,
) {
  const students = new Map(
    (await membersOf(ctx.db, row.id))
      .filter((m) => m.role === 'STUDENT')
      .map((m) => [m.user_id, m]),
  );
  const approved = (await submissionsOfClass(ctx.db, row.id, 'approved')).filter((s) =>
    students.has(s.student_id),
  );
  const parties = await classPartiesByIds(
    ctx.db,
    approved.map((s) => s.student_id),
  );
  const out = [];
  for (const s of approved) {
    let book: BookRow | null = null;
    if (viewer === 'teacher')
      book = await loadBook(ctx.db, actor, { id: s.book_id }, 'teacher-review');
    else if (viewer === 'student' && actor && s.student_id === actor.id) {
      book = await loadBook(ctx.db, actor, { id: s.book_id }, 'move');
    } else book = await loadBook(ctx.db, actor, { id: s.book_id }, 'read');
    if (!book || book.class_id !== row.id) continue;
    const isPublic = isPublicBook(book);
    // A classmate's story the policy let this student read (ReadOtherBook) opens in the reader.
    const readable = isPublic || (viewer === 'student' && s.student_id !== actor?.id);
    out.push({
      BookId: book.open_id,
      Title: book.title,
      Type: book.type,
      Username: parties.get(s.student_id)?.username ?? '',
      // The name the teacher typed stays with the class's teachers (decision 027).
      Name: viewer === 'teacher' ? (students.get(s.student_id)?.name ?? '') : '',
      Public: isPublic,
      ReaderPath: readable ? readerPathFor(book.type, book.open_id, book.slug) : null,
      ApprovedAt: new Date(s.reviewed_at ?? s.submitted_at).toISOString(),
    });
  }
  return out;
}

/**
 * POST /api/Classes/GetShowcase: /class/{id} for the class's members, and the share link
 * /class/{openId}?code={accessCode} for anyone holding its access code (PRODUCT.md). A visitor
 * gets no class name, teacher or grade (children's safety guide: no class name in a public
 * answer), only the public books and their writers' usernames. Anyone else: the 404 of a class
 * that does not exist.
 */
export async function showcase(
  ctx: ClassesContext,
  user: SessionUser | null,
  openId: string,
  code: string | undefined,
) {
  const row = await classByOpenId(ctx.db, openId);
  if (!row) throw classErrors.notFound();
  const member = user ? await memberOf(ctx.db, row.id, user.id) : undefined;
  if (user && member) {
    const viewer: Viewer = isTeacherRole(member.role) ? 'teacher' : 'student';
    return {
      Public: false,
      Class: await getClass(ctx, user.id, openId),
      Books: await showcaseBooks(ctx, row, viewer, user),
      // The class's published compilations (decision 051): members only, never on the share link.
      Compilations: (await listCompilations(ctx, user.id, openId)).List.filter(
        (c) => c.State === 'published',
      ),
    };
  }
  if (!code || !sameCode(code, row.access_code)) throw classErrors.notFound();
  return { Public: true, Class: null, Books: await showcaseBooks(ctx, row, 'public', null) };
}
