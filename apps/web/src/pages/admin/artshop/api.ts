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

export const artShopStaffKeys = { list: ['admin', 'artshop'] as const };

const json = { json: true } as const;

export const artShopStaffApi = {
  list: () =>
    api.post<{ DefaultSharePercent: number; List: StaffShop[] }>('/api/Admin/ArtShops', {}, json),
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
