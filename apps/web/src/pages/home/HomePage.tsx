import { Container } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { hydratableLazy } from '../../components/hydratableLazy';
import { ensureScreenTexts } from '../../i18n';
import { useSession } from '../../session/useSession';
import { HomeFormats } from './HomeFormats';
import { HomeHero } from './HomeHero';
import {
  HomeFamilies,
  HomeFinalCta,
  HomeFromPicture,
  HomeGrowing,
  HomeTeachers,
  HomeTrust,
} from './HomeSections';

// The shelves call the server and bring the reading lists' cards and texts: they load after the
// first screen so the home page's own script stays inside its budget (home-budget.ts). A page the
// server drew loads them before it hydrates (`preloadHomeParts`, decision 074).
const shelves = () => Promise.all([import('./HomeReading'), ensureScreenTexts()]);
const HomeReading = hydratableLazy(() => shelves().then(([module]) => module.HomeReading));
const HomeChallengeBanner = hydratableLazy(() =>
  Promise.all([import('../../components/challenges/HomeBanner'), ensureScreenTexts()]).then(
    ([m]) => m.HomeChallengeBanner,
  ),
);
const StaffWorkPanel = lazy(() =>
  import('../../components/staff-work').then((m) => ({ default: m.StaffWorkPanel })),
);
const HomeWelcomeBack = hydratableLazy(() => shelves().then(([module]) => module.HomeWelcomeBack));

/** Loads the parts a server-drawn home page shows, before it hydrates (decision 074). */
export function preloadHomeParts(): Promise<unknown> {
  return Promise.all([
    HomeReading.preload(),
    HomeChallengeBanner.preload(),
    HomeWelcomeBack.preload(),
  ]);
}

/** Home (/): reading and writing with artwork, for children, classes and families. */
export function HomePage() {
  const { user } = useSession();
  const isStaff = (user?.staffRole ?? 'none') !== 'none';
  return (
    <div>
      <HomeHero />
      <Suspense fallback={null}>
        <HomeChallengeBanner />
      </Suspense>
      <Suspense fallback={null}>
        <HomeWelcomeBack />
      </Suspense>
      {isStaff ? (
        <Container size="lg" py="md">
          <Suspense fallback={null}>
            <StaffWorkPanel />
          </Suspense>
        </Container>
      ) : null}
      <HomeFormats />
      <Suspense fallback={null}>
        <HomeReading />
      </Suspense>
      <HomeFromPicture />
      <HomeGrowing />
      <HomeTeachers />
      <HomeFamilies />
      <HomeTrust />
      <HomeFinalCta />
    </div>
  );
}
