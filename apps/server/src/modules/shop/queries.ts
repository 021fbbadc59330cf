import type { Insertable, Selectable } from 'kysely';
import type { DB } from '../../db/index';
import type { ShopEarningTable, ShopOrderTable, ShopSettingsTable } from '../../db/tables/shop';

/** Kysely only: the art shop's tables, read with the artworks they sell. No rules, no HTTP. */

export type SettingsRow = Selectable<ShopSettingsTable>;
export type ShopOrderRow = Selectable<ShopOrderTable>;
export type EarningRow = Selectable<ShopEarningTable>;

export async function settingsOf(db: DB, userId: string): Promise<SettingsRow | undefined> {
  return db
    .selectFrom('shop_settings')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export async function saveSettingsRow(db: DB, row: SettingsRow): Promise<void> {
  const { user_id, created_at, ...changes } = row;
  await db
    .insertInto('shop_settings')
    .values(row)
    .onConflict((oc) => oc.column('user_id').doUpdateSet(changes))
    .execute();
}

/** An artwork with what the shop shows of it: picture, artist, licence. */
export async function artworkForShop(db: DB, where: { id?: string; openId?: string }) {
  let q = db
    .selectFrom('artworks')
    .innerJoin('images', 'images.id', 'artworks.image_id')
    .innerJoin('artist_profiles', 'artist_profiles.user_id', 'artworks.artist_id')
    .select([
      'artworks.id',
      'artworks.open_id',
      'artworks.artist_id',
      'artworks.title',
      'artworks.description',
      'artworks.library',
      'artworks.status',
      'artworks.licence',
      'artworks.licence_url',
      'artworks.attribution',
      'artworks.deleted_at',
      'images.stem as image_stem',
      'images.width as image_width',
      'images.height as image_height',
      'artist_profiles.slug as artist_slug',
      'artist_profiles.display_name as artist_name',
    ]);
  if (where.id) q = q.where('artworks.id', '=', where.id);
  if (where.openId) q = q.where('artworks.open_id', '=', where.openId);
  return q.executeTakeFirst();
}
export type ShopArtworkRow = NonNullable<Awaited<ReturnType<typeof artworkForShop>>>;

export async function listingOf(db: DB, artworkId: string) {
  return db
    .selectFrom('shop_listings')
    .selectAll()
    .where('artwork_id', '=', artworkId)
    .executeTakeFirst();
}

export async function printsOf(db: DB, artworkIds: readonly string[]) {
  if (artworkIds.length === 0) return [];
  return db
    .selectFrom('shop_prints')
    .selectAll()
    .where('artwork_id', 'in', artworkIds)
    .orderBy('price_cents', 'asc')
    .execute();
}

/** Replaces an artwork's listing and its sizes (in the caller's transaction). */
export async function writeListing(
  trx: DB,
  listing: { artworkId: string; artistId: string; enabled: boolean; now: number },
  prints: readonly { size: string; priceCents: number }[],
): Promise<void> {
  const existing = await listingOf(trx, listing.artworkId);
  if (existing) {
    await trx
      .updateTable('shop_listings')
      .set({ enabled: listing.enabled ? 1 : 0, updated_at: listing.now })
      .where('artwork_id', '=', listing.artworkId)
      .execute();
  } else {
    await trx
      .insertInto('shop_listings')
      .values({
        artwork_id: listing.artworkId,
        artist_id: listing.artistId,
        enabled: listing.enabled ? 1 : 0,
        listed_at: listing.now,
        updated_at: listing.now,
      })
      .execute();
  }
  await trx.deleteFrom('shop_prints').where('artwork_id', '=', listing.artworkId).execute();
  if (prints.length > 0) {
    await trx
      .insertInto('shop_prints')
      .values(
        prints.map((p) => ({
          artwork_id: listing.artworkId,
          size: p.size,
          price_cents: p.priceCents,
        })),
      )
      .execute();
  }
}

/** The artist's listings with their artworks' open ids (the studio joins them to its list). */
export async function listingsOfArtist(db: DB, artistId: string) {
  return db
    .selectFrom('shop_listings')
    .innerJoin('artworks', 'artworks.id', 'shop_listings.artwork_id')
    .select([
      'shop_listings.artwork_id',
      'shop_listings.enabled',
      'shop_listings.listed_at',
      'artworks.open_id',
    ])
    .where('shop_listings.artist_id', '=', artistId)
    .where('artworks.deleted_at', 'is', null)
    .execute();
}

/** Works on sale: listed, on, approved, not deleted, with at least one size; newest first. */
function onSale(db: DB, artistId?: string) {
  let q = db
    .selectFrom('shop_listings')
    .innerJoin('artworks', 'artworks.id', 'shop_listings.artwork_id')
    .where('shop_listings.enabled', '=', 1)
    .where('artworks.status', '=', 'approved')
    .where('artworks.deleted_at', 'is', null)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('shop_prints')
          .select('shop_prints.size')
          .whereRef('shop_prints.artwork_id', '=', 'shop_listings.artwork_id'),
      ),
    );
  if (artistId) q = q.where('shop_listings.artist_id', '=', artistId);
  return q;
}

