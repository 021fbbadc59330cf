import type { AreaScreens } from '../area';
import { ArtistPage } from './ArtistPage';
import { ArtworkBookPage } from './ArtworkBookPage';
import { ArtworkBrowsePage } from './ArtworkBrowsePage';
import { ComicArtistPage, ComicArtworkPage } from './ComicArtworkPages';
import { StartComicPage, StartWithArtPage } from './StartWithArtPage';
import { shopScreens } from './shop/lazy';

/** SPEC §2 "Art" screens (issue "Artwork and artists"; the art shop: issue 20, decision 049). */
export const screens: AreaScreens = {
  artist: ArtistPage,
  'artwork-book': ArtworkBookPage,
  artwork: ArtworkBrowsePage,
  'comic-artist': ComicArtistPage,
  'comic-artwork': ComicArtworkPage,
  'start-comic': StartComicPage,
  'start-with-art': () => <StartWithArtPage />,
  ...shopScreens,
};
