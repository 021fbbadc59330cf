/**
 * Books (issue "Books and the writing editors"): the shared book model. Read
 * docs/api.md "Books" for how the server takes and answers these shapes.
 */
export * from './content';
export * from './convert';
export * from './moderation';
export * from './page-layout';
export * from './paths';
export * from './poetry';
export * from './prescreen';
export * from './publishing';
export * from './render';
export * from './rich-text';
export * from './states';
export * from './story-starters';
export * from './text';
export * from './word-count';
