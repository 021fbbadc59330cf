import type { AreaScreens } from '../../area';
import { shopStudioScreens } from '../shop/lazy';
import { EditArtworkPage } from './EditArtworkPage';
import { ArtStudioPage, ComicStudioPage, YourUploadsPage } from './StudioPages';

/**
 * The artist's studio: SPEC §2 lists its screens under "Your stuff", but they are the art
 * area's (the artist's studio is /yourstuff-artshop: decision 010). The router joins them to
 * the yourstuff area (routes/area-loaders.ts), so neither page folder imports the other.
 */
export const studioScreens: AreaScreens = {
  'yourstuff-artshop': ArtStudioPage,
  'yourstuff-comic-artwork': ComicStudioPage,
  'yourstuff-edit-artwork': EditArtworkPage,
  'yourstuff-uploads': YourUploadsPage,
  ...shopStudioScreens,
};
