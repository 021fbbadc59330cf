/**
 * The front door of the statistics module. Statistics: the public counts.
 * Other modules and the composition root (app.ts, modules/index.ts) import only this file;
 * the import rule (apps/server/test/quality/module-doors.test.ts) fails on anything else.
 *
 * - `register`: the module's routes (and its registrations), called by buildApp.
 * - Everything else exported here is the service API other modules may call.
 */

export { default as register } from './routes';
