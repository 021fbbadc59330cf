import { api } from '../../../api/client';

/** SPEC §7 "Payment" calls used to buy a plan (docs/api.md, "Payments"). */
export interface PayBody {
  PayItem: string;
  Ammount: string;
  Coupon: string;
  PayChannel: number;
  successUrl: string;
  cancelUrl: string;
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
  discount: (Type: string, UnitPrice: number) =>
    api.post<{ IsNewer: boolean; ExchangePrice: number }>('/api/User/GetMembershipDiscount', {
      Type,
      UnitPrice,
    }),
};
