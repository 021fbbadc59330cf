import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { i18nSplit } from './i18n-split.ts';
import { isolatedWebFiles } from './src/test/isolated-files.ts';

// Same alias as vite.config.ts: the toast container module on its own.
const notificationsDir = dirname(
  dirname(createRequire(import.meta.url).resolve('@mantine/notifications')),
);

export default defineProject({
  plugins: [react(), i18nSplit(join(import.meta.dirname, 'src/i18n'))],
  resolve: {
    alias: {
      '@mantine/notifications/container': join(notificationsDir, 'esm/Notifications.mjs'),
    },
  },
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    exclude: isolatedWebFiles,
    setupFiles: ['src/test/setup.ts'],
    // A screen test renders whole lazy areas in happy-dom; on a busy two-core machine one can
    // take several seconds of wall time. Like the server project, allow for that: speed targets
    // live in bench/, not in test timeouts.
    testTimeout: 20_000,
    // The web test files share one module graph and one page: importing React, Mantine and the
    // screens again for each file, in a new happy-dom window, was over half of the project's
    // time (712 s -> 260 s on a busy machine). Each file still starts clean: testing-library
    // unmounts after every test and test/setup.ts resets the page and the app's stores after each
    // file. Files that mock a module run isolated (vitest.isolated.config.ts).
    isolate: false,
  },
});
