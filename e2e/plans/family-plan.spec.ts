import { signInDemo } from '../artwork/support';
import { expect, test } from '../support/fixtures';

/**
 * The seeded family plan (issue 16): demo-member manages it with demo-kid in it. The parent
 * sees the members, the counts and the invitation form; demo-kid sees the plan without anyone's
 * email and cannot manage it. Screenshots at desktop and phone widths for a look.
 */
test('the parent sees the family plan and its members; the child sees it without managing', async ({
  page,
}) => {
  await signInDemo(page, 'demo-member');
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/family-plan');
    await expect(page.getByRole('heading', { name: 'Family plan', level: 1 })).toBeVisible();
    await expect(page.getByText('2 / 5')).toBeVisible();
    await expect(page.getByText('demo-kid', { exact: true })).toBeVisible();
    await expect(page.getByLabel(/Invite by email/)).toBeVisible();
    await page.screenshot({ path: `e2e/artifacts/family-plan-${width}.png`, fullPage: true });
  }
  await page.context().clearCookies();
  await signInDemo(page, 'demo-kid');
  await page.goto('/family-plan');
  await expect(page.getByText('demo-member', { exact: true })).toBeVisible();
  await expect(page.getByLabel(/Invite by email/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Leave the plan' })).toBeVisible();
});
