import type { EmailNotificationKind } from './validation';

/**
 * Notifications (SPEC §3 "Notification state", §4 "Notification loading resets the count to
 * zero"): stored per user as a kind plus text parameters, translated on the client.
 */
export const notificationKinds = [
  'crowns_earned',
  'tickets_earned',
  'ticket_redeemed',
  'pdf_bought',
  'badge_earned',
  'book_approved',
  'book_returned',
  'book_featured',
  'book_transfer_offered',
] as const;
export type NotificationKind = (typeof notificationKinds)[number];

export function isNotificationKind(value: unknown): value is NotificationKind {
  return typeof value === 'string' && (notificationKinds as readonly string[]).includes(value);
}

/** The filters of /yourstuff-notification (GetNotification's `Filter`). */
export const notificationFilters = [
  'all',
  'unread',
  'crowns',
  'tickets',
  'badges',
  'publishing',
] as const;
export type NotificationFilter = (typeof notificationFilters)[number];

export type NotificationGroup = 'crowns' | 'tickets' | 'badges' | 'publishing';

export const notificationGroupOf: Record<NotificationKind, NotificationGroup> = {
  crowns_earned: 'crowns',
  pdf_bought: 'crowns',
  tickets_earned: 'tickets',
  ticket_redeemed: 'tickets',
  badge_earned: 'badges',
  book_approved: 'publishing',
  book_returned: 'publishing',
  book_featured: 'publishing',
  book_transfer_offered: 'publishing',
};

export function kindsForFilter(filter: NotificationFilter): NotificationKind[] | null {
  if (filter === 'all' || filter === 'unread') return null;
  return notificationKinds.filter((k) => notificationGroupOf[k] === filter);
}

/** Text parameters a notification carries (all optional; each kind uses its own). */
export type NotificationParams = Record<string, string | number>;

/**
 * Which email switch (/account-email-notification) covers a notification, or null when the kind
 * is never emailed (crowns for daily writing would be an email a day).
 */
export function emailKindFor(
  kind: NotificationKind,
  params: NotificationParams,
): EmailNotificationKind | null {
  switch (kind) {
    case 'badge_earned':
      return 'badges';
    case 'book_approved':
    case 'book_returned':
    case 'book_featured':
      return 'publishing';
    case 'tickets_earned':
      return params.reason === 'monthly_top_up' ? 'reminders' : null;
    default:
      return null;
  }
}

/** GetNotification paging: 20 a page by default, 50 at most. */
export const notificationPageSize = 20;
export const notificationPageSizeMax = 50;
