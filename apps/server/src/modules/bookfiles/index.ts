/**
 * The front door of the book files module (issue 20, decision 033): PDFs of every book type and
 * ePubs of text books, made by a job (the jobs adapter), kept through the storage adapter,
 * listed with their state and progress and downloaded by their user. BuyPdf (ledger) asks it
 * through `pdfPurchaseHooks`.
 * Other modules and the composition root (app.ts, modules/index.ts) import only this file.
 *
 * - `register`: the module's routes and job, called by buildApp.
 * - `seeder`: its part of the demo (crowns for demo-member, the PDF buyer).
 * - `printFileOf`, `readyPrintFile`: the print queue's interior and cover of a book (decisions
 *   048, 060).
 * - `pdfFontFiles`: the PDFs' typeface (Noto Sans SC, Chinese included), for other modules'
 *   PDFs (the challenges' certificates) so there is one font and one way to find it.
 */

export {
  type PrintFilePart,
  type PrintFileState,
  printFileOf,
  readyPrintFile,
} from './print-files';
export { renderEpub } from './render/epub';
export { fontFiles as pdfFontFiles } from './render/fonts';
// Class compilations (decision 051): one FileBook made of several stories, rendered off the loop.
export { renderInWorker as renderFileInWorker } from './render/in-worker';
export type { FileBook, FileStory } from './render/model';
export { renderPdf } from './render/pdf';
export { default as register } from './routes';
export { bookFilesSeeder as seeder } from './seed';
export { fileBookOf } from './service';
