import { newToken } from '../../../platform/ids';
import type { BookAction, BookActor, BookChange } from '../../books/index';
import { type BooksContext, bookFor, listPartHeads, saveBook } from '../../books/index';
import { comicErrors } from '../errors';
import { comicActions } from '../policy';
import type { SaveComicPageInput } from '../schemas';

/** A comic the actor may do `action` with (books policy: their own, or a rule's); else 404. */
export async function comicFor(
  ctx: BooksContext,
  actor: BookActor,
  openId: string,
  action: BookAction = comicActions.savePage,
) {
  const book = await bookFor(ctx, actor, openId, action);
  if (book.type !== 'comic') throw comicErrors.notAComic();
  return book;
}

/**
 * POST /api/YourStuff/SaveComicPage: one comic page, through the books module's versioned save
 * (decision 008): the page is checked by the domain's comic page schema (at most six panels,
 * bounds, text limits), its pictures must be comic artwork anyone may use, a stale version is
 * refused with CONFLICT and nothing is written.
 */
export async function saveComicPage(
  ctx: BooksContext,
  actor: BookActor,
  input: SaveComicPageInput,
) {
  const book = await comicFor(ctx, actor, input.BookId);
  const heads = await listPartHeads(ctx.db, book.id);
  const exists = input.PageId !== undefined && heads.some((h) => h.key === input.PageId);
  const pageId = input.PageId ?? `p${newToken(6)}`;
  const change: BookChange = exists
    ? { Op: 'put', PartId: pageId, Content: input.Page }
    : {
        Op: 'add',
        PartId: pageId,
        ...(input.After !== undefined ? { After: input.After } : {}),
        Content: input.Page,
      };
  const saved = await saveBook(ctx, actor, {
    BookId: book.open_id,
    Version: input.Version,
    Changes: [change],
  });
  return { ...saved, PageId: pageId, Added: !exists };
}
