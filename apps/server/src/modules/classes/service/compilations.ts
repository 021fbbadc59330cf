import { compilationMinimum, validateCompilation } from '@storyloom/domain';
import { errors } from '../../../http/errors';
import { newId, newOpenId } from '../../../platform/ids';
import {
  type BookAsker,
  type BookRow,
  listParts,
  loadBook,
  partContentOf,
} from '../../books/index';
import { readerView } from '../../publishing/index';
import { classPartiesByIds } from '../../user/index';
import {
  type CompilationRow,
  compilationByOpenId,
  compilationsOf,
  insertCompilation,
  itemsOf,
  setItems,
  updateCompilation,
} from '../compilation-queries';
import { classErrors } from '../errors';
import { classFor, isTeacherRole } from '../policy';
import { type ClassRow, membersOf, submissionsOfClass } from '../queries';
import type { ClassesContext } from './context';

export type CompilationType = 'comic' | 'poetry';

/**
 * The stories a compilation may take (decision 051): the class's approved stories of that type,
 * by writers who are still students of the class, each loaded as the class's teacher reviews it.
 */
async function approvedStories(
  ctx: ClassesContext,
  row: ClassRow,
  teacher: BookAsker,
  type: CompilationType,
) {
  const students = new Map(
    (await membersOf(ctx.db, row.id))
      .filter((m) => m.role === 'STUDENT')
      .map((m) => [m.user_id, m]),
  );
  const approved = (await submissionsOfClass(ctx.db, row.id, 'approved')).filter((s) =>
    students.has(s.student_id),
  );
  const out: { book: BookRow; name: string }[] = [];
  for (const s of approved) {
    const book = await loadBook(ctx.db, teacher, { id: s.book_id }, 'teacher-review');
    if (book && book.type === type && book.class_id === row.id) {
      out.push({ book, name: students.get(s.student_id)?.name ?? '' });
    }
  }
  return out;
}

/** POST /api/Classes/GetCompilationChoices: what a teacher may put in a compilation of a type. */
export async function compilationChoices(
  ctx: ClassesContext,
  userId: string,
  openId: string,
  type: CompilationType,
) {
  const { row } = await classFor(ctx.db, userId, openId, 'teach');
  const stories = await approvedStories(ctx, row, { id: userId }, type);
  const parties = await classPartiesByIds(
    ctx.db,
    stories.map((s) => s.book.owner_id),
  );
  const views = await Promise.all(
    stories.map(async (s) => readerView(ctx.db, s.book, await listParts(ctx.db, s.book.id))),
  );
  return {
    Type: type,
    Minimum: compilationMinimum,
    Stories: stories.map((s, i) => ({
      BookId: s.book.open_id,
      Title: s.book.title,
      Username: parties.get(s.book.owner_id)?.username ?? '',
      // The name the teacher typed: this answer is for the class's teachers only.
      Name: s.name,
      Cover: views[i]?.Cover.Image ?? null,
    })),
  };
}

export interface CompilationInput {
  OpenId: string;
  CompilationId?: string | undefined;
  Type: CompilationType;
  Title: string;
  BookIds: string[];
  CoverBookId?: string | undefined;
  Background?: string | undefined;
}

/**
 * POST /api/Classes/SaveCompilation: makes or changes a draft (a published one may be changed
 * too: it stays published). At least 5 stories (SPEC §5), each one of the class's approved
 * stories of the compilation's type, none twice; the cover, if any, one of them.
 */
