import { readerPathFor } from '@storyloom/domain';
import type { DB } from '../../db/index';
import { encodeCursor as encodeValues, readCursor } from '../../http/paging';
import type { ArtworkView } from '../artworks/index';
import { artworksForBook } from '../artworks/index';
import { coverOf } from '../books/index';
import { publicUsernamesByIds } from '../user/index';
import type { ListedBook } from './queries/listings';

const iso = (ms: number | null) => (ms === null ? null : new Date(Number(ms)).toISOString());

/**
 * The author as the public sees them: the username only, and nothing for a child under 13
 * without a parent's consent (PRODUCT.md children's privacy; class students show only their
 * username, which is all this ever shows).
 */
export function authorNames(db: DB, ownerIds: readonly string[]) {
  return publicUsernamesByIds(db, ownerIds);
}

export function artistCredit(art: ArtworkView | undefined) {
  if (!art) return null;
  return {
    Name: art.Artist.Name,
    Slug: art.Artist.Slug,
    Licence: art.Licence,
    Attribution: art.Attribution,
  };
}

/** Everything a list entry shows, for a page of books (a few batched look-ups). */
export async function presentEntries(db: DB, rows: readonly ListedBook[]) {
  const covers = rows.map((r) => coverOf(r).artworkId);
  const art = new Map(
    (
      await artworksForBook(
        db,
        covers.filter((c): c is string => c !== null),
        { tags: false },
      )
    ).map((a) => [a.ArtworkId, a]),
  );
  // Rows from the list queries carry their author's public name; others are looked up at once.
  const missing = rows.filter((r) => r.author_name === undefined).map((r) => r.owner_id);
  const authors = missing.length ? await authorNames(db, missing) : new Map<string, null>();
  return rows.map((r, i) => {
    // An uploaded cover (comics) is shown instead of the artwork, and credits no artist.
    const uploaded = coverOf(r).image;
    const cover = covers[i] && !uploaded ? art.get(covers[i] as string) : undefined;
    return {
      StoryBookId: r.open_id,
      Slug: r.slug,
      Type: r.type,
      Title: r.title,
      Summary: r.summary,
      CoverImage: uploaded
        ? { Url: uploaded.url, ThumbUrl: uploaded.thumbUrl }
        : cover
          ? { Url: cover.Image.Url, ThumbUrl: cover.Image.ThumbUrl }
          : null,
      Author: (r.author_name === undefined ? authors.get(r.owner_id) : r.author_name) ?? null,
      Artist: artistCredit(cover),
      Language: r.language,
      AgeLevel: r.age_level,
      Categories: [r.category1, r.category2].filter((c) => c !== ''),
      MembersOnly: r.members_only === 1,
      Featured: r.featured === 1,
      Counts: { Reads: Number(r.reads), Favorites: Number(r.favorites) },
      WordCount: r.word_count,
      PartCount: r.part_count,
      ReaderPath: readerPathFor(r.type, r.open_id, r.slug),
      PublishedAt: iso(r.published_at),
    };
  });
}
export type ListEntry = Awaited<ReturnType<typeof presentEntries>>[number];

/** Cursors: the last entry's sort value and id, opaque to the client (http/paging.ts). */
export function encodeCursor(value: number | string, id: string): string {
  return encodeValues([value, id]);
}

export function decodeCursor(cursor: string): [number, string] | null {
  const values = readCursor(cursor, ['number', 'string']);
  if (!values) return null;
  const [at, id] = values as [number, string];
  return Number.isFinite(at) && id.length <= 64 ? [at, id] : null;
}
