import { type BookType, bookTypes } from '@storyloom/domain';
import { z } from 'zod';
import { errors } from '../../../http/errors';
import type { SessionUser } from '../../../http/session';
import { bookIdentity, listParts } from '../../books/index';
import { encodeCursor, presentEntries } from '../present';
import { findListing, listingsByBookIds } from '../queries/listings';
import {
  addFavorite,
  countFavorites,
  findHistory,
  listFavorites,
  listHistory,
  removeFavorite,
  upsertHistory,
} from '../queries/personal';
import type { ReadingContext } from './context';
import { countOnce } from './counts';
import { cursorOrBadInput, defaultLimit } from './lists';
import { checkGates, findReadableBook } from './reader';

/** Personal lists page by (time, book): the cursor names the book by its open id, never its id. */
async function cursorAt(ctx: ReadingContext, cursor: string | undefined) {
  const decoded = cursorOrBadInput(cursor);
  if (!decoded) return null;
  const book = await bookIdentity(ctx.db, { openId: decoded[1] });
  if (!book)
    throw errors.badInput([{ path: 'Cursor', message: 'This list position is not valid.' }]);
  return { at: decoded[0], bookId: book.id };
}

async function openIdOf(ctx: ReadingContext, bookId: string) {
  return (await bookIdentity(ctx.db, { id: bookId }))?.openId;
}

/** Favorite a book one may read (counted once a day per reader for the sorts). */
export async function favorite(ctx: ReadingContext, user: SessionUser, storyBookId: string) {
  const book = await findReadableBook(ctx, { StoryBookId: storyBookId });
  const listing = await findListing(ctx.db, book.id);
  await checkGates(ctx, user, book, listing?.members_only === 1);
  const now = ctx.clock.now();
  const added = await addFavorite(ctx.db, {
    user_id: user.id,
    book_id: book.id,
    book_type: book.type,
    created_at: now,
  });
  if (added) {
    await countOnce(ctx.db, book.id, `u:${user.id}`, 'favorite', now);
    // The reader's cached book shows the favorites count (lists follow within their TTL).
    ctx.readers.dropShowing(book.id);
  }
  return { StoryBookId: book.open_id, Favorite: true, Changed: added };
}

/** Unfavorite (also for a book that is no longer published). Counts are not taken back. */
export async function unfavorite(ctx: ReadingContext, user: SessionUser, storyBookId: string) {
  const book = await bookIdentity(ctx.db, { openId: storyBookId });
  const removed = book ? await removeFavorite(ctx.db, user.id, book.id) : false;
  return { StoryBookId: storyBookId, Favorite: false, Changed: removed };
}

/** GetFavoritesBooks: one's favorites of a type, newest first; books no longer readable left out. */
export async function favoriteBooks(
  ctx: ReadingContext,
  user: SessionUser,
  input: { Type: BookType; Cursor?: string | undefined; Limit?: number | undefined },
) {
  const limit = input.Limit ?? defaultLimit;
  const after = await cursorAt(ctx, input.Cursor);
  const rows = await listFavorites(ctx.db, user.id, {
    type: input.Type,
    after,
    limit: limit + 1,
  });
  const page = rows.slice(0, limit);
  const listed = new Map(
    (
      await listingsByBookIds(
        ctx.db,
        page.map((r) => r.book_id),
      )
    ).map((b) => [b.book_id, b]),
  );
  const entries = await presentEntries(
    ctx.db,
    page.flatMap((r) => {
      const b = listed.get(r.book_id);
      return b ? [b] : [];
    }),
  );
  const last = page.at(-1);
  return {
    List: entries,
    NextCursor:
      rows.length > limit && last
        ? encodeCursor(Number(last.created_at), (await openIdOf(ctx, last.book_id)) ?? '')
        : null,
  };
}

/** GetFavoritesBooksNum: `count` and the count of each type. */
export async function favoriteCount(ctx: ReadingContext, user: SessionUser) {
  const rows = await countFavorites(ctx.db, user.id);
  const byType = Object.fromEntries(bookTypes.map((t) => [t, 0])) as Record<BookType, number>;
  for (const r of rows) byType[r.book_type] = Number(r.n);
  return { count: Object.values(byType).reduce((a, b) => a + b, 0), ByType: byType };
}

export const historyInput = z.object({
  StoryBookId: z.string().trim().min(1).max(64),
  PartId: z.string().trim().min(1).max(64).optional(),
  Position: z.coerce.number().min(0).max(1).optional(),
});

/**
 * /api/UserData/UpdateReadingHistory (SPEC §7 silent path): remembers where the reader is.
 * Never fails loudly: visitors, unknown books and odd input are answered `{Saved: false}`.
 */
export async function updateHistory(ctx: ReadingContext, user: SessionUser | null, body: unknown) {
  const parsed = historyInput.safeParse(body);
  if (!user || !parsed.success) return { Saved: false };
  const book = await findBookByOpenIdSafe(ctx, parsed.data.StoryBookId);
  if (!book) return { Saved: false };
  const parts = await listParts(ctx.db, book.id);
  const index = parsed.data.PartId ? parts.findIndex((p) => p.part_key === parsed.data.PartId) : 0;
  const part = parts[index];
  if (!part) return { Saved: false };
  const position = parsed.data.Position ?? 0;
  const finished = index === parts.length - 1 && position >= 0.95;
  const previous = await findHistory(ctx.db, user.id, book.id);
  await upsertHistory(ctx.db, {
    user_id: user.id,
    book_id: book.id,
    book_type: book.type,
    part_key: part.part_key,
    part_index: index,
    position,
    finished: finished || previous?.finished === 1 ? 1 : 0,
    updated_at: ctx.clock.now(),
  });
  return { Saved: true };
}

async function findBookByOpenIdSafe(ctx: ReadingContext, openId: string) {
  try {
    return await findReadableBook(ctx, { StoryBookId: openId });
  } catch {
    return undefined;
  }
}

/**
 * ReadList (/yourstuff-read): the books one has read, most recently read first, each with its
 * progress; `ContinueReading` is the most recent unfinished one (the first card of the screen).
 */
export async function readList(
  ctx: ReadingContext,
  user: SessionUser,
  input: { Cursor?: string | undefined; Limit?: number | undefined } | undefined,
) {
  const limit = input?.Limit ?? defaultLimit;
  const after = await cursorAt(ctx, input?.Cursor);
  const rows = await listHistory(ctx.db, user.id, {
    after,
    limit: limit + 1,
  });
  const page = rows.slice(0, limit);
  const listed = new Map(
    (
      await listingsByBookIds(
        ctx.db,
        page.map((r) => r.book_id),
      )
    ).map((b) => [b.book_id, b]),
  );
  const visible = page.filter((r) => listed.has(r.book_id));
  const entries = await presentEntries(
    ctx.db,
    visible.map((r) => listed.get(r.book_id) as NonNullable<ReturnType<typeof listed.get>>),
  );
  const list = entries.map((e, i) => {
    const h = visible[i] as (typeof visible)[number];
    return {
      ...e,
      Progress: {
        PartId: h.part_key,
        PartIndex: h.part_index,
        Position: h.position,
        Finished: h.finished === 1,
        At: new Date(Number(h.updated_at)).toISOString(),
      },
    };
  });
  const last = page.at(-1);
  let continueReading = null;
  if (!after) {
    continueReading = list.find((e) => !e.Progress.Finished) ?? null;
  }
  return {
    ContinueReading: continueReading,
    List: list,
    NextCursor:
      rows.length > limit && last
        ? encodeCursor(Number(last.updated_at), (await openIdOf(ctx, last.book_id)) ?? '')
        : null,
  };
}
