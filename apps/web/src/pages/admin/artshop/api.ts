import { api } from '../../../api/client';

/** The art shop's staff calls (docs/api.md "Art shop", decision 061): admins only. */
export interface StaffShop {
  Slug: string;
  Name: string;
  UserName: string;
  ShopName: string;
  SharePercent: number;
  HasPayout: boolean;
  Holiday: boolean;
  EarnedCents: number;
  PaidOutCents: number;
  BalanceCents: number;
}

export interface StaffShopPage {
  DefaultSharePercent: number;
  Total: number;
  Page: number;
  PageSize: number;
  List: StaffShop[];
}

/** A payout with what it stands at after its corrections (decision 069). */
export interface StaffPayout {
  PayoutId: string;
  Reference: string;
  RecordedCents: number;
  PaidCents: number;
  CreatedAt: string;
  Corrections: { CorrectionId: string; ChangeCents: number; Reason: string; CreatedAt: string }[];
}

export const artShopPageSize = 50;

export const artShopStaffKeys = {
  list: ['admin', 'artshop'] as const,
  page: (page: number, query: string) => ['admin', 'artshop', 'page', page, query] as const,
  payouts: (slug: string) => ['admin', 'artshop', 'payouts', slug] as const,
};

const json = { json: true } as const;

export const artShopStaffApi = {
  list: (page = 1, query = '') =>
    api.post<StaffShopPage>(
      '/api/Admin/ArtShops',
      { Page: page, PageSize: artShopPageSize, Query: query },
      json,
    ),
  payouts: (slug: string) =>
    api.post<{ Slug: string; BalanceCents: number; List: StaffPayout[] }>(
      '/api/Admin/ArtShopPayouts',
      { Slug: slug },
      json,
    ),
  correctPayout: (slug: string, payoutId: string, paidCents: number, reason: string) =>
    api.post<{ BalanceCents: number; ChangeCents: number }>(
      '/api/Admin/ArtShopPayoutCorrection',
      { Slug: slug, PayoutId: payoutId, PaidCents: paidCents, Reason: reason },
      json,
    ),
  setShare: (slug: string, percent: number) =>
    api.post<{ Slug: string; SharePercent: number }>(
      '/api/Admin/ArtShopShare',
      { Slug: slug, SharePercent: percent },
      json,
    ),
  payout: (slug: string, amountCents: number, reference: string) =>
    api.post<{ BalanceCents: number }>(
      '/api/Admin/ArtShopPayout',
      { Slug: slug, AmountCents: amountCents, Reference: reference },
      json,
    ),
};
