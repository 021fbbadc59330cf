import { Center, Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { ensureScreenTexts } from '../../i18n';

/**
 * /faq, /updates, /feedback, /contact and /chatbot live in the static area (SPEC §2), whose chunk
 * and texts load with the first page. Their screens and "help" texts load when one is opened, so
 * they never weigh on the home page.
 */
const screens = () => Promise.all([import('./screens'), ensureScreenTexts()]).then(([m]) => m);

const LazyFaq = lazy(() => screens().then((m) => ({ default: m.FaqPage })));
const LazyUpdates = lazy(() => screens().then((m) => ({ default: m.UpdatesPage })));
const LazyFeedback = lazy(() => screens().then((m) => ({ default: m.FeedbackPage })));
const LazyContact = lazy(() => screens().then((m) => ({ default: m.ContactPage })));
const LazyChatbot = lazy(() => screens().then((m) => ({ default: m.ChatbotPage })));

function Opening() {
  const { t } = useTranslation();
  return (
    <Center py={96} role="status" aria-label={t('app.loading')}>
      <Loader color="ember.6" type="dots" size="lg" />
    </Center>
  );
}

export const helpScreens = {
  faq: () => (
    <Suspense fallback={<Opening />}>
      <LazyFaq />
    </Suspense>
  ),
  updates: () => (
    <Suspense fallback={<Opening />}>
      <LazyUpdates />
    </Suspense>
  ),
  feedback: () => (
    <Suspense fallback={<Opening />}>
      <LazyFeedback />
    </Suspense>
  ),
  contact: () => (
    <Suspense fallback={<Opening />}>
      <LazyContact />
    </Suspense>
  ),
  chatbot: () => (
    <Suspense fallback={<Opening />}>
      <LazyChatbot />
    </Suspense>
  ),
};
