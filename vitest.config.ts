import { defineConfig } from 'vitest/config';

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
          name: 'server',
          include: ['apps/server/test/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/server/test/helpers/global-setup.ts'],
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      'apps/*/vitest.config.ts',
    ],
  },
});
