import { type BookType, bookTypes } from '@storyloom/domain';
import { errors } from '../../../http/errors';
import { publicAccountByUsername } from '../../user/index';
import { encodeCursor, presentEntries } from '../present';
import { countWriterBooks, writerBooks } from '../queries/writer';
import type { WriterInput } from '../schemas';
import type { ReadingContext } from './context';
import { cursorOrBadInput, defaultLimit } from './lists';

interface Caller {
  id: string;
  username: string;
}

/**
 * The writer whose showcase is asked for (/members/{username?}): the caller without a username
 * (or with their own), else an account that may appear in public (children's privacy: an
 * under-13 without a parent's consent is not found, exactly like an unknown name).
 */
async function writerFor(ctx: ReadingContext, caller: Caller | null, name: string | undefined) {
  if (!name || name.toLowerCase() === caller?.username.toLowerCase()) {
    if (!caller) throw errors.notLoggedIn();
    return { id: caller.id, username: caller.username };
  }
  const account = await publicAccountByUsername(ctx.db, name);
  if (!account) throw errors.notFound();
  return { id: account.id, username: account.username };
}

/**
 * POST /api/Read/Writer: a writer's published books (the members' showcase), newest first, of
 * one type or all, a page at a time, with the count of each type. Only books readers may see
 * (the books module's `publicBook` rule), the same entries as the public lists, so nothing
 * reaches the page that the public lists would not show.
 */
export async function writerShowcase(
  ctx: ReadingContext,
  caller: Caller | null,
  input: WriterInput,
) {
  const writer = await writerFor(ctx, caller, input.UserName);
  const limit = input.Limit ?? defaultLimit;
  const after = cursorOrBadInput(input.Cursor);
  const type: BookType | null = input.Type ?? null;
  const key = `writer|${writer.id}|${type ?? ''}|${limit}|${input.Cursor ?? ''}`;
  return ctx.publicReads.get(key, async () => {
    const rows = await writerBooks(ctx.db, {
      ownerId: writer.id,
      type,
      after: after ? { value: after[0], openId: after[1] } : null,
      limit: limit + 1,
    });
    const counts = await countWriterBooks(ctx.db, writer.id);
    const page = rows.slice(0, limit);
    const last = page.at(-1);
    const Counts = Object.fromEntries(bookTypes.map((t) => [t, counts.get(t) ?? 0])) as Record<
      BookType,
      number
    >;
    return {
      value: {
        UserName: writer.username,
        Counts,
        Total: bookTypes.reduce((sum, t) => sum + Counts[t], 0),
        List: await presentEntries(ctx.db, page),
        NextCursor:
          rows.length > limit && last
            ? encodeCursor(Number(last.published_at), last.open_id)
            : null,
      },
      books: page.map((b) => b.book_id),
    };
  });
}
