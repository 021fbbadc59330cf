import { ErrorCode } from '@storyloom/domain';
import { ApiError, api, apiErrorMessage } from '../../../api/client';

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

/** SPEC §7 "Legacy direct card payment" (decision 073): a card token charged at once. */
export interface ChargeCardBody {
  StripeToken: string;
  PayItem: string;
  /** The member count as text (SPEC §3); the server prices the order. */
  Ammount: string;
  Coupon: string;
  RequestKey: string;
}

export interface ChargeCardResult {
  OrderNo: string;
  Status: string;
  PlanOpenId: string;
}

/**
 * SPEC §8: a legacy card failure (code 1000) shows the pay failure text followed by the
 * server's result text (the card provider's reason); any other failure its own message.
 */
export function chargeFailureText(err: unknown): string {
  if (err instanceof ApiError && err.code === ErrorCode.PAY_FAILED) {
    const reason = typeof err.result === 'string' ? err.result.trim() : '';
    return reason ? `${err.message} ${reason}` : err.message;
  }
  return apiErrorMessage(err);
}

export const purchaseApi = {
  chargeCard: (body: ChargeCardBody) => api.post<ChargeCardResult>('/api/Pay/ChargeCard', body),
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
