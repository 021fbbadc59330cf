import type { DB } from '../../../db/index';
import { countBookUse } from '../../artworks/index';
import { addBookArtworks, bookArtworkIds, removeBookArtworks } from '../queries/history';

/**
 * Keeps `book_artworks` (books made from an artwork) and the artworks' "most used" counts in
 * step with what a book shows (its cover and its parts). Runs inside the caller's transaction.
 */
export async function syncBookArtworks(db: DB, bookId: string, shown: readonly string[]) {
  const wanted = new Set(shown);
  const current = new Set(await bookArtworkIds(db, bookId));
  const added = [...wanted].filter((id) => !current.has(id));
  const removed = [...current].filter((id) => !wanted.has(id));
  await addBookArtworks(db, bookId, added);
  await removeBookArtworks(db, bookId, removed);
  await countBookUse(db, added, 1);
  await countBookUse(db, removed, -1);
}
