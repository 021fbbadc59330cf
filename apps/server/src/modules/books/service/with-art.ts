import { readerPathFor } from '@storyloom/domain';
import type { DB } from '../../../db/index';
import type { BooksWithArtLister, BookWithArt } from '../../artworks/index';
import { artworksForBook } from '../../artworks/index';
import { publicUsernamesByIds } from '../../user/index';
import { coverOf } from '../present';
import { listPublishedBooksWithArt } from '../queries/books';

/**
 * The published books made with some artwork, for /artwork-book and /artist/{slug}: title,
 * type, cover, the author's name (left out for a child who may not appear in public) and where
 * to read it. Drafts, private books and deleted ones never appear.
 */
export const publishedBooksWithArt: BooksWithArtLister = async (
  db: DB,
  artworkOpenIds,
  options,
) => {
  const rows = await listPublishedBooksWithArt(db, artworkOpenIds, {
    type: options.bookType,
    limit: options.limit,
  });
  const coverIds = rows.flatMap((r) => {
    const id = coverOf(r).artworkId;
    return id ? [id] : [];
  });
  const covers = new Map((await artworksForBook(db, coverIds)).map((a) => [a.ArtworkId, a]));
  const authors = await publicUsernamesByIds(
    db,
    rows.map((r) => r.owner_id),
  );
  return rows.map((r): BookWithArt => {
    const cover = coverOf(r).artworkId;
    return {
      OpenId: r.open_id,
      Title: r.title,
      BookType: r.type,
      Slug: r.slug,
      CoverUrl: coverOf(r).image?.thumbUrl || (cover && covers.get(cover)?.Image.ThumbUrl) || null,
      AuthorName: authors.get(r.owner_id) ?? null,
      ReaderPath: readerPathFor(r.type, r.open_id, r.slug),
      PublishedAt: r.published_at === null ? null : new Date(r.published_at).toISOString(),
    };
  });
};
