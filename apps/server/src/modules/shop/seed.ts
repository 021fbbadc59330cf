import { artistShareCents, type PrintSize, shopRules } from '@storyloom/domain';
import type { Seeder } from '../../db/seed/index';
import { newId, newOpenId } from '../../platform/ids';
import { writeListing } from './queries';

/**
 * The demo's art shop: the demo artist and four gallery artists keep a shop with a few of their
 * approved works as prints, and the demo member bought a print of the demo artist's (and one of
 * Mira Moonfield's) some days ago, so /artshop, the shops and /yourstuff-earnings-history have
 * something real to show.
 */
const shops: { username: string; shopName: string; works: number; holiday?: boolean }[] = [
  { username: 'demo-artist', shopName: 'Demo Artist Prints', works: 3 },
  { username: 'mira_moonfield', shopName: 'Moonfield Print Studio', works: 5 },
  { username: 'pip_meadow', shopName: 'Meadow Prints', works: 4 },
  { username: 'marco_skyline', shopName: 'Skyline Poster Shop', works: 4 },
  { username: 'coral_finn', shopName: 'Coral Finn Ocean Prints', works: 3 },
];

const priceSets: Record<PrintSize, number>[] = [
  { a4: 2400, a3: 3800, square30: 3400 },
  { a4: 2900, a3: 4500, square30: 3900 },
  { a4: 1900, a3: 3200, square30: 2900 },
];

const dayMs = 86_400_000;

export const shopSeeder: Seeder = {
  name: 'shop',
  async run({ db, clock }) {
    const now = clock.now();
    const listed = new Map<
      string,
      { id: string; artistId: string; prices: Record<PrintSize, number> }[]
    >();
    let n = 0;
    for (const shop of shops) {
      const artist = await db
        .selectFrom('users')
        .select('id')
        .where('username', '=', shop.username)
        .executeTakeFirst();
      if (!artist) continue;
      await db
        .insertInto('shop_settings')
        .values({
          user_id: artist.id,
          shop_name: shop.shopName,
          payout_method: 'paypal',
          payout_detail: `${shop.username.replace(/_/g, '.')}@artists.storyloom.local`,
          holiday: shop.holiday ? 1 : 0,
          share_percent: shopRules.defaultArtistSharePercent,
          created_at: now - 30 * dayMs,
          updated_at: now - 30 * dayMs,
        })
        .execute();
      const works = await db
        .selectFrom('artworks')
        .select(['id'])
        .where('artist_id', '=', artist.id)
        .where('library', '=', 'gallery')
        .where('status', '=', 'approved')
        .where('deleted_at', 'is', null)
        .orderBy('created_at', 'asc')
        .orderBy('id', 'asc')
        .limit(shop.works)
        .execute();
      const mine: { id: string; artistId: string; prices: Record<PrintSize, number> }[] = [];
      for (const work of works) {
        n += 1;
        const prices = priceSets[n % priceSets.length] as Record<PrintSize, number>;
        // Spread over the last weeks, so "newest first" mixes the shops.
        const at = now - ((n * 37) % 29) * dayMs - n * 60_000;
        const sizes = (Object.keys(prices) as PrintSize[]).filter((_, i) => n % 4 !== 0 || i < 2);
        await writeListing(
          db,
          { artworkId: work.id, artistId: artist.id, enabled: true, now: at },
          sizes.map((size) => ({ size, priceCents: prices[size] })),
        );
        mine.push({ id: work.id, artistId: artist.id, prices });
      }
      listed.set(shop.username, mine);
    }
    const buyer = await db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'demo-member')
      .executeTakeFirst();
    if (!buyer) return {};
    const sales: { shop: string; size: PrintSize; quantity: number; daysAgo: number }[] = [
      { shop: 'demo-artist', size: 'a3', quantity: 1, daysAgo: 9 },
      { shop: 'mira_moonfield', size: 'a4', quantity: 2, daysAgo: 40 },
    ];
    for (const sale of sales) {
      const work = listed.get(sale.shop)?.[0];
      if (!work) continue;
      const at = now - sale.daysAgo * dayMs;
      const unit = work.prices[sale.size];
      const total = unit * sale.quantity;
      const orderId = newId(at);
      // The demo's past order, as the payments pipeline leaves a completed card order.
      await db
        .insertInto('orders')
        .values({
          id: orderId,
          order_no: newOpenId(),
          user_id: buyer.id,
          item: 'ART_PRINT',
          members: sale.quantity,
          channel: 0,
          coupon_code: null,
          price_cents: total,
          discount_cents: 0,
          total_cents: total,
          currency: 'usd',
          state: 'complete',
          reason: null,
          provider: 'sandbox',
          provider_ref: null,
          attempts: 1,
          request_key: null,
          success_url: '/account-orders',
          cancel_url: '/artshop',
          full_name: null,
          school_name: null,
          invitation_code: null,
          plan_open_id: null,
          created_at: at,
          updated_at: at,
          completed_at: at,
        })
        .execute();
      const shopOrderId = newId(at);
      await db
        .insertInto('shop_orders')
        .values({
          id: shopOrderId,
          open_id: newOpenId(),
          buyer_id: buyer.id,
          artwork_id: work.id,
          artist_id: work.artistId,
          size: sale.size,
          quantity: sale.quantity,
          unit_price_cents: unit,
          total_cents: total,
          address: JSON.stringify({
            Name: 'Demo Member',
            Line1: '12 Harbour Lane',
            Line2: '',
            City: 'Portland',
            Region: 'OR',
            PostalCode: '97201',
            Country: 'US',
            Phone: '',
          }),
          order_id: orderId,
          created_at: at,
        })
        .execute();
      await db
        .insertInto('shop_earnings')
        .values({
          id: newId(at),
          order_id: orderId,
          shop_order_id: shopOrderId,
          artwork_id: work.id,
          artist_id: work.artistId,
          kind: 'sale',
          size: sale.size,
          quantity: sale.quantity,
          amount_cents: total,
          share_percent: shopRules.defaultArtistSharePercent,
          artist_share_cents: artistShareCents(total, shopRules.defaultArtistSharePercent),
          created_at: at,
        })
        .execute();
    }
    return {};
  },
};
