import type { DB } from '../../../db/index';
import type { BookRow } from '../../books/index';
import { listOf } from '../../books/index';
import { authorSince, deleteListing, findListing, upsertListing } from '../queries/listings';
import { recordSlug } from '../queries/personal';

/**
 * Keeps a book's listing row with its state (books' `bookStateHooks`, inside the change's
 * transaction): a published book gets (or refreshes) its row and its slug joins the slug
 * history; leaving `published` removes the row (its counts start again if it comes back).
 * Hidden books keep their row: the list queries leave them out through books.hidden_at.
 */
export async function syncListing(trx: DB, book: BookRow): Promise<void> {
  if (book.state !== 'published' || book.deleted_at !== null) {
    await deleteListing(trx, book.id);
    return;
  }
  const now = book.updated_at;
  const publishedAt = book.published_at ?? now;
  const [c1 = '', c2 = ''] = listOf(book.categories);
  const existing = await findListing(trx, book.id);
  const since = (await authorSince(trx, book.owner_id)) ?? publishedAt;
  await upsertListing(trx, {
    book_id: book.id,
    open_id: book.open_id,
    owner_id: book.owner_id,
    type: book.type,
    language: book.language,
    age_level: book.age_level,
    category1: c1,
    category2: c2,
    members_only: existing?.members_only ?? 0,
    published_at: publishedAt,
    author_since: Math.min(since, publishedAt),
    active_at: existing?.active_at ?? publishedAt,
    popular: existing?.popular ?? 0,
    monthly: existing?.monthly ?? 0,
    yearly: existing?.yearly ?? 0,
    reads: existing?.reads ?? 0,
    favorites: existing?.favorites ?? 0,
    updated_at: now,
  });
  await recordSlug(trx, book.slug, book.id, now);
}
