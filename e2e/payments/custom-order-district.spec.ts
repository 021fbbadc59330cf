import { activate, newPerson, signUp, waitForMail } from '../accounts/support';
import { expectNoPageErrors, signedInAs } from '../artwork/support';
import { expect, test } from '../support/fixtures';
import { shoot } from './support';

/**
 * Issue 17 (decision 053 amended): a district above the price list. The admin quotes 250
 * accounts at an agreed 1,500.00 US$; the teacher opens the emailed link, picks the PayPal wallet
 * (the sandbox wallet here), continues to /pre-order, approves in the payment window (which comes
 * back to /pay-callback and captures), sees the thank-you dialog, and the plan has 250 accounts.
 */
test('a district pays a 250-account custom order with the wallet', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const teacher = newPerson('district');
  await signUp(page, teacher, {
    kind: 'A teacher',
    birthday: { year: 1979, month: 'March', day: 3 },
  });
  await activate(page, teacher.email);

  const admin = await signedInAs(browser, 'demo-admin');
  await admin.goto('/admin/custom-orders');
  await expect(admin.getByRole('heading', { name: 'Custom orders', level: 1 })).toBeVisible();
  await expect(admin.getByText('Above 200 accounts is a district', { exact: false })).toBeVisible();
  await admin.getByRole('button', { name: 'Prepare the order' }).click();
  await expect(
    admin.getByText('Enter an agreed price above 0 and at most 1,000,000 US$, in whole cents.'),
  ).toBeVisible();
  await shoot(
    admin,
    'admin-custom-orders',
    () => expect(admin.getByTestId('admin-custom-orders')).toBeVisible(),
    ['en', 'es'],
  );
  await admin.getByRole('textbox', { name: 'Buyer', exact: true }).fill(teacher.email);
  // Out of range: kept as typed (never clamped), with the same text the server gives.
  const accounts = admin.getByRole('textbox', { name: 'Accounts', exact: true });
  await accounts.fill('250000');
  await accounts.blur();
  await expect(
    admin.getByText('Enter a whole number of accounts from 1 to 100,000.'),
  ).toBeVisible();
  await expect(accounts).toHaveValue('250000');
  await accounts.fill('250');
  await admin.getByLabel('Agreed price (US$)').fill('1500');
  await admin.getByRole('textbox', { name: 'What is sold' }).fill('Cedar District: 250 accounts');
  await admin.getByRole('button', { name: 'Prepare the order' }).click();
  const row = admin.getByTestId('admin-custom-order-row').filter({ hasText: 'Cedar District' });
  await expect(row).toContainText('1500.00 US$');
  await expect(row).toContainText('250');

  const mail = await waitForMail(teacher.email, /Your Storyloom order is ready/);
  const link = /https?:\/\/\S+(\/custom-order\/\S+)/.exec(mail.text)?.[1] as string;
  await page.goto(link);
  await expect(page.getByTestId('custom-total')).toHaveText('1500.00 US$');
  await shoot(page, 'custom-order', () => expect(page.getByTestId('custom-pay')).toBeVisible(), [
    'en',
    'es',
  ]);
  await page.getByLabel('PayPal wallet').check();
  await page.getByLabel(/18 or older/).check();
  await page.getByRole('button', { name: 'Continue to payment' }).click();

  await expect(page).toHaveURL(/\/pre-order\/[^/]+$/);
  await expect(page.getByTestId('pre-total')).toHaveText('1500.00 USD');
  await expect(page.getByText('Pay with PayPal in the payment window.')).toBeVisible();
  await shoot(page, 'pre-order-wallet', () => expect(page.getByTestId('pre-pay')).toBeVisible(), [
    'en',
    'es',
  ]);
  const [paying] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: 'Pay with PayPal' }).click(),
  ]);
  await paying.getByRole('button', { name: 'Approve payment' }).click();
  await expect(paying).toHaveURL(/\/pay-callback\?capture=1/);
  await expect(paying.getByRole('heading', { name: 'Thank you for your payment!' })).toBeVisible();
  await paying.close();
  const thanks = page.getByRole('dialog', { name: 'Thank you for your payment!' });
  await expect(thanks).toBeVisible();
  await thanks.getByRole('link', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/account-orders$/);

  await page.goto(link);
  await expect(page.getByTestId('custom-state')).toHaveText('Paid');
  await admin.reload();
  await expect(row).toContainText('Paid');
  expectNoPageErrors(admin);
  expectNoPageErrors(page);
  await admin.context().close();
});
