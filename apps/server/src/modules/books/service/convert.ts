import {
  allowedMoves,
  chapterFromFlashFiction,
  chapterFromPictureBook,
  type FlashFictionStory,
  type LongformChapter,
  type PictureBookPage,
  parsePart,
  refuseMove,
} from '@storyloom/domain';
import { newId } from '../../../platform/ids';
import { bookErrors } from '../errors';
import type { BookActor } from '../policy';
import { coverOf, partContentOf } from '../present';
import { type BookRow, currentVersion, findBookById, updateBookAtVersion } from '../queries/books';
import { insertHistory } from '../queries/history';
import { listParts } from '../queries/parts';
import { type BooksContext, bookFor } from './context';
import { insertNewBook } from './create';

/**
 * POST /api/YourStuff/ConvertToLongForm (SPEC §7): a picture book or flash fiction becomes the
 * first chapter of a new longform draft, with the same title, cover, art set and publishing
 * information. The original stays as it is; both histories record the conversion.
 */
export async function convertToLongform(
  ctx: BooksContext,
  actor: BookActor,
  openId: string,
): Promise<BookRow> {
  const book = await bookFor(ctx, actor, openId, 'move');
  const movable = { type: book.type, state: book.state, inClass: book.class_id !== null };
  const refusal = refuseMove(movable, 'convert_to_longform');
  if (refusal) throw bookErrors.moveNotAllowed(book.state, refusal, allowedMoves(movable));

  const contents = (await listParts(ctx.db, book.id)).map((p) => partContentOf(book, p));
  let chapter: LongformChapter;
  if (book.type === 'picturebook') {
    chapter = chapterFromPictureBook(book.title, contents as PictureBookPage[]);
  } else {
    chapter = chapterFromFlashFiction(book.title, contents[0] as FlashFictionStory);
  }
  const parsed = parsePart('longform', chapter);
  if (!parsed.ok) throw bookErrors.content([{ path: 'BookId', message: 'cannot convert' }]);

  const now = ctx.clock.now();
  const id = await ctx.db.transaction().execute(async (trx) => {
    const made = await insertNewBook(trx, now, {
      ownerId: book.owner_id,
      actorId: actor.id,
      type: 'longform',
      title: book.title,
      language: book.language,
      cover: coverOf(book),
      artSetId: book.art_set_id,
      artIds: JSON.parse(book.art_ids) as string[],
      startKey: null,
      convertedFrom: book.id,
      parts: [parsed.part],
      history: { action: 'convert_to_longform', reason: `from ${book.type} ${book.open_id}` },
      meta: {
        summary: book.summary,
        tags: book.tags,
        categories: book.categories,
        ageLevel: book.age_level,
      },
    });
    const longform = await findBookById(trx, made);
    // The original's history changes too: it takes a version, so the record stays in order.
    if (!(await updateBookAtVersion(trx, book.id, book.version, { updated_at: now }))) {
      throw bookErrors.stale((await currentVersion(trx, book.id)) ?? book);
    }
    await insertHistory(trx, {
      id: newId(now),
      book_id: book.id,
      action: 'convert_to_longform',
      version: book.version + 1,
      from_state: book.state,
      to_state: book.state,
      actor_id: actor.id,
      reason: `to longform ${longform?.open_id ?? ''}`,
      created_at: now,
    });
    return made;
  });
  const longform = await findBookById(ctx.db, id);
  if (!longform) throw new Error('longform not found after insert');
  return longform;
}