export async function saveCompilation(
  ctx: ClassesContext,
  userId: string,
  input: CompilationInput,
) {
  const { row } = await classFor(ctx.db, userId, input.OpenId, 'teach');
  const existing = input.CompilationId
    ? await compilationByOpenId(ctx.db, row.id, input.CompilationId)
    : undefined;
  if (input.CompilationId && !existing) throw classErrors.notFound();
  if (existing && existing.type !== input.Type) {
    throw errors.badInput([{ path: 'Type', message: 'a compilation keeps its type' }]);
  }
  const ids = input.BookIds;
  if (new Set(ids).size !== ids.length) {
    throw errors.badInput([{ path: 'BookIds', message: 'a story is in a compilation once' }]);
  }
  const tooFew = validateCompilation(ids.length);
  if (tooFew) throw classErrors.input('BookIds', tooFew);
  const stories = new Map(
    (await approvedStories(ctx, row, { id: userId }, input.Type)).map((s) => [s.book.open_id, s]),
  );
  const unknown = ids.find((id) => !stories.has(id));
  if (unknown !== undefined) {
    throw errors.badInput([
      { path: 'BookIds', message: `not an approved ${input.Type} of this class: ${unknown}` },
    ]);
  }
  if (input.CoverBookId && !ids.includes(input.CoverBookId)) {
    throw errors.badInput([{ path: 'CoverBookId', message: 'the cover is one of the stories' }]);
  }
  const bookIds = ids.map((id) => stories.get(id)?.book.id ?? '');
  const coverBookId = input.CoverBookId ? (stories.get(input.CoverBookId)?.book.id ?? null) : null;
  const now = ctx.clock.now();
  const background = input.Background ?? existing?.background ?? '#fde68a';
  return ctx.db.transaction().execute(async (trx) => {
    let id = existing?.id;
    let openId = existing?.open_id;
    if (existing) {
      await updateCompilation(trx, existing.id, {
        title: input.Title,
        cover_book_id: coverBookId,
        background,
        updated_at: now,
        // A changed published compilation's PDF is made again.
        ...(existing.state === 'published' ? { pdf_state: 'queued' } : {}),
      });
    } else {
      id = newId(now);
      openId = newOpenId();
      await insertCompilation(trx, {
        id,
        open_id: openId,
        class_id: row.id,
        type: input.Type,
        title: input.Title,
        cover_book_id: coverBookId,
        background,
        state: 'draft',
        created_by: userId,
        created_at: now,
        updated_at: now,
        published_at: null,
        pdf_state: 'none',
        pdf_key: null,
        pdf_pages: null,
      });
    }
    await setItems(trx, id ?? '', bookIds);
    return {
      CompilationId: openId ?? '',
      State: existing?.state ?? 'draft',
      Requeue: existing?.state === 'published' ? (id ?? null) : null,
    };
  });
}

function summary(c: CompilationRow, count: number) {
  return {
    CompilationId: c.open_id,
    Type: c.type as CompilationType,
    Title: c.title,
    Background: c.background,
    State: c.state,
    Count: count,
    PublishedAt: c.published_at === null ? null : new Date(Number(c.published_at)).toISOString(),
    UpdatedAt: new Date(Number(c.updated_at)).toISOString(),
  };
}

/**
 * POST /api/Classes/GetCompilations: the class's compilations; its teachers see drafts too, its
 * students only the published ones. Anyone else: the 404 of a class that does not exist.
 */
export async function listCompilations(ctx: ClassesContext, userId: string, openId: string) {
  const { row, member } = await classFor(ctx.db, userId, openId, 'member');
  const teacher = isTeacherRole(member.role);
  const rows = (await compilationsOf(ctx.db, row.id)).filter(
    (c) => teacher || c.state === 'published',
  );
  const items = await itemsOf(
    ctx.db,
    rows.map((c) => c.id),
  );
  return { List: rows.map((c) => summary(c, items.get(c.id)?.length ?? 0)) };
}

/**
 * POST /api/Classes/GetCompilation: the compilation as its reader shows it: the cover, then each
 * story in order with its writer's username and its pages or poem (the reader's part views).
 * A draft is for the class's teachers (the preview); a published one for the class's members.
 * Each story is loaded through the books policy (`teacher-review` for a teacher, `read` for a
 * student: the compilation rule, decision 051); a story no longer there is left out.
 */
