import {
  type BookType,
  bookTypes,
  homeworkPathFor,
  type StoryState,
  storyStates,
} from '@storyloom/domain';
import { errors } from '../../../http/errors';
import { decodeCursor, encodeCursor } from '../../../http/paging';
import type { ArtworkView } from '../../artworks/index';
import { artworksForBook } from '../../artworks/index';
import type { BookActor } from '../policy';
import {
  coverOf,
  listOf,
  presentBookDetails,
  presentBookForEditing,
  presentBookSummary,
  presentHistory,
} from '../present';
import { type BookRow, countOwnBooks, listOwnBooks } from '../queries/books';
import { listHistory } from '../queries/history';
import { listParts } from '../queries/parts';
import type { WriteListInput } from '../schemas';
import { type BooksContext, bookFor, loadBook } from './context';

async function artworkMap(ctx: BooksContext, ids: readonly string[], options?: { tags: false }) {
  const views = await artworksForBook(ctx.db, ids, options);
  return new Map<string, ArtworkView>(views.map((v) => [v.ArtworkId, v]));
}

/**
 * A whole book for its editor: every part with its document, and the pictures of its art set
 * (`Artworks`: the editor's side tray and what its pages show; withdrawn art is left out).
 */
export async function bookForEditing(ctx: BooksContext, book: BookRow) {
  const parts = await listParts(ctx.db, book.id);
  const cover = coverOf(book).artworkId;
  const artworks = await artworkMap(ctx, [...listOf(book.art_ids), ...(cover ? [cover] : [])]);
  return {
    Book: presentBookForEditing(book, parts, artworks),
    Artworks: [...artworks.values()],
  };
}

/** POST /api/Books/Get: the owner (and whoever a rule allows, later the class teacher). */
export async function getBookForEditing(ctx: BooksContext, actor: BookActor, openId: string) {
  return bookForEditing(ctx, await bookFor(ctx, actor, openId, 'edit'));
}

/**
 * POST /api/Books/Homework: /homework/{storyBookId}/picturebook opens a student's own picture
 * book as homework (the teacher's side, /review-homework, lands with Classes). Other types and
 * other people's books are 404.
 */
export async function homeworkBook(ctx: BooksContext, actor: BookActor, openId: string) {
  const book = await bookFor(ctx, actor, openId, 'homework');
  if (book.type !== 'picturebook') throw errors.notFound();
  return {
    ...(await bookForEditing(ctx, book)),
    Homework: {
      Path: homeworkPathFor(book.open_id),
      /** The class and assignment the book answers (the classes module fills these in). */
      InClass: book.class_id !== null,
      Assignment: null,
    },
  };
}

/** POST /api/YourStuff/GetBookInfo: one book's card, publishing information and history. */
export async function bookInfo(ctx: BooksContext, actor: BookActor, openId: string) {
  const book = await bookFor(ctx, actor, openId, 'move');
  const cover = coverOf(book).artworkId;
  const artworks = await artworkMap(ctx, cover ? [cover] : []);
  return {
    Book: { ...presentBookSummary(book, artworks, actor.language), ...presentBookDetails(book) },
    History: presentHistory(await listHistory(ctx.db, book.id), actor.id, actor.language),
  };
}

/** POST /api/YourStuff/WriteList: /yourstuff-write and /yourstuff/{type}, newest change first. */
export async function writeList(ctx: BooksContext, actor: BookActor, input: WriteListInput) {
  const after = decodeCursor(input.Cursor, ['number', 'string']);
  const rows = await listOwnBooks(ctx.db, {
    ownerId: actor.id,
    type: input.Type === 'all' ? undefined : input.Type,
    state: input.State,
    after: after ? { updatedAt: after[0] as number, openId: after[1] as string } : undefined,
    limit: input.Limit + 1,
  });
  const page = rows.slice(0, input.Limit);
  // Each cover is parsed (and checked) once, for its artwork and for the summary (decision 076).
  const covers = page.map((r) => coverOf(r));
  const coverArt = covers.flatMap((cover) => (cover.artworkId ? [cover.artworkId] : []));
  // A list shows each cover's picture, not its tags (one query and ~150 rows less a page).
  const artworks = await artworkMap(ctx, coverArt, { tags: false });
  const last = page.at(-1);
  return {
    List: page.map((r, i) => presentBookSummary(r, artworks, actor.language, covers[i])),
    NextCursor:
      rows.length > input.Limit && last ? encodeCursor([last.updated_at, last.open_id]) : null,
  };
}

/** POST /api/YourStuff/getWriteBookCount: `count` (SPEC §7), and the counts by type and state. */
export async function writeBookCount(ctx: BooksContext, actor: BookActor) {
  const groups = await countOwnBooks(ctx.db, actor.id);
  const byType = Object.fromEntries(bookTypes.map((t) => [t, 0])) as Record<BookType, number>;
  const byState = Object.fromEntries(storyStates.map((s) => [s, 0])) as Record<StoryState, number>;
  let count = 0;
  for (const g of groups) {
    count += g.count;
    byType[g.type] += g.count;
    byState[g.state] += g.count;
  }
  return { count, ByType: byType, ByState: byState };
}

/**
 * Which book a user may buy as a PDF (ledger BuyPdf, PRODUCT.md: a published or private book):
 * their own published or private book, or anyone's published book. Like the reader, never a
 * deleted book or one staff have hidden (taken down), not even for its writer.
 */
export async function pdfBookFor(db: BooksContext['db'], userId: string, openId: string) {
  const book = await loadBook(db, { id: userId }, { openId }, 'print');
  return book ? { openId: book.open_id, title: book.title } : null;
}

/** GetUserInfo's BookCount (SPEC §3): the books a user has written (not deleted). */
export async function bookCountOf(db: BooksContext['db'], userId: string): Promise<number> {
  return (await countOwnBooks(db, userId)).reduce((sum, g) => sum + g.count, 0);
}
