import type { ColumnType } from 'kysely';

/**
 * The art shop (issue 20, decision 049). Money in integer USD cents, time in epoch ms.
 */

/** One artist's shop: its name, where the artist's share is paid, holiday mode. */
export interface ShopSettingsTable {
  user_id: string;
  shop_name: string;
  /** 'paypal' or 'iban'; '' until given. */
  payout_method: string;
  payout_detail: string;
  /** 1: the shop's works are shown but cannot be bought. */
  holiday: number;
  /** The artist's share of each sale in percent (PRODUCT.md default 50). */
  share_percent: number;
  created_at: number;
  updated_at: number;
}

/** An artwork offered as a print: on or off, with its sizes in shop_prints. */
export interface ShopListingTable {
  artwork_id: string;
  artist_id: string;
  enabled: number;
  /** When it was first put on sale (the shop's "newest first"). */
  listed_at: number;
  updated_at: number;
}

/** One size of a listed artwork and its price. */
export interface ShopPrintTable {
  artwork_id: string;
  /** domain PrintSize */
  size: string;
  price_cents: number;
}

/**
 * A buyer's direct order of a print: what was chosen and priced by the server, the address,
 * and the payments order that pays it (set once the order is made).
 */
export interface ShopOrderTable {
  id: string;
  open_id: string;
  buyer_id: string;
  artwork_id: string;
  artist_id: string;
  size: string;
  quantity: number;
  unit_price_cents: number;
  total_cents: number;
  /** JSON: the shipping address (seen by staff who send the print, never by the artist). */
  address: string;
  order_id: string | null;
  created_at: number;
  /** When the artist was e-mailed about this sale (once; decision 061). */
  artist_mailed_at: number | null;
}

/**
 * The append-only earnings ledger: one row per sold line (and one per refund of it), and one per
 * payout staff made to the artist (negative share, no order or artwork; decision 061).
 */
export interface ShopEarningTable {
  id: string;
  order_id: string | null;
  shop_order_id: string | null;
  artwork_id: string | null;
  artist_id: string;
  /**
   * 'sale', 'refund', 'payout' (negative amounts) or 'payout_correction' (decision 069: what a
   * mistaken payout is put right by, either sign).
   */
  kind: string;
  size: string;
  quantity: number;
  amount_cents: number;
  share_percent: number;
  artist_share_cents: number;
  created_at: number;
  /** A payout's reference (the transfer's id at PayPal or the bank); '' for sales. */
  reference: ColumnType<string, string | undefined, string>;
  /** The staff member who recorded a payout. */
  recorded_by: ColumnType<string | null, string | null | undefined, string | null>;
  /** A correction's payout (its id); null otherwise. */
  corrects_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** Why staff corrected the payout; '' otherwise. */
  reason: ColumnType<string, string | undefined, string>;
}

export interface ShopTables {
  shop_settings: ShopSettingsTable;
  shop_listings: ShopListingTable;
  shop_prints: ShopPrintTable;
  shop_orders: ShopOrderTable;
  shop_earnings: ShopEarningTable;
}
