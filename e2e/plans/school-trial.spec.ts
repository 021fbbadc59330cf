import { activate, newPerson, signUp } from '../accounts/support';
import { expect, test } from '../support/fixtures';

const shots = process.env.PLAN_SHOTS ?? '';

/**
 * Issue 16: a teacher starts the school free trial from /membership-educator with the SPEC §5
 * school form and lands on the plan at /educator-plan (Category "1": a free trial of 40 accounts).
 */
test('a teacher starts the school free trial and sees the plan', async ({ page }) => {
  test.setTimeout(90_000);
  const teacher = newPerson('schtr');
  await signUp(page, teacher, {
    kind: 'A teacher',
    birthday: { year: 1980, month: 'June', day: 2 },
  });
  await activate(page, teacher.email);

  await page.goto('/membership-educator');
  await expect(
    page.getByRole('heading', { name: 'Storyloom for educators', level: 1 }),
  ).toBeVisible();
  await expect(page.getByText('10 accounts')).toBeVisible();
  if (shots) await page.screenshot({ path: `${shots}/membership-educator.png`, fullPage: true });

  // An empty form names what is missing.
  await page.getByRole('button', { name: 'Start the school free trial' }).click();
  await expect(page.getByText('Required').first()).toBeVisible();

  const form: Record<string, string> = {
    'School name': 'Maple Grove Elementary',
    Country: 'United States',
    Address: '12 Orchard Road',
    City: 'Springfield',
    'State or province': 'Illinois',
    'Zip or postal code': '62701',
    Phone: '+1 217 555 0100',
    'First name': 'Rosa',
    'Last name': 'Lee',
    'Job title': 'Teacher',
    'School email': 'rosa.lee@maple.example.test',
    'How did you hear about us?': 'A colleague',
  };
  for (const [label, value] of Object.entries(form)) {
    await page.getByLabel(label, { exact: false }).first().fill(value);
  }
  await page.getByRole('button', { name: 'Start the school free trial' }).click();

  await expect(page).toHaveURL(/\/educator-plan\/[^/]+$/);
  await expect(page.getByRole('heading', { name: 'School plan', level: 1 })).toBeVisible();
  await expect(page.getByText('Free trial', { exact: true })).toBeVisible();
  await expect(page.getByText('Accounts used')).toBeVisible();
  await expect(page.getByText('/ 40')).toBeVisible();
});
