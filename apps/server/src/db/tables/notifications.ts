import type { NotificationKind } from '@storyloom/domain';

/**
 * What happened to a notification's email: `none` (the kind is never emailed), `pending` (a job
 * will send it), `sending`, `sent`, `skipped` (the user switched the kind off, or has no email).
 */
export type NotificationEmailState = 'none' | 'pending' | 'sending' | 'sent' | 'skipped';

/** One notification: a kind and its text parameters (JSON), translated on the client. */
export interface NotificationTable {
  id: string;
  user_id: string;
  kind: NotificationKind;
  /** JSON object of strings and numbers. */
  params: string;
  read_at: number | null;
  email_state: NotificationEmailState;
  created_at: number;
}

export interface NotificationTables {
  notifications: NotificationTable;
}
