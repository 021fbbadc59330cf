import { Suspense } from 'react';
import { hydratableLazy } from '../../components/hydratableLazy';
import { ScreenOpening } from '../../components/ScreenOpening';
import { ensureScreenTexts } from '../../i18n';

/**
 * /faq, /updates, /feedback, /contact and /chatbot live in the static area (SPEC §2), whose chunk
 * and texts load with the first page. Their screens and "help" texts load when one is opened, so
 * they never weigh on the home page. A page the server drew (/faq, /updates: decision 078) loads
 * its screen before it hydrates (`preloadHelpScreen`), so the drawn page never suspends.
 */
const screens = () => Promise.all([import('./screens'), ensureScreenTexts()]).then(([m]) => m);

const parts = {
  faq: hydratableLazy(() => screens().then((m) => m.FaqPage)),
  updates: hydratableLazy(() => screens().then((m) => m.UpdatesPage)),
  feedback: hydratableLazy(() => screens().then((m) => m.FeedbackPage)),
  contact: hydratableLazy(() => screens().then((m) => m.ContactPage)),
  chatbot: hydratableLazy(() => screens().then((m) => m.ChatbotPage)),
};

type HelpScreen = keyof typeof parts;
const isHelpScreen = (name: string): name is HelpScreen => Object.hasOwn(parts, name);

function screen(name: HelpScreen) {
  const Part = parts[name];
  return () => (
    <Suspense fallback={<ScreenOpening />}>
      <Part />
    </Suspense>
  );
}

export const helpScreens = {
  faq: screen('faq'),
  updates: screen('updates'),
  feedback: screen('feedback'),
  contact: screen('contact'),
  chatbot: screen('chatbot'),
};

/** Loads a help screen before a server-drawn page of it hydrates (routes/router.ts). */
export function preloadHelpScreen(name: string): Promise<unknown> | undefined {
  return isHelpScreen(name) ? parts[name].preload() : undefined;
}
