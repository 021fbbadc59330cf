import { type BookType, readerPathFor } from '@storyloom/domain';
import type { DB } from '../../../db/index';
import { presentEntries } from '../present';
import { countPublicBooks, listingByOpenId, publicBookPage } from '../queries/listings';
import type { PublicCache } from './public-cache';

/** The app's public read cache, by its database (context.ts registers it). */
export const previewCaches = new WeakMap<DB, PublicCache>();

const typeNames: Record<BookType, string> = {
  picturebook: 'A picture book',
  comic: 'A comic',
  longform: 'A story',
  flashfiction: 'A flash fiction',
  poetry: 'A poem',
};

export interface BookPreview {
  Title: string;
  Description: string;
  Cover: string | null;
  ReaderPath: string;
}

async function computePreview(db: DB, openId: string) {
  const row = await listingByOpenId(db, openId);
  if (!row) return { value: null, books: [] };
  const [entry] = await presentEntries(db, [row]);
  if (!entry) return { value: null, books: [] };
  // The author as the public sees them (present.ts): a username, never a name, and nothing for
  // an under-13 writer without a parent's consent.
  const by = entry.Author ? ` by ${entry.Author}` : '';
  const preview: BookPreview = {
    Title: entry.Title,
    Description: entry.Summary.trim() || `${typeNames[row.type]}${by} on Storyloom.`,
    Cover: entry.CoverImage?.Url ?? null,
    ReaderPath: entry.ReaderPath,
  };
  return { value: preview, books: [row.book_id] };
}

/**
 * A published, visible, listed book's share preview (issue 23): title, summary, cover and its
 * reader address; null for any other book. Kept with the public reads and dropped with them.
 */
export async function bookPreview(db: DB, openId: string): Promise<BookPreview | null> {
  const cache = previewCaches.get(db);
  if (!cache) return (await computePreview(db, openId)).value;
  return cache.get(`preview:${openId}`, () => computePreview(db, openId));
}

/** The server-rendered reader pages' cache, by its database (context.ts registers it). */
export const pageCaches = new WeakMap<DB, PublicCache>();

/**
 * A public book's server-rendered page (issue 23, decision 071): `render`'s answer for `key` (the
 * address and language), kept with the public reads and naming the book, so a write to it or
 * any change of a book's state drops it. Null, and `render` not called, for a book that is not
 * published, visible and listed.
 */
export async function renderedBookPage<T>(
  db: DB,
  openId: string,
  key: string,
  render: () => Promise<T | null>,
): Promise<T | null> {
  const compute = async () => {
    const row = await listingByOpenId(db, openId);
    if (!row) return { value: null, books: [] };
    return { value: await render(), books: [row.book_id] };
  };
  const cache = pageCaches.get(db);
  if (!cache) return (await compute()).value;
  return cache.get(`page:${key}`, compute);
}

/** The server-rendered list and home pages' cache, by its database (context.ts registers it). */
export const listPageCaches = new WeakMap<DB, PublicCache>();

/**
 * A server-rendered page showing many public books: a list or home (issue 23, decision 074).
 * `render`'s answer for `key` (the address with its query, and the language), dropped by any
 * change of the public reads, counts included (a list's sort follows them), and kept at most a
 * few seconds for what no event names (an artist, a challenge on home). Null when the render
 * has none (the shell is sent).
 */
export async function renderedListPage<T>(
  db: DB,
  key: string,
  render: () => Promise<T | null>,
): Promise<T | null> {
  const compute = async () => ({ value: await render(), books: [] });
  const cache = listPageCaches.get(db);
  if (!cache) return (await compute()).value;
  return cache.get(`list:${key}`, compute);
}

/**
 * The server-rendered pages that show public books among other things, by their database
 * (context.ts registers it): an artist's page, a search's results (decision 078).
 */
export const showingPageCaches = new WeakMap<DB, PublicCache>();

/**
 * A server-rendered page that shows public books but is not a list (an artist's page with the
 * books made with their art, a search's results: decision 078). `render`'s answer for `key`,
 * dropped by any change of a book's state or words (not by counted reads: these pages show no
 * counts), and kept at most a few seconds for what no event names (an artist's new picture, the
 * search index catching up). Its own cache, so addresses crawled by the thousand (every search
 * word) never push the lists and home out of theirs.
 */
export async function renderedShowingPage<T>(
  db: DB,
  key: string,
  render: () => Promise<T | null>,
): Promise<T | null> {
  const compute = async () => ({ value: await render(), books: [] });
  const cache = showingPageCaches.get(db);
  if (!cache) return (await compute()).value;
  return cache.get(`showing:${key}`, compute);
}

/** Public books' reader addresses for the sitemap, `limit` at a time. */
export async function publicBookAddresses(db: DB, page: number, limit: number) {
  const rows = await publicBookPage(db, (page - 1) * limit, limit);
  return rows.map((r) => ({
    Path: readerPathFor(r.type, r.open_id, r.slug),
    UpdatedAt: new Date(Number(r.updated_at)).toISOString(),
  }));
}

export { countPublicBooks };
