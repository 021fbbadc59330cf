import { lazy, Suspense } from 'react';
import { ScreenOpening } from '../../components/ScreenOpening';
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

export const helpScreens = {
  faq: () => (
    <Suspense fallback={<ScreenOpening />}>
      <LazyFaq />
    </Suspense>
  ),
  updates: () => (
    <Suspense fallback={<ScreenOpening />}>
      <LazyUpdates />
    </Suspense>
  ),
  feedback: () => (
    <Suspense fallback={<ScreenOpening />}>
      <LazyFeedback />
    </Suspense>
  ),
  contact: () => (
    <Suspense fallback={<ScreenOpening />}>
      <LazyContact />
    </Suspense>
  ),
  chatbot: () => (
    <Suspense fallback={<ScreenOpening />}>
      <LazyChatbot />
    </Suspense>
  ),
};
