import { lazy, Suspense } from 'react';
import { ScreenOpening } from '../../components/ScreenOpening';
import { ensureScreenTexts } from '../../i18n';
import type { AreaScreens } from '../area';

/**
 * /artists lives in the static area (SPEC §2), whose chunk and texts load with the first page.
 * Its screen and its "art" texts stay in the art chunk and the screen texts: they load when it
 * is opened, so they never weigh on the home page.
 */
const LazyArtistsPage = lazy(() =>
  Promise.all([import('./ArtistsPage'), ensureScreenTexts()]).then(([module]) => ({
    default: module.ArtistsPage,
  })),
);

function ArtistsScreen() {
  return (
    <Suspense fallback={<ScreenOpening />}>
      <LazyArtistsPage />
    </Suspense>
  );
}

/** The art area's screen of SPEC §2's static area, joined to it in routes/area-loaders.ts. */
export const staticArtScreens: AreaScreens = { artists: ArtistsScreen };
