/**
 * The front door of the staff module. Staff: what waits for moderators and admins (the counts
 * the account menu and the staff home show); the queues themselves live in their modules.
 * Other modules and the composition root (app.ts, modules/index.ts) import only this file;
 * the import rule (apps/server/test/quality/module-doors.test.ts) fails on anything else.
 *
 * - `register`: the module's routes, called by buildApp.
 */

export { default as register } from './routes';
