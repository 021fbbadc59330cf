/**
 * The front door of the notifications module. Notifications: the notice list and notice emails.
 * Other modules and the composition root (app.ts, modules/index.ts) import only this file;
 * the import rule (apps/server/test/quality/module-doors.test.ts) fails on anything else.
 *
 * - `register`: the module's routes (and its registrations), called by buildApp.
 * - Everything else exported here is the service API other modules may call.
 */

export { default as register } from './routes';
export {
  addNotification,
  markAllNotificationsRead,
  type NewNotice,
  type NotifyContext,
  notify,
  queueNotificationEmails,
} from './service';
