/** The admin's orders and coupons (docs/api.md "Payments", decisions 037 and 042): admins only. */
import { api } from '../../../api/client';
import type { OrderLine } from '../../../api/orders';

export interface AdminOrder extends OrderLine {
  TotalCents: number;
  /** Refunded so far (part refunds, decision 054). */
  Refunded: string;
  RefundedCents: number;
  UserId: string;
  Provider: string;
  ProviderRef: string;
  FullName: string;
  SchoolName: string;
}

export interface OrderEvent {
  Provider: string;
  EventId: string;
  Type: string;
  Outcome: string;
  ReceivedAt: string;
}

export interface AdminCoupon {
  Code: string;
  Kind: 'percent' | 'fixed';
  Amount: number;
  AmountText: string;
  ItemTypes: string[];
  ExpiresAt: number | null;
  UseLimit: number | null;
  UsedCount: number;
}

export interface NewCoupon {
  Code: string;
  Kind: 'percent' | 'fixed';
  Amount: number;
  ItemTypes: string[];
  ExpiresAt?: number;
  UseLimit?: number;
}

/** A stored exchange rate (decision 072): units of the currency per US dollar. */
export interface AdminExchangeRate {
  Currency: string;
  Rate: number;
  /** Epoch ms of the admin's last change; null for the seeded default. */
  UpdatedAt: number | null;
}

export const paymentKeys = {
  orders: ['staff', 'orders'] as const,
  order: (no: string) => ['staff', 'orders', 'one', no] as const,
  coupons: ['staff', 'coupons'] as const,
  rates: ['staff', 'exchange-rates'] as const,
};

export const pageSize = 20;

export const paymentsAdminApi = {
  orders: (q: { State?: string; Query: string; Page: number }) =>
    api.post<{ List: AdminOrder[]; Total: number }>('/api/Admin/Orders', {
      ...q,
      PageSize: pageSize,
    }),
  order: (OrderNo: string) =>
    api.post<{ Order: AdminOrder; Events: OrderEvent[] }>('/api/Admin/Order', { OrderNo }),
  markPaid: (OrderNo: string) => api.post<AdminOrder>('/api/Admin/OrderMarkPaid', { OrderNo }),
  returnOrder: (OrderNo: string, Reason: string) =>
    api.post<AdminOrder>('/api/Admin/OrderReturn', { OrderNo, Reason }),
  /** Without an amount: all that remains; with one (cents): a part refund. */
  refund: (OrderNo: string, Reason: string, amountCents?: number) =>
    api.post<AdminOrder>('/api/Admin/OrderRefund', {
      OrderNo,
      Reason,
      ...(amountCents === undefined ? {} : { Amount: (amountCents / 100).toFixed(2) }),
    }),
  coupons: () => api.post<AdminCoupon[]>('/api/Admin/Coupons', {}),
  createCoupon: (coupon: NewCoupon) => api.post<AdminCoupon>('/api/Admin/CouponCreate', coupon),
  disableCoupon: (Code: string) => api.post<AdminCoupon>('/api/Admin/CouponDisable', { Code }),
  rates: () => api.post<AdminExchangeRate[]>('/api/Admin/ExchangeRates', {}),
  setRate: (Currency: string, Rate: number) =>
    api.post<AdminExchangeRate[]>('/api/Admin/ExchangeRateSet', { Currency, Rate }),
};

/** A custom order as the admin sees it (decision 053). */
export interface AdminCustomOrder {
  ItemID: string;
  Title: string;
  PayItem: string;
  Members: number;
  Total: string;
  SchoolName: string;
  Note: string;
  State: string;
  OrderNo: string;
  OrderState: string;
  CreateTime: string;
  UserId: string;
}

export interface NewCustomOrder {
  Buyer: string;
  PayItem: string;
  Members: number;
  Price: number;
  Title: string;
  SchoolName: string;
  Note: string;
}

export const customOrderKeys = { all: ['staff', 'custom-orders'] as const };

export const customOrdersAdminApi = {
  list: () => api.post<AdminCustomOrder[]>('/api/Admin/CustomOrders', {}),
  create: (body: NewCustomOrder) =>
    api.post<AdminCustomOrder>('/api/Admin/CustomOrderCreate', body),
  cancel: (ItemID: string) =>
    api.post<AdminCustomOrder>('/api/Admin/CustomOrderCancel', { ItemID }),
};
