import { sql } from 'kysely';
import type { DB } from '../../db/index';

/** Kysely only: what staff see of the shops (decision 061). No rules, no HTTP. */

/** The ledger's kinds that pay the artist (a payout and its corrections, decision 069). */
export const payoutKinds = ['payout', 'payout_correction'];

function shopArtists(db: DB, query: string) {
  const artistIds = db
    .selectFrom('shop_settings')
    .select('user_id as artist_id')
    .union(db.selectFrom('shop_listings').select('artist_id'));
  const like = `%${query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return db
    .selectFrom('artist_profiles as p')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .where('p.user_id', 'in', artistIds)
    .where('u.deleted_at', 'is', null)
    .$if(query !== '', (q) =>
      q.where((eb) =>
        eb.or([
          sql<boolean>`lower(p.display_name) like lower(${like}) escape '\\'`,
          sql<boolean>`lower(u.username) like lower(${like}) escape '\\'`,
        ]),
      ),
    );
}

/** How many artists have a shop (matching the query). */
export async function countShopsForStaff(db: DB, query: string): Promise<number> {
  const row = await shopArtists(db, query)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * One page of the artists with a shop (saved settings or a listing), with their ledger sums,
 * by display name (then slug, so pages never overlap).
 */
export async function shopsForStaff(
  db: DB,
  page: { query: string; offset: number; limit: number },
) {
  return shopArtists(db, page.query)
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
        .where('e.kind', 'not in', payoutKinds)
        .as('earned_cents'),
      eb
        .selectFrom('shop_earnings as e')
        .select(sql<string>`coalesce(sum(e.artist_share_cents), 0)`.as('n'))
        .whereRef('e.artist_id', '=', 'p.user_id')
        .where('e.kind', 'in', payoutKinds)
        .as('paid_cents'),
    ])
    .orderBy('p.display_name')
    .orderBy('p.slug')
    .offset(page.offset)
    .limit(page.limit)
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

/** The artist's payouts and their corrections, newest first (decision 069). */
export async function payoutRowsOf(db: DB, artistId: string) {
  return db
    .selectFrom('shop_earnings')
    .select([
      'id',
      'kind',
      'reference',
      'reason',
      'corrects_id',
      'artist_share_cents',
      'created_at',
    ])
    .where('artist_id', '=', artistId)
    .where('kind', 'in', payoutKinds)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1000)
    .execute();
}

/** One payout row of the artist's (not a correction), or undefined. */
export async function payoutOf(db: DB, artistId: string, payoutId: string) {
  return db
    .selectFrom('shop_earnings')
    .select(['id', 'reference', 'artist_share_cents', 'created_at'])
    .where('id', '=', payoutId)
    .where('artist_id', '=', artistId)
    .where('kind', '=', 'payout')
    .executeTakeFirst();
}

/** What a payout stands at after its corrections (cents, the ledger's sign: negative). */
export async function payoutNow(db: DB, payoutId: string, original: number): Promise<number> {
  const row = await db
    .selectFrom('shop_earnings')
    .select(sql<string>`coalesce(sum(artist_share_cents), 0)`.as('n'))
    .where('corrects_id', '=', payoutId)
    .where('kind', '=', 'payout_correction')
    .executeTakeFirst();
  return original + Number(row?.n ?? 0);
}
