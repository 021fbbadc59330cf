import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/**
 * Playwright configuration for the e2e suites. Run them through `npm run test:e2e`
 * (e2e/run.mjs), which starts the built server on a free port with a fresh database and sets
 * E2E_BASE_URL; Chromium is Debian's (/usr/bin/chromium, or CHROMIUM_PATH), never a download.
 */
const baseURL = process.env.E2E_BASE_URL;
if (!baseURL) {
  throw new Error('E2E_BASE_URL is not set: run the suites with `npm run test:e2e`.');
}

const artifacts = join(import.meta.dirname, 'artifacts');
const ci = Boolean(process.env.CI);

/**
 * Journeys that move the server's clock by days (POST /api/Test/Clock). The server is shared, so
 * a move past the 7-day session idle limit (the family trial's expiry) ends the sessions of every
 * journey running beside it, and a move of a day shifts their daily limits: these run after all
 * the others, one at a time.
 */
const clockMovers = [
  '**/plans/family-trial.spec.ts',
  '**/ledger/crowns-journey.spec.ts',
  '**/challenges/challenge-journey.spec.ts',
];

export default defineConfig({
  testDir: import.meta.dirname,
  testMatch: '**/*.spec.ts',
  outputDir: join(artifacts, 'test-results'),
  fullyParallel: true,
  forbidOnly: ci,
  // Two cores: the server and Chromium share them with the workers.
  workers: Number(process.env.E2E_WORKERS || 2),
  // One retry in CI absorbs a machine hiccup; the summary reports such tests as flaky.
  retries: ci ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [
    [ci ? 'line' : 'list'],
    ['json', { outputFile: process.env.E2E_REPORT_FILE ?? join(artifacts, 'report.json') }],
    ['html', { outputFolder: join(artifacts, 'html'), open: 'never' }],
  ],
  use: {
    ...devices['Desktop Chrome'],
    baseURL,
    locale: 'en-US',
    timezoneId: 'America/New_York',
    // The product honours "reduce motion" (theme.ts, global.css): dialogs open at once. With their
    // slide running, a click aimed at a dialog's button a frame after Playwright found the button
    // still landed where it had been (artwork/journey.spec.ts:75, artwork/screens.spec.ts:89 on a
    // busy machine). quality/motion.spec.ts checks the animated path.
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'chromium', testIgnore: clockMovers },
    // After the rest, one at a time: see `clockMovers`.
    { name: 'clock', testMatch: clockMovers, dependencies: ['chromium'], workers: 1 },
  ],
});
