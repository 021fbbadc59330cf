import { decodeCursor, encodeCursor, type Page } from '../../../http/paging';
import type { SessionUser } from '../../session/index';
import type { ArtworkView } from '../present';
import { bumpCounter, findArtworkById } from '../queries/artworks';
import { deleteFavorite, insertFavorite, listFavorites } from '../queries/favorites';
import { artworkFor } from './artworks';
import { type ArtworkContext, presentRows } from './shared';

/** Favorite an approved artwork (again is fine); the count moves once. */
export async function addFavorite(ctx: ArtworkContext, user: SessionUser, openId: string) {
  const row = await artworkFor(ctx, user, openId, 'favorite');
  await ctx.db.transaction().execute(async (trx) => {
    if (await insertFavorite(trx, user.id, row.id, ctx.clock.now())) {
      await bumpCounter(trx, [row.id], 'favorite_count', 1);
    }
  });
  return { ArtworkId: openId, IsFavorite: true };
}

export async function removeFavorite(ctx: ArtworkContext, user: SessionUser, openId: string) {
  const row = await artworkFor(ctx, user, openId, 'view');
  await ctx.db.transaction().execute(async (trx) => {
    if (await deleteFavorite(trx, user.id, row.id)) {
      await bumpCounter(trx, [row.id], 'favorite_count', -1);
    }
  });
  return { ArtworkId: openId, IsFavorite: false };
}

/** GetFavoritesArtworks: newest favorite first; withdrawn artwork drops out. */
export async function favoriteArtworks(
  ctx: ArtworkContext,
  user: SessionUser,
  query: { Cursor?: string | undefined; Limit: number },
): Promise<Page<ArtworkView>> {
  const cursor = decodeCursor(query.Cursor, ['number', 'string']);
  const favorites = await listFavorites(ctx.db, user.id, {
    ...(cursor ? { after: { createdAt: cursor[0] as number, openId: cursor[1] as string } } : {}),
    limit: query.Limit + 1,
  });
  const shown = favorites.slice(0, query.Limit);
  const rows = (await Promise.all(shown.map((f) => findArtworkById(ctx.db, f.artwork_id)))).filter(
    (r) => r !== undefined,
  );
  const last = shown.at(-1);
  return {
    List: await presentRows(ctx, user, rows),
    NextCursor:
      favorites.length > query.Limit && last ? encodeCursor([last.created_at, last.open_id]) : null,
  };
}
