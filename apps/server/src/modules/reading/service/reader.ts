import { ageGroups, ageOn, ErrorCode, isWritableBookType, readerPathFor } from '@storyloom/domain';
import { AppError, errors } from '../../../http/errors';
import type { SessionUser } from '../../../http/session';
import {
  type BookRow,
  coverOf,
  listOf,
  listParts,
  loadBook,
  may,
  partContentOf,
} from '../../books/index';
import { readerView } from '../../publishing/index';
import { readerBirthdayById } from '../../user/index';
import { artistCredit } from '../present';
import { booksOnceCalled, findHistory, isFavorite } from '../queries/personal';
import { type ReaderBookRow, readerBook } from '../queries/reader';
import type { ReadInput } from '../schemas';
import { type ReadingContext, readingHooks } from './context';

export const readingErrors = {
  paidOnly: () => new AppError(ErrorCode.PAID_ONLY, 'paidOnly'),
  ageLevel: () => new AppError(ErrorCode.AGE_LEVEL, 'ageInappropriate'),
};

/** Loaded for `read` (books policy), of a type with a reader view. */
const readable = (b: BookRow | null): b is BookRow => b !== null && isWritableBookType(b.type);

/**
 * A book the reader opens by its open id, or by a slug it has (or once had): a public one, or
 * one the books policy lets this reader read (a classmate's approved story where the class
 * allows it). The policy's limits (a class student's) are answered by `checkGates`.
 */
export async function findReadableBook(
  ctx: ReadingContext,
  input: { StoryBookId?: string | undefined; Slug?: string | undefined },
  user: SessionUser | null = null,
): Promise<BookRow> {
  const load = async (key: { openId: string } | { id: string }) => {
    const book = await loadBook(ctx.db, null, key, 'read');
    if (book || !user) return book;
    return loadBook(ctx.db, user, key, 'read');
  };
  if (input.StoryBookId) {
    const book = await load({ openId: input.StoryBookId });
    if (readable(book)) return book;
    throw errors.notFound();
  }
  for (const id of await booksOnceCalled(ctx.db, input.Slug ?? '')) {
    const book = await load({ id });
    if (readable(book)) return book;
  }
  throw errors.notFound();
}

export async function isMember(ctx: ReadingContext, userId: string): Promise<boolean> {
  for (const hook of readingHooks.isMember) {
    if (await hook(ctx.db, userId, ctx.clock.now())) return true;
  }
  return false;
}

/**
 * SPEC §6 gates, for anyone but the writer: whether this reader may read the book at all is
 * the books policy's answer (a class student reads others' books only where a class allows it:
 * the classes module's limit, SPEC §4 canReadOtherBook); paid-only stories need a paid member;
 * a book above the signed-in reader's age group is refused (readers with no birthday, and
 * visitors, are not age-gated: there is no age to compare).
 */
export async function checkGates(
  ctx: ReadingContext,
  user: SessionUser | null,
  book: BookRow,
  membersOnly: boolean,
): Promise<void> {
  if (user && user.id === book.owner_id) return;
  if (user && !(await may(ctx.db, user, book, 'read'))) throw errors.noPermission();
  if (membersOnly && !(user && (await isMember(ctx, user.id)))) throw readingErrors.paidOnly();
  if (user) {
    const birthday = await readerBirthdayById(ctx.db, user.id);
    const age = birthday ? ageOn(birthday, ctx.clock.now()) : null;
    const level = ageGroups.find((g) => g.id === book.age_level);
    if (age !== null && level && level.minAge > age) throw readingErrors.ageLevel();
  }
}

/** A book's key in the reader cache: as the reader asked for it (open id, or a slug). */
function readerKey(input: ReadInput): string {
  return input.StoryBookId !== undefined
    ? `read|id|${input.StoryBookId}`
    : `read|slug|${input.Slug ?? ''}`;
}

type SharedReader = Awaited<ReturnType<typeof computeReader>>;

/**
 * What the reader shows the same way to everyone who may read the book: for a public book,
 * cached per process like the lists (issue 22; dropped by the same events: a publish, an
 * unpublish, a hide, a paid-only mark, an edit of the book). A book only this reader may open
 * (their own draft, a classmate's story) is computed for them and not kept. The read counts are
 * added when answering (the read buffer's pending reads), so a batch of counted reads does not
 * drop the cached book.
 */
async function sharedReader(
  ctx: ReadingContext,
  input: ReadInput,
  user: SessionUser | null,
): Promise<SharedReader> {
  try {
    return await ctx.readers.get(readerKey(input), async () => {
      const value = await computeReader(ctx, input, null);
      return { value, books: [value.book.id] };
    });
  } catch (error) {
    const notFound = error instanceof AppError && error.code === ErrorCode.NOT_FOUND;
    if (!user || !notFound) throw error;
    return computeReader(ctx, input, user);
  }
}

