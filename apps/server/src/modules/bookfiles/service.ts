import {
  ErrorCode,
  isWritableBookType,
  type LongformChapter,
  type PictureBookPage,
  type PrintFormat,
  partArtworkIds,
  partText,
} from '@storyloom/domain';
import sharp from 'sharp';
import type { DB } from '../../db/index';
import { AppError, errors } from '../../http/errors';
import type { Clock } from '../../platform/clock';
import { newId } from '../../platform/ids';
import type { JobQueue } from '../../platform/jobs/index';
import type { ObjectStorage } from '../../platform/storage/types';
import { type ArtworkView, artworksForBook } from '../artworks/index';
import { type BookRow, coverOf, listOf, listParts, loadBook, partContentOf } from '../books/index';
import { isMemberAt } from '../plans/index';
import { isMembersOnlyBook } from '../reading/index';
import { epubTypes } from './render/epub';
import { renderInWorker } from './render/in-worker';
import type { FileBook, FilePicture } from './render/model';

export const renderJob = 'bookfiles.render';
export type FileFormat = 'pdf' | 'epub' | `print-${PrintFormat}`;
/** The formats a user sees in their list and downloads; print files are the print queue's. */
const userFormats = ['pdf', 'epub'];

/** Where a print file's cover is kept: beside its interior. */
export function printCoverKey(interiorKey: string): string {
  return interiorKey.replace(/\.pdf$/, '-cover.pdf');
}

export interface BookFilesContext {
  db: DB;
  clock: Clock;
  jobs: JobQueue;
  storage: () => Promise<ObjectStorage>;
}

const paidOnly = () => new AppError(ErrorCode.PAID_ONLY, 'paidOnly');

/** SPEC §6: a paid-only story is not sold to (or made for) anyone but its writer and members. */
export async function checkPaidOnly(
  ctx: Pick<BookFilesContext, 'db' | 'clock'>,
  userId: string,
  book: BookRow,
) {
  if (book.owner_id === userId) return;
  if (!(await isMembersOnlyBook(ctx.db, book.id))) return;
  if (!(await isMemberAt(ctx.db, userId, ctx.clock.now()))) throw paidOnly();
}

/** BuyPdf's check (ledger hook): the book exists for this buyer (else the ledger's 404) and is sellable. */
export async function checkPdfSale(ctx: BookFilesContext, userId: string, openId: string) {
  const book = await loadBook(ctx.db, { id: userId }, { openId }, 'print');
  if (book) await checkPaidOnly(ctx, userId, book);
}

/**
 * Asks for a file of a book for a user: a row (queued) and a render job. Asking again while it
 * is queued or rendering, or when it is ready for the book as it is now, changes nothing; a
 * failed file, or one of an older version of the book, is made again.
 */
