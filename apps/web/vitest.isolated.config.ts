import { defineProject } from 'vitest/config';
import { isolatedWebFiles } from './src/test/isolated-files.ts';
import web from './vitest.config.ts';

/**
 * The web test files that mock a module, each in its own module graph and page
 * (src/test/isolated-files.ts); otherwise the same project as vitest.config.ts.
 */
export default defineProject({
  ...web,
  test: {
    ...web.test,
    name: 'web-isolated',
    include: isolatedWebFiles,
    exclude: [],
    isolate: true,
  },
});
