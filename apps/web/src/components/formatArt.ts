import type { BookType } from '@storyloom/domain';
import comicArt from '../assets/format-comic.svg';
import flashArt from '../assets/format-flashfiction.svg';
import longformArt from '../assets/format-longform.svg';
import pictureArt from '../assets/format-picturebook.svg';
import poetryArt from '../assets/format-poetry.svg';

/** The home page's picture for each kind of book. */
export const formatArt: Record<BookType, string> = {
  picturebook: pictureArt,
  comic: comicArt,
  longform: longformArt,
  flashfiction: flashArt,
  poetry: poetryArt,
};
