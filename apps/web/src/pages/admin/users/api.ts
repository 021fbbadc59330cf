/** The admin console's account calls (docs/api.md "Admin console", decision 028). */
import { api } from '../../../api/client';

export type StaffRole = 'none' | 'moderator' | 'admin';

export interface StaffAccount {
  OpenId: string;
  UserName: string;
  Name: string;
  Email: string;
  /** 0 not activated, 1 active, 2 disabled. */
  IsActive: number;
  AccountType: number;
  StaffRole: StaffRole;
  TotpEnabled: boolean;
  DateJoined: string | null;
  LastLogin: string | null;
}

export interface StaffAccountView {
  Account: StaffAccount;
  Info: {
    Crown: number;
    Ticket: number;
    BookCount: number;
    IsMember: boolean;
    Plans: { OpenId: string; Type: number; IsManager: boolean; ExpireTime: string }[];
    Birthday: string | null;
    Country: string;
    Language: string;
  };
}

export type AccountAction = 'disable' | 'enable' | 'resend' | 'resetTwoStep';

const actionPaths: Record<AccountAction, string> = {
  disable: '/api/Admin/UserDisable',
  enable: '/api/Admin/UserEnable',
  resend: '/api/Admin/UserResendActivation',
  resetTwoStep: '/api/Admin/UserResetTwoStep',
};

export const staffAccountKeys = {
  all: ['staff', 'accounts'] as const,
  search: (query: string, page: number) => ['staff', 'accounts', 'search', query, page] as const,
  one: (openId: string) => ['staff', 'accounts', 'one', openId] as const,
};

export const staffAccountsApi = {
  search(query: string, page: number, signal?: AbortSignal) {
    return api.post<{ List: StaffAccount[]; Total: number; Page: number }>(
      '/api/Admin/Users',
      { Query: query, Page: page, PageSize: 20 },
      { signal },
    );
  },
  view(openId: string, signal?: AbortSignal) {
    return api.post<StaffAccountView>('/api/Admin/User', { OpenId: openId }, { signal });
  },
  act(action: AccountAction, openId: string) {
    return api.post<StaffAccountView>(actionPaths[action], { OpenId: openId });
  },
  changeRole(openId: string, role: StaffRole) {
    return api.post<StaffAccountView>('/api/Admin/UserRole', { OpenId: openId, StaffRole: role });
  },
  remove(openId: string, confirmUserName: string) {
    return api.post<{ Deleted: boolean }>('/api/Admin/UserDelete', {
      OpenId: openId,
      ConfirmUserName: confirmUserName,
    });
  },
};

export interface AuditLine {
  Id: string;
  Actor: string | null;
  Action: string;
  Target: string;
  Before: unknown;
  After: unknown;
  At: string;
}

export const auditKeys = { page: (page: number) => ['staff', 'audit', page] as const };

export const auditApi = {
  page(page: number, signal?: AbortSignal) {
    return api.post<{ List: AuditLine[]; Total: number; Page: number; PageSize: number }>(
      '/api/Admin/AuditLog',
      { Page: page, PageSize: 25 },
      { signal },
    );
  },
};
