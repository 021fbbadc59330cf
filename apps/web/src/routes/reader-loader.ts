import type { LoaderFunctionArgs } from 'react-router';
import { type BookRef, type ReadResult, readerApi } from '../api/reader';

/** The SPEC §2 list routes whose first parameter, when given, is a book's open id (its reader). */
export const readerRouteNames: ReadonlySet<string> = new Set([
  'picture-book',
  'comic',
  'flash-fiction',
  'poetry',
  'longform-story',
]);

/** The book a reader address names: param0 its open id, param2 a longform chapter number. */
export function readerRefOf(params: LoaderFunctionArgs['params']): BookRef | null {
  const id = params.param0;
  if (!id) return null;
  const chapter = params.param2;
  return {
    by: 'id',
    id,
    chapter:
      chapter && /^\d{1,4}$/.test(chapter) && Number(chapter) > 0 ? Number(chapter) : undefined,
  };
}

/**
 * The reader addresses' loader (issue 23, decision 071). In the server render it reads the book
 * through the API client (/api/Read/Book, answered in process): its answer is the page's content
 * and the hydration data the reader starts from. Anything but a book (a gate, a miss, a list
 * address) is null, and the reader asks for itself as before. In the browser it does not wait
 * for the book: the reader screen shows its placeholder and asks (the counted read), as it did.
 */
export async function readerLoader({ params }: LoaderFunctionArgs): Promise<ReadResult | null> {
  if (!import.meta.env.SSR) return null;
  const ref = readerRefOf(params);
  if (!ref) return null;
  try {
    return await readerApi.read(ref);
  } catch {
    return null;
  }
}

/** The loader's book when it is the one `ref` names (a kept-alive screen may name another). */
export function seededBook(data: unknown, ref: BookRef): ReadResult | undefined {
  if (!data || typeof data !== 'object' || !('Book' in data)) return undefined;
  const book = data as ReadResult;
  if (ref.by !== 'id' || book.Book.StoryBookId !== ref.id) return undefined;
  return book;
}
