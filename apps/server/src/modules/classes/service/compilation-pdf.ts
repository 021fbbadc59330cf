import type { DB } from '../../../db/index';
import type { Clock } from '../../../platform/clock';
import type { ObjectStorage } from '../../../platform/storage/types';
import { type FileBook, fileBookOf, renderFileInWorker } from '../../bookfiles/index';
import { loadBook } from '../../books/index';
import { classPartiesByIds } from '../../user/index';
import { compilationById, itemsOf, updateCompilation } from '../compilation-queries';
import { classById } from '../queries';

export const compilationPdfJob = 'classes.compilationPdf';

/**
 * The compilation's PDF (decision 051), made by a job after publishing, never in a request: the
 * book files' layout of its type (comics on the square page, poems on A5) with a cover, a
 * contents page and each story opened by its title and its writer's username; the stories'
 * pictures credited at the end. Stored through the storage adapter; a newer version replaces it.
 */
export async function renderCompilationPdf(
  ctx: { db: DB; clock: Clock; storage: () => Promise<ObjectStorage> },
  payload: unknown,
): Promise<void> {
  const id = (payload as { compilationId?: unknown }).compilationId;
  if (typeof id !== 'string') return;
  const c = await compilationById(ctx.db, id);
  if (c?.state !== 'published') return;
  const klass = await classById(ctx.db, c.class_id);
  if (!klass) return;
  const set = (patch: Parameters<typeof updateCompilation>[2]) =>
    updateCompilation(ctx.db, c.id, patch);
  const storage = await ctx.storage();
  const now = ctx.clock.now();
  const teacher = { id: klass.teacher_id };
  const ids = (await itemsOf(ctx.db, [c.id])).get(c.id) ?? [];
  const books = [];
  for (const bookId of ids) {
    const book = await loadBook(ctx.db, teacher, { id: bookId }, 'teacher-review');
    if (book) books.push(book);
  }
  const parties = await classPartiesByIds(
    ctx.db,
    books.map((b) => b.owner_id),
  );
  const files: FileBook[] = [];
  for (const book of books) files.push(await fileBookOf(ctx.db, storage, book, now));
  const coverIndex = books.findIndex((b) => b.id === c.cover_book_id);
  const credits = new Map<string, FileBook['credits'][number]>();
  for (const f of files) for (const cr of f.credits) credits.set(`${cr.artwork}|${cr.artist}`, cr);
  const input: FileBook = {
    openId: c.open_id,
    type: c.type === 'comic' ? 'comic' : 'poetry',
    title: c.title,
    // No class name: a file can be passed on (children's safety guide); usernames only.
    author: '',
    summary: '',
    language: files[0]?.language ?? 'en',
    cover: {
      picture: coverIndex >= 0 ? (files[coverIndex]?.cover.picture ?? null) : null,
      background: c.background,
    },
    parts: files.flatMap((f) => f.parts),
    credits: [...credits.values()],
    madeAt: now,
    stories: books.map((b, i) => ({
      title: b.title,
      author: parties.get(b.owner_id)?.username ?? '',
      parts: files[i]?.parts.length ?? 0,
    })),
  };
  try {
    const { data, pages } = await renderFileInWorker('pdf', input);
    const key = `compilations/${c.open_id}-${now}.pdf`;
    await storage.put(key, data, { contentType: 'application/pdf' });
    if (c.pdf_key && c.pdf_key !== key) await storage.delete([c.pdf_key]);
    await set({ pdf_state: 'ready', pdf_key: key, pdf_pages: pages });
    // Deleted while it was being made (decision 059): the file goes too.
    if (!(await compilationById(ctx.db, c.id))) await storage.delete([key]);
  } catch (error) {
    await set({ pdf_state: 'failed' });
    throw error;
  }
}