export async function countOnSale(db: DB, artistId?: string): Promise<number> {
  const row = await onSale(db, artistId)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function pageOnSale(
  db: DB,
  options: { artistId?: string; offset: number; limit: number },
): Promise<{ artwork_id: string; listed_at: number }[]> {
  return onSale(db, options.artistId)
    .select(['shop_listings.artwork_id', 'shop_listings.listed_at'])
    .orderBy('shop_listings.listed_at', 'desc')
    .orderBy('shop_listings.artwork_id', 'desc')
    .offset(options.offset)
    .limit(options.limit)
    .execute();
}

export async function artworksForShop(db: DB, ids: readonly string[]) {
  const rows = await Promise.all(ids.map((id) => artworkForShop(db, { id })));
  return rows.filter((r): r is ShopArtworkRow => Boolean(r));
}

export async function settingsOfMany(db: DB, userIds: readonly string[]) {
  if (userIds.length === 0) return [];
  return db.selectFrom('shop_settings').selectAll().where('user_id', 'in', userIds).execute();
}

export async function insertShopOrder(db: DB, row: Insertable<ShopOrderTable>): Promise<void> {
  await db.insertInto('shop_orders').values(row).execute();
}

export async function shopOrderByOpenId(db: DB, openId: string) {
  return db.selectFrom('shop_orders').selectAll().where('open_id', '=', openId).executeTakeFirst();
}

export async function shopOrderOfOrder(db: DB, orderId: string) {
  return db
    .selectFrom('shop_orders')
    .selectAll()
    .where('order_id', '=', orderId)
    .executeTakeFirst();
}

export async function linkShopOrder(db: DB, id: string, orderId: string): Promise<void> {
  await db
    .updateTable('shop_orders')
    .set({ order_id: orderId })
    .where('id', '=', id)
    .where('order_id', 'is', null)
    .execute();
}

export async function earningOf(db: DB, orderId: string, kind: 'sale' | 'refund') {
  return db
    .selectFrom('shop_earnings')
    .selectAll()
    .where('order_id', '=', orderId)
    .where('kind', '=', kind)
    .executeTakeFirst();
}

/** Appends a row to the earnings ledger (rows are never updated or deleted). */
export async function appendEarning(db: DB, row: Insertable<ShopEarningTable>): Promise<void> {
  await db.insertInto('shop_earnings').values(row).execute();
}

export async function earningsOfArtist(db: DB, artistId: string) {
  return (
    db
      .selectFrom('shop_earnings')
      // A payout (decision 061) has no artwork nor order.
      .leftJoin('artworks', 'artworks.id', 'shop_earnings.artwork_id')
      .leftJoin('orders', 'orders.id', 'shop_earnings.order_id')
      .select([
        'shop_earnings.id',
        'shop_earnings.kind',
        'shop_earnings.reference',
        'shop_earnings.reason',
        'shop_earnings.size',
        'shop_earnings.quantity',
        'shop_earnings.amount_cents',
        'shop_earnings.share_percent',
        'shop_earnings.artist_share_cents',
        'shop_earnings.created_at',
        'artworks.title',
        'artworks.open_id as artwork_open_id',
        'orders.order_no',
      ])
      .where('shop_earnings.artist_id', '=', artistId)
      .orderBy('shop_earnings.created_at', 'desc')
      .orderBy('shop_earnings.id', 'desc')
      .limit(1000)
      .execute()
  );
}
