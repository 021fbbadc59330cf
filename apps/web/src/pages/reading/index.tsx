import type { AreaScreens } from '../area';
import { BlogEntryPage } from './blog/BlogEntryPage';
import { BlogListPage } from './blog/BlogListPage';
import { ComicReaderPathScreen, ReadComicScreen } from './comic/ComicReader';
import { FixCoordPage } from './fix-coord/FixCoordPage';
import { listOrReader } from './lists';
import { ReaderPathScreen, readerScreens } from './readers/screens';
import { SearchPage } from './search/SearchPage';

/** SPEC §2 "Reading" screens. Each later issue replaces its entries with the real screen. */
export const screens: AreaScreens = {
  search: SearchPage,
  blog: BlogListPage,
  blogentry: BlogEntryPage,
  // The lists; with a book's openId in param0 the same routes are its reader.
  'picture-book': listOrReader('picturebook', ReaderPathScreen),
  comic: listOrReader('comic', ComicReaderPathScreen),
  'flash-fiction': listOrReader('flashfiction', ReaderPathScreen),
  poetry: listOrReader('poetry', ReaderPathScreen),
  'longform-story': listOrReader('longform', ReaderPathScreen),
  ...readerScreens,
  'read-comic': ReadComicScreen,
  'fix-coord': FixCoordPage,
};
