/**
 * /fix-coord's calls: the writer's picture books (`/api/YourStuff/WriteList`), each one's pages
 * (`/api/Books/Get`, owner only) and a fixed page saved like the editor saves it
 * (`/api/Books/Save`, a `put` of one page at the book's version). No call of its own: the books
 * policy decides who may read and change a book, here as in the editor (decision 029).
 */

import type { Artwork } from '../../../api/art';
import { api } from '../../../api/client';
import { type BookSummary, writePaths } from '../../../api/write';

export interface EditingPart {
  PartId: string;
  Content: unknown;
}

export interface EditingBook {
  BookId: string;
  Title: string;
  State: string;
  Version: number;
  Editable: boolean;
  EditorPath: string;
  Parts: EditingPart[];
}

export interface BookWithArt {
  Book: EditingBook;
  Artworks: Artwork[];
}

export interface SaveAnswer {
  BookId: string;
  Version: number;
}

/** Every picture book of the signed-in writer, newest change first (all pages of the list). */
export async function listPictureBooks(signal?: AbortSignal): Promise<BookSummary[]> {
  const books: BookSummary[] = [];
  let cursor: string | null = null;
  do {
    const page: { List: BookSummary[]; NextCursor: string | null } = await api.post(
      writePaths.list,
      { Type: 'picturebook', Limit: 60, ...(cursor ? { Cursor: cursor } : {}) },
      signal ? { signal } : {},
    );
    books.push(...page.List);
    cursor = page.NextCursor;
  } while (cursor);
  return books;
}

export function getBook(bookId: string, signal?: AbortSignal): Promise<BookWithArt> {
  return api.post<BookWithArt>('/api/Books/Get', { BookId: bookId }, signal ? { signal } : {});
}

/** Saves one page as the editor would: `put` at the version the page was read at. */
export function savePage(body: {
  BookId: string;
  Version: number;
  PartId: string;
  Content: unknown;
}): Promise<SaveAnswer> {
  return api.post<SaveAnswer>(
    '/api/Books/Save',
    {
      BookId: body.BookId,
      Version: body.Version,
      Changes: [{ Op: 'put', PartId: body.PartId, Content: body.Content }],
    },
    { json: true },
  );
}
