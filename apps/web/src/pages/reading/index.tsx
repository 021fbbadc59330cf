import type { ComponentType } from 'react';
import { inProgressScreens } from '../../components/ScreenInProgress';
import type { AreaScreens } from '../area';
import { BlogEntryPage } from './blog/BlogEntryPage';
import { BlogListPage } from './blog/BlogListPage';
import { listOrReader } from './lists';
import { SearchPage } from './search/SearchPage';

/** The reader of a book opened at /picture-book/{openId}/{slug} and the like (in progress). */
const bookReader = inProgressScreens(['picture-book'])['picture-book'] as ComponentType;

/** SPEC §2 "Reading" screens. Each later issue replaces its entries with the real screen. */
export const screens: AreaScreens = {
  search: SearchPage,
  blog: BlogListPage,
  blogentry: BlogEntryPage,
  // The lists; with a book's openId in param0 the same routes are its reader.
  'picture-book': listOrReader('picturebook', bookReader),
  comic: listOrReader('comic', bookReader),
  'flash-fiction': listOrReader('flashfiction', bookReader),
  poetry: listOrReader('poetry', bookReader),
  'longform-story': listOrReader('longform', bookReader),
  ...inProgressScreens([
    'chapters',
    'creative-writing',
    'picture-book-generate1',
    'read-comic',
    'read-flash-fiction',
    'read-longform-story',
    'read-picture-book',
    'read-poetry',
    'books',
    'read-book',
    'embed',
    'embed-s',
    'fix-coord',
  ]),
};
