import { type ArtSetSource, type BookType, libraryForBookType } from '@storyloom/domain';
import type { DB } from '../../../db/index';
import type { Clock } from '../../../platform/clock';
import { type ArtworkView, groupTags, presentArtwork } from '../present';
import { findArtSetByOpenId } from '../queries/art-sets';
import {
  type ArtworkListRow,
  bumpCounter,
  findArtworkById,
  findArtworksByOpenIds,
  listArtworks,
  tagsOf,
} from '../queries/artworks';
import { freezeArt } from './art-sets';

/**
 * What the books module asks of artwork (added with issue "Books and the writing editors"):
 * the art set a draft starts from, the pictures a book shows, and the "most used" count. Only a
 * database and a clock are needed, so the demo seed can use it too.
 */

/** An art set as a book holds it: its artworks' public ids, in gallery order. */
export interface BookArtSet {
  id: string;
  openId: string;
  bookType: BookType;
  /** Every artwork frozen into the set (the book may use these). */
  artworkIds: string[];
  /** Those still approved and not withdrawn (the first becomes the cover). */
  usableArtworkIds: string[];
}

/** The owner's art set by its public id, or null (someone else's or unknown). */
export async function artSetForBook(
  db: DB,
  ownerId: string,
  openId: string,
): Promise<BookArtSet | null> {
  const row = await findArtSetByOpenId(db, openId);
  if (!row || row.owner_id !== ownerId) return null;
  const ids = JSON.parse(row.artwork_ids) as string[];
  const rows = (await Promise.all(ids.map((id) => findArtworkById(db, id)))).filter(
    (a) => a !== undefined,
  );
  return {
    id: row.id,
    openId: row.open_id,
    bookType: row.book_type,
    artworkIds: rows.map((a) => a.open_id),
    usableArtworkIds: rows
      .filter((a) => a.status === 'approved' && a.deleted_at === null)
      .map((a) => a.open_id),
  };
}

/**
 * Freezes an artist's gallery (or a tag's newest art) for a book type into an art set owned by
 * `ownerId`, as /start-with-art does; null when there is no such art. Used by the demo seed.
 */
export async function freezeArtSet(
  ctx: { db: DB; clock: Clock },
  ownerId: string,
  input: { bookType: BookType; source: ArtSetSource; value: string },
): Promise<BookArtSet | null> {
  const frozen = await freezeArt(ctx, ownerId, {
    BookType: input.bookType,
    Source: input.source,
    Value: input.value,
  });
  if (typeof frozen === 'string') return null;
  const ids = frozen.artworks.map((r) => r.open_id);
  return {
    id: frozen.row.id,
    openId: frozen.row.open_id,
    bookType: input.bookType,
    artworkIds: ids,
    usableArtworkIds: ids,
  };
}

/**
 * The approved gallery pictures by title, oldest first when two share one (the demo seed names
 * the pictures its books show by their titles).
 */
export async function galleryPicturesByTitle(db: DB): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('artworks')
    .select(['title', 'open_id'])
    .where('status', '=', 'approved')
    .where('deleted_at', 'is', null)
    .where('library', '=', 'gallery')
    .orderBy('created_at')
    .execute();
  const map = new Map<string, string>();
  for (const row of rows) if (!map.has(row.title)) map.set(row.title, row.open_id);
  return map;
}

/** The artists whose approved gallery art suits a book type, by slug (demo seed). */
export async function artistsWithArtFor(db: DB, bookType: BookType): Promise<string[]> {
  const rows = await listArtworks(db, {
    status: 'approved',
    library: libraryForBookType(bookType),
    bookType,
    sort: 'newest',
    limit: 500,
  });
  return [...new Set(rows.map((r) => r.artist_slug))].sort();
}

/**
 * The pictures a book shows, as every screen receives artwork, in the order asked; artwork that
 * is withdrawn or not approved is left out (the editors show a placeholder for it).
 */
export async function artworksForBook(
  db: DB,
  openIds: readonly string[],
  /** Without the tags (one query less): for views that show only the picture and its credit. */
  options: { tags?: boolean } = {},
): Promise<ArtworkView[]> {
  const unique = [...new Set(openIds)];
  // One query for all of them (a picture book's pages, a list page's covers), in the order asked.
  const found = new Map((await findArtworksByOpenIds(db, unique)).map((a) => [a.open_id, a]));
  const rows = unique
    .map((id) => found.get(id))
    .filter(
      (a): a is ArtworkListRow =>
        a !== undefined && a.status === 'approved' && a.deleted_at === null,
    );
  const tags = groupTags(
    options.tags === false
      ? []
      : await tagsOf(
          db,
          rows.map((r) => r.id),
        ),
  );
  return rows.map((row) => presentArtwork(row, { tags: tags.get(row.id), moderation: false }));
}

/**
 * "Most used": a book started (+1) or stopped (-1) using these artworks. Runs inside the
 * caller's transaction.
 */
export async function countBookUse(db: DB, openIds: readonly string[], by: 1 | -1) {
  if (openIds.length === 0) return;
  const ids = (await findArtworksByOpenIds(db, [...new Set(openIds)])).map((r) => r.id);
  await bumpCounter(db, ids, 'use_count', by);
}

/**
 * Comics may use any picture of the comic artwork library (issue "Comics"), not only the art
 * set they started from: of these public ids, those that are approved, not withdrawn comic
 * artwork. Anything else (gallery art, pending or rejected uploads, unknown ids) is left out.
 */
export async function usableComicArtworkIds(db: DB, openIds: readonly string[]): Promise<string[]> {
  const unique = [...new Set(openIds)];
  const found = new Map((await findArtworksByOpenIds(db, unique)).map((a) => [a.open_id, a]));
  return unique
    .map((id) => found.get(id))
    .filter(
      (a): a is ArtworkListRow =>
        a !== undefined &&
        a.status === 'approved' &&
        a.deleted_at === null &&
        a.library === 'comic',
    )
    .map((a) => a.open_id);
}
