import type { BookType } from '@storyloom/domain';
import type { DB } from '../../db/index';

/**
 * A published book made with some artwork, as the artwork and artist pages list it (the books
 * module answers; the artworks module does not read books itself).
 */
export interface BookWithArt {
  OpenId: string;
  Title: string;
  BookType: BookType;
  Slug: string;
  CoverUrl: string | null;
  AuthorName: string | null;
  ReaderPath: string;
  PublishedAt: string | null;
}

export type BooksWithArtLister = (
  db: DB,
  artworkOpenIds: readonly string[],
  options: { bookType?: BookType | undefined; limit: number },
) => Promise<BookWithArt[]>;

/** Filled in by the books module when it loads; until then the lists stay empty. */
export const booksWithArt: { list: BooksWithArtLister | null } = { list: null };

export async function listBooksWithArt(
  db: DB,
  artworkOpenIds: readonly string[],
  options: { bookType?: BookType | undefined; limit: number },
): Promise<BookWithArt[]> {
  if (!booksWithArt.list || artworkOpenIds.length === 0) return [];
  return booksWithArt.list(db, artworkOpenIds, options);
}

/**
 * Called after an artist's page is made or edited (name, bio): the search index follows it
 * (search module). Filled in by the modules that care when they load.
 */
export const artistProfileHooks: ((db: DB, userId: string, now: number) => Promise<void>)[] = [];
