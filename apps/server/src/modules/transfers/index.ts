/**
 * The front door of the transfers module. Transfers: /book-transfer-tool offers that move a book
 * to another account with the receiver's consent (issue 20, decision 058).
 * Other modules and the composition root (app.ts, modules/index.ts) import only this file;
 * the import rule (apps/server/test/quality/module-doors.test.ts) fails on anything else.
 *
 * - `register`: the module's routes (and its registrations), called by buildApp.
 */

export { default as register } from './routes';
