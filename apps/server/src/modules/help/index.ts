/**
 * The front door of the help module. Help (issue 21, decision 025): the FAQ and its chatbot,
 * the updates page, feedback and contact messages for staff, and the staff audit log.
 * Other modules and the composition root (app.ts, modules/index.ts) import only this file;
 * the import rule (apps/server/test/quality/module-doors.test.ts) fails on anything else.
 *
 * - `register`: the module's routes (and its registrations), called by buildApp.
 * - `seeder`: its part of the demo (the FAQ and updates), run by db/seed.
 * - `recordStaffAction`: other modules' admin screens write their audit lines through it.
 */

export { recordStaffAction } from './audit';
// Server-drawn /faq and /updates are dropped when they change (decision 078).
export { onHelpChanged } from './events';
export { default as register } from './routes';
export { helpSeeder as seeder } from './seed';
