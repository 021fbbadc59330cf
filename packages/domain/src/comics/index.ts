/**
 * Comics (issue "Comics"): panel layouts and the comic page model. The page is a book part of a
 * comic (docs/decisions/014-comic-pages.md).
 */
export * from './layouts';
export * from './page';
