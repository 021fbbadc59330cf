/** The district contact requests (docs/api.md "Plans", decision 036): admins only. */
import { api } from '../../../api/client';

export interface DistrictRequestEntry {
  RequestId: string;
  Name: string;
  Email: string;
  District: string;
  Accounts: number;
  Phone: string;
  Message: string;
  Language: string;
  SignedIn: boolean;
  CreateTime: string;
}

export interface DistrictRequestPage {
  List: DistrictRequestEntry[];
  NextCursor: string | null;
}

export const districtKeys = {
  list: ['staff', 'district-requests'] as const,
};

export const districtApi = {
  page(cursor: string | null, signal?: AbortSignal) {
    return api.post<DistrictRequestPage>(
      '/api/Admin/DistrictRequests',
      cursor ? { Cursor: cursor } : {},
      { signal },
    );
  },
};