export async function getCompilation(
  ctx: ClassesContext,
  userId: string,
  openId: string,
  compilationId: string,
) {
  const { row, member } = await classFor(ctx.db, userId, openId, 'member');
  const teacher = isTeacherRole(member.role);
  const c = await compilationByOpenId(ctx.db, row.id, compilationId);
  if (!c || (!teacher && c.state !== 'published')) throw classErrors.notFound();
  const ids = (await itemsOf(ctx.db, [c.id])).get(c.id) ?? [];
  const actor = { id: userId };
  const books: BookRow[] = [];
  for (const id of ids) {
    const book = await loadBook(ctx.db, actor, { id }, teacher ? 'teacher-review' : 'read');
    if (book) books.push(book);
  }
  const parties = await classPartiesByIds(
    ctx.db,
    books.map((b) => b.owner_id),
  );
  let cover: { Url: string; ThumbUrl: string } | null = null;
  const stories = [];
  for (const book of books) {
    const rows = await listParts(ctx.db, book.id);
    const view = await readerView(ctx.db, book, rows);
    if (book.id === c.cover_book_id) cover = view.Cover.Image;
    stories.push({
      BookId: book.open_id,
      Title: book.title,
      Username: parties.get(book.owner_id)?.username ?? '',
      Parts: view.Parts.map((p, i) => {
        const part = rows[i];
        return book.type === 'poetry' && part ? { ...p, Content: partContentOf(book, part) } : p;
      }),
      ...(view.Images ? { Images: view.Images } : {}),
    });
  }
  return {
    Compilation: {
      ...summary(c, stories.length),
      Cover: cover,
      CoverBookId: books.find((b) => b.id === c.cover_book_id)?.open_id ?? null,
      Pdf:
        c.state === 'published'
          ? {
              State: c.pdf_state,
              Pages: c.pdf_pages,
              Url:
                c.pdf_state === 'ready'
                  ? `/api/Classes/CompilationPdf/${encodeURIComponent(row.open_id)}/${encodeURIComponent(c.open_id)}`
                  : null,
            }
          : null,
    },
    Stories: stories,
    Manage: teacher,
  };
}

/**
 * POST /api/Classes/PublishCompilation: the class's members may read it (the class page lists
 * it) and its PDF is made by a job. Still at least 5 readable stories (a story taken back since
 * the draft was saved counts no more).
 */
export async function publishCompilation(
  ctx: ClassesContext,
  userId: string,
  openId: string,
  compilationId: string,
) {
  const { row } = await classFor(ctx.db, userId, openId, 'teach');
  const c = await compilationByOpenId(ctx.db, row.id, compilationId);
  if (!c) throw classErrors.notFound();
  const stories = new Set(
    (await approvedStories(ctx, row, { id: userId }, c.type as CompilationType)).map(
      (s) => s.book.id,
    ),
  );
  const ids = ((await itemsOf(ctx.db, [c.id])).get(c.id) ?? []).filter((id) => stories.has(id));
  const tooFew = validateCompilation(ids.length);
  if (tooFew) throw classErrors.input('BookIds', tooFew);
  const now = ctx.clock.now();
  await ctx.db.transaction().execute(async (trx) => {
    await setItems(trx, c.id, ids);
    await updateCompilation(trx, c.id, {
      state: 'published',
      published_at: c.published_at ?? now,
      updated_at: now,
      pdf_state: 'queued',
    });
  });
  return { CompilationId: c.open_id, State: 'published', Id: c.id };
}

/** The stored PDF of a published compilation, for a member of its class (or null: 404). */
export async function compilationPdfKey(
  ctx: ClassesContext,
  userId: string,
  openId: string,
  compilationId: string,
) {
  const { row } = await classFor(ctx.db, userId, openId, 'member');
  const c = await compilationByOpenId(ctx.db, row.id, compilationId);
  if (c?.state !== 'published' || c.pdf_state !== 'ready' || !c.pdf_key) return null;
  return { key: c.pdf_key, title: c.title };
}
