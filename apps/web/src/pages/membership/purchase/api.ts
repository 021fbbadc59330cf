import { api } from '../../../api/client';

/** SPEC §7 "Payment" calls used to buy a plan (docs/api.md, "Payments"). */
export interface PayBody {
  PayItem: string;
  Ammount: string;
  Coupon: string;
  PayChannel: number;
  successUrl: string;
  cancelUrl: string;
  /** Purchase order only (SPEC §3). */
  fullName?: string;
  schoolName?: string;
  /** One order per key: a repeated click or a retried request answers the same order. */
  RequestKey: string;
}

export const purchaseApi = {
  /** A card or purchase order answers the order number; a wallet order `{ id }`. */
  pay: (body: PayBody) => api.post<string | { id: string }>('/api/User/Pay', body),
  checkCoupon: (Code: string, CurrentPrice: number, ItemType: string) =>
    api.post<{ ammout: number; code: string }>('/api/Coupon/CheckCoupon', {
      Code,
      CurrentPrice,
      ItemType,
    }),
  /** SPEC §7: the least a school plan may be bought for (10, or the accounts already held). */
  schoolMinimum: () => api.post<number>('/api/User/GetMinSchoolPlanNum', {}),
  /** SPEC §7: the rate of a currency to the US dollar, for the local-currency total. */
  exchangeRate: (Currency: string) => api.post<number>('/api/User/GetExchangeRate', { Currency }),
  discount: (Type: string, UnitPrice: number) =>
    api.post<{ IsNewer: boolean; ExchangePrice: number }>('/api/User/GetMembershipDiscount', {
      Type,
      UnitPrice,
    }),
};
