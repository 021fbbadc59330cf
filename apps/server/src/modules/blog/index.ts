/**
 * The front door of the blog module. Blog: the staff blog.
 * Other modules and the composition root (app.ts, modules/index.ts) import only this file;
 * the import rule (apps/server/test/quality/module-doors.test.ts) fails on anything else.
 *
 * - `register`: the module's routes (and its registrations), called by buildApp.
 * - `seeder`: its part of the demo, run by db/seed in the order of modules/index.ts.
 * - Everything else exported here is the service API other modules may call.
 */

// Server-drawn blog pages are dropped when a post changes (decision 078).
export { onPostsChanged } from './events';
// Share previews and the sitemap (issue 23, decision 040).
export { countPublishedPosts, type PostPreview, postAddresses, postPreview } from './preview';
export { default as register } from './routes';
export { blogSeeder as seeder } from './seed';
