import { sql } from 'kysely';
import type { DB } from '../../db/index';

/** Kysely only: what staff see of the shops (decision 061). No rules, no HTTP. */

/** Artists with a shop (saved settings or a listing), with their ledger sums. */
export async function shopsForStaff(db: DB) {
  const artistIds = db
    .selectFrom('shop_settings')
    .select('user_id as artist_id')
    .union(db.selectFrom('shop_listings').select('artist_id'));
  return db
    .selectFrom('artist_profiles as p')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .leftJoin('shop_settings as s', 's.user_id', 'p.user_id')
    .select([
      'p.user_id',
      'p.slug',
      'p.display_name',
      'u.username',
      's.shop_name',
      's.share_percent',
      's.payout_method',
      's.holiday',
    ])
    .select((eb) => [
      eb
        .selectFrom('shop_earnings as e')
        .select(sql<string>`coalesce(sum(e.artist_share_cents), 0)`.as('n'))
        .whereRef('e.artist_id', '=', 'p.user_id')
        .where('e.kind', '<>', 'payout')
        .as('earned_cents'),
      eb
        .selectFrom('shop_earnings as e')
        .select(sql<string>`coalesce(sum(e.artist_share_cents), 0)`.as('n'))
        .whereRef('e.artist_id', '=', 'p.user_id')
        .where('e.kind', '=', 'payout')
        .as('paid_cents'),
    ])
    .where('p.user_id', 'in', artistIds)
    .where('u.deleted_at', 'is', null)
    .orderBy('p.display_name')
    .limit(500)
    .execute();
}

/** The artist's balance: every ledger row's share (sales, refunds, payouts). */
export async function balanceOf(db: DB, artistId: string): Promise<number> {
  const row = await db
    .selectFrom('shop_earnings')
    .select(sql<string>`coalesce(sum(artist_share_cents), 0)`.as('n'))
    .where('artist_id', '=', artistId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function artistBySlug(db: DB, slug: string) {
  return db
    .selectFrom('artist_profiles as p')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .select(['p.user_id', 'p.slug'])
    .where('p.slug', '=', slug)
    .where('u.deleted_at', 'is', null)
    .executeTakeFirst();
}

/**
 * Makes sure the artist has a settings row (defaults otherwise) and takes its row lock for the
 * transaction (an update), so two payouts for one artist are one after the other.
 */
export async function lockShopSettings(trx: DB, artistId: string, now: number) {
  await trx
    .insertInto('shop_settings')
    .values({
      user_id: artistId,
      shop_name: '',
      payout_method: '',
      payout_detail: '',
      holiday: 0,
      share_percent: 50,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
  await trx
    .updateTable('shop_settings')
    .set({ updated_at: now })
    .where('user_id', '=', artistId)
    .execute();
  return trx
    .selectFrom('shop_settings')
    .selectAll()
    .where('user_id', '=', artistId)
    .executeTakeFirstOrThrow();
}
