import { activate, newPerson, signUp, waitForMail } from '../accounts/support';
import { expectNoPageErrors, signedInAs } from '../artwork/support';
import { expect, test } from '../support/fixtures';

const shots = process.env.PAY_SHOTS ?? '';

/**
 * Decision 053: an admin prepares a custom order for a school (40 accounts at an agreed 250.00
 * US$) on /admin/custom-orders; the teacher gets the link by email, opens /custom-order/{itemID},
 * acknowledges and continues to /pre-order/{orderno}; the browser first blocks the payment
 * window (the Continue payment overlay opens it), the card pays, the thank-you dialog shows, and
 * the custom order reads Paid with the school plan ready.
 */
test('a school pays a custom order an admin prepared', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const teacher = newPerson('custom');
  await signUp(page, teacher, {
    kind: 'A teacher',
    birthday: { year: 1981, month: 'June', day: 12 },
  });
  await activate(page, teacher.email);

  // The admin prepares it.
  const admin = await signedInAs(browser, 'demo-admin');
  await admin.goto('/admin/orders');
  await admin.getByRole('link', { name: 'Custom orders' }).click();
  await expect(admin.getByRole('heading', { name: 'Custom orders', level: 1 })).toBeVisible();
  await admin.getByRole('button', { name: 'Prepare the order' }).click();
  await expect(
    admin.getByText('Enter an agreed price above 0 and at most 1,000,000 US$, in whole cents.'),
  ).toBeVisible();
  await admin.getByRole('textbox', { name: 'Buyer', exact: true }).fill(teacher.email);
  await admin.getByRole('textbox', { name: 'Accounts', exact: true }).fill('40');
  await admin.getByLabel('Agreed price (US$)').fill('250');
  await admin
    .getByRole('textbox', { name: 'What is sold' })
    .fill('Maple Grove Elementary: 40 accounts, one year');
  await admin
    .getByRole('textbox', { name: 'School name', exact: true })
    .fill('Maple Grove Elementary');
  await admin.getByLabel('Note for the buyer').fill('Price as agreed with Ms. Rivera on the call.');
  await admin.getByRole('button', { name: 'Prepare the order' }).click();
  const row = admin.getByTestId('admin-custom-order-row').filter({ hasText: 'Maple Grove' });
  await expect(row).toContainText('250.00 US$');
  await expect(row).toContainText('Ready to pay');
  if (shots) await admin.screenshot({ path: `${shots}/admin-custom-orders.png`, fullPage: true });

  // The teacher opens the emailed link.
  const mail = await waitForMail(teacher.email, /Your Storyloom order is ready/);
  const link = /https?:\/\/\S+(\/custom-order\/\S+)/.exec(mail.text)?.[1] as string;
  expect(link).toBeTruthy();
  await page.goto(link);
  await expect(
    page.getByRole('heading', { name: 'Maple Grove Elementary: 40 accounts, one year' }),
  ).toBeVisible();
  await expect(page.getByTestId('custom-total')).toHaveText('250.00 US$');
  await expect(page.getByText('Price as agreed with Ms. Rivera on the call.')).toBeVisible();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByText('Please confirm before paying.')).toBeVisible();
  await page.getByLabel(/18 or older/).check();
  if (shots) await page.screenshot({ path: `${shots}/custom-order.png`, fullPage: true });
  await page.getByRole('button', { name: 'Continue to payment' }).click();

  await expect(page).toHaveURL(/\/pre-order\/[^/]+$/);
  await expect(page.getByTestId('pre-state')).toHaveText('Waiting for payment');
  await expect(page.getByTestId('pre-total')).toHaveText('250.00 USD');

  // The browser blocks the payment window: the Continue payment overlay opens it.
  await page.evaluate(() => {
    window.open = () => null;
  });
  await page.getByRole('button', { name: 'Pay by card' }).click();
  await expect(
    page.getByText('Your browser blocked the payment window.', { exact: false }),
  ).toBeVisible();
  if (shots) await page.screenshot({ path: `${shots}/pre-order-blocked.png`, fullPage: true });
  const [paying] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('link', { name: 'Continue payment' }).click(),
  ]);
  await paying.getByLabel('Card number').fill('4242 4242 4242 4242');
  await paying.getByRole('button', { name: 'Pay 250.00 USD' }).click();
  await expect(paying.getByRole('heading', { name: 'Thank you for your payment!' })).toBeVisible();
  await paying.close();
  const thanks = page.getByRole('dialog', { name: 'Thank you for your payment!' });
  await expect(thanks).toBeVisible();
  await thanks.getByRole('link', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/account-orders$/);
  await expect(page.getByTestId('orders-list').getByText('250.00 USD')).toBeVisible();

  // The custom order is paid; the plan is there.
  await page.goto(link);
  await expect(page.getByTestId('custom-state')).toHaveText('Paid');
  await page.getByRole('link', { name: 'See my plan' }).click();
  await expect(page).toHaveURL(/\/educator-plan/);
  await page.goto('/custom-order');
  await expect(page.getByTestId('custom-list')).toContainText('Maple Grove Elementary');

  await admin.reload();
  await expect(row).toContainText('Paid');
  expectNoPageErrors(admin);
  await admin.context().close();
});
