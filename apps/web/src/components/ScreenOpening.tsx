import { Center, Loader } from '@mantine/core';
import { useTranslation } from '../i18n/react';

/**
 * What a screen shows while its own chunk loads (a Suspense fallback inside an area): a status
 * for screen readers, marked busy, so assistive technology and the e2e sweeps wait for the screen.
 */
export function ScreenOpening() {
  const { t } = useTranslation();
  return (
    <Center py={96} role="status" aria-busy="true" aria-label={t('app.loading')}>
      <Loader color="ember.6" type="dots" size="lg" />
    </Center>
  );
}
