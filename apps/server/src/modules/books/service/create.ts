import {
  bookLanguageFor,
  bookLimits,
  bookSlug,
  isWritableBookType,
  lineText,
  newBookParts,
  type ParsedPart,
  parsePart,
  type StoryHistoryAction,
  singlePartIds,
  type WritableBookType,
} from '@storyloom/domain';
import { isUniqueViolation } from '../../../db/dialect';
import type { DB } from '../../../db/index';
import { errors } from '../../../http/errors';
import { newId, newOpenId, newToken } from '../../../platform/ids';
import { artSetForBook, type BookArtSet } from '../../artworks/index';
import { bookErrors } from '../errors';
import type { BookActor } from '../policy';
import { type BookRow, findBookById, findBookByStartKey, insertBook } from '../queries/books';
import { insertHistory } from '../queries/history';
import { insertParts } from '../queries/parts';
import type { CreateBookInput } from '../schemas';
import { syncBookArtworks } from './artwork-use';
import type { BooksContext } from './context';

const titleText = lineText(bookLimits.title);

/** A new book's rows: the book, its first parts, its first history entry. */
export interface NewBook {
  ownerId: string;
  actorId: string;
  type: WritableBookType;
  title: string;
  language: string;
  cover: { artworkId: string | null; author: string; background: string };
  artSetId: string | null;
  artIds: readonly string[];
  startKey: string | null;
  convertedFrom: string | null;
  parts: readonly ParsedPart[];
  history: { action: StoryHistoryAction; reason: string | null };
  meta?: { summary: string; tags: string; categories: string; ageLevel: string };
}

/** Writes a new draft in the caller's transaction. */
export async function insertNewBook(db: DB, now: number, book: NewBook): Promise<string> {
  const id = newId(now);
  const single = singlePartIds[book.type];
  await insertBook(db, {
    id,
    open_id: newOpenId(),
    slug: bookSlug(book.title, book.type),
    owner_id: book.ownerId,
    type: book.type,
    state: 'draft',
    featured: 0,
    return_reason: null,
    title: book.title,
    language: book.language,
    summary: book.meta?.summary ?? '',
    tags: book.meta?.tags ?? '[]',
    categories: book.meta?.categories ?? '[]',
    age_level: book.meta?.ageLevel ?? 'all',
    cover: JSON.stringify(book.cover),
    art_set_id: book.artSetId,
    art_ids: JSON.stringify(book.artIds),
    start_key: book.startKey,
    class_id: null,
    converted_from: book.convertedFrom,
    word_count: book.parts.reduce((sum, p) => sum + p.wordCount, 0),
    part_count: book.parts.length,
    version: 1,
    created_at: now,
    updated_at: now,
    state_changed_at: now,
    published_at: null,
    deleted_at: null,
  });
  await insertParts(
    db,
    book.parts.map((p, position) => ({
      book_id: id,
      part_key: single ?? newToken(6),
      position,
      content: p.json,
      word_count: p.wordCount,
      artwork_ids: JSON.stringify(p.artworkIds),
      created_at: now,
      updated_at: now,
    })),
  );
  await insertHistory(db, {
    id: newId(now),
    book_id: id,
    action: book.history.action,
    version: 1,
    from_state: null,
    to_state: 'draft',
    actor_id: book.actorId,
    reason: book.history.reason,
    created_at: now,
  });
  const shown = book.parts.flatMap((p) => p.artworkIds);
  await syncBookArtworks(db, id, book.cover.artworkId ? [book.cover.artworkId, ...shown] : shown);
  return id;
}

/**
 * The picture a new book starts on: the one the writer chose ("Write a story with this
 * picture") when it is usable in the art set, else the set's first.
 */
function firstArtwork(set: BookArtSet, chosen: string | undefined): string | null {
  if (chosen && set.usableArtworkIds.includes(chosen)) return chosen;
  return set.usableArtworkIds[0] ?? set.artworkIds[0] ?? null;
}

function firstParts(type: WritableBookType, first: string | null): ParsedPart[] {
  return newBookParts(type, first).map((value) => {
    const parsed = parsePart(type, value);
    if (!parsed.ok) throw new Error(`new ${type} part does not parse`);
    return parsed.part;
  });
}

/**
 * POST /api/Books/Create: a new draft from the art set the writer chose on /start-with-art (the
 * editor opens with `?artSet=` and calls this). One draft per art set: calling again (a reload,
 * a second tab) answers the same draft with `Created: false`. With `StartArtworkId` (a picture
 * of the set) that picture is the cover and the first page's picture.
 */
export async function createBook(
  ctx: BooksContext,
  actor: BookActor,
  input: CreateBookInput,
): Promise<{ book: BookRow; created: boolean }> {
  if (!isWritableBookType(input.BookType)) throw bookErrors.typeNotReady();
  const type = input.BookType;
  const set = await artSetForBook(ctx.db, actor.id, input.ArtSetId);
  if (!set) throw errors.notFound();
  if (set.bookType !== type) throw bookErrors.artSetOtherType();
  const existing = await findBookByStartKey(ctx.db, set.openId);
  if (existing) return { book: existing, created: false };

  const now = ctx.clock.now();
  const title = titleText.safeParse(input.Title ?? '');
  if (!title.success) {
    throw bookErrors.content([
      { path: 'body.Title', message: `at most ${bookLimits.title} characters` },
    ]);
  }
  const first = firstArtwork(set, input.StartArtworkId);
  const fresh: NewBook = {
    ownerId: actor.id,
    actorId: actor.id,
    type,
    title: title.data,
    language: input.Language ?? bookLanguageFor(actor.language),
    cover: {
      artworkId: set.usableArtworkIds.includes(first ?? '') ? first : null,
      author: actor.username,
      background: '#ffffff',
    },
    artSetId: set.openId,
    artIds: set.artworkIds,
    startKey: set.openId,
    convertedFrom: null,
    parts: firstParts(type, first),
    history: { action: 'create', reason: null },
  };
  try {
    const id = await ctx.db.transaction().execute((trx) => insertNewBook(trx, now, fresh));
    const book = await findBookById(ctx.db, id);
    if (!book) throw new Error('book not found after insert');
    return { book, created: true };
  } catch (err) {
    // Two tabs opened the same art set at once: the other one made the draft.
    if (!isUniqueViolation(err)) throw err;
    const made = await findBookByStartKey(ctx.db, set.openId);
    if (!made) throw err;
    return { book: made, created: false };
  }
}
