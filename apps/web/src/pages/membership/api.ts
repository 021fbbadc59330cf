import type { BookType } from '@storyloom/domain';
import { api } from '../../api/client';
import type { ListEntry } from '../../api/reading-lists';

/** The membership area's calls: free trials and the district contact form (docs/api.md "Plans"). */
export interface SchoolInformation {
  SchoolName: string;
  Country: string;
  Address: string;
  City: string;
  State: string;
  Zip: string;
  Phone: string;
  FirstName: string;
  LastName: string;
  JobTitle: string;
  SchoolEmail: string;
  HeardFrom: string;
}

export interface DistrictRequest {
  Name: string;
  Email: string;
  District: string;
  Accounts: number;
  Phone: string;
  Message: string;
  Language: string;
}

/** POST /api/Read/Writer: a writer's public books and the count of each type (docs/api.md). */
export interface WriterPage {
  UserName: string;
  Counts: Record<BookType, number>;
  Total: number;
  List: ListEntry[];
  NextCursor: string | null;
}

export const membershipKeys = {
  writer: (username: string, type: BookType | null) =>
    ['membership', 'writer', username.toLowerCase(), type ?? 'all'] as const,
  trialCheck: ['membership', 'trial-check'] as const,
  school: ['membership', 'school-information'] as const,
};

export const membershipApi = {
  writer: (username: string, type: BookType | null, cursor: string | null, signal?: AbortSignal) =>
    api.post<WriterPage>(
      '/api/Read/Writer',
      {
        ...(username ? { UserName: username } : {}),
        ...(type ? { Type: type } : {}),
        ...(cursor ? { Cursor: cursor } : {}),
        Limit: 12,
      },
      { signal },
    ),
  checkTrial: () =>
    api.post<{ Used: boolean; CanStart: boolean }>(
      '/api/v2_1/user/CheckFreeTrialEmail',
      {},
      { json: true },
    ),
  startTrial: (Kind: 'individual' | 'family') =>
    api.post<{ OpenId: string; ExpireTime: string }>('/api/Plan/StartFreeTrial', { Kind }),
  lastSchool: () => api.get<SchoolInformation | null>('/api/plan/getLastSchoolInformation'),
  schoolTrial: (form: SchoolInformation) =>
    api.post<{ OpenId: string; ExpireTime: string }>(
      '/api/plan/ApplyFreeTrialSchoolInformation',
      form,
      { json: true },
    ),
  district: (form: DistrictRequest) =>
    api.post<{ RequestId: string; Received: boolean }>('/api/User/DistrictEmail', form),
};
