import type { ComponentType } from 'react';
import { inProgressScreens } from '../../components/ScreenInProgress';
import type { AreaScreens } from '../area';
import { BlogEntryPage } from './blog/BlogEntryPage';
import { BlogListPage } from './blog/BlogListPage';
import { listOrReader } from './lists';
import { ReaderPathScreen, readerScreens } from './readers/screens';
import { SearchPage } from './search/SearchPage';

/** A comic opened at /comic/{openId}/{slug}: the comic reader comes with Comics (in progress). */
const comicReader = inProgressScreens(['comic'])['comic'] as ComponentType;

/** SPEC §2 "Reading" screens. Each later issue replaces its entries with the real screen. */
export const screens: AreaScreens = {
  search: SearchPage,
  blog: BlogListPage,
  blogentry: BlogEntryPage,
  // The lists; with a book's openId in param0 the same routes are its reader.
  'picture-book': listOrReader('picturebook', ReaderPathScreen),
  comic: listOrReader('comic', comicReader),
  'flash-fiction': listOrReader('flashfiction', ReaderPathScreen),
  poetry: listOrReader('poetry', ReaderPathScreen),
  'longform-story': listOrReader('longform', ReaderPathScreen),
  ...readerScreens,
  ...inProgressScreens(['read-comic', 'fix-coord']),
};
