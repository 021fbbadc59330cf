import { readerPathFor } from '@storyloom/domain';
import { errors } from '../../../http/errors';
import { type BookAsker, loadBook } from '../../books/index';
import { publishingErrors } from '../../publishing/index';
import { authorNames, presentEntries } from '../present';
import { findListing, listMembersOnly, setMembersOnly } from '../queries/listings';
import type { PaidOnlyInput, PaidOnlyListInput } from '../schemas';
import type { ReadingContext } from './context';
import { publicReadsChanged } from './public-cache';

/**
 * Paid-only stories (SPEC §6: blocked for non-paid users, 100601). Admins mark them
 * (docs/decisions/013-paid-only-stories.md): the mark lives on the book's listing, so only a
 * published book carries it.
 */
async function bookView(ctx: ReadingContext, admin: BookAsker, openId: string) {
  const book = await loadBook(ctx.db, admin, { openId }, 'moderate');
  if (!book) throw errors.notFound();
  const listing = await findListing(ctx.db, book.id);
  const author = (await authorNames(ctx.db, [book.owner_id])).get(book.owner_id) ?? null;
  return {
    book,
    view: {
      StoryBookId: book.open_id,
      Title: book.title,
      Type: book.type,
      State: book.state,
      Hidden: book.hidden_at !== null,
      Language: book.language,
      Author: author,
      MembersOnly: listing?.members_only === 1,
      ReaderPath: readerPathFor(book.type, book.open_id, book.slug),
    },
  };
}

/** POST /api/ReadingAdmin/Book: a book as the admin's paid-only switch shows it. */
export async function paidOnlyBook(ctx: ReadingContext, admin: BookAsker, openId: string) {
  return { Book: (await bookView(ctx, admin, openId)).view };
}

/** POST /api/ReadingAdmin/SetMembersOnly: marks a published book paid-only, or frees it. */
export async function setPaidOnly(ctx: ReadingContext, admin: BookAsker, input: PaidOnlyInput) {
  const { book, view } = await bookView(ctx, admin, input.StoryBookId);
  if (book.state !== 'published') throw publishingErrors.notPublished(book.state);
  const changed = view.MembersOnly !== input.MembersOnly;
  if (changed) {
    await setMembersOnly(ctx.db, book.id, input.MembersOnly);
    publicReadsChanged();
  }
  return {
    Book: { ...view, MembersOnly: input.MembersOnly },
    Changed: changed,
  };
}

/** POST /api/ReadingAdmin/PaidOnlyList: the visible paid-only books, as list entries. */
export async function paidOnlyList(ctx: ReadingContext, input: PaidOnlyListInput) {
  const { rows, total } = await listMembersOnly(ctx.db, {
    offset: (input.Page - 1) * input.PageSize,
    limit: input.PageSize,
  });
  return {
    List: await presentEntries(ctx.db, rows),
    Total: total,
    Page: input.Page,
    PageSize: input.PageSize,
  };
}

/** Whether a book is marked paid-only (its listing's mark; book files ask before selling). */
export async function isMembersOnlyBook(db: ReadingContext['db'], bookId: string) {
  return (await findListing(db, bookId))?.members_only === 1;
}
