import type { BookType } from '@storyloom/domain';
import type { ComponentType } from 'react';
import { useParams } from 'react-router';
import { ReadingListPage } from './ReadingListPage';

export type { ListEntry } from '../../../api/reading-lists';
export { readingApi, readingKeys } from '../../../api/reading-lists';
export { BookCard, BookGrid, BookGridSkeleton } from '../../../components/books/BookCard';
export { ListEmpty, ListError, ShowMore } from '../../../components/books/ListStates';
export { ReadingListPage };

/**
 * The screen of a list route (/picture-book/{param0?}/{param1?}/…): without `param0` it is the
 * list; with one (a book's openId: domain `readerPathFor`) it is that book's reader.
 */
export function listOrReader(type: BookType, Reader: ComponentType): ComponentType {
  function ListOrReader() {
    const { param0 } = useParams();
    return param0 ? <Reader /> : <ReadingListPage type={type} />;
  }
  ListOrReader.displayName = `ListOrReader(${type})`;
  return ListOrReader;
}
