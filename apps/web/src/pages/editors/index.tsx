import type { AreaScreens } from '../area';
import { ComicEditorPage } from './comic/ComicEditor';
import { FlashFictionEditorPage } from './flashfiction/FlashFictionEditorPage';
import { LongformEditorPage } from './longform/LongformEditorPage';
import { PictureBookEditorPage } from './picturebook/PictureBookEditor';
import { PoetryEditorPage } from './poetry/PoetryEditorPage';

/** SPEC §2 "Editors" screens. Each later issue replaces its entries with the real screen. */
export const screens: AreaScreens = {
  'comic-editor': ComicEditorPage,
  'picturebook-editor': PictureBookEditorPage,
  'flashfiction-editor': FlashFictionEditorPage,
  'longformbook-editor': LongformEditorPage,
  'poetry-editor': PoetryEditorPage,
};