export async function requestFile(
  ctx: BookFilesContext,
  userId: string,
  book: BookRow,
  format: FileFormat,
  source: 'bought' | 'own',
): Promise<string> {
  const now = ctx.clock.now();
  const existing = await ctx.db
    .selectFrom('book_files')
    .selectAll()
    .where('user_id', '=', userId)
    .where('book_id', '=', book.id)
    .where('format', '=', format)
    .executeTakeFirst();
  if (existing) {
    const current = existing.book_version === book.version;
    if (existing.state !== 'failed' && (current || existing.state !== 'ready')) {
      if (source === 'bought' && existing.source !== 'bought') {
        await ctx.db
          .updateTable('book_files')
          .set({ source })
          .where('id', '=', existing.id)
          .execute();
      }
      return existing.open_id;
    }
    await ctx.db
      .updateTable('book_files')
      .set({
        state: 'queued',
        progress: 0,
        error: null,
        title: book.title,
        book_version: book.version,
        ...(source === 'bought' ? { source } : {}),
        updated_at: now,
      })
      .where('id', '=', existing.id)
      .execute();
    await ctx.jobs.enqueue(renderJob, { fileId: existing.id }, { key: `${existing.id}:${now}` });
    return existing.open_id;
  }
  const id = newId(now);
  const openId = newId(now).slice(-12);
  await ctx.db
    .insertInto('book_files')
    .values({
      id,
      open_id: openId,
      user_id: userId,
      book_id: book.id,
      format,
      source,
      state: 'queued',
      progress: 0,
      title: book.title,
      book_version: book.version,
      storage_key: null,
      bytes: null,
      pages: null,
      error: null,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.columns(['user_id', 'book_id', 'format']).doNothing())
    .execute();
  await ctx.jobs.enqueue(renderJob, { fileId: id }, { key: `${id}:${now}` });
  const row = await ctx.db
    .selectFrom('book_files')
    .select('open_id')
    .where('user_id', '=', userId)
    .where('book_id', '=', book.id)
    .where('format', '=', format)
    .executeTakeFirstOrThrow();
  return row.open_id;
}

/** BuyPdf's follow-up (ledger hook): the bought book's PDF is made for the buyer. */
export async function pdfBought(ctx: BookFilesContext, userId: string, openId: string) {
  const book = await loadBook(ctx.db, { id: userId }, { openId }, 'print');
  if (!book || !isWritableBookType(book.type)) return null;
  return requestFile(ctx, userId, book, 'pdf', 'bought');
}

/**
 * POST /api/YourStuff/MakeBookFile: the writer's own published or private book as a PDF, or a
 * text book as an ePub (free: PRODUCT.md "Print"); an ePub also for whoever bought the PDF.
 */
export async function makeFile(
  ctx: BookFilesContext,
  userId: string,
  openId: string,
  format: FileFormat,
) {
  const book = await loadBook(ctx.db, { id: userId }, { openId }, 'print');
  if (!book || !isWritableBookType(book.type)) throw errors.notFound();
  if (format === 'epub' && !(epubTypes as readonly string[]).includes(book.type)) {
    throw errors.badInput([{ path: 'Format', message: 'epub is for stories and poems' }]);
  }
  if (book.owner_id !== userId) {
    const bought = await ctx.db
      .selectFrom('book_files')
      .select('id')
      .where('user_id', '=', userId)
      .where('book_id', '=', book.id)
      .where('source', '=', 'bought')
      .executeTakeFirst();
    if (!bought || format === 'pdf') throw errors.noPermission();
    await checkPaidOnly(ctx, userId, book);
    return requestFile(ctx, userId, book, format, 'bought');
  }
  return requestFile(ctx, userId, book, format, 'own');
}

async function pictureOf(
  storage: ObjectStorage,
  art: ArtworkView | undefined,
): Promise<FilePicture | null> {
  if (!art) return null;
  const key = art.Image.Url.replace(/^\/media\//, '');
  const data = await storage.read(key, 40 * 1024 * 1024);
  if (!data || data === 'tooLarge') return null;
  // The stored display size, unchanged (print resolution is what was uploaded and kept); JPEG
  // on white, which PDF and ePub readers take everywhere.
  const jpeg = await sharp(data)
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 90 })
    .toBuffer();
  return {
    data: jpeg,
    width: art.Image.Width,
    height: art.Image.Height,
    alt: art.Title || art.Description,
  };
}

/** The book as the renderers take it: its parts' text and pictures, cover and credits. */
export async function fileBookOf(
  db: DB,
  storage: ObjectStorage,
  book: BookRow,
  now: number,
): Promise<FileBook> {
  if (!isWritableBookType(book.type)) throw new Error(`no file for ${book.type}`);
  const type = book.type;
  const cover = coverOf(book);
  const rows = await listParts(db, book.id);
  const contents = rows.map((row) => partContentOf(book, row));
  const ids = new Set<string>([
    ...(cover.artworkId ? [cover.artworkId] : []),
    ...listOf(book.art_ids),
  ]);
  for (const c of contents) for (const id of partArtworkIds(type, c)) ids.add(id);
  const artworks = new Map((await artworksForBook(db, [...ids])).map((a) => [a.ArtworkId, a]));
  const pictures = new Map<string, FilePicture | null>();
  const pic = async (id: string) => {
    if (!pictures.has(id)) pictures.set(id, await pictureOf(storage, artworks.get(id)));
    return pictures.get(id) ?? null;
  };
  const parts = [];
  const used = new Set<string>();
  for (const content of contents) {
    const artIds = partArtworkIds(type, content);
    for (const id of artIds) used.add(id);
    const pics = (await Promise.all(artIds.map(pic))).filter((p): p is FilePicture => p !== null);
    const page = type === 'picturebook' ? (content as PictureBookPage) : null;
    parts.push({
      title: type === 'longform' ? (content as LongformChapter).title : null,
      text: partText(type, content),
      pictures: pics,
      textPosition: page?.textPosition ?? null,
      background: page?.background ?? null,
    });
  }
  if (cover.artworkId) used.add(cover.artworkId);
  const credits = [...used]
    .map((id) => artworks.get(id))
    .filter((a): a is ArtworkView => a !== undefined)
    .map((a) => ({
      artwork: a.Title,
      artist: a.Artist.Name,
      licence: a.Licence.Name,
      licenceUrl: a.Licence.Url,
      attribution: a.Attribution,
    }));
  return {
    openId: book.open_id,
    type,
    title: book.title,
    author: cover.author,
    summary: book.summary,
    language: book.language,
    cover: {
      picture: cover.artworkId ? await pic(cover.artworkId) : null,
      background: cover.background,
    },
    parts,
    credits,
    madeAt: now,
  };
}

