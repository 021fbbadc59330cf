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
import { artistCredit, authorNames } from '../present';
import { findListing } from '../queries/listings';
import { booksOnceCalled, findHistory, isFavorite } from '../queries/personal';
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

/**
 * The published book as the reader shows it. Parts carry `Html` made by the domain's safe
 * renderer (richTextToHtml: only the editors' nodes and marks, text escaped) and poems their
 * structured `Content` (tiles are placed on the art). A longform book with `Chapter` (1-based
 * number or PartId) answers that chapter only, with the table of contents and its neighbours.
 * Counts the read (once per reader or visitor key a day).
 */
export async function readBook(
  ctx: ReadingContext,
  user: SessionUser | null,
  input: ReadInput,
  visitorKey: string,
) {
  const book = await findReadableBook(ctx, input, user);
  const listing = await findListing(ctx.db, book.id);
  const readsMark = ctx.reads.sinceListing(book.id);
  await checkGates(ctx, user, book, listing?.members_only === 1);

  const rows = await listParts(ctx.db, book.id);
  const view = await readerView(ctx.db, book, rows);
  const parts = view.Parts.map((p, i) => {
    const row = rows[i];
    return book.type === 'poetry' && row ? { ...p, Content: partContentOf(book, row) } : p;
  });
  const toc = view.Parts.map((p) => ({ PartId: p.PartId, Position: p.Position, Title: p.Title }));
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

  const cover = coverOf(book);
  const credits = new Map<string, NonNullable<ReturnType<typeof artistCredit>>>();
  for (const art of view.Artworks.values()) {
    const credit = artistCredit(art);
    if (credit) credits.set(`${credit.Slug}|${credit.Licence.Name}|${credit.Attribution}`, credit);
  }
  const author = (await authorNames(ctx.db, [book.owner_id])).get(book.owner_id) ?? null;

  // Only a listed book counts, and the writer's own visits are not reads.
  if (listing && user?.id !== book.owner_id) {
    ctx.reads.note(book.id, user ? `u:${user.id}` : `v:${visitorKey}`);
  }
  const history = user ? await findHistory(ctx.db, user.id, book.id) : undefined;

  return {
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
      Author: author,
      Cover: { Image: view.Cover.Image, Background: cover.background },
      Artists: [...credits.values()],
      Counts: {
        Reads: Number(listing?.reads ?? 0) + (listing ? ctx.reads.shown(book.id, readsMark) : 0),
        Favorites: Number(listing?.favorites ?? 0),
      },
      WordCount: book.word_count,
      PartCount: book.part_count,
      ReaderPath: readerPathFor(book.type, book.open_id, book.slug),
      PublishedAt: book.published_at === null ? null : new Date(book.published_at).toISOString(),
    },
    Parts: shown,
    // Comics: each placed picture's image and size, by artwork id (reader-view.ts).
    ...(view.Images ? { Images: view.Images } : {}),
    Toc: toc,
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
