import type { DB, Dialect } from '../../db/index';
import { artworksForBook, presentArtistSummary } from '../artworks/index';
import { coverOf } from '../books/index';
import { publicUsernamesByIds } from '../user/index';
import { searchIndexFor } from './port';
import { presentArtistHit, presentBookHit } from './present';
import type { SearchArtistsInput, SearchBooksInput } from './schemas';
import { queryTerms } from './terms';

export interface SearchContext {
  db: DB;
  dialect: Dialect;
}

/** The most results a search pages through (a cursor is an offset). */
const maxOffset = 1000;

function page(input: { Cursor?: string | undefined; Limit: number }) {
  const offset = Math.min(Number(input.Cursor ?? 0), maxOffset);
  return { offset, limit: input.Limit };
}

function nextCursor(offset: number, limit: number, found: number): string | null {
  const next = offset + limit;
  return found > limit && next <= maxOffset ? String(next) : null;
}

/** /search books: published, visible books by title, tags, author and summary, best first. */
export async function searchBooks(ctx: SearchContext, input: SearchBooksInput) {
  const { offset, limit } = page(input);
  const hits = await searchIndexFor(ctx.dialect).search(ctx.db, {
    kind: 'book',
    terms: queryTerms(input.SearchKey),
    subType: input.Type && input.Type !== 'all' ? input.Type : undefined,
    offset,
    limit: limit + 1,
  });
  const shown = hits.slice(0, limit);
  const ids = shown.map((h) => h.refId);
  const rows =
    ids.length === 0
      ? []
      : await ctx.db.selectFrom('books').selectAll().where('id', 'in', ids).execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  const coverIds = rows.flatMap((r) => {
    const id = coverOf(r).artworkId;
    return id ? [id] : [];
  });
  const covers = new Map((await artworksForBook(ctx.db, coverIds)).map((a) => [a.ArtworkId, a]));
  const authors = await publicUsernamesByIds(
    ctx.db,
    rows.map((r) => r.owner_id),
  );
  const list = shown.flatMap((hit) => {
    const r = byId.get(hit.refId);
    if (!r) return [];
    const cover = coverOf(r).artworkId;
    return [
      presentBookHit(r, hit.score, {
        coverUrl: (cover && covers.get(cover)?.Image.ThumbUrl) || null,
        authorName: authors.get(r.owner_id) ?? null,
      }),
    ];
  });
  return { List: list, NextCursor: nextCursor(offset, limit, hits.length) };
}

/** /search artists: artists with approved art by name and bio, best first. */
export async function searchArtists(ctx: SearchContext, input: SearchArtistsInput) {
  const { offset, limit } = page(input);
  const hits = await searchIndexFor(ctx.dialect).search(ctx.db, {
    kind: 'artist',
    terms: queryTerms(input.SearchKey),
    offset,
    limit: limit + 1,
  });
  const shown = hits.slice(0, limit);
  const ids = shown.map((h) => h.refId);
  if (ids.length === 0) return { List: [], NextCursor: null };
  const profiles = await ctx.db
    .selectFrom('artist_profiles')
    .selectAll()
    .where('user_id', 'in', ids)
    .execute();
  const counts = await ctx.db
    .selectFrom('artworks')
    .innerJoin('images', 'images.id', 'artworks.image_id')
    .select(['artworks.artist_id', 'artworks.open_id', 'images.stem'])
    .where('artworks.artist_id', 'in', ids)
    .where('artworks.status', '=', 'approved')
    .where('artworks.deleted_at', 'is', null)
    .orderBy('artworks.created_at', 'desc')
    .execute();
  const byId = new Map(profiles.map((p) => [p.user_id, p]));
  const list = shown.flatMap((hit) => {
    const p = byId.get(hit.refId);
    if (!p) return [];
    const art = counts.filter((c) => c.artist_id === hit.refId);
    const samples = art.slice(0, 4).map((a) => ({ stem: a.stem, openId: a.open_id }));
    return [
      presentArtistHit(
        presentArtistSummary({ ...p, artwork_count: art.length }, samples),
        hit.score,
      ),
    ];
  });
  return { List: list, NextCursor: nextCursor(offset, limit, hits.length) };
}
