import {
  emailKindFor,
  isInterfaceLanguage,
  kindsForFilter,
  type NotificationFilter,
  type NotificationKind,
  type NotificationParams,
  notificationPageSize,
} from '@storyloom/domain';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Config } from '../../config';
import type { DB } from '../../db/index';
import type { Clock } from '../../platform/clock';
import { newId } from '../../platform/ids';
import type { JobQueue } from '../../platform/jobs/index';
import type { Mailer } from '../../platform/mail/index';
import { emailAllowed, userInfo } from '../user/index';
import { renderNotificationEmail } from './email';
import { presentNotification } from './present';
import {
  countNotifications,
  countUnread,
  deleteUserNotifications,
  findNotification,
  insertNotification,
  listNotifications,
  markAllRead,
  moveEmailState,
  type NotificationQuery,
  pendingEmailIds,
} from './queries';

/** What notification services need: the database, the clock and (to email) the job queue. */
export interface NotifyContext {
  db: DB;
  clock: Clock;
  /** Without it, emails wait for the sweep job (every minute). */
  jobs?: JobQueue | undefined;
}

export interface NewNotice {
  kind: NotificationKind;
  params: NotificationParams;
}

export const notificationEmailJob = 'notification-email';
export const notificationEmailSweepJob = 'notification-email-sweep';

/**
 * Adds a notification inside the caller's transaction (the award and its notification commit
 * together). Returns the id when the notification should be emailed: queue it with
 * `queueNotificationEmails` after the commit, never inside the transaction.
 */
export async function addNotification(
  trx: DB,
  now: number,
  userId: string,
  notice: NewNotice,
): Promise<string | null> {
  const id = newId(now);
  const emails = emailKindFor(notice.kind, notice.params) !== null;
  await insertNotification(trx, {
    id,
    user_id: userId,
    kind: notice.kind,
    params: JSON.stringify(notice.params),
    read_at: null,
    email_state: emails ? 'pending' : 'none',
    created_at: now,
  });
  return emails ? id : null;
}

export async function queueNotificationEmails(
  jobs: JobQueue | undefined,
  ids: (string | null)[],
): Promise<void> {
  if (!jobs) return;
  for (const id of ids) {
    if (id) await jobs.enqueue(notificationEmailJob, { id }, { key: `notification:${id}` });
  }
}

/** For other modules (publishing...): one notification, committed, its email queued. */
export async function notify(ctx: NotifyContext, userId: string, notice: NewNotice) {
  const id = await addNotification(ctx.db, ctx.clock.now(), userId, notice);
  await queueNotificationEmails(ctx.jobs, [id]);
}

/** SPEC §7 GetNotificationCount: the unread notifications. */
export function notificationCount(db: DB, userId: string): Promise<number> {
  return countUnread(db, userId);
}

export interface NotificationPage {
  filter: NotificationFilter;
  page: number;
  pageSize?: number | undefined;
}

/**
 * SPEC §7 GetNotification: one page of the filtered list, newest first. Loading resets the
 * count to zero (SPEC §4): every unread notification is marked read; the page still shows which
 * ones were new.
 */
export async function loadNotifications(
  ctx: NotifyContext,
  userId: string,
  page: NotificationPage,
) {
  const size = page.pageSize ?? notificationPageSize;
  const query: NotificationQuery = {
    userId,
    kinds: kindsForFilter(page.filter),
    unreadOnly: page.filter === 'unread',
    offset: (page.page - 1) * size,
    limit: size,
  };
  const [rows, total] = await Promise.all([
    listNotifications(ctx.db, query),
    countNotifications(ctx.db, query),
  ]);
  const wasUnread = await markAllRead(ctx.db, userId, ctx.clock.now());
  return {
    NotificationList: rows.map(presentNotification),
    Total: total,
    Page: page.page,
    PageSize: size,
    WasUnread: wasUnread,
    NotificationCount: 0,
  };
}

/** Marks every notification of a user read (the seed's older history). */
export async function markAllNotificationsRead(db: DB, userId: string, now: number): Promise<void> {
  await markAllRead(db, userId, now);
}

export async function eraseNotifications(trx: DB, userId: string): Promise<void> {
  await deleteUserNotifications(trx, userId);
}

const paramsSchema = z.record(z.string(), z.union([z.string(), z.number()]));
const jobPayload = z.object({ id: z.string().min(1).max(64) });

export interface MailingContext extends NotifyContext {
  config: Config;
  mailer: Mailer;
  log: FastifyBaseLogger;
}

/**
 * The email job: sends a notification's email once, if its kind is switched on. The state moves
 * pending -> sending -> sent (or skipped); a failed send goes back to pending and the job is
 * retried. A server that dies between sending and recording leaves it sending: the job runs again
 * after its timeout and sends it again under the same Message-ID (at least once, shown once).
 */
export async function sendNotificationEmail(ctx: MailingContext, payload: unknown): Promise<void> {
  const { id } = jobPayload.parse(payload);
  const row = await findNotification(ctx.db, id);
  if (!row || (row.email_state !== 'pending' && row.email_state !== 'sending')) return;
  if (row.email_state === 'pending' && !(await moveEmailState(ctx.db, id, 'pending', 'sending'))) {
    return;
  }
  const params = paramsSchema.parse(JSON.parse(row.params));
  const emailKind = emailKindFor(row.kind, params);
  const info = await userInfo(ctx.db, ctx.clock, row.user_id).catch(() => null);
  const allowed =
    emailKind !== null &&
    info !== null &&
    info.IsActive === 1 &&
    info.Email !== '' &&
    (await emailAllowed(ctx.db, row.user_id, emailKind));
  if (!allowed || !info) {
    await moveEmailState(ctx.db, id, 'sending', 'skipped');
    return;
  }
  const language = isInterfaceLanguage(info.Language) ? info.Language : 'en';
  const message = renderNotificationEmail({
    kind: row.kind,
    params,
    language,
    to: info.Email,
    links: {
      notifications: new URL('/yourstuff-notification', ctx.config.publicUrl).toString(),
      settings: new URL('/account-email-notification', ctx.config.publicUrl).toString(),
    },
  });
  // One id per notification: a resend after a crash (sent, not yet recorded) is the same mail.
  const messageId = `<notification-${id}@${new URL(ctx.config.publicUrl).hostname}>`;
  try {
    await ctx.mailer.send({ ...message, messageId });
  } catch (err) {
    await moveEmailState(ctx.db, id, 'sending', 'pending');
    throw err;
  }
  await moveEmailState(ctx.db, id, 'sending', 'sent');
  // A sent mail is routine (the outbox and the email state record it): debug, so the start
  // output and a quiet day's log are not one line per mail. Failures stay at error.
  ctx.log.debug({ mail: `notification:${row.kind}`, via: ctx.mailer.kind }, 'mail sent');
}

/** The sweep job: emails left pending (a crash between commit and enqueue) are queued again. */
export async function sweepPendingEmails(ctx: NotifyContext): Promise<number> {
  // Pending for 30 s: its job was lost (a job queued in time has long since moved it on).
  const ids = await pendingEmailIds(ctx.db, ctx.clock.now() - 30_000, 200);
  await queueNotificationEmails(ctx.jobs, ids);
  return ids.length;
}
