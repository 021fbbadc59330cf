/**
 * The front door of the classes module. Classes: classes, their roster, class-code sign-in,
 * assignments, and the stories students hand to their teacher (decision 027).
 * Other modules and the composition root (app.ts, modules/index.ts) import only this file;
 * the import rule (apps/server/test/quality/module-doors.test.ts) fails on anything else.
 *
 * - `register`: the module's routes (and its registrations into books and publishing: the
 *   class teacher's book rule, the submission state hook, the student's class).
 * - `seeder`: its part of the demo.
 */

export { default as register } from './routes';
export { classesSeeder as seeder } from './seed';
export { studentClassOf } from './service/homework';