/** The book, its listing and author (one query), its parts (one), its pictures (one). */
async function computeReader(ctx: ReadingContext, input: ReadInput, asker: SessionUser | null) {
  const found = await findReaderBook(ctx, input, asker);
  const { book, listing } = found;
  const readsMark = ctx.reads.sinceListing(book.id);
  const rows = await listParts(ctx.db, book.id);
  const view = await readerView(ctx.db, book, rows);
  const parts = view.Parts.map((p, i) => {
    const row = rows[i];
    return book.type === 'poetry' && row ? { ...p, Content: partContentOf(book, row) } : p;
  });
  const toc = view.Parts.map((p) => ({ PartId: p.PartId, Position: p.Position, Title: p.Title }));
  const cover = coverOf(book);
  const credits = new Map<string, NonNullable<ReturnType<typeof artistCredit>>>();
  for (const art of view.Artworks.values()) {
    const credit = artistCredit(art);
    if (credit) credits.set(`${credit.Slug}|${credit.Licence.Name}|${credit.Attribution}`, credit);
  }
  return {
    book,
    listed: listing !== null,
    membersOnly: listing?.members_only === 1,
    readsMark,
    reads: Number(listing?.reads ?? 0),
    Book: {
      StoryBookId: book.open_id,
      Slug: book.slug,
      Type: book.type,
      Title: book.title,
      Summary: book.summary,
      Tags: listOf(book.tags),
      Categories: listOf(book.categories),
      Language: book.language,
      AgeLevel: book.age_level,
      MembersOnly: listing?.members_only === 1,
      Featured: book.featured === 1,
      Author: found.author,
      Cover: { Image: view.Cover.Image, Background: cover.background },
      Artists: [...credits.values()],
      Favorites: Number(listing?.favorites ?? 0),
      WordCount: book.word_count,
      PartCount: book.part_count,
      ReaderPath: readerPathFor(book.type, book.open_id, book.slug),
      PublishedAt: book.published_at === null ? null : new Date(book.published_at).toISOString(),
    },
    Parts: parts,
    // Comics: each placed picture's image and size, by artwork id (reader-view.ts).
    Images: view.Images,
    Toc: toc,
  };
}

/** As `findReadableBook`, with the listing and the author read in the same query. */
async function findReaderBook(
  ctx: ReadingContext,
  input: ReadInput,
  asker: SessionUser | null,
): Promise<ReaderBookRow> {
  const load = async (key: { openId: string } | { id: string }) => {
    const found = await readerBook(ctx.db, key);
    if (!found || !readable(found.book)) return null;
    return (await may(ctx.db, asker, found.book, 'read')) ? found : null;
  };
  if (input.StoryBookId) {
    const found = await load({ openId: input.StoryBookId });
    if (found) return found;
    throw errors.notFound();
  }
  for (const id of await booksOnceCalled(ctx.db, input.Slug ?? '')) {
    const found = await load({ id });
    if (found) return found;
  }
  throw errors.notFound();
}

/**
 * The published book as the reader shows it. Parts carry `Html` made by the domain's safe
 * renderer (richTextToHtml: only the editors' nodes and marks, text escaped) and poems their
 * structured `Content` (tiles are placed on the art). A longform book with `Chapter` (1-based
 * number or PartId) answers that chapter only, with the table of contents and its neighbours.
 * Counts the read (once per reader or visitor key a day). A visitor's answer costs no query
 * while the book is cached; a signed-in reader's gates, favorite and progress are asked each
 * time.
 */
export async function readBook(
  ctx: ReadingContext,
  user: SessionUser | null,
  input: ReadInput,
  visitorKey: string,
) {
  const shared = await sharedReader(ctx, input, user);
  const { book } = shared;
  await checkGates(ctx, user, book, shared.membersOnly);

  const parts = shared.Parts;
  let shown = parts;
  let chapter = null;
  if (input.Chapter !== undefined && book.type === 'longform') {
    const index =
      typeof input.Chapter === 'number'
        ? input.Chapter - 1
        : parts.findIndex((p) => p.PartId === input.Chapter);
    const part = parts[index];
    if (!part) throw errors.notFound();
    shown = [part];
    chapter = {
      PartId: part.PartId,
      Number: index + 1,
      Previous: parts[index - 1]?.PartId ?? null,
      Next: parts[index + 1]?.PartId ?? null,
    };
  }

  // Only a listed book counts, and the writer's own visits are not reads.
  if (shared.listed && user?.id !== book.owner_id) {
    ctx.reads.note(book.id, user ? `u:${user.id}` : `v:${visitorKey}`);
  }
  const history = user ? await findHistory(ctx.db, user.id, book.id) : undefined;
  const { Favorites, ...shownBook } = shared.Book;

  return {
    Book: {
      ...shownBook,
      Counts: {
        Reads: shared.reads + (shared.listed ? ctx.reads.shown(book.id, shared.readsMark) : 0),
        Favorites,
      },
    },
    Parts: shown,
    ...(shared.Images ? { Images: shared.Images } : {}),
    Toc: shared.Toc,
    Chapter: chapter,
    /** True when the book was found by an old slug: the reader should go to ReaderPath. */
    Moved: input.StoryBookId === undefined && input.Slug !== book.slug,
    Favorite: user ? await isFavorite(ctx.db, user.id, book.id) : false,
    Progress: history
      ? {
          PartId: history.part_key,
          PartIndex: history.part_index,
          Position: history.position,
          Finished: history.finished === 1,
          At: new Date(Number(history.updated_at)).toISOString(),
        }
      : null,
  };
}
