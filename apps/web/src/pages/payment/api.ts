import { api } from '../../api/client';

/** The payment window's calls (SPEC §7 "Payment"; docs/api.md, "Payments"). */
export const payWindowApi = {
  session: (id: string) => api.post<{ id: string; url: string }>('/api/Pay/MakePaySession', { id }),
  status: (id: string) =>
    api.post<{ Status: string; OrderNo: string; PlanOpenId: string }>('/api/Pay/CheckPayStatus', {
      id,
    }),
};
