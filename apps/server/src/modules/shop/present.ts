import { isPrintSize, type PrintSize, socialName } from '@storyloom/domain';
import { imageUrl } from '../uploads/index';
import type { SettingsRow, ShopArtworkRow } from './queries';

/** What the shop's screens receive; internal ids never leave. Prices in USD cents. */

export interface PrintOption {
  Size: PrintSize;
  PriceCents: number;
}

export function presentPrints(rows: readonly { size: string; price_cents: number }[]) {
  return rows
    .filter((r) => isPrintSize(r.size))
    .map((r): PrintOption => ({ Size: r.size as PrintSize, PriceCents: r.price_cents }));
}

/**
 * A work for sale as anyone sees it: the artist's public name and slug (an artist account, an
 * adult), the shop's name, never the payout details or anything of a buyer.
 */
export function presentWork(
  row: ShopArtworkRow,
  prints: PrintOption[],
  settings: SettingsRow | undefined,
  listedAt: number,
) {
  return {
    WorkId: row.open_id,
    SocialName: socialName(row.title, row.open_id),
    Title: row.title,
    Description: row.description,
    Image: {
      Url: imageUrl(row.image_stem, 'display'),
      ThumbUrl: imageUrl(row.image_stem, 'thumb'),
      Width: row.image_width,
      Height: row.image_height,
    },
    Artist: { Slug: row.artist_slug, Name: row.artist_name },
    ShopName: settings?.shop_name || row.artist_name,
    OnHoliday: settings?.holiday === 1,
    Licence: { Name: row.licence, Url: row.licence_url },
    Attribution: row.attribution,
    Prints: prints,
    FromPriceCents: prints.reduce(
      (min, p) => Math.min(min, p.PriceCents),
      Number.POSITIVE_INFINITY,
    ),
    ListedAt: new Date(Number(listedAt)).toISOString(),
  };
}
export type WorkView = ReturnType<typeof presentWork>;
