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
  status: (id: string) =>
    api.post<{ Status: string; OrderNo: string; PlanOpenId: string }>('/api/Pay/CheckPayStatus', {
      id,
    }),
};
