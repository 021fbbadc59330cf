import { shopRules } from '@storyloom/domain';
import type { DB } from '../../../db/index';
import { errors } from '../../../http/errors';
import { newId } from '../../../platform/ids';
import { recordStaffAction } from '../../help/index';
import { shopErrors } from '../errors';
import { appendEarning } from '../queries';
import { artistBySlug, balanceOf, lockShopSettings, shopsForStaff } from '../queries-staff';

/**
 * /admin/artshop (decision 061): staff set an artist's share (default 50%, PRODUCT.md) and
 * record payouts. A payout is a negative `payout` row in the append-only earnings ledger, never
 * more than the balance, checked and written in one transaction under the shop's row lock; the
 * share change and each payout write an audit line in the same transaction.
 */

export async function shopsOverview(db: DB) {
  const rows = await shopsForStaff(db);
  return {
    DefaultSharePercent: shopRules.defaultArtistSharePercent,
    List: rows.map((r) => {
      const earned = Number(r.earned_cents ?? 0);
      const paid = -Number(r.paid_cents ?? 0);
      return {
        Slug: r.slug,
        Name: r.display_name,
        UserName: r.username,
        ShopName: r.shop_name ?? '',
        SharePercent: r.share_percent ?? shopRules.defaultArtistSharePercent,
        HasPayout: Boolean(r.payout_method),
        Holiday: r.holiday === 1,
        EarnedCents: earned,
        PaidOutCents: paid,
        BalanceCents: earned - paid,
      };
    }),
  };
}

async function artistOf(db: DB, slug: string) {
  const artist = await artistBySlug(db, slug);
  if (!artist) throw errors.notFound();
  return artist;
}

export async function setSharePercent(
  db: DB,
  staffId: string,
  input: { Slug: string; SharePercent: number },
  now: number,
) {
  const artist = await artistOf(db, input.Slug);
  return db.transaction().execute(async (trx) => {
    const before = await lockShopSettings(trx, artist.user_id, now);
    await trx
      .updateTable('shop_settings')
      .set({ share_percent: input.SharePercent })
      .where('user_id', '=', artist.user_id)
      .execute();
    await recordStaffAction(
      trx,
      {
        actorId: staffId,
        action: 'shop.share',
        target: `artist:${artist.slug}`,
        before: { SharePercent: before.share_percent },
        after: { SharePercent: input.SharePercent },
      },
      now,
    );
    return { Slug: artist.slug, SharePercent: input.SharePercent };
  });
}

export async function recordPayout(
  db: DB,
  staffId: string,
  input: { Slug: string; AmountCents: number; Reference: string },
  now: number,
) {
  const artist = await artistOf(db, input.Slug);
  return db.transaction().execute(async (trx) => {
    await lockShopSettings(trx, artist.user_id, now);
    const balance = await balanceOf(trx, artist.user_id);
    if (input.AmountCents > balance) throw shopErrors.payoutOverBalance(balance);
    const id = newId(now);
    await appendEarning(trx, {
      id,
      order_id: null,
      shop_order_id: null,
      artwork_id: null,
      artist_id: artist.user_id,
      kind: 'payout',
      size: '',
      quantity: 0,
      amount_cents: 0,
      share_percent: 0,
      artist_share_cents: -input.AmountCents,
      created_at: now,
      reference: input.Reference,
      recorded_by: staffId,
    });
    await recordStaffAction(
      trx,
      {
        actorId: staffId,
        action: 'shop.payout',
        target: `artist:${artist.slug}`,
        before: { BalanceCents: balance },
        after: {
          PayoutId: id,
          AmountCents: input.AmountCents,
          Reference: input.Reference,
          BalanceCents: balance - input.AmountCents,
        },
      },
      now,
    );
    return {
      Slug: artist.slug,
      PayoutId: id,
      AmountCents: input.AmountCents,
      BalanceCents: balance - input.AmountCents,
    };
  });
}
