/**
 * The front door of the ledger module. Ledger: coins, tickets, memberships, PDF purchases.
 * Other modules and the composition root (app.ts, modules/index.ts) import only this file;
 * the import rule (apps/server/test/quality/module-doors.test.ts) fails on anything else.
 *
 * - `register`: the module's routes (and its registrations), called by buildApp.
 * - `seeder`: its part of the demo, run by db/seed in the order of modules/index.ts.
 * - Extension points (other modules register into these): `pdfBookResolvers`, `pdfPurchaseHooks`.
 * - Everything else exported here is the service API other modules may call.
 */

export type { LedgerContext } from './apply';
export { type MemberDirectory, memberDirectories } from './membership';
export { pdfBookResolvers } from './pdf-books';
export { pdfPurchaseHooks } from './pdf-hooks';
export { default as register } from './routes';
export { ledgerSeeder as seeder } from './seed';
export {
  awardBookApproved,
  awardLessonCompleted,
  awardWeekendSubmission,
  balancesOf,
  grantFeaturedTicket,
  grantWelcomeTicket,
  ledgerContext,
  recordDailyWriting,
  spendPublishTicketIn,
} from './service';
