// First: no schema may be built before Zod is told not to use eval (see zod-setup.ts).
import './zod-setup';
import '@fontsource-variable/nunito';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/nprogress/styles.css';
import './theme/global.css';
import { hydrate } from '@tanstack/react-query';
import { StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App';
import { queryClient } from './api/query-client';
import { i18n, initialLanguage, setupI18n } from './i18n';
import { I18nProvider } from './i18n/react';
import { startRouter } from './routes/router';
import { sessionStore } from './session/store';
import { readSsrPayload } from './ssr-data';

/**
 * Marks the document once the app has started (`<html data-hydrated>`): for a server-rendered
 * page (decision 071) that is when it is hydrated; until then its buttons are drawn but not yet
 * answered. The e2e suites wait for it after opening a server-rendered address. It draws
 * nothing, so the hydrated tree still matches the server's.
 */
function HydrationMark(): null {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

async function start(): Promise<void> {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  // A server-rendered page (decision 071) is hydrated in the language it was drawn in, when that
  // is the language SPEC §1 starts in. On a first visit the server could only guess it from
  // Accept-Language; the browser decides by the clock's time zone: a page drawn in another
  // language is drawn again here (decision 074).
  const drawn = readSsrPayload();
  const ssr = drawn && drawn.language === initialLanguage() ? drawn : null;
  // Texts of the starting language first, so the first paint is already translated.
  await setupI18n(ssr?.language);
  const router = await startRouter(ssr ? { loaderData: ssr.loaderData } : undefined);
  const app = (
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <App router={router} />
      </I18nProvider>
      <HydrationMark />
    </StrictMode>
  );
  if (!ssr) {
    createRoot(root).render(app);
    return;
  }
  if (ssr.queries) {
    // The page was drawn from these answers: the screens start from them, fresh as of now (the
    // drawn page may have been kept a few seconds), so nothing drawn is asked for again.
    const now = Date.now();
    for (const query of ssr.queries.queries) query.state.dataUpdatedAt = now;
    hydrate(queryClient, ssr.queries);
  }
  hydrateRoot(root, app);
  // The root loader (which loads the session and guards) did not run for the hydrated page.
  void sessionStore.ensureLoaded().catch(() => undefined);
}

void start();
