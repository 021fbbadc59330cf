/**
 * The art shop's calls (issue 20, decisions 049 and 050; apps/server/src/modules/shop). Bodies
 * are JSON (nested prints and the shipping address). Prices are USD cents.
 */
import type { PayoutMethod, PrintSize, ShippingAddress } from '@storyloom/domain';
import { api } from './client';

export const shopPaths = {
  works: '/api/ArtShop/Works',
  work: '/api/ArtShop/Work',
  buy: '/api/ArtShop/Buy',
  myListings: '/api/ArtShop/MyListings',
  saveListing: '/api/ArtShop/SaveListing',
  getSettings: '/api/ArtShop/GetSettings',
  saveSettings: '/api/ArtShop/SaveSettings',
  earnings: '/api/ArtShop/Earnings',
} as const;

export interface PrintOption {
  Size: PrintSize;
  PriceCents: number;
}

export interface ShopWork {
  WorkId: string;
  SocialName: string;
  Title: string;
  Description: string;
  Image: { Url: string; ThumbUrl: string; Width: number; Height: number };
  Artist: { Slug: string; Name: string };
  ShopName: string;
  OnHoliday: boolean;
  Licence: { Name: string; Url: string };
  Attribution: string;
  Prints: PrintOption[];
  FromPriceCents: number;
  ListedAt: string;
}

export interface ShopPage {
  Shop: { Slug: string; Name: string; ShopName: string; OnHoliday: boolean } | null;
  Total: number;
  Page: number;
  PageSize: number;
  List: ShopWork[];
}

export interface Listing {
  WorkId: string;
  Enabled: boolean;
  Prints: PrintOption[];
}

export interface ShopSettings {
  ShopName: string;
  PayoutMethod: PayoutMethod | '';
  PayoutMasked: string;
  HasPayout: boolean;
  Holiday: boolean;
  SharePercent: number;
}

export interface EarningLine {
  Id: string;
  Kind: 'sale' | 'refund' | 'payout' | 'payout_correction';
  /** A payout's reference (the transfer's id); '' for sales. */
  Reference?: string;
  /** Why staff corrected a payout (decision 069); '' otherwise. */
  Reason?: string;
  OrderNo: string;
  WorkId: string;
  Title: string;
  Size: PrintSize | null;
  Quantity: number;
  AmountCents: number;
  SharePercent: number;
  ShareCents: number;
  CreatedAt: string;
}

export interface Earnings {
  TotalShareCents: number;
  /** Payouts staff recorded (decision 061), and what is still to be paid. */
  PaidOutCents: number;
  BalanceCents: number;
  Months: { Month: string; Sales: number; AmountCents: number; ShareCents: number }[];
  List: EarningLine[];
}

const json = { json: true } as const;

export const shopApi = {
  works: (page: number, slug?: string, signal?: AbortSignal) =>
    api.post<ShopPage>(
      shopPaths.works,
      { Page: page, ...(slug ? { Slug: slug } : {}) },
      { ...json, signal },
    ),
  work: (workId: string, signal?: AbortSignal) =>
    api.post<ShopWork>(shopPaths.work, { WorkId: workId }, { ...json, signal }),
  buy: (body: {
    WorkId: string;
    Size: PrintSize;
    Quantity: number;
    Address: ShippingAddress;
    RequestKey: string;
  }) =>
    api.post<{ OrderNo: string; TotalCents: number; State: string }>(
      shopPaths.buy,
      { ...body, PayChannel: 0 },
      json,
    ),
  myListings: () => api.post<{ List: Listing[] }>(shopPaths.myListings, {}, json),
  saveListing: (listing: Listing) => api.post<Listing>(shopPaths.saveListing, listing, json),
  settings: () => api.post<ShopSettings>(shopPaths.getSettings, {}, json),
  saveSettings: (body: {
    ShopName: string;
    PayoutMethod: PayoutMethod | '';
    PayoutDetail: string;
    Holiday: boolean;
  }) => api.post<ShopSettings>(shopPaths.saveSettings, body, json),
  earnings: () => api.post<Earnings>(shopPaths.earnings, {}, json),
};

export const shopKeys = {
  all: ['shop'] as const,
  works: (page: number, slug?: string) => ['shop', 'works', slug ?? '', page] as const,
  work: (workId: string) => ['shop', 'work', workId] as const,
  myListings: () => ['shop', 'my-listings'] as const,
  settings: () => ['shop', 'settings'] as const,
  earnings: () => ['shop', 'earnings'] as const,
};

/** USD cents as the reader's language writes money. */
export function formatUsd(cents: number, language: string): string {
  return new Intl.NumberFormat(language, { style: 'currency', currency: 'USD' }).format(
    cents / 100,
  );
}

/** A work's page: /artshop/{slug}/{social_name}. */
export function workPath(work: Pick<ShopWork, 'Artist' | 'SocialName'>): string {
  return `/artshop/${encodeURIComponent(work.Artist.Slug)}/${encodeURIComponent(work.SocialName)}`;
}
