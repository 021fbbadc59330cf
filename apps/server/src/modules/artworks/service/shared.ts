import { decodeCursor, encodeCursor, type Page } from '../../../http/paging';
import type { UploadContext } from '../../uploads/index';
import type { Viewer } from '../policy';
import { seesModeration } from '../policy';
import { type ArtworkView, groupTags, presentArtwork } from '../present';
import { type ArtworkListRow, tagsOf } from '../queries/artworks';
import { favoritedAmong } from '../queries/favorites';

/** The artwork services need what the upload services need (database, clock, storage). */
export type ArtworkContext = UploadContext;

export type { Page } from '../../../http/paging';

/** Rows as the viewer may see them: tags, favorite marks and (owner/staff) moderation. */
export async function presentRows(
  ctx: ArtworkContext,
  viewer: Viewer,
  rows: readonly ArtworkListRow[],
): Promise<ArtworkView[]> {
  const ids = rows.map((r) => r.id);
  const [tags, favorites] = await Promise.all([
    tagsOf(ctx.db, ids),
    viewer ? favoritedAmong(ctx.db, viewer.id, ids) : Promise.resolve(null),
  ]);
  const byArtwork = groupTags(tags);
  return rows.map((row) =>
    presentArtwork(row, {
      tags: byArtwork.get(row.id),
      ...(favorites ? { isFavorite: favorites.has(row.id) } : {}),
      moderation: seesModeration(viewer, row),
    }),
  );
}

/** Artwork lists page by (use count, creation time, public id). */
export function artworkPage(
  rows: ArtworkListRow[],
  limit: number,
  views: ArtworkView[],
): Page<ArtworkView> {
  const more = rows.length > limit;
  const last = rows[Math.min(rows.length, limit) - 1];
  return {
    List: views.slice(0, limit),
    NextCursor: more && last ? encodeCursor([last.use_count, last.created_at, last.open_id]) : null,
  };
}

export function artworkAfter(cursor: string | undefined) {
  const values = decodeCursor(cursor, ['number', 'number', 'string']);
  if (!values) return undefined;
  const [useCount, createdAt, openId] = values as [number, number, string];
  return { useCount, createdAt, openId };
}
