import { type BookType, type InterfaceLanguage, type TagLanguage, tagKey } from '@storyloom/domain';
import { errors } from '../../../http/errors';
import { listBooksWithArt } from '../extensions';
import type { Viewer } from '../policy';
import type { ArtworkView } from '../present';
import { findProfileBySlug } from '../queries/artists';
import { listArtworks, popularTags, usableOpenIds } from '../queries/artworks';
import type { BrowseQuery } from '../schemas';
import { artworkFor } from './artworks';
import { type ArtworkContext, artworkAfter, artworkPage, type Page, presentRows } from './shared';

/**
 * /artwork, /comic-artwork and an artist's portfolio: approved art by tag, book type, artist or
 * comic kind, newest or most used first, a page at a time.
 */
export async function browseArtwork(
  ctx: ArtworkContext,
  viewer: Viewer,
  query: BrowseQuery,
): Promise<Page<ArtworkView>> {
  const after = artworkAfter(query.Cursor);
  const rows = await listArtworks(ctx.db, {
    status: 'approved',
    ...(query.Artist ? { artistSlug: query.Artist.toLowerCase() } : {}),
    ...(query.Library ? { library: query.Library } : {}),
    ...(query.Kind ? { comicKind: query.Kind } : {}),
    ...(query.BookType ? { bookType: query.BookType } : {}),
    ...(query.Tag ? { tagKey: tagKey(query.Tag) } : {}),
    sort: query.Sort,
    ...(after ? { after } : {}),
    limit: query.Limit + 1,
  });
  return artworkPage(rows, query.Limit, await presentRows(ctx, viewer, rows.slice(0, query.Limit)));
}

/** The interface language's tag list (cn/tw read Chinese tags). */
export function tagLanguageFor(language: InterfaceLanguage | string): TagLanguage {
  if (language === 'es') return 'es';
  if (language === 'zh' || language === 'cn' || language === 'tw') return 'zh';
  return 'en';
}

/** Popular tags of approved art (the /artwork tag filter and the poetry word tiles). */
export async function artworkTags(
  ctx: ArtworkContext,
  options: {
    language: TagLanguage;
    library?: 'gallery' | 'comic' | undefined;
    bookType?: BookType | undefined;
    limit: number;
  },
) {
  const rows = await popularTags(ctx.db, {
    language: options.language,
    ...(options.library ? { library: options.library } : {}),
    ...(options.bookType ? { bookType: options.bookType } : {}),
    limit: options.limit,
  });
  return rows.map((r) => ({ Tag: r.tag, Key: r.tag_key, Count: r.count }));
}

/** POST /api/v2_1/YourStuff/CheckArtworks: which of these artworks a book may still use. */
export async function checkArtworks(ctx: ArtworkContext, openIds: readonly string[]) {
  const unique = [...new Set(openIds)];
  const usable = await usableOpenIds(ctx.db, unique);
  return {
    Usable: unique.filter((id) => usable.has(id)),
    Unusable: unique.filter((id) => !usable.has(id)),
  };
}

/** /artwork-book/{type?}/{id?}: the published books made from one artwork, newest first. */
export async function booksFromArtwork(
  ctx: ArtworkContext,
  viewer: Viewer,
  openId: string,
  bookType: BookType | undefined,
) {
  const row = await artworkFor(ctx, viewer, openId, 'view');
  const [artwork] = await presentRows(ctx, viewer, [row]);
  const books = await listBooksWithArt(ctx.db, [row.open_id], { bookType, limit: 48 });
  return { Artwork: artwork, Books: books };
}

/** Checks an artist slug names a page (browse by artist answers 404 for an unknown one). */
export async function assertArtistExists(ctx: ArtworkContext, slug: string): Promise<void> {
  if (!(await findProfileBySlug(ctx.db, slug.toLowerCase()))) throw errors.notFound();
}
