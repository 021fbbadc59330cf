import {
  type NotificationKind,
  type NotificationParams,
  notificationGroupOf,
} from '@storyloom/domain';
import type { NotificationRow } from './queries';

/** One entry of result.NotificationList: kind and parameters, translated by the client. */
export interface NotificationView {
  Id: string;
  Kind: NotificationKind;
  Group: string;
  Params: NotificationParams;
  IsRead: boolean;
  Time: string;
}

function params(text: string): NotificationParams {
  try {
    const value: unknown = JSON.parse(text);
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      const out: NotificationParams = {};
      for (const [k, v] of Object.entries(value)) {
        if (typeof v === 'string' || typeof v === 'number') out[k] = v;
      }
      return out;
    }
  } catch {
    // A damaged row shows without parameters.
  }
  return {};
}

export function presentNotification(row: NotificationRow): NotificationView {
  return {
    Id: row.id,
    Kind: row.kind,
    Group: notificationGroupOf[row.kind] ?? 'other',
    Params: params(row.params),
    IsRead: row.read_at !== null,
    Time: new Date(row.created_at).toISOString(),
  };
}
