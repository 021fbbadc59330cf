import { Center, Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { ensureScreenTexts } from '../../i18n';

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

function Opening() {
  const { t } = useTranslation();
  return (
    <Center py={96} role="status" aria-label={t('app.loading')}>
      <Loader color="ember.6" type="dots" size="lg" />
    </Center>
  );
}

export function ArtistsScreen() {
  return (
    <Suspense fallback={<Opening />}>
      <LazyArtistsPage />
    </Suspense>
  );
}
