import { inProgressScreens } from '../../components/ScreenInProgress';
import type { AreaScreens } from '../area';
import { BlogEntryPage } from './blog/BlogEntryPage';
import { BlogListPage } from './blog/BlogListPage';
import { SearchPage } from './search/SearchPage';

/** SPEC §2 "Reading" screens. Each later issue replaces its entries with the real screen. */
export const screens: AreaScreens = {
  search: SearchPage,
  blog: BlogListPage,
  blogentry: BlogEntryPage,
  ...inProgressScreens([
    'chapters',
    'comic',
    'flash-fiction',
    'picture-book',
    'poetry',
    'longform-story',
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
