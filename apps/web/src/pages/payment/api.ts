import { api } from '../../api/client';
import type { OrderLine } from '../../api/orders';

/** An order as GetPayOrder answers it to its buyer (docs/api.md, "Payments"). */
export interface BuyerOrder extends OrderLine {
  FullName: string;
  SchoolName: string;
}

/** The payment window's calls (SPEC §7 "Payment"; docs/api.md, "Payments"). */
export const payWindowApi = {
  session: (id: string) => api.post<{ id: string; url: string }>('/api/Pay/MakePaySession', { id }),
  order: (OrderNo: string) => api.post<BuyerOrder>('/api/User/GetPayOrder', { OrderNo }),
  /** A wallet order approved at the provider is captured (SPEC §7; the sandbox answers its state). */
  capture: (id: string) => api.post<{ Status: string }>('/api/Pay/capturePaypalOrder', { id }),
  /** SPEC §7: a wallet subscription approved at the provider is active at code 0. */
  subscription: (orderID: string) =>
    api.post<{ Status: string }>('/api/Pay/checkPaypalSubscriptionStatus', { id: '', orderID }),
  status: (id: string) =>
    api.post<{ Status: string; OrderNo: string; PlanOpenId: string }>('/api/Pay/CheckPayStatus', {
      id,
    }),
};

/** A custom order as GetCustomOrder answers it to its buyer (decision 053). */
export interface CustomOrder {
  ItemID: string;
  Title: string;
  PayItem: string;
  Members: number;
  Price: string;
  Total: string;
  Currency: string;
  SchoolName: string;
  Note: string;
  /** open | waiting | reviewing | paid | refunded | cancelled */
  State: string;
  OrderNo: string;
  OrderState: string;
  PayChannel: number | null;
  CreateTime: string;
}

/** The custom order calls (docs/api.md, "Payments"). */
export const customOrderApi = {
  one: (ItemID: string) => api.post<CustomOrder>('/api/CustomOrder/GetCustomOrder', { ItemID }),
  mine: () => api.post<CustomOrder[]>('/api/CustomOrder/GetCustomOrder', {}),
  pay: (body: { ItemID: string; PayChannel: number; fullName?: string; schoolName?: string }) =>
    api.post<{ OrderNo: string; State: string; PayChannel: number }>('/api/CustomOrder/Pay', body),
  orders: () => api.post<BuyerOrder[]>('/api/User/GetPayOrder', {}),
};

/** A custom order's state badge colour (its buyer's page and the admin's list). */
export const customStateColors: Record<string, string> = {
  open: 'blue',
  waiting: 'yellow',
  reviewing: 'blue',
  paid: 'green',
  refunded: 'gray',
  cancelled: 'gray',
};
