import { earningsByMonth, isPrintSize } from '@storyloom/domain';
import type { DB } from '../../../db/index';
import { earningsOfArtist } from '../queries';

/**
 * /yourstuff-earnings-history: the artist's ledger rows (sales, refunds taking one back, and
 * payouts staff made: decision 061) with totals of earnings per month and the balance still to
 * be paid. No buyer is named: the artist sees the order number, the work, the size and the money.
 */
export async function earningsHistory(db: DB, artistId: string) {
  const rows = await earningsOfArtist(db, artistId);
  const paying = (kind: string) => kind === 'payout' || kind === 'payout_correction';
  const earnings = rows.filter((r) => !paying(r.kind));
  const earned = earnings.reduce((sum, r) => sum + r.artist_share_cents, 0);
  const paidOut = -rows
    .filter((r) => paying(r.kind))
    .reduce((sum, r) => sum + r.artist_share_cents, 0);
  const months = earningsByMonth(
    earnings.map((r) => ({
      createdAt: Number(r.created_at),
      amountCents: r.amount_cents,
      shareCents: r.artist_share_cents,
    })),
  );
  return {
    TotalShareCents: earned,
    PaidOutCents: paidOut,
    BalanceCents: earned - paidOut,
    Months: months.map((m) => ({
      Month: m.month,
      Sales: m.sales,
      AmountCents: m.amountCents,
      ShareCents: m.shareCents,
    })),
    List: rows.map((r) => ({
      Id: r.id,
      Kind: r.kind as 'sale' | 'refund' | 'payout' | 'payout_correction',
      OrderNo: r.order_no ?? '',
      WorkId: r.artwork_open_id ?? '',
      Title: r.title ?? '',
      Reference: r.reference,
      /** A payout correction's reason (decision 069); '' otherwise. */
      Reason: r.reason,
      Size: isPrintSize(r.size) ? r.size : null,
      Quantity: r.quantity,
      AmountCents: r.amount_cents,
      SharePercent: r.share_percent,
      ShareCents: r.artist_share_cents,
      CreatedAt: new Date(Number(r.created_at)).toISOString(),
    })),
  };
}
