import { isEditableState } from '@storyloom/domain';
import type { BookActor, BooksContext } from '../../books/index';
import { type BookRow, bookErrors, coverOf, updateBook } from '../../books/index';
import type { ImageView } from '../../uploads/index';
import { comicActions } from '../policy';
import { comicFor } from './pages';

/**
 * The comic a cover is uploaded for (/api/Upload/ComicCover with BookId): the owner's own comic
 * (a teacher who may open it is not its owner), in a state the writer may still edit. Asked
 * before the picture is stored, so a refused call stores nothing.
 */
export async function comicForCover(ctx: BooksContext, actor: BookActor, bookId: string) {
  const book = await comicFor(ctx, actor, bookId, comicActions.cover);
  if (!isEditableState(book.state)) throw bookErrors.notEditable(book.state);
  return book;
}

/**
 * The uploaded picture becomes the comic's cover (decision 014). Only the cover column changes and
 * the version stays: an open editor's next save keeps the picture while its Cover names it, and
 * a save that drops it (a library picture chosen instead) drops it.
 */
export async function setUploadedCover(ctx: BooksContext, book: BookRow, image: ImageView) {
  const cover = {
    ...coverOf(book),
    image: { imageId: image.ImageId, url: image.Url, thumbUrl: image.ThumbUrl },
  };
  await updateBook(ctx.db, book.id, {
    cover: JSON.stringify(cover),
    updated_at: ctx.clock.now(),
  });
  return {
    BookId: book.open_id,
    Cover: cover,
    CoverImage: { Url: image.Url, ThumbUrl: image.ThumbUrl },
  };
}
