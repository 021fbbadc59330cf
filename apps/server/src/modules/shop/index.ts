/**
 * The front door of the shop module: the art shop (issue 20, decisions 049 and 050). Artists
 * list their artwork as prints (sizes, prices, on or off) and keep their shop's settings; buyers
 * order a print directly from its page through the payments pipeline (the ART_PRINT pay item,
 * registered with payments from routes.ts); each sale appends the artist's share to an
 * append-only earnings ledger.
 * Other modules and the composition root import only this file.
 *
 * - `register`: the module's routes (and its pay item), called by buildApp.
 * - `seeder`: the demo artists' shops, works for sale and a past sale.
 * - `workPreview`: a work's share preview (title, picture, path) for the previews module.
 */

export { default as register } from './routes';
export { shopSeeder as seeder } from './seed';
export { workPreview } from './service/preview';