/** The render job: makes the file, stores it, and keeps its progress on the row as it goes. */
export async function renderFile(ctx: BookFilesContext, payload: unknown): Promise<void> {
  const fileId = (payload as { fileId?: unknown }).fileId;
  if (typeof fileId !== 'string') return;
  const row = await ctx.db
    .selectFrom('book_files')
    .selectAll()
    .where('id', '=', fileId)
    .executeTakeFirst();
  if (!row || row.state === 'ready') return;
  const set = (values: Partial<typeof row>) =>
    ctx.db
      .updateTable('book_files')
      .set({ ...values, updated_at: ctx.clock.now() })
      .where('id', '=', fileId)
      .execute();
  const book = await loadBook(ctx.db, { id: row.user_id }, { id: row.book_id }, 'print');
  if (!book || !isWritableBookType(book.type)) {
    await set({ state: 'failed', error: 'book unavailable' });
    return;
  }
  await set({ state: 'rendering', progress: 5, book_version: book.version, title: book.title });
  const storage = await ctx.storage();
  const input = await fileBookOf(ctx.db, storage, book, ctx.clock.now());
  await set({ progress: 20 });
  let last = 20;
  const progress = async (fraction: number) => {
    const value = 20 + Math.floor(fraction * 70);
    if (value - last >= 10) {
      last = value;
      await set({ progress: value });
    }
  };
  const binding = row.format.startsWith('print-')
    ? (row.format.slice('print-'.length) as PrintFormat)
    : undefined;
  const { data, pages, cover } = await renderInWorker(
    binding ? 'print' : row.format === 'epub' ? 'epub' : 'pdf',
    input,
    progress,
    binding,
  );
  const extension = row.format === 'epub' ? 'epub' : 'pdf';
  const key = `bookfiles/${row.open_id}/${book.open_id}-v${book.version}${binding ? `-${binding}` : ''}.${extension}`;
  if (cover) {
    await storage.put(printCoverKey(key), cover, { contentType: 'application/pdf' });
  }
  await storage.put(key, data, { contentType: contentTypeOf(row.format) });
  if (row.storage_key && row.storage_key !== key) {
    await storage.delete(
      binding ? [row.storage_key, printCoverKey(row.storage_key)] : [row.storage_key],
    );
  }
  await set({
    state: 'ready',
    progress: 100,
    storage_key: key,
    bytes: data.length,
    pages,
    error: null,
  });
}

export function contentTypeOf(format: string): string {
  return format === 'epub' ? 'application/epub+zip' : 'application/pdf';
}

/** POST /api/YourStuff/BookFiles: the user's files, newest first, with state and progress. */
export async function listFiles(db: DB, userId: string) {
  const rows = await db
    .selectFrom('book_files')
    .innerJoin('books', 'books.id', 'book_files.book_id')
    .select([
      'book_files.open_id',
      'book_files.format',
      'book_files.source',
      'book_files.state',
      'book_files.progress',
      'book_files.title',
      'book_files.pages',
      'book_files.bytes',
      'book_files.updated_at',
      'books.open_id as book_open_id',
      'books.type as book_type',
    ])
    .where('book_files.user_id', '=', userId)
    .where('book_files.format', 'in', userFormats)
    .orderBy('book_files.created_at', 'desc')
    .limit(500)
    .execute();
  return rows.map((r) => ({
    FileId: r.open_id,
    BookId: r.book_open_id,
    BookType: r.book_type,
    Title: r.title,
    Format: r.format,
    Source: r.source,
    State: r.state,
    Progress: r.progress,
    Pages: r.pages,
    Bytes: r.bytes,
    UpdatedAt: new Date(Number(r.updated_at)).toISOString(),
    DownloadUrl: r.state === 'ready' ? `/api/YourStuff/BookFile/${r.open_id}` : null,
  }));
}

/** The stored file of a user's ready book file, or null (404). */
export async function fileFor(db: DB, storage: ObjectStorage, userId: string, fileId: string) {
  const row = await db
    .selectFrom('book_files')
    .selectAll()
    .where('open_id', '=', fileId)
    .where('user_id', '=', userId)
    .where('format', 'in', userFormats)
    .executeTakeFirst();
  if (row?.state !== 'ready' || !row.storage_key) return null;
  const object = await storage.get(row.storage_key);
  if (!object) return null;
  return { row, object };
}
