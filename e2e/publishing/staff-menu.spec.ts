import { signedInAs } from '../artwork/support';
import { expect, test } from '../support/fixtures';

/**
 * Issue "The first hour": staff find their work. demo-moderator's account menu and home have
 * the story queue and the artwork review, each with what waits; the menu reaches the queue by
 * clicking only. A writer's menu has neither. Reads only: no demo data changes.
 */
const demoPassword = process.env.E2E_DEMO_PASSWORD ?? '';

test('a moderator reaches the story queue from the account menu, with the count waiting', async ({
  browser,
}) => {
  test.skip(!demoPassword, 'needs the e2e harness (E2E_DEMO_PASSWORD)');
  const page = await signedInAs(browser, 'demo-moderator');
  await page.goto('/');
  const home = page.getByRole('region', { name: 'Staff console' });
  await expect(home.getByTestId('staff-story-queue')).toBeVisible();
  await expect(home.getByTestId('staff-story-queue').getByTestId('staff-waiting')).toHaveText(
    /^\d+ waiting$/,
  );
  await page.getByRole('button', { name: /Your account menu/ }).click();
  const queue = page.getByTestId('menu-staff-story-queue');
  await expect(queue).toHaveAccessibleName(/^Story queue/);
  await expect(queue.getByTestId('staff-waiting')).toHaveText(/^\d+ waiting$/);
  await expect(page.getByTestId('menu-staff-artwork-queue')).toBeVisible();
  await queue.click();
  await expect(page).toHaveURL(/\/admin\/moderation$/);
  await expect(page.getByRole('heading', { name: 'Moderation', level: 1 })).toBeVisible();
  await page.context().close();
});

test('a writer’s account menu has no staff links', async ({ browser }) => {
  test.skip(!demoPassword, 'needs the e2e harness (E2E_DEMO_PASSWORD)');
  const page = await signedInAs(browser, 'demo-reader');
  await page.getByRole('button', { name: /Your account menu/ }).click();
  await expect(page.getByRole('link', { name: 'Your stuff' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Story queue/ })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Staff console' })).toHaveCount(0);
  await page.context().close();
});
