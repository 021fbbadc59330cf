/**
 * The front door of the search module. Search: the search index and its engines.
 * Other modules and the composition root (app.ts, modules/index.ts) import only this file;
 * the import rule (apps/server/test/quality/module-doors.test.ts) fails on anything else.
 *
 * - `register`: the module's routes (and its registrations), called by buildApp.
 * - `seeder`: its part of the demo, run by db/seed in the order of modules/index.ts.
 * - Everything else exported here is the service API other modules may call.
 */

export { rebuildSearchIndex, searchIndexVersion, storedIndexVersion } from './indexer';
export { default as register } from './routes';
export { searchSeeder as seeder } from './seed';
export { fold, hanPairs, isHanRun, wordRuns } from './terms';
