/**
 * The front door of the previews module. Previews: share previews (title, description, cover,
 * canonical and hreflang tags in a public page's HTML), /sitemap.xml and /robots.txt (issue 23,
 * decision 040). It reads books, artists and posts only through their modules' doors.
 * Other modules and the composition root (app.ts, modules/index.ts) import only this file;
 * the import rule (apps/server/test/quality/module-doors.test.ts) fails on anything else.
 *
 * - `register`: the module's routes (and its registrations), called by buildApp.
 * - Everything else exported here is the service API other modules may call.
 */

export { default as register } from './routes';
export { sitemapSettings } from './service';
