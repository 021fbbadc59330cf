import { shopRules } from '@storyloom/domain';
import type { DB } from '../../../db/index';
import { errors } from '../../../http/errors';
import { newId } from '../../../platform/ids';
import { recordStaffAction } from '../../help/index';
import { shopErrors } from '../errors';
import { appendEarning } from '../queries';
import {
  artistBySlug,
  balanceOf,
  countShopsForStaff,
  lockShopSettings,
  payoutNow,
  payoutOf,
  payoutRowsOf,
  shopsForStaff,
} from '../queries-staff';

/**
 * /admin/artshop (decision 061): staff set an artist's share (default 50%, PRODUCT.md) and
 * record payouts. A payout is a negative `payout` row in the append-only earnings ledger, never
 * more than the balance, checked and written in one transaction under the shop's row lock; the
 * share change and each payout write an audit line in the same transaction. A mistaken payout
 * is put right by a correcting row that names it and says why (decision 069), never by an edit.
 */

export const shopsPageSize = 50;

export async function shopsOverview(
  db: DB,
  input: { Page: number; PageSize: number; Query: string } = {
    Page: 1,
    PageSize: shopsPageSize,
    Query: '',
  },
) {
  const total = await countShopsForStaff(db, input.Query);
  const rows = await shopsForStaff(db, {
    query: input.Query,
    offset: (input.Page - 1) * input.PageSize,
    limit: input.PageSize,
  });
  return {
    DefaultSharePercent: shopRules.defaultArtistSharePercent,
    Total: total,
    Page: input.Page,
    PageSize: input.PageSize,
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

/** The artist's payouts, each with what it stands at after its corrections and their reasons. */
export async function payoutsOf(db: DB, slug: string) {
  const artist = await artistOf(db, slug);
  const rows = await payoutRowsOf(db, artist.user_id);
  const corrections = rows.filter((r) => r.kind === 'payout_correction');
  return {
    Slug: artist.slug,
    BalanceCents: await balanceOf(db, artist.user_id),
    List: rows
      .filter((r) => r.kind === 'payout')
      .map((p) => {
        const own = corrections.filter((c) => c.corrects_id === p.id);
        return {
          PayoutId: p.id,
          Reference: p.reference,
          RecordedCents: -p.artist_share_cents,
          PaidCents: -(p.artist_share_cents + own.reduce((n, c) => n + c.artist_share_cents, 0)),
          CreatedAt: new Date(Number(p.created_at)).toISOString(),
          Corrections: own.map((c) => ({
            CorrectionId: c.id,
            // What the correction gave back to the balance (negative: more was paid).
            ChangeCents: c.artist_share_cents,
            Reason: c.reason,
            CreatedAt: new Date(Number(c.created_at)).toISOString(),
          })),
        };
      }),
  };
}

/**
 * Corrects a payout to what was really paid (0: it never went out). The difference is a
 * `payout_correction` row: positive gives the money back to the balance; negative (more went
 * out than recorded) is a further payment, never past the balance. The balance, the payout's
 * standing and the row are read and written in one transaction under the shop's row lock, and
 * audited with the reason.
 */
export async function correctPayout(
  db: DB,
  staffId: string,
  input: { Slug: string; PayoutId: string; PaidCents: number; Reason: string },
  now: number,
) {
  const artist = await artistOf(db, input.Slug);
  return db.transaction().execute(async (trx) => {
    await lockShopSettings(trx, artist.user_id, now);
    const payout = await payoutOf(trx, artist.user_id, input.PayoutId);
    if (!payout) throw errors.notFound();
    const paidNow = -(await payoutNow(trx, payout.id, payout.artist_share_cents));
    const change = paidNow - input.PaidCents;
    if (change === 0) throw errors.conflict({ PaidCents: paidNow });
    const balance = await balanceOf(trx, artist.user_id);
    if (change < 0 && -change > balance) throw shopErrors.payoutOverBalance(balance);
    const id = newId(now);
    await appendEarning(trx, {
      id,
      order_id: null,
      shop_order_id: null,
      artwork_id: null,
      artist_id: artist.user_id,
      kind: 'payout_correction',
      size: '',
      quantity: 0,
      amount_cents: 0,
      share_percent: 0,
      artist_share_cents: change,
      created_at: now,
      reference: payout.reference,
      recorded_by: staffId,
      corrects_id: payout.id,
      reason: input.Reason,
    });
    await recordStaffAction(
      trx,
      {
        actorId: staffId,
        action: 'shop.payout_correction',
        target: `artist:${artist.slug}`,
        before: { PayoutId: payout.id, PaidCents: paidNow, BalanceCents: balance },
        after: {
          CorrectionId: id,
          PaidCents: input.PaidCents,
          Reason: input.Reason,
          BalanceCents: balance + change,
        },
      },
      now,
    );
    return {
      Slug: artist.slug,
      PayoutId: payout.id,
      CorrectionId: id,
      PaidCents: input.PaidCents,
      ChangeCents: change,
      BalanceCents: balance + change,
    };
  });
}
