import { defineConfig } from 'vitest/config';
import { isolatedServerGlobs } from './apps/server/test/helpers/isolated-files';

const server = {
  environment: 'node',
  globalSetup: ['apps/server/test/helpers/global-setup.ts'],
  testTimeout: 20_000,
  hookTimeout: 30_000,
} as const;

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'domain',
          include: ['packages/domain/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          ...server,
          name: 'server',
          include: ['apps/server/test/**/*.test.ts'],
          exclude: isolatedServerGlobs,
          // The server's test files share one module graph: importing the server again for each
          // file was ~40% of the suite's time (a file's import 4 s of its 8 s). A test that adds
          // to a module's extension list takes its own entry out again (test/helpers/hooks.ts);
          // an application's per-database state is kept by its database, never in a module
          // variable a later application would find.
          isolate: false,
        },
      },
      {
        test: {
          ...server,
          // Files that change the module graph (test/helpers/isolated-files.ts), one graph each.
          name: 'server-isolated',
          include: isolatedServerGlobs,
        },
      },
      'apps/*/vitest.config.ts',
      'apps/web/vitest.isolated.config.ts',
    ],
  },
});
