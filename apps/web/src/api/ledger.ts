import type {
  BadgeId,
  CrownReason,
  LedgerReason,
  NotificationFilter,
  NotificationKind,
  NotificationParams,
  TicketReason,
} from '@storyloom/domain';
import { notificationPaths } from '../components/notification-count';
import { api } from './client';

/** The SPEC §7 YourStuff and Notification calls of crowns, tickets, badges and notifications. */
export interface LedgerEntry {
  Amount: number;
  Reason: LedgerReason;
  Ref: string;
  Balance: number;
  Time: string;
}

export interface LedgerHistory {
  Crown: number;
  Ticket: number;
  List: LedgerEntry[];
  Total: number;
  Page: number;
  PageSize: number;
  RedeemedThisMonth: number;
  RedeemsLeft: number;
}

export interface RedeemResult {
  Crown: number;
  Ticket: number;
  RedeemedThisMonth: number;
}

export interface BadgeView {
  Id: BadgeId;
  Group: string;
  Earned: boolean;
  EarnedTime: string | null;
  Current: number;
  Target: number;
}

export interface BadgeCatalogue {
  UserName: string;
  IsOwn: boolean;
  EarnedCount: number;
  Badges: BadgeView[];
}

export interface NotificationView {
  Id: string;
  Kind: NotificationKind;
  Group: string;
  Params: NotificationParams;
  IsRead: boolean;
  Time: string;
}

export interface NotificationPage {
  NotificationList: NotificationView[];
  Total: number;
  Page: number;
  PageSize: number;
}

export type { CrownReason, TicketReason };

export const ledgerKeys = {
  crowns: (page: number) => ['ledger', 'crowns', page] as const,
  tickets: (page: number) => ['ledger', 'tickets', page] as const,
  all: ['ledger'] as const,
  badges: (userName: string) => ['badges', userName] as const,
  notifications: (filter: NotificationFilter, page: number) =>
    ['notifications', filter, page] as const,
};

export const pageSize = 10;

export const ledgerApi = {
  crowns: (page: number) =>
    api.post<LedgerHistory>('/api/YourStuff/CrownsList', { Page: page, PageSize: pageSize }),
  tickets: (page: number) =>
    api.post<LedgerHistory>('/api/YourStuff/TicketList', { Page: page, PageSize: pageSize }),
  /** A fresh request id per click: a retried request redeems once. */
  redeem: (requestId: string) =>
    api.post<RedeemResult>('/api/YourStuff/RedeemTicket', { RequestId: requestId }),
  badges: (userName: string) =>
    api.post<BadgeCatalogue>('/api/YourStuff/Badges', userName ? { UserName: userName } : {}),
  notifications: (filter: NotificationFilter, page: number) =>
    api.post<NotificationPage>(notificationPaths.list, {
      Filter: filter,
      Page: page,
      PageSize: pageSize,
    }),
};

export function newRequestId(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
