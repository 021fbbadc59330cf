/** The admin console's health calls (docs/api.md "Admin console"). */
import { api } from '../../../api/client';

export interface SystemHealth {
  Version: string;
  Node: string;
  UptimeSeconds: number;
  Database: { Dialect: string; SizeBytes: number | null };
  Jobs: { Queue: string; Queued: number | null; Running: number | null; Failed: number | null };
  Storage: { Kind: string; Ok: boolean };
  Mail: { Mode: 'outbox' | 'smtp'; OutboxFiles: number | null };
}

export interface LedgerHealth {
  Healthy: boolean;
  Users: number;
  Entries: number;
  Problems: { Kind: string; User: string; Detail: string }[];
  CheckedAt: string;
}

export const healthKeys = {
  system: ['staff', 'health', 'system'] as const,
  ledger: ['staff', 'health', 'ledger'] as const,
};

export const healthApi = {
  system(signal?: AbortSignal) {
    return api.post<SystemHealth>('/api/Admin/Health', {}, { signal });
  },
  ledger(signal?: AbortSignal) {
    return api.get<LedgerHealth>('/api/Admin/LedgerHealth', { signal });
  },
};
