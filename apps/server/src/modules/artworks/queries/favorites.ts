import type { DB } from '../../../db/index';

/** True when the favourite was new. */
export async function insertFavorite(
  db: DB,
  userId: string,
  artworkId: string,
  now: number,
): Promise<boolean> {
  const result = await db
    .insertInto('artwork_favorites')
    .values({ user_id: userId, artwork_id: artworkId, created_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'artwork_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** True when there was one to remove. */
export async function deleteFavorite(db: DB, userId: string, artworkId: string): Promise<boolean> {
  const result = await db
    .deleteFrom('artwork_favorites')
    .where('user_id', '=', userId)
    .where('artwork_id', '=', artworkId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** Which of these artworks the user has favourited. */
export async function favoritedAmong(
  db: DB,
  userId: string,
  artworkIds: readonly string[],
): Promise<Set<string>> {
  if (artworkIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('artwork_favorites')
    .select('artwork_id')
    .where('user_id', '=', userId)
    .where('artwork_id', 'in', artworkIds)
    .execute();
  return new Set(rows.map((r) => r.artwork_id));
}

/** A page of the user's favourites (approved, not deleted), newest favourite first. */
export async function listFavorites(
  db: DB,
  userId: string,
  options: { after?: { createdAt: number; openId: string }; limit: number },
) {
  let q = db
    .selectFrom('artwork_favorites as f')
    .innerJoin('artworks as a', 'a.id', 'f.artwork_id')
    .select(['f.artwork_id', 'f.created_at', 'a.open_id'])
    .where('f.user_id', '=', userId)
    .where('a.status', '=', 'approved')
    .where('a.deleted_at', 'is', null);
  const after = options.after;
  if (after) {
    q = q.where((eb) =>
      eb.or([
        eb('f.created_at', '<', after.createdAt),
        eb.and([eb('f.created_at', '=', after.createdAt), eb('a.open_id', '<', after.openId)]),
      ]),
    );
  }
  return q
    .orderBy('f.created_at', 'desc')
    .orderBy('a.open_id', 'desc')
    .limit(options.limit)
    .execute();
}
