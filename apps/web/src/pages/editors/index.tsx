import { inProgressScreens } from '../../components/ScreenInProgress';
import type { AreaScreens } from '../area';
import { FlashFictionEditorPage } from './flashfiction/FlashFictionEditorPage';
import { LongformEditorPage } from './longform/LongformEditorPage';
import { PictureBookEditorPage } from './picturebook/PictureBookEditor';
import { PoetryEditorPage } from './poetry/PoetryEditorPage';

/** SPEC §2 "Editors" screens. Each later issue replaces its entries with the real screen. */
export const screens: AreaScreens = {
  ...inProgressScreens(['comic-editor']),
  'picturebook-editor': PictureBookEditorPage,
  'flashfiction-editor': FlashFictionEditorPage,
  'longformbook-editor': LongformEditorPage,
  'poetry-editor': PoetryEditorPage,
};
