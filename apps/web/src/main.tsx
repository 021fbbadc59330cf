// First: no schema may be built before Zod is told not to use eval (see zod-setup.ts).
import './zod-setup';
import '@fontsource-variable/nunito';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/nprogress/styles.css';
import './theme/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { setupI18n } from './i18n';

async function start(): Promise<void> {
  // Texts of the starting language first, so the first paint is already translated.
  await setupI18n();
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
