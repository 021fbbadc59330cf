/**
 * The front door of the transfers module. Transfers: /book-transfer-tool offers that move a book
 * to another account with the receiver's consent (issue 20, decision 058).
 * Other modules and the composition root (app.ts, modules/index.ts) import only this file;
 * the import rule (apps/server/test/quality/module-doors.test.ts) fails on anything else.
 *
 * - `register`: the module's routes (and its registrations), called by buildApp.
 * - The offer calls with a `TransferKind`: the comics module's SPEC §7 comic transfer calls go
 *   through them (comics only, its own refusal code), so both paths share one table and one set
 *   of rules (decision 061).
 */

export type { TransferRefusal } from './errors';
export { default as register } from './routes';
export {
  answerTransfer,
  cancelTransfer,
  listOffers,
  offerTransfer,
  type TransferKind,
  type TransfersContext,
} from './service/transfers';
