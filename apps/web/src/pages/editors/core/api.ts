import { api } from '../../../api/client';
import type { BookChange, BookWithArt, SaveAnswer } from './types';

export function getBook(bookId: string): Promise<BookWithArt> {
  return api.post<BookWithArt>('/api/Books/Get', { BookId: bookId });
}

export function saveBook(body: {
  BookId: string;
  Version: number;
  Changes: BookChange[];
}): Promise<SaveAnswer> {
  return api.post<SaveAnswer>('/api/Books/Save', body, { json: true });
}
