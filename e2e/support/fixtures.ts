import { test as base, expect, type Page } from '@playwright/test';

export interface TestFixtures {
  /**
   * An anonymous visitor's page, shared by the tests of one worker so that the browser's cache
   * keeps the app's scripts between them (about 3x faster than a new context per address). Use
   * it for read-only visits that need no isolation; use `page` for anything that signs in, stores
   * a choice, routes calls or moves the clock.
   */
  visitor: Page;
}

interface WorkerFixtures {
  sharedVisitor: { page: Page; errors: Error[] };
}

function failOnPageErrors(errors: Error[]): void {
  expect(
    errors.map((e) => e.stack ?? e.message),
    'uncaught errors in the page',
  ).toEqual([]);
}

/**
 * A server-rendered address (decision 071: a public reader for a visitor) arrives drawn, and its
 * buttons answer only once the app has hydrated it; a click before that is lost, as a person's
 * first tap would be. So every `goto` that waits for the page to load also waits, on such a page,
 * for the app's `<html data-hydrated>` mark. A `goto` that only waits for the response
 * (`waitUntil: 'commit'`) is left alone: its test looks at the page before the app runs.
 */
export function waitForHydrationAfterGoto(page: Page): void {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (options?.waitUntil !== 'commit') await waitForHydration(page);
    return response;
  };
}

/**
 * Waits for the app's `<html data-hydrated>` mark on a server-drawn page (at once on any other).
 * After a click on a link of a page not yet hydrated, the browser loads the next address whole:
 * wait for it there too before pressing its buttons.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      !document.getElementById('sl-ssr-data') ||
      document.documentElement.dataset.hydrated === 'true',
    undefined,
    { timeout: 30_000 },
  );
}

/**
 * The suites' `test`: Playwright's, where every page (`page` and `visitor`) fails its test when
 * the app throws an uncaught error.
 */
export const test = base.extend<TestFixtures, WorkerFixtures>({
  page: async ({ page }, use) => {
    waitForHydrationAfterGoto(page);
    const errors: Error[] = [];
    page.on('pageerror', (error) => errors.push(error));
    await use(page);
    failOnPageErrors(errors);
  },

  sharedVisitor: [
    async ({ browser }, use) => {
      const context = await browser.newContext({
        baseURL: process.env.E2E_BASE_URL,
        locale: 'en-US',
        timezoneId: 'America/New_York',
        viewport: { width: 1280, height: 720 },
      });
      const page = await context.newPage();
      waitForHydrationAfterGoto(page);
      const errors: Error[] = [];
      page.on('pageerror', (error) => errors.push(error));
      await use({ page, errors });
      await context.close();
    },
    { scope: 'worker' },
  ],

  visitor: async ({ sharedVisitor }, use) => {
    sharedVisitor.errors.length = 0;
    await use(sharedVisitor.page);
    failOnPageErrors(sharedVisitor.errors);
  },
});

export { expect };
