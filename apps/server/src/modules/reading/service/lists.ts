import { errors } from '../../../http/errors';
import { decodeCursor, encodeCursor, presentEntries } from '../present';
import {
  bestQuery,
  featuredBooks,
  type ListedBook,
  listBooks,
  sortColumns,
} from '../queries/listings';
import type { ListInput } from '../schemas';
import type { ReadingContext } from './context';

export const defaultLimit = 24;

export function cursorOrBadInput(cursor: string | undefined): [number, string] | null {
  if (cursor === undefined) return null;
  const decoded = decodeCursor(cursor);
  if (!decoded)
    throw errors.badInput([{ path: 'Cursor', message: 'This list position is not valid.' }]);
  return decoded;
}

/** A cursor past the viewer's own language: the open id carries this mark. */
const restMark = 'rest:';

/**
 * A type's public list (/picture-book, /comic, /longform-story, /flash-fiction, /poetry):
 * published, not hidden books with the SPEC §3 filters and sorts, a page at a time. `NextCursor`
 * continues after the last entry (null at the end). With no language filter and `Prefer` (the
 * viewer's book language), the books in that language come first, each part in the sort's order
 * (issue 13: the viewer's language first); the cursor says which part it is in.
 */
export function listForType(ctx: ReadingContext, input: ListInput) {
  const key = `list|${input.Type}|${input.Sort ?? ''}|${input.Limit ?? ''}|${input.Cursor ?? ''}|${input.Language ?? ''}|${input.Prefer ?? ''}|${input.AgeGroup ?? ''}|${input.Category ?? ''}`;
  return ctx.publicReads.get(key, () => computeList(ctx, input));
}

async function computeList(ctx: ReadingContext, input: ListInput) {
  const sort = input.Sort ?? 'active';
  const limit = input.Limit ?? defaultLimit;
  const after = cursorOrBadInput(input.Cursor);
  const language = input.Language && input.Language !== 'all' ? input.Language : null;
  const prefer = language === null ? (input.Prefer ?? null) : null;
  const base = {
    type: input.Type,
    sort,
    ageLevel: input.AgeGroup && input.AgeGroup !== 'all' ? input.AgeGroup : null,
    language,
    category: input.Category && input.Category !== 'all' ? input.Category : null,
  };
  const position = (cursor: [number, string]) => ({
    value: cursor[0],
    openId: cursor[1].startsWith(restMark) ? cursor[1].slice(restMark.length) : cursor[1],
  });
  let rows: ListedBook[];
  if (!prefer) {
    rows = await listBooks(ctx.db, {
      ...base,
      after: after ? position(after) : null,
      limit: limit + 1,
    });
  } else if (after?.[1].startsWith(restMark)) {
    rows = await listBooks(ctx.db, {
      ...base,
      notLanguage: prefer,
      after: position(after),
      limit: limit + 1,
    });
  } else {
    rows = await listBooks(ctx.db, {
      ...base,
      language: prefer,
      after: after ? position(after) : null,
      limit: limit + 1,
    });
    if (rows.length <= limit) {
      const rest = await listBooks(ctx.db, {
        ...base,
        notLanguage: prefer,
        after: null,
        limit: limit + 1 - rows.length,
      });
      rows = [...rows, ...rest];
    }
  }
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const column = sortColumns[sort];
  const mark = prefer && last && last.language !== prefer ? restMark : '';
  const value = {
    List: await presentEntries(ctx.db, page),
    NextCursor:
      rows.length > limit && last
        ? encodeCursor(Number(last[column]), `${mark}${last.open_id}`)
        : null,
    Sort: sort,
  };
  return { value, books: page.map((b) => b.book_id) };
}

/**
 * POST /api/Best/GetBest (SPEC §7, entries carry StoryBookId): the featured books, newest
 * featured first, then the most read and favorited books of all types; `result` is the list
 * (featured first, no book twice), as SPEC says; `Featured` marks the featured ones.
 */
export function getBest(ctx: ReadingContext, limit = 12) {
  return ctx.publicReads.get(`best|${limit}`, async () => {
    const featured = await featuredBooks(ctx.db, limit);
    const best = (await bestQuery(ctx.db, limit * 3).execute()) as ListedBook[];
    const seen = new Set(featured.map((b) => b.book_id));
    const rows = [...featured, ...best.filter((b) => !seen.has(b.book_id))].slice(0, limit * 2);
    return { value: await presentEntries(ctx.db, rows), books: rows.map((b) => b.book_id) };
  });
}
