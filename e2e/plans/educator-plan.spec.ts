import { signIn } from '../accounts/support';
import { expect, test } from '../support/fixtures';

const demoPassword = process.env.E2E_DEMO_PASSWORD ?? '';
const shots = process.env.PLAN_SHOTS ?? '';

/**
 * Issue 16: the seeded school plan (demo-teacher manages it; the demo class's student is in it)
 * on /educator-plan, its classes and its students, on a desktop and a phone. Read only: the
 * demo data is shared by the other journeys.
 */
test('a teacher sees the school plan, its classes and its students', async ({ page }) => {
  test.skip(!demoPassword, 'needs the e2e harness (E2E_DEMO_PASSWORD)');
  await signIn(page, 'demo-teacher', demoPassword);
  await page.goto('/educator-plan');
  await expect(page.getByRole('heading', { name: 'School plan', level: 1 })).toBeVisible();
  await expect(page.getByText('Accounts used')).toBeVisible();
  await expect(page.getByText('Active')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Demo class' })).toBeVisible();
  await expect(
    page.getByRole('button', { name: 'Dismiss Demo class from the school plan' }),
  ).toBeVisible();
  await expect(page.getByText('coming soon', { exact: false })).toHaveCount(0);
  if (shots) await page.screenshot({ path: `${shots}/educator-plan-desktop.png`, fullPage: true });

  // The dismiss dialog opens and is cancelled: the class stays in the plan.
  await page.getByRole('button', { name: 'Dismiss Demo class from the school plan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Dismiss this class from the school plan?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('link', { name: 'Students', exact: true }).click();
  await expect(page).toHaveURL(/\/educator-plan-student\//);
  await expect(page.getByText('demo-student')).toBeVisible();
  await page.getByRole('link', { name: 'Classes', exact: true }).click();
  await expect(page).toHaveURL(/\/educator-plan-class\//);
  await expect(page.getByRole('link', { name: 'Demo class' })).toBeVisible();

  // A phone: no sideways scroll.
  for (const width of [390, 360]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/educator-plan');
    await expect(page.getByRole('link', { name: 'Demo class' })).toBeVisible();
    const wide = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(wide, `sideways scroll at ${width}px`).toBeLessThanOrEqual(0);
    if (shots)
      await page.screenshot({ path: `${shots}/educator-plan-${width}.png`, fullPage: true });
  }
});

test('someone without a school plan is pointed to the school plans', async ({ page }) => {
  test.skip(!demoPassword, 'needs the e2e harness (E2E_DEMO_PASSWORD)');
  await signIn(page, 'demo-writer', demoPassword);
  await page.goto('/educator-plan');
  await expect(page.getByRole('heading', { name: 'You are not in a school plan' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'See school plans' })).toBeVisible();
});
